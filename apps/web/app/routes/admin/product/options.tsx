// /admin/products/:id/options: the options with their availability, price and stock, moved up or down (the
// storefront's order), each opened to edit or removed (archived when it was ordered); and a form to add one,
// a size or a subscription of another option every 1-6 months (POST /api/v1/admin/products/:id/options).
import { useEffect, useId, useState } from 'react';
import { Link, useFetcher } from 'react-router';
import { AVAILABILITIES } from '@shop/core';
import { optionCreateBody } from '@shop/core/contract/admin-product';
import type { Route } from './+types/options';
import { formatAdminMoney, localizedName } from '../../../lib/admin-catalogue.ts';
import { adminFormAction } from '../../../lib/admin-form.server.ts';
import { fieldError, type FormResult } from '../../../lib/admin-form.ts';
import { useAdminLang, useAdminT } from '../../../lib/admin-i18n.tsx';
import { FormOutcome, MoneyField } from '../../../components/admin/admin-form.tsx';
import {
  ADMIN_BUTTON,
  ADMIN_BUTTON_QUIET,
  ADMIN_INPUT,
  ADMIN_SELECT,
  AdminField,
  Card,
  describedBy,
} from '../../../components/admin/ui.tsx';
import { ConfirmAction, IntervalSelect } from '../../../components/admin/product/editor-ui.tsx';
import { useEditorContext } from '../../../components/admin/product/editor-context.ts';
import type { EditorOption } from '../../../components/admin/product/editor-types.ts';
import { NameFields } from '../../../components/admin/product/name-fields.tsx';
import { productFormPath } from '../../../components/admin/product/product-types.ts';

export async function action(args: Route.ActionArgs) {
  const id = encodeURIComponent(args.params.id);
  return adminFormAction(args, {
    schema: optionCreateBody,
    form: 'add',
    money: { price: 'HKD', price_usd: 'USD' },
    prepare: (values) =>
      values.is_subscription
        ? values
        : { ...values, subscription_parent_sku: undefined, subscription_inteval_in_month: undefined },
    // the API posts the opening count as the option's first stock movement, in the same transaction
    send: (client, body) => client.send('POST', `/api/v1/admin/products/${id}/options`, body),
    success: (t) => t('admin.pe.option_added'),
  });
}

const SMALL = `${ADMIN_BUTTON_QUIET} min-h-9 px-3`;
/** the last removal's answer, shown above the list: the removed row (and its button) may be gone */
const REMOVED = 'product-option-removed';

export default function Options(_: Route.ComponentProps) {
  const t = useAdminT();
  const lang = useAdminLang();
  const { product, canEdit } = useEditorContext();
  const order = useFetcher<FormResult>();
  const removed = useFetcher<FormResult>({ key: REMOVED });
  const options = product.options;
  const editable = canEdit && !product.archived;
  const name = (o: EditorOption) => localizedName(o.name, lang);
  const moved = (i: number, by: number) => {
    const next = options.map((o) => o.sub_sku);
    const [sku] = next.splice(i, 1);
    next.splice(i + by, 0, sku!);
    return next;
  };
  const moveForm = (i: number, by: number, o: EditorOption) => (
    <order.Form method="post" action={productFormPath(product.id, 'option-order')}>
      {moved(i, by).map((sku) => (
        <input key={sku} type="hidden" name="option_order" value={sku} />
      ))}
      <button
        type="submit"
        className={SMALL}
        disabled={order.state !== 'idle'}
        aria-label={t(by < 0 ? 'admin.pe.move_up_named' : 'admin.pe.move_down_named', { name: name(o) })}
      >
        <span aria-hidden="true">{by < 0 ? '↑' : '↓'}</span>
      </button>
    </order.Form>
  );
  const parentName = (sku: string | null) => {
    const p = options.find((o) => o.sub_sku === sku);
    return p ? name(p) : (sku ?? '');
  };
  return (
    <>
      <Card title={t('admin.cat.options')}>
        <FormOutcome result={order.data} />
        <FormOutcome result={removed.data} />
        <div className="relative mt-2 sm:overflow-x-auto">
          {/* phones: each option a stacked block (the roles keep it a table for screen readers) */}
          <table role="table" className="w-full text-sm sm:min-w-[680px]">
            <caption className="sr-only">{t('admin.pe.options_caption')}</caption>
            <thead role="rowgroup" className="text-left max-sm:sr-only">
              <tr role="row">
                <th scope="col" role="columnheader" className="py-2 pr-3 font-medium">
                  {t('admin.cat.option')}
                </th>
                <th scope="col" role="columnheader" className="py-2 pr-3 font-medium">
                  {t('admin.cat.availability')}
                </th>
                <th scope="col" role="columnheader" className="py-2 pr-3 font-medium">
                  {t('admin.pe.price')}
                </th>
                <th scope="col" role="columnheader" className="py-2 pr-3 font-medium">
                  {t('admin.cat.stock')}
                </th>
                <th scope="col" role="columnheader" className="py-2 font-medium">
                  <span className="sr-only">{t('admin.pe.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody role="rowgroup">
              {options.map((o, i) => (
                <tr
                  key={o.sub_sku}
                  role="row"
                  className="border-t border-line align-top max-sm:flex max-sm:flex-wrap max-sm:gap-x-4 max-sm:py-2"
                >
                  <th scope="row" role="rowheader" className="py-2 pr-3 text-left font-normal max-sm:w-full">
                    <span className="font-medium">{name(o)}</span>
                    <span className="block text-xs text-muted">{o.sub_sku}</span>
                    {o.subscription_parent_sku && (
                      <span className="block text-xs">
                        {t('admin.pe.subscription_of', {
                          n: o.subscription_inteval_in_month ?? 1,
                          option: parentName(o.subscription_parent_sku),
                        })}
                      </span>
                    )}
                    {o.archived && (
                      <span className="mt-1 inline-block rounded-full border border-line px-2 text-xs">
                        {t('admin.pe.archived_badge')}
                      </span>
                    )}
                  </th>
                  <td role="cell" className="py-2 pr-3 max-sm:py-0">
                    {t(`admin.cat.availability.${o.availability}`)}
                  </td>
                  <td role="cell" className="py-2 pr-3 whitespace-nowrap max-sm:py-0">
                    {formatAdminMoney(o.price, 'HKD', lang)}
                    <span className="block text-xs text-muted">
                      {formatAdminMoney(o.price_usd, 'USD', lang)}
                    </span>
                  </td>
                  <td role="cell" className="py-2 pr-3 max-sm:py-0">
                    <span className="sm:hidden">{t('admin.cat.stock')}: </span>
                    {o.subscription_parent_sku ? (
                      <span className="text-muted">{t('admin.pe.shared_stock')}</span>
                    ) : (
                      <>
                        {o.stock}
                        {o.stock <= o.low_stock_threshold && (
                          <strong className="ml-2 text-danger">{t('admin.cat.low')}</strong>
                        )}
                      </>
                    )}
                  </td>
                  <td role="cell" className="py-2 max-sm:w-full">
                    <div className="flex flex-wrap gap-1 sm:justify-end">
                      {editable && i > 0 && moveForm(i, -1, o)}
                      {editable && i < options.length - 1 && moveForm(i, 1, o)}
                      <Link
                        to={`/admin/products/${encodeURIComponent(product.id)}/options/${encodeURIComponent(o.sub_sku)}`}
                        className={SMALL}
                        aria-label={t(editable ? 'admin.pe.edit_named' : 'admin.pe.open_named', {
                          name: name(o),
                        })}
                      >
                        {t(editable ? 'admin.pe.edit' : 'admin.pe.open')}
                      </Link>
                      {editable && !o.archived && (
                        <RemoveOption productId={product.id} option={o} label={name(o)} />
                      )}
                      {editable && o.archived && (
                        <order.Form
                          method="post"
                          action={productFormPath(
                            product.id,
                            `options/${encodeURIComponent(o.sub_sku)}/restore`,
                          )}
                        >
                          <input type="hidden" name="archived" value="false" />
                          <button
                            type="submit"
                            className={SMALL}
                            disabled={order.state !== 'idle'}
                            aria-label={t('admin.pe.restore_named', { name: name(o) })}
                          >
                            {t('admin.pe.restore')}
                          </button>
                        </order.Form>
                      )}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Card>
      {editable && <AddOption />}
    </>
  );
}

function RemoveOption({
  productId,
  option,
  label,
}: {
  productId: string;
  option: EditorOption;
  label: string;
}) {
  const t = useAdminT();
  return (
    <ConfirmAction
      action={productFormPath(productId, `options/${encodeURIComponent(option.sub_sku)}/remove`)}
      label={t('admin.cat.remove')}
      title={t('admin.pe.remove_option_title', { name: label })}
      body={<p>{t('admin.pe.remove_option_body')}</p>}
      confirm={t('admin.pe.remove_option_confirm')}
      danger
      fetcherKey={REMOVED}
      onResult={() => null}
    />
  );
}

function AddOption() {
  const t = useAdminT();
  const lang = useAdminLang();
  const id = useId();
  const { product } = useEditorContext();
  const fetcher = useFetcher<FormResult>();
  const result = fetcher.data;
  const error = (...f: string[]) => fieldError(result, ...f);
  const [subscription, setSubscription] = useState(false);
  const [formKey, setFormKey] = useState(0);
  // an option added: the form starts again empty for the next one
  useEffect(() => {
    if (result?.ok && fetcher.state === 'idle') {
      setFormKey((k) => k + 1);
      setSubscription(false);
    }
  }, [result, fetcher.state]);
  const parents = product.options.filter((o) => !o.subscription_parent_sku && !o.archived);
  return (
    <Card title={t('admin.pe.add_option')}>
      <fetcher.Form
        key={formKey}
        method="post"
        className="flex flex-col gap-4"
        aria-label={t('admin.pe.add_option')}
      >
        <NameFields
          name="name"
          initial={{ eng: '', chi: '', cn: '' }}
          required={['eng']}
          error={() => error('name')}
          labels={{
            eng: t('admin.pe.option_name_eng'),
            chi: t('admin.pe.option_name_chi'),
            cn: t('admin.pe.option_name_cn'),
          }}
        />
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <AdminField id={`${id}-sku`} label={t('admin.pe.option_sku')} error={error('sub_sku')}>
            <input
              id={`${id}-sku`}
              name="sub_sku"
              required
              maxLength={64}
              className={ADMIN_INPUT}
              aria-invalid={error('sub_sku') ? true : undefined}
              aria-describedby={describedBy(`${id}-sku`, error('sub_sku'))}
            />
          </AdminField>
          <MoneyField
            id={`${id}-price`}
            name="price"
            currency="HKD"
            label={t('admin.cat.price_hkd')}
            hint={t('admin.pe.money_hint_hkd')}
            error={error('price')}
            required
          />
          <MoneyField
            id={`${id}-price-usd`}
            name="price_usd"
            currency="USD"
            label={t('admin.cat.price_usd')}
            hint={t('admin.pe.money_hint_usd')}
            error={error('price_usd')}
            required
          />
          <AdminField id={`${id}-a`} label={t('admin.cat.availability')}>
            <select id={`${id}-a`} name="availability" defaultValue="in_stock" className={ADMIN_SELECT}>
              {AVAILABILITIES.map((a) => (
                <option key={a} value={a}>
                  {t(`admin.cat.availability.${a}`)}
                </option>
              ))}
            </select>
          </AdminField>
          {!subscription && (
            <AdminField id={`${id}-stock`} label={t('admin.pe.opening_stock')} error={error('stock')}>
              <input
                id={`${id}-stock`}
                name="stock"
                inputMode="numeric"
                defaultValue="0"
                className={ADMIN_INPUT}
                aria-invalid={error('stock') ? true : undefined}
              />
            </AdminField>
          )}
          <AdminField id={`${id}-th`} label={t('admin.cat.threshold')} error={error('low_stock_threshold')}>
            <input
              id={`${id}-th`}
              name="low_stock_threshold"
              inputMode="numeric"
              defaultValue="5"
              className={ADMIN_INPUT}
            />
          </AdminField>
        </div>
        {parents.length > 0 && (
          <fieldset className="flex flex-col gap-3 rounded-lg border border-line p-3">
            <legend className="px-1 text-sm font-medium">{t('admin.pe.subscription')}</legend>
            <label className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                name="is_subscription"
                value="true"
                checked={subscription}
                onChange={(e) => setSubscription(e.target.checked)}
                className="size-4 accent-current"
              />
              {t('admin.pe.is_subscription')}
            </label>
            {subscription && (
              <div className="grid gap-4 sm:grid-cols-2">
                <AdminField
                  id={`${id}-parent`}
                  label={t('admin.pe.subscription_parent')}
                  error={error('subscription_parent_sku')}
                >
                  <select id={`${id}-parent`} name="subscription_parent_sku" className={ADMIN_SELECT}>
                    {parents.map((o) => (
                      <option key={o.sub_sku} value={o.sub_sku}>
                        {localizedName(o.name, lang)} ({o.sub_sku})
                      </option>
                    ))}
                  </select>
                </AdminField>
                <AdminField
                  id={`${id}-interval`}
                  label={t('admin.cat.interval')}
                  error={error('subscription_inteval_in_month')}
                >
                  <IntervalSelect id={`${id}-interval`} name="subscription_inteval_in_month" />
                </AdminField>
              </div>
            )}
          </fieldset>
        )}
        <div className="flex flex-wrap items-center gap-4">
          <button type="submit" className={ADMIN_BUTTON} disabled={fetcher.state !== 'idle'}>
            {t('admin.pe.add_option')}
          </button>
          {result && (result.ok || !result.field) && <FormOutcome result={result} />}
        </div>
      </fetcher.Form>
    </Card>
  );
}
