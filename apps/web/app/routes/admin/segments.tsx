// Segments: saved customer filters with their counts; ?new=1 or ?edit=<segment> opens the builder (live count, Save,
// Export CSV with the marketing-consent rule, Delete).
import { data, Link, redirect, useNavigation } from 'react-router';
import type { SegmentCountOut, SegmentOut, SegmentsOut } from '@shop/core/contract/admin-segment';
import type { Route } from './+types/segments';
import { adminApi } from '../../lib/admin-api.server.ts';
import {
  ADMIN_INTL,
  adminLangOf,
  adminTranslate,
  useAdminLang,
  useAdminStaff,
  useAdminT,
} from '../../lib/admin-i18n.tsx';
import { adminErrorText } from '../../lib/admin-error-text.ts';
import type { FormResult } from '../../lib/admin-form.ts';
import { segmentFilterFromForm } from '../../lib/admin-segment-form.ts';
import { ADMIN_BUTTON, ADMIN_BUTTON_QUIET, PageHeader } from '../../components/admin/ui.tsx';
import { SegmentBuilder } from '../../components/admin/segments/segment-builder.tsx';
export { AdminRouteError as ErrorBoundary } from '../../components/admin/route-error.tsx';

export function meta() {
  return [{ title: 'Segments' }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const api = adminApi(context, request);
  const url = new URL(request.url);
  const edit = url.searchParams.get('edit');
  const creating = url.searchParams.get('new') === '1';
  const list = await api.get<SegmentsOut>('/api/v1/admin/segments');
  const segment = edit ? (list.items.find((s) => s.id === edit) ?? null) : null;
  if (edit && !segment) throw new Response('Not found', { status: 404 });
  let initialCount = segment?.members ?? 0;
  if (creating) {
    const all = await api.send<SegmentCountOut>('POST', '/api/v1/admin/segments/count', { filter: {} });
    if (all.ok) initialCount = all.data.members;
  }
  return { list, segment, creating, initialCount, saved: url.searchParams.get('saved') === '1' };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const t = adminTranslate(adminLangOf(request));
  const api = adminApi(context, request);
  const edit = new URL(request.url).searchParams.get('edit');
  const intent = String(form.get('intent') ?? '');
  const fail = (status: number, message: string, field?: string) =>
    data<FormResult>({ ok: false, message, field }, { status });

  if (intent === 'delete' && edit) {
    const res = await api.send('DELETE', `/api/v1/admin/segments/${encodeURIComponent(edit)}`);
    if (!res.ok) return fail(res.status, adminErrorText(res.error, t));
    throw redirect('/admin/segments?deleted=1');
  }
  const read = segmentFilterFromForm(form);
  if (!read.ok)
    return fail(
      400,
      read.kind === 'amount' ? t('admin.segments.invalid_amount') : t('admin.error.invalid'),
      read.field,
    );
  if (intent === 'count') {
    const res = await api.send<SegmentCountOut>('POST', '/api/v1/admin/segments/count', {
      filter: read.filter,
    });
    if (!res.ok) return data({ members: undefined }, { status: res.status });
    return res.data;
  }
  const body = { name: String(form.get('name') ?? '').trim(), filter: read.filter };
  const res = edit
    ? await api.send<SegmentOut>('PATCH', `/api/v1/admin/segments/${encodeURIComponent(edit)}`, body)
    : await api.send<SegmentOut>('POST', '/api/v1/admin/segments', body);
  if (!res.ok) {
    const field = res.error.field?.replace(/^filter\./, '');
    const message =
      res.error.code === 'invalid' && field && /_(max|before)$/.test(field)
        ? t('admin.segments.invalid_range')
        : adminErrorText(res.error, t);
    return fail(res.status, message, field);
  }
  if (!edit) throw redirect(`/admin/segments?edit=${encodeURIComponent(res.data.id)}&saved=1`);
  return data<FormResult>({ ok: true, message: t('admin.segments.saved', { name: res.data.name }) });
}

export default function SegmentsPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useAdminT();
  const lang = useAdminLang();
  const staff = useAdminStaff();
  const busy = useNavigation().state === 'submitting';
  const { list, segment, creating, initialCount, saved } = loaderData;
  const editable = staff.can('members:write');
  const result = (actionData && 'ok' in actionData ? actionData : undefined) as FormResult | undefined;
  const when = new Intl.DateTimeFormat(ADMIN_INTL[lang], {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Hong_Kong',
  });

  if (segment || creating) {
    const shown =
      result ??
      (saved && segment
        ? { ok: true as const, message: t('admin.segments.saved', { name: segment.name }) }
        : undefined);
    return (
      <div className="flex flex-col gap-6">
        <PageHeader
          title={segment ? segment.name : t('admin.segments.new')}
          actions={
            <Link to="/admin/segments" className={ADMIN_BUTTON_QUIET}>
              {t('admin.segments.back')}
            </Link>
          }
        />
        {!editable && <p className="text-sm text-muted">{t('admin.segments.read_only')}</p>}
        <SegmentBuilder
          key={segment?.id ?? 'new'}
          segment={segment}
          choices={list.choices}
          initialCount={initialCount}
          result={shown}
          busy={busy}
          editable={editable}
        />
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t('admin.segments.title')}
        actions={
          editable ? (
            <Link to="/admin/segments?new=1" className={ADMIN_BUTTON}>
              {t('admin.segments.new')}
            </Link>
          ) : undefined
        }
      />
      <p className="text-sm text-muted">{t('admin.segments.export_rule')}</p>
      <div className="relative overflow-x-auto rounded-xl border border-line bg-surface">
        <table className="w-full min-w-[560px] border-collapse text-sm">
          <caption className="sr-only">{t('admin.segments.caption')}</caption>
          <thead className="bg-surface-2 text-left">
            <tr>
              <th scope="col" className="px-3 py-2 font-medium">
                {t('admin.segments.col_name')}
              </th>
              <th scope="col" className="px-3 py-2 text-right font-medium">
                {t('admin.segments.col_members')}
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                {t('admin.segments.col_updated')}
              </th>
            </tr>
          </thead>
          <tbody>
            {list.items.length === 0 ? (
              <tr>
                <td colSpan={3} className="px-3 py-6 text-center text-muted">
                  {t('admin.empty')}
                </td>
              </tr>
            ) : (
              list.items.map((s) => (
                <tr key={s.id} className="border-t border-line">
                  <td className="px-3 py-2">
                    <Link className="underline" to={`/admin/segments?edit=${encodeURIComponent(s.id)}`}>
                      {s.name}
                    </Link>
                  </td>
                  <td className="px-3 py-2 text-right">{s.members}</td>
                  <td className="px-3 py-2">{when.format(new Date(s.updated_at))}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </div>
  );
}
