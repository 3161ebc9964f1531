// The product's own fields (names, prices, priority, categories) and its publish / hide switch.
import { useId } from 'react';
import { useFetcher } from 'react-router';
import { fieldError, type FormResult } from '../../../lib/admin-form.ts';
import { useAdminT } from '../../../lib/admin-i18n.tsx';
import { FormOutcome, MoneyField } from '../admin-form.tsx';
import {
  ADMIN_BUTTON,
  ADMIN_BUTTON_QUIET,
  ADMIN_INPUT,
  AdminField,
  Card,
  describedBy,
  Notice,
} from '../ui.tsx';
import { productFormPath, type AdminProduct } from './product-types.ts';

const publishKey = (productId: string) => `product:publish:${productId}`;

/** Publish or hide: a button in the page header; its answer shows under the header (PublishNotice). */
export function PublishForm({ product }: { product: AdminProduct }) {
  const t = useAdminT();
  const fetcher = useFetcher<FormResult>({ key: publishKey(product.id) });
  return (
    <fetcher.Form method="post" action={productFormPath(product.id, 'publish')}>
      <input type="hidden" name="published" value={String(!product.published)} />
      <button type="submit" className={ADMIN_BUTTON_QUIET} disabled={fetcher.state !== 'idle'}>
        {product.published ? t('admin.cat.hide') : t('admin.cat.publish')}
      </button>
    </fetcher.Form>
  );
}

export function PublishNotice({ productId }: { productId: string }) {
  return <FormOutcome result={useFetcher<FormResult>({ key: publishKey(productId) }).data} />;
}

export function DetailsCard({ product, canEdit }: { product: AdminProduct; canEdit: boolean }) {
  const t = useAdminT();
  const id = useId();
  const fetcher = useFetcher<FormResult>();
  const result = fetcher.data;
  const error = (f: string) => fieldError(result, f);
  return (
    <Card title={t('admin.cat.details')}>
      <fetcher.Form
        method="post"
        action={productFormPath(product.id, 'details')}
        className="grid gap-4 sm:grid-cols-3"
      >
        <fieldset disabled={!canEdit} className="contents">
          {(['eng', 'chi', 'cn'] as const).map((l) => (
            <AdminField key={l} id={`${id}-name-${l}`} label={t(`admin.cat.name_${l}`)} error={error('name')}>
              <input
                id={`${id}-name-${l}`}
                name={`name.${l}`}
                defaultValue={product.name[l]}
                required
                maxLength={200}
                className={ADMIN_INPUT}
              />
            </AdminField>
          ))}
          <MoneyField
            id={`${id}-price`}
            name="price"
            currency="HKD"
            label={t('admin.cat.price_hkd')}
            value={product.price}
            error={error('price')}
          />
          <MoneyField
            id={`${id}-price-usd`}
            name="price_usd"
            currency="USD"
            label={t('admin.cat.price_usd')}
            value={product.price_usd}
            error={error('price_usd')}
          />
          <AdminField id={`${id}-priority`} label={t('admin.cat.priority')} error={error('priority')}>
            <input
              id={`${id}-priority`}
              name="priority"
              inputMode="numeric"
              defaultValue={product.priority}
              className={ADMIN_INPUT}
            />
          </AdminField>
          <MoneyField
            id={`${id}-orig`}
            name="original_price"
            currency="HKD"
            label={t('admin.cat.original_hkd')}
            value={product.original_price}
            error={error('original_price')}
          />
          <MoneyField
            id={`${id}-orig-usd`}
            name="original_price_usd"
            currency="USD"
            label={t('admin.cat.original_usd')}
            value={product.original_price_usd}
            error={error('original_price_usd')}
          />
          <AdminField
            id={`${id}-categories`}
            label={t('admin.cat.categories')}
            hint={t('admin.cat.comma_hint')}
            error={error('categories')}
          >
            <input
              id={`${id}-categories`}
              name="categories"
              defaultValue={product.categories.join(', ')}
              className={ADMIN_INPUT}
              aria-describedby={describedBy(`${id}-categories`, error('categories'), true)}
            />
          </AdminField>
          {canEdit && (
            <div className="flex items-center gap-4 sm:col-span-3">
              <button type="submit" className={ADMIN_BUTTON} disabled={fetcher.state !== 'idle'}>
                {t('admin.save')}
              </button>
              {result && (result.ok || !result.field) && (
                <Notice tone={result.ok ? 'success' : 'error'}>{result.message}</Notice>
              )}
            </div>
          )}
        </fieldset>
      </fetcher.Form>
    </Card>
  );
}
