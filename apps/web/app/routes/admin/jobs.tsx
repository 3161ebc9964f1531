import { useId } from 'react';
import { data, Form, Link, useNavigation } from 'react-router';
import { createColumnHelper } from '@tanstack/react-table';
import type { Route } from './+types/jobs';
import type { JobOut, JobsOut } from '@shop/core/contract/admin-jobs';
import { adminApi, pageOf } from '../../lib/admin-api.server.ts';
import {
  ADMIN_INTL,
  adminLangOf,
  adminTranslate,
  useAdminLang,
  useAdminStaff,
  useAdminT,
  type AdminT,
} from '../../lib/admin-i18n.tsx';
import type { AdminMessageKey } from '../../i18n/admin.en.ts';
import {
  ADMIN_BUTTON_QUIET,
  ADMIN_SELECT,
  AdminField,
  DataTable,
  Notice,
  PageHeader,
  Pagination,
} from '../../components/admin/ui.tsx';
export { AdminRouteError as ErrorBoundary } from '../../components/admin/route-error.tsx';

const STATES = ['failed', 'retry', 'created', 'active', 'completed', 'cancelled'] as const;
type JobState = JobOut['state'];

type JobRow = JobOut;

export function meta() {
  return [{ title: 'Background jobs' }];
}

const stateOf = (url: URL): JobState => {
  const s = url.searchParams.get('state');
  return (STATES as readonly string[]).includes(s ?? '') ? (s as JobState) : 'failed';
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const state = stateOf(url);
  const list = await adminApi(context, request).get<JobsOut>('/api/v1/admin/jobs', {
    state,
    page: pageOf(url),
  });
  return { ...list, state };
}

type Result = { ok: boolean; message: string };

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const t = adminTranslate(adminLangOf(request));
  const id = String(form.get('id') ?? '');
  const res = await adminApi(context, request).send(
    'POST',
    `/api/v1/admin/jobs/${encodeURIComponent(id)}/retry`,
  );
  if (res.ok) return data<Result>({ ok: true, message: t('admin.jobs.retried') });
  const message = res.error.code === 'not_failed' ? t('admin.jobs.not_failed') : t('admin.jobs.retry_failed');
  return data<Result>({ ok: false, message }, { status: res.status });
}

/** A queue's name for people; an unknown one (a queue added later) as it is. */
function queueLabel(t: AdminT, queue: string) {
  const key = `admin.jobs.queue.${queue}` as AdminMessageKey;
  const label = t(key);
  return label === key ? queue : label;
}

function Details({ job }: { job: JobRow }) {
  const t = useAdminT();
  const { orderId, kind } = job.data;
  const kindKey = `admin.jobs.email.${kind}` as AdminMessageKey;
  return (
    <div className="flex flex-col gap-1">
      {orderId && (
        <Link className="underline" to={`/admin/orders/${encodeURIComponent(orderId)}`}>
          {t('admin.jobs.order', { id: orderId.slice(0, 8) })}
        </Link>
      )}
      {kind && <span>{t('admin.jobs.kind', { kind: t(kindKey) === kindKey ? kind : t(kindKey) })}</span>}
    </div>
  );
}

const col = createColumnHelper<JobRow>();

export default function JobsPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useAdminT();
  const lang = useAdminLang();
  const staff = useAdminStaff();
  const id = useId();
  const busy = useNavigation().state === 'submitting';
  const result = actionData as Result | undefined;
  const when = (iso: string | null) =>
    iso
      ? new Intl.DateTimeFormat(ADMIN_INTL[lang], {
          dateStyle: 'medium',
          timeStyle: 'short',
          timeZone: 'Asia/Hong_Kong',
        }).format(new Date(iso))
      : '—';
  const { state } = loaderData;
  const columns = [
    col.accessor('queue', { header: t('admin.jobs.job'), cell: (c) => queueLabel(t, c.getValue()) }),
    col.display({
      id: 'details',
      header: t('admin.jobs.details'),
      cell: (c) => <Details job={c.row.original} />,
    }),
    col.accessor('retry_count', {
      header: t('admin.jobs.attempts'),
      cell: (c) => t('admin.jobs.attempts_of', { count: c.getValue(), limit: c.row.original.retry_limit }),
    }),
    col.accessor('last_error', {
      header: t('admin.jobs.last_error'),
      cell: (c) => <span className="break-words">{c.getValue() ?? '—'}</span>,
    }),
    col.accessor('created_at', { header: t('admin.jobs.created'), cell: (c) => when(c.getValue()) }),
    state === 'failed' || state === 'completed' || state === 'cancelled'
      ? col.accessor('finished_at', { header: t('admin.jobs.finished'), cell: (c) => when(c.getValue()) })
      : col.accessor('start_after', { header: t('admin.jobs.next_run'), cell: (c) => when(c.getValue()) }),
    ...(state === 'failed' && staff.can('jobs:write')
      ? [
          col.display({
            id: 'actions',
            header: t('admin.jobs.actions'),
            cell: (c) => (
              <Form method="post">
                <input type="hidden" name="id" value={c.row.original.id} />
                <button
                  type="submit"
                  className={`${ADMIN_BUTTON_QUIET} min-h-9`}
                  disabled={busy}
                  aria-label={t('admin.jobs.retry_label', { id: c.row.original.id.slice(0, 8) })}
                >
                  {t('admin.jobs.retry')}
                </button>
              </Form>
            ),
          }),
        ]
      : []),
  ];
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t('admin.jobs.title')} />
      <p className="max-w-3xl text-muted">{t('admin.jobs.intro')}</p>
      {result && <Notice tone={result.ok ? 'success' : 'error'}>{result.message}</Notice>}
      <Form method="get" className="flex flex-wrap items-end gap-3">
        <AdminField id={`${id}-state`} label={t('admin.jobs.state')}>
          <select id={`${id}-state`} name="state" defaultValue={state} className={`${ADMIN_SELECT} w-56`}>
            {STATES.map((s) => (
              <option key={s} value={s}>
                {t(`admin.jobs.state.${s}`)}
              </option>
            ))}
          </select>
        </AdminField>
        <button type="submit" className={ADMIN_BUTTON_QUIET}>
          {t('admin.filter')}
        </button>
      </Form>
      <div>
        <DataTable
          columns={columns}
          data={loaderData.jobs}
          caption={`${t('admin.jobs.caption')}: ${t(`admin.jobs.state.${state}`)}`}
          getRowId={(r) => r.id}
        />
        <Pagination page={loaderData.page} pageSize={loaderData.page_size} total={loaderData.total} />
      </div>
    </div>
  );
}
