// /admin/products/:id/details: SKU, names, brand, type, URL handle, categories, tags, the countries it ships to
// and the special-offer add-ons, each chosen by name (PATCH /api/v1/admin/products/:id).
import { useId } from 'react';
import { useFetcher, useSearchParams } from 'react-router';
import { COUNTRIES } from '@shop/core';
import { productPatchBody } from '@shop/core/contract/admin-product';
import type { Route } from './+types/details';
import { adminApi } from '../../../lib/admin-api.server.ts';
import { localizedName } from '../../../lib/admin-catalogue.ts';
import { adminFormAction } from '../../../lib/admin-form.server.ts';
import { fieldError, type FormResult } from '../../../lib/admin-form.ts';
import { HANDLE_PATTERN } from '../../../lib/admin-product-suggest.ts';
import { useAdminLang, useAdminT } from '../../../lib/admin-i18n.tsx';
import { FormOutcome } from '../../../components/admin/admin-form.tsx';
import {
  ADMIN_BUTTON,
  ADMIN_INPUT,
  AdminField,
  Card,
  describedBy,
  Notice,
} from '../../../components/admin/ui.tsx';
import {
  BrandSelect,
  CheckboxPicker,
  ProductTypeField,
} from '../../../components/admin/product/editor-ui.tsx';
import { isMissing, useEditorContext } from '../../../components/admin/product/editor-context.ts';
import type { CatalogueChoices } from '../../../components/admin/product/editor-types.ts';
import { NameFields } from '../../../components/admin/product/name-fields.tsx';
import { OfferPicker } from '../../../components/admin/product/offer-picker.tsx';

const schema = productPatchBody.pick({
  sku: true,
  name: true,
  brand_key: true,
  product_type: true,
  unique_url: true,
  priority: true,
  categories: true,
  collections: true,
  tags: true,
  ship_countries: true,
  offer_ids: true,
});

export async function loader({ request, context }: Route.LoaderArgs) {
  return {
    choices: await adminApi(context, request).get<CatalogueChoices>('/api/v1/admin/catalogue/choices'),
  };
}

/** The type is a radio's text; no country ticked means wherever the shop delivers. */
function prepare(values: Record<string, unknown>) {
  const countries = values.ship_countries as string[] | undefined;
  return {
    ...values,
    product_type: values.product_type === undefined ? undefined : Number(values.product_type),
    ship_countries: countries && countries.length === 0 ? null : countries,
  };
}

export async function action(args: Route.ActionArgs) {
  const id = encodeURIComponent(args.params.id);
  return adminFormAction(args, {
    schema,
    prepare,
    send: (client, body) => client.send('PATCH', `/api/v1/admin/products/${id}`, body),
  });
}

export default function Details({ loaderData }: Route.ComponentProps) {
  const t = useAdminT();
  const lang = useAdminLang();
  const id = useId();
  const { product, canEdit } = useEditorContext();
  const [search] = useSearchParams();
  const fetcher = useFetcher<FormResult>();
  const result = fetcher.data;
  const error = (...f: string[]) => fieldError(result, ...f);
  const { choices } = loaderData;
  const named = (list: { key: string; name: { eng: string; chi: string; cn: string } }[]) =>
    list.map((c) => ({ value: c.key, label: localizedName(c.name, lang) }));
  return (
    <Card title={t('admin.pe.tab.details')}>
      {search.get('copied') && (
        <div className="mb-4">
          <Notice tone="success">{t('admin.pe.copied')}</Notice>
        </div>
      )}
      <fetcher.Form method="post" className="flex flex-col gap-6" aria-label={t('admin.pe.tab.details')}>
        <fieldset disabled={!canEdit || product.archived} className="contents">
          <NameFields
            name="name"
            initial={product.name}
            error={() => error('name')}
            missing={(s) => isMissing(product, `name.${s}`)}
          />
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            <AdminField id={`${id}-sku`} label={t('admin.cat.sku')} error={error('sku')}>
              <input
                id={`${id}-sku`}
                name="sku"
                defaultValue={product.sku}
                required
                maxLength={64}
                autoCapitalize="characters"
                className={ADMIN_INPUT}
                aria-invalid={error('sku') ? true : undefined}
                aria-describedby={describedBy(`${id}-sku`, error('sku'))}
              />
            </AdminField>
            <BrandSelect
              id={`${id}-brand`}
              brands={choices.brands}
              value={product.brand_key}
              error={error('brand_key')}
            />
            <ProductTypeField value={product.product_type} />
            <AdminField
              id={`${id}-url`}
              label={t('admin.pe.handle')}
              hint={t('admin.pe.handle_redirect', { path: product.path })}
              error={error('unique_url')}
              className="sm:col-span-2"
            >
              <input
                id={`${id}-url`}
                name="unique_url"
                defaultValue={product.unique_url}
                required
                maxLength={120}
                pattern={HANDLE_PATTERN}
                className={ADMIN_INPUT}
                aria-invalid={error('unique_url') ? true : undefined}
                aria-describedby={describedBy(`${id}-url`, error('unique_url'), true)}
              />
            </AdminField>
            <AdminField
              id={`${id}-priority`}
              label={t('admin.cat.priority')}
              hint={t('admin.pe.priority_hint')}
              error={error('priority')}
            >
              <input
                id={`${id}-priority`}
                name="priority"
                inputMode="numeric"
                defaultValue={product.priority}
                className={ADMIN_INPUT}
                aria-describedby={describedBy(`${id}-priority`, error('priority'), true)}
              />
            </AdminField>
          </div>
          <CheckboxPicker
            name="categories"
            legend={t('admin.cat.categories')}
            items={named(choices.categories)}
            selected={product.categories}
            error={error('categories')}
          />
          <CheckboxPicker
            name="collections"
            legend={t('admin.pe.collections')}
            hint={t('admin.pe.collections_hint')}
            items={named(choices.collections.filter((c) => c.kind === 'manual'))}
            selected={product.collections}
            error={error('collections')}
          />
          <CheckboxPicker
            name="tags"
            legend={t('admin.pe.tags')}
            items={named(choices.tags)}
            selected={product.tags}
            error={error('tags')}
          />
          <CheckboxPicker
            name="ship_countries"
            legend={t('admin.pe.ship_countries')}
            hint={t('admin.pe.ship_countries_hint')}
            items={COUNTRIES.map((c) => ({
              value: c.key,
              label: lang === 'hk' ? c.shortNameChi : c.shortNameEng,
            }))}
            selected={product.ship_countries ?? []}
            error={error('ship_countries')}
          />
          <OfferPicker productId={product.id} initial={product.offers} error={error('offer_ids')} />
          {canEdit && !product.archived && (
            <div className="flex flex-wrap items-center gap-4">
              <button type="submit" className={ADMIN_BUTTON} disabled={fetcher.state !== 'idle'}>
                {t('admin.save')}
              </button>
              {result && (result.ok || !result.field) && <FormOutcome result={result} />}
            </div>
          )}
        </fieldset>
      </fetcher.Form>
    </Card>
  );
}
