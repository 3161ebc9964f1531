import { useId } from 'react';
import { data, Form, useNavigation } from 'react-router';
import type { Route } from './+types/scalp-test';
import type { ScalpTypesOut } from '@shop/core/contract/scalp-test';
import { adminApi } from '../../lib/admin-api.server.ts';
import { adminErrorText } from '../../lib/admin-error-text.ts';
import {
  adminLangOf,
  adminTranslate,
  useAdminLang,
  useAdminStaff,
  useAdminT,
} from '../../lib/admin-i18n.tsx';
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
  { ok: true; type: string; message: string } | { ok: false; type: string; field?: string; message: string };

export function meta() {
  return [{ title: 'Scalp test' }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return adminApi(context, request).get<ScalpTypesOut>('/api/v1/admin/scalp-test');
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const lang = adminLangOf(request);
  const t = adminTranslate(lang);
  const type = String(form.get('type') ?? '');
  const sku = (k: string) => String(form.get(k) ?? '').trim();
  const res = await adminApi(context, request).send<ScalpTypesOut>(
    'PUT',
    `/api/v1/admin/scalp-test/${encodeURIComponent(type)}`,
    {
      shampoo_sku: sku('shampoo_sku'),
      companion_skus: [sku('companion_1'), sku('companion_2')].filter(Boolean),
    },
  );
  if (!res.ok) {
    // the API names companion_skus.N; the form names its inputs companion_1 and companion_2
    const api = res.error.field ?? '';
    const m = /^companion_skus\.(\d)$/.exec(api);
    const field = m ? `companion_${Number(m[1]) + 1}` : api === 'companion_skus' ? 'companion_1' : api;
    const message =
      res.error.code === 'not_a_shampoo'
        ? t('admin.scalp.not_shampoo')
        : res.error.code === 'listed_twice'
          ? t('admin.scalp.twice')
          : res.error.code === 'product_not_found'
            ? t('admin.scalp.no_product')
            : adminErrorText(res.error, t);
    return data<Result>({ ok: false, type, field, message }, { status: res.status });
  }
  const saved = res.data.types.find((x) => x.key === type);
  return data<Result>({
    ok: true,
    type,
    message: t('admin.scalp.saved', { name: saved?.name[lang] ?? type }),
  });
}

export default function ScalpTestAdmin({ loaderData, actionData }: Route.ComponentProps) {
  const t = useAdminT();
  const lang = useAdminLang();
  const staff = useAdminStaff();
  const id = useId();
  const busy = useNavigation().state === 'submitting';
  const result = actionData as Result | undefined;
  const editable = staff.can('catalogue:write');
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t('admin.scalp.title')} />
      {!editable && <p className="text-sm text-muted">{t('admin.scalp.read_only')}</p>}
      <p className="text-sm text-muted">{t('admin.scalp.hint')}</p>
      <div className="grid gap-6 lg:grid-cols-2">
        {loaderData.types.map((s) => {
          const mine = result?.type === s.key ? result : undefined;
          const errorFor = (f: string) => (mine && !mine.ok && mine.field === f ? mine.message : undefined);
          const fid = `${id}-${s.key}`;
          const field = (name: string, label: string, value: string) => (
            <AdminField id={`${fid}-${name}`} label={label} error={errorFor(name)}>
              <input
                id={`${fid}-${name}`}
                name={name}
                defaultValue={value}
                maxLength={64}
                readOnly={!editable}
                required={name === 'shampoo_sku'}
                className={ADMIN_INPUT}
                aria-invalid={errorFor(name) ? true : undefined}
                aria-describedby={describedBy(`${fid}-${name}`, errorFor(name))}
              />
            </AdminField>
          );
          return (
            <Card key={s.key} title={s.name[lang]}>
              {mine && (
                <div className="mb-4">
                  <Notice tone={mine.ok ? 'success' : 'error'}>{mine.message}</Notice>
                </div>
              )}
              <Form method="post" className="grid gap-4">
                <input type="hidden" name="type" value={s.key} />
                {field('shampoo_sku', t('admin.scalp.shampoo'), s.shampoo_sku)}
                {field('companion_1', t('admin.scalp.companion_1'), s.companion_skus[0] ?? '')}
                {field('companion_2', t('admin.scalp.companion_2'), s.companion_skus[1] ?? '')}
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
