import { useId } from 'react';
import { data, Form, useNavigation } from 'react-router';
import { createColumnHelper } from '@tanstack/react-table';
import { STAFF_ROLES, type StaffRole } from '@shop/core';
import type { Route } from './+types/staff';
import type { StaffListOut } from '@shop/core/contract/admin-staff';
import { adminApi } from '../../lib/admin-api.server.ts';
import { adminErrorText } from '../../lib/admin-error-text.ts';
import { adminLangOf, adminTranslate, useAdminStaff, useAdminT } from '../../lib/admin-i18n.tsx';
import {
  ADMIN_BUTTON,
  ADMIN_BUTTON_QUIET,
  ADMIN_INPUT,
  ADMIN_SELECT,
  AdminField,
  Card,
  DataTable,
  describedBy,
  Notice,
  PageHeader,
} from '../../components/admin/ui.tsx';
export { AdminRouteError as ErrorBoundary } from '../../components/admin/route-error.tsx';

type StaffRow = StaffListOut['items'][number];

export function meta() {
  return [{ title: 'Staff' }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return adminApi(context, request).get<StaffListOut>('/api/v1/admin/staff');
}

type Result = { ok: true; message: string } | { ok: false; message: string; field?: string };

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const client = adminApi(context, request);
  const t = adminTranslate(adminLangOf(request));
  const reply = (r: Result, status = 200) => data(r, { status });
  if (form.get('intent') === 'create') {
    const email = String(form.get('email') ?? '').trim();
    const res = await client.send('POST', '/api/v1/admin/staff', {
      email,
      name: String(form.get('name') ?? '').trim(),
      role: String(form.get('role') ?? ''),
      password: String(form.get('password') ?? ''),
    });
    if (res.ok) return reply({ ok: true, message: t('admin.staff.created', { email }) });
    const field = res.error.code === 'email_taken' ? 'email' : (res.error.field ?? undefined);
    const message =
      res.error.code === 'email_taken' ? t('admin.staff.email_taken') : t('admin.staff.invalid');
    return reply({ ok: false, message, field }, res.status);
  }
  const id = String(form.get('id') ?? '');
  const email = String(form.get('email') ?? '');
  const patch =
    form.get('intent') === 'role'
      ? { role: String(form.get('role')) }
      : { locked: form.get('locked') === 'true' };
  const res = await client.send('PATCH', `/api/v1/admin/staff/${encodeURIComponent(id)}`, patch);
  return res.ok
    ? reply({ ok: true, message: t('admin.staff.updated', { email }) })
    : reply({ ok: false, message: adminErrorText(res.error, t) }, res.status);
}

const col = createColumnHelper<StaffRow>();

export default function StaffPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useAdminT();
  const me = useAdminStaff();
  const id = useId();
  const busy = useNavigation().state === 'submitting';
  const result = actionData as Result | undefined;
  const fieldError = (f: string) => (result && !result.ok && result.field === f ? result.message : undefined);
  const columns = [
    col.accessor('name', {
      header: t('admin.staff.name'),
      cell: (c) => (
        <span>
          {c.getValue()}{' '}
          {c.row.original.id === me.id && <span className="text-muted">{t('admin.staff.you')}</span>}
        </span>
      ),
    }),
    col.accessor('email', { header: t('admin.staff.email') }),
    col.accessor('role', {
      header: t('admin.staff.role'),
      cell: (c) =>
        c.row.original.id === me.id ? (
          t(`admin.role.${c.getValue()}`)
        ) : (
          <Form method="post" className="flex items-center gap-2">
            <input type="hidden" name="intent" value="role" />
            <input type="hidden" name="id" value={c.row.original.id} />
            <input type="hidden" name="email" value={c.row.original.email} />
            <label className="sr-only" htmlFor={`${id}-role-${c.row.original.id}`}>
              {t('admin.staff.role')}: {c.row.original.email}
            </label>
            <select
              id={`${id}-role-${c.row.original.id}`}
              name="role"
              defaultValue={c.getValue()}
              className={`${ADMIN_SELECT} min-h-9 w-36`}
            >
              {STAFF_ROLES.map((r) => (
                <option key={r} value={r}>
                  {t(`admin.role.${r}`)}
                </option>
              ))}
            </select>
            <button type="submit" className={`${ADMIN_BUTTON_QUIET} min-h-9`} disabled={busy}>
              {t('admin.staff.change_role')}
            </button>
          </Form>
        ),
    }),
    col.accessor('totp_enabled', {
      header: t('admin.staff.two_factor'),
      cell: (c) => (c.getValue() ? t('admin.staff.yes') : t('admin.staff.no')),
    }),
    col.accessor('locked', {
      header: t('admin.staff.status'),
      cell: (c) => (
        <span className="flex items-center gap-2">
          {c.getValue() ? t('admin.staff.locked') : t('admin.staff.active')}
          {c.row.original.id !== me.id && (
            <Form method="post">
              <input type="hidden" name="intent" value="lock" />
              <input type="hidden" name="id" value={c.row.original.id} />
              <input type="hidden" name="email" value={c.row.original.email} />
              <input type="hidden" name="locked" value={String(!c.getValue())} />
              <button
                type="submit"
                className={`${ADMIN_BUTTON_QUIET} min-h-9`}
                disabled={busy}
                aria-label={`${c.getValue() ? t('admin.staff.unlock') : t('admin.staff.lock')} ${c.row.original.email}`}
              >
                {c.getValue() ? t('admin.staff.unlock') : t('admin.staff.lock')}
              </button>
            </Form>
          )}
        </span>
      ),
    }),
  ];
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t('admin.staff.title')} />
      {result && <Notice tone={result.ok ? 'success' : 'error'}>{result.message}</Notice>}
      <DataTable
        columns={columns}
        data={loaderData.items}
        caption={t('admin.staff.caption')}
        getRowId={(r) => r.id}
      />
      <Card title={t('admin.staff.add')} className="max-w-xl">
        <Form method="post" className="grid gap-4 sm:grid-cols-2">
          <input type="hidden" name="intent" value="create" />
          <AdminField id={`${id}-name`} label={t('admin.staff.name')}>
            <input id={`${id}-name`} name="name" required maxLength={100} className={ADMIN_INPUT} />
          </AdminField>
          <AdminField id={`${id}-email`} label={t('admin.staff.email')} error={fieldError('email')}>
            <input
              id={`${id}-email`}
              name="email"
              type="email"
              required
              className={ADMIN_INPUT}
              aria-invalid={fieldError('email') ? true : undefined}
              aria-describedby={describedBy(`${id}-email`, fieldError('email'))}
            />
          </AdminField>
          <AdminField id={`${id}-role`} label={t('admin.staff.role')}>
            <select id={`${id}-role`} name="role" defaultValue="fulfilment" className={ADMIN_SELECT}>
              {STAFF_ROLES.map((r: StaffRole) => (
                <option key={r} value={r}>
                  {t(`admin.role.${r}`)}
                </option>
              ))}
            </select>
          </AdminField>
          <AdminField
            id={`${id}-password`}
            label={t('admin.staff.password')}
            hint={t('admin.staff.password_hint')}
            error={fieldError('password')}
          >
            <input
              id={`${id}-password`}
              name="password"
              type="password"
              autoComplete="new-password"
              minLength={10}
              required
              className={ADMIN_INPUT}
              aria-describedby={describedBy(`${id}-password`, fieldError('password'), true)}
            />
          </AdminField>
          <div className="sm:col-span-2">
            <button type="submit" className={ADMIN_BUTTON} disabled={busy}>
              {t('admin.staff.create')}
            </button>
          </div>
        </Form>
      </Card>
    </div>
  );
}
