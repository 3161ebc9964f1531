import { useId } from 'react';
import { data, Form, useNavigation } from 'react-router';
import type { Route } from './+types/groups';
import type { MemberGroupOut, MemberGroupsOut } from '@shop/core/contract/admin-member';
import { adminApi } from '../../lib/admin-api.server.ts';
import { adminLangOf, adminTranslate, useAdminStaff, useAdminT } from '../../lib/admin-i18n.tsx';
import {
  ADMIN_BUTTON,
  ADMIN_INPUT,
  AdminField,
  Card,
  describedBy,
  Notice,
  PageHeader,
} from '../../components/admin/ui.tsx';
export { AdminRouteError as ErrorBoundary } from '../../components/admin/route-error.tsx';

type Result =
  | { ok: true; group: string; message: string }
  | { ok: false; group: string; field?: string; message: string };

export function meta() {
  return [{ title: 'Member groups' }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return adminApi(context, request).get<MemberGroupsOut>('/api/v1/admin/member-groups');
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const t = adminTranslate(adminLangOf(request));
  const group = String(form.get('id') ?? '');
  const rates: Record<string, number> = {};
  for (const [k, v] of form) {
    if (!k.startsWith('rate_') || typeof v !== 'string' || !v.trim()) continue;
    const n = Number(v.trim());
    const field = `discount_rate.${k.slice(5)}`;
    if (!/^\d{1,3}(\.\d{1,2})?$/.test(v.trim()) || n > 100)
      return data<Result>(
        { ok: false, group, field, message: t('admin.groups.invalid_rate') },
        { status: 400 },
      );
    rates[k.slice(5)] = n;
  }
  const name = String(form.get('name') ?? '').trim();
  const res = await adminApi(context, request).send<MemberGroupOut>(
    'PATCH',
    `/api/v1/admin/member-groups/${encodeURIComponent(group)}`,
    { name, discount_rate: rates },
  );
  if (!res.ok) {
    const field = res.error.field ?? undefined;
    const message = field?.startsWith('discount_rate')
      ? t('admin.groups.invalid_rate')
      : t('admin.coupons.invalid');
    return data<Result>({ ok: false, group, field, message }, { status: res.status });
  }
  return data<Result>({ ok: true, group, message: t('admin.groups.saved', { name: res.data.name }) });
}

export default function GroupsPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useAdminT();
  const staff = useAdminStaff();
  const id = useId();
  const busy = useNavigation().state === 'submitting';
  const result = actionData as Result | undefined;
  const editable = staff.can('catalogue:write');
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t('admin.groups.title')} />
      {!editable && <p className="text-sm text-muted">{t('admin.groups.read_only')}</p>}
      <p className="text-sm text-muted">{t('admin.groups.rates_hint')}</p>
      <div className="grid gap-6 lg:grid-cols-2">
        {loaderData.items.map((g) => {
          const mine = result?.group === g.id ? result : undefined;
          const errorFor = (f: string) => (mine && !mine.ok && mine.field === f ? mine.message : undefined);
          const fid = `${id}-${g.id}`;
          return (
            <Card key={g.id} title={`${g.name} · ${t('admin.groups.members', { count: g.members })}`}>
              {mine && (
                <div className="mb-4">
                  <Notice tone={mine.ok ? 'success' : 'error'}>{mine.message}</Notice>
                </div>
              )}
              <Form method="post" className="grid gap-4">
                <input type="hidden" name="id" value={g.id} />
                <AdminField id={`${fid}-name`} label={t('admin.groups.name')} error={errorFor('name')}>
                  <input
                    id={`${fid}-name`}
                    name="name"
                    required
                    maxLength={80}
                    defaultValue={g.name}
                    readOnly={!editable}
                    className={ADMIN_INPUT}
                    aria-invalid={errorFor('name') ? true : undefined}
                    aria-describedby={describedBy(`${fid}-name`, errorFor('name'))}
                  />
                </AdminField>
                <fieldset>
                  <legend className="text-sm font-medium">{t('admin.groups.rates')}</legend>
                  <div className="mt-2 grid gap-3 sm:grid-cols-2">
                    {loaderData.brands.map((b) => {
                      const field = `discount_rate.${b.key}`;
                      const err = errorFor(field);
                      return (
                        <AdminField key={b.key} id={`${fid}-${b.key}`} label={`${b.name} (%)`} error={err}>
                          <input
                            id={`${fid}-${b.key}`}
                            name={`rate_${b.key}`}
                            inputMode="decimal"
                            defaultValue={g.discount_rate[b.key] ?? ''}
                            readOnly={!editable}
                            className={ADMIN_INPUT}
                            aria-invalid={err ? true : undefined}
                            aria-describedby={describedBy(`${fid}-${b.key}`, err)}
                          />
                        </AdminField>
                      );
                    })}
                  </div>
                </fieldset>
                {editable && (
                  <div>
                    <button type="submit" className={ADMIN_BUTTON} disabled={busy}>
                      {t('admin.save')}
                    </button>
                  </div>
                )}
              </Form>
            </Card>
          );
        })}
      </div>
    </div>
  );
}
