import { useId } from 'react';
import { data, Form, Link, useNavigation } from 'react-router';
import { createColumnHelper } from '@tanstack/react-table';
import { formatMoney, isCurrency, orderStatusName } from '@shop/core';
import type { Route } from './+types/member';
import type { MemberDetail, MemberGroupsOut, ResetLinkOut } from '@shop/core/contract/admin-member';
import { adminApi } from '../../lib/admin-api.server.ts';
import { adminErrorText } from '../../lib/admin-error-text.ts';
import type { ApiErrorBody } from '../../lib/api.server.ts';
import {
  ADMIN_INTL,
  adminLangOf,
  adminTranslate,
  useAdminLang,
  useAdminStaff,
  useAdminT,
} from '../../lib/admin-i18n.tsx';
import {
  ADMIN_BUTTON_DANGER,
  ADMIN_BUTTON_QUIET,
  ADMIN_SELECT,
  AdminField,
  Card,
  DataTable,
  Notice,
  PageHeader,
} from '../../components/admin/ui.tsx';
export { AdminRouteError as ErrorBoundary } from '../../components/admin/route-error.tsx';

type Result = { ok: boolean; message: string };

export function meta() {
  return [{ title: 'Member' }];
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const client = adminApi(context, request);
  const [member, groups] = await Promise.all([
    client.get<MemberDetail>(`/api/v1/admin/members/${encodeURIComponent(params.id)}`),
    client.get<MemberGroupsOut>('/api/v1/admin/member-groups'),
  ]);
  return { member, groups: groups.items.map((g) => ({ id: g.id, name: g.name })) };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const form = await request.formData();
  const t = adminTranslate(adminLangOf(request));
  const client = adminApi(context, request);
  const path = `/api/v1/admin/members/${encodeURIComponent(params.id)}`;
  const intent = String(form.get('intent') ?? '');
  const failed = (error: ApiErrorBody) =>
    data<Result>(
      { ok: false, message: t('admin.members.failed', { reason: adminErrorText(error, t) }) },
      { status: 400 },
    );
  if (intent === 'reset') {
    const res = await client.send<ResetLinkOut>('POST', `${path}/reset-link`);
    return res.ok
      ? data<Result>({ ok: true, message: t('admin.members.reset_sent', { email: res.data.sent_to }) })
      : failed(res.error);
  }
  if (intent === 'lock' || intent === 'unlock') {
    const res = await client.send<MemberDetail>('PATCH', path, { locked: intent === 'lock' });
    if (!res.ok) return failed(res.error);
    const key = intent === 'lock' ? 'admin.members.locked_notice' : 'admin.members.unlocked_notice';
    return data<Result>({ ok: true, message: t(key) });
  }
  const res = await client.send<MemberDetail>('PATCH', path, {
    member_group: String(form.get('member_group') ?? ''),
  });
  if (!res.ok) return failed(res.error);
  return data<Result>({
    ok: true,
    message: t('admin.members.group_changed', { group: res.data.groups.map((g) => g.name).join(', ') }),
  });
}

const col = createColumnHelper<MemberDetail['orders'][number]>();

export default function MemberPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useAdminT();
  const lang = useAdminLang();
  const staff = useAdminStaff();
  const id = useId();
  const busy = useNavigation().state === 'submitting';
  const { member, groups } = loaderData;
  const result = actionData as Result | undefined;
  const when = (iso: string) =>
    new Date(iso).toLocaleDateString(ADMIN_INTL[lang], { timeZone: 'Asia/Hong_Kong', dateStyle: 'medium' });
  const columns = [
    col.accessor('number', {
      header: t('admin.members.order_number'),
      cell: (c) => (
        <Link className="underline" to={`/admin/orders/${encodeURIComponent(c.row.original.id)}`}>
          {c.getValue()}
        </Link>
      ),
    }),
    col.accessor('status', {
      header: t('admin.members.order_status'),
      cell: (c) => orderStatusName(c.getValue(), lang),
    }),
    col.accessor('total', {
      header: t('admin.members.order_total'),
      cell: (c) => {
        const cur = c.row.original.currency;
        return isCurrency(cur) ? formatMoney(c.getValue(), cur, lang) : `${cur} ${c.getValue()}`;
      },
    }),
    col.accessor('created_at', { header: t('admin.members.order_date'), cell: (c) => when(c.getValue()) }),
  ];
  const name = `${member.firstname} ${member.lastname}`.trim();
  const row = (label: string, value: React.ReactNode) => (
    <div className="flex flex-wrap gap-x-4 border-t border-line py-2 first:border-t-0">
      <dt className="w-40 text-muted">{label}</dt>
      <dd>{value}</dd>
    </div>
  );
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={name || member.email}
        actions={
          <Link to="/admin/members" className={ADMIN_BUTTON_QUIET}>
            {t('admin.members.back')}
          </Link>
        }
      />
      {result && <Notice tone={result.ok ? 'success' : 'error'}>{result.message}</Notice>}
      <div className="grid gap-6 lg:grid-cols-2">
        <Card title={t('admin.members.profile')}>
          <dl className="text-sm">
            {row(t('admin.members.email'), member.email)}
            {row(t('admin.members.phone'), member.phone ?? '—')}
            {row(t('admin.members.groups'), member.groups.map((g) => g.name).join(', ') || '—')}
            {row(
              t('admin.members.status'),
              member.locked ? t('admin.members.locked') : t('admin.members.active'),
            )}
            {row(t('admin.members.language'), member.preferred_lang)}
            {row(t('admin.members.country'), member.country ?? '—')}
            {row(t('admin.members.addresses'), member.addresses_count)}
            {row(t('admin.members.joined'), when(member.created_at))}
          </dl>
        </Card>
        {staff.can('members:write') && (
          <Card title={t('admin.members.group')}>
            <Form method="post" className="flex flex-wrap items-end gap-3">
              <input type="hidden" name="intent" value="group" />
              <AdminField id={`${id}-group`} label={t('admin.members.change_group')}>
                <select
                  id={`${id}-group`}
                  name="member_group"
                  defaultValue={member.groups.at(-1)?.id}
                  className={ADMIN_SELECT}
                >
                  {groups.map((g) => (
                    <option key={g.id} value={g.id}>
                      {g.name}
                    </option>
                  ))}
                </select>
              </AdminField>
              <button type="submit" className={ADMIN_BUTTON_QUIET} disabled={busy}>
                {t('admin.save')}
              </button>
            </Form>
            <div className="mt-6 flex flex-wrap gap-3">
              <Form method="post">
                <input type="hidden" name="intent" value="reset" />
                <button type="submit" className={ADMIN_BUTTON_QUIET} disabled={busy}>
                  {t('admin.members.reset')}
                </button>
              </Form>
              <Form method="post">
                <input type="hidden" name="intent" value={member.locked ? 'unlock' : 'lock'} />
                <button
                  type="submit"
                  className={member.locked ? ADMIN_BUTTON_QUIET : ADMIN_BUTTON_DANGER}
                  disabled={busy}
                  aria-describedby={`${id}-lock-hint`}
                >
                  {member.locked ? t('admin.members.unlock') : t('admin.members.lock')}
                </button>
              </Form>
            </div>
            <p id={`${id}-lock-hint`} className="mt-2 text-xs text-muted">
              {t('admin.members.lock_hint')}
            </p>
          </Card>
        )}
      </div>
      <Card
        title={`${t('admin.members.orders')} · ${t('admin.members.orders_count', { count: member.orders_count })}`}
      >
        <DataTable
          columns={columns}
          data={member.orders}
          caption={t('admin.members.orders_caption')}
          getRowId={(r) => r.id}
        />
      </Card>
    </div>
  );
}
