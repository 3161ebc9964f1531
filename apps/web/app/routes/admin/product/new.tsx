// /admin/products/new: a new product from scratch. Names in the three scripts, brand, type, URL handle (suggested
// from the English name), categories and tags ticked by name, its first options with prices typed as money, and
// optionally monthly subscriptions of one option. It is created unpublished and the editor opens on it
// (POST /api/v1/admin/products).
import { data, redirect, useActionData, useNavigation, Form } from 'react-router';
import { productNewBody } from '@shop/core/contract/admin-product';
import type { Route } from './+types/new';
import { adminApi } from '../../../lib/admin-api.server.ts';
import { adminErrorText } from '../../../lib/admin-error-text.ts';
import { parseForm } from '../../../lib/admin-form.server.ts';
import type { FormResult } from '../../../lib/admin-form.ts';
import { adminLangOf, adminTranslate, useAdminStaff, useAdminT } from '../../../lib/admin-i18n.tsx';
import { Card, Notice, PageHeader } from '../../../components/admin/ui.tsx';
import type { CatalogueChoices } from '../../../components/admin/product/editor-types.ts';
import { NewProductForm } from '../../../components/admin/product/new-product-form.tsx';
export { AdminRouteError as ErrorBoundary } from '../../../components/admin/route-error.tsx';

export function meta() {
  return [{ title: 'New product · Products' }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return {
    choices: await adminApi(context, request).get<CatalogueChoices>('/api/v1/admin/catalogue/choices'),
  };
}

const MONEY = { 'options.*.price': 'HKD', 'options.*.price_usd': 'USD' } as const;

/** The type is a radio's text; the new product ships wherever the shop delivers until its details say else. */
function prepare(values: Record<string, unknown>) {
  const { ship_countries: _countries, ...rest } = values;
  return {
    ...rest,
    product_type: values.product_type === undefined ? undefined : Number(values.product_type),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const t = adminTranslate(adminLangOf(request));
  const parsed = parseForm(form, productNewBody, { money: MONEY, prepare });
  if (!parsed.ok) {
    const message = adminErrorText(parsed, t);
    return data<FormResult>({ ok: false, field: parsed.field || undefined, message }, { status: 400 });
  }
  const client = adminApi(context, request);
  const res = await client.send<{ id: string }>('POST', '/api/v1/admin/products', parsed.data);
  if (!res.ok) {
    const message = adminErrorText(res.error, t);
    return data<FormResult>({ ok: false, field: res.error.field, message }, { status: res.status });
  }
  return redirect(`/admin/products/${encodeURIComponent(res.data.id)}?created=1`);
}

export default function NewProduct({ loaderData }: Route.ComponentProps) {
  const t = useAdminT();
  const staff = useAdminStaff();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === 'submitting';
  if (!staff.can('catalogue:write'))
    return (
      <>
        <PageHeader title={t('admin.pe.new_title')} />
        <Card>
          <Notice tone="error">{t('admin.error.forbidden')}</Notice>
        </Card>
      </>
    );
  return (
    <>
      <PageHeader title={t('admin.pe.new_title')} />
      <p className="-mt-4 mb-6 text-sm text-muted">{t('admin.pe.new_intro')}</p>
      <Form method="post" aria-label={t('admin.pe.new_title')}>
        <NewProductForm choices={loaderData.choices} result={result} busy={busy} />
      </Form>
    </>
  );
}
