// One option of the product: its prices, availability, groups, dates and member prices (one form), and beside it
// the stock adjustment (another form, for the roles that count stock).
import { useId } from 'react';
import { useFetcher } from 'react-router';
import { AVAILABILITIES } from '@shop/core';
import { localizedName } from '../../../lib/admin-catalogue.ts';
import { fieldError, type FormResult } from '../../../lib/admin-form.ts';
import { useAdminLang, useAdminT } from '../../../lib/admin-i18n.tsx';
import { MoneyField } from '../admin-form.tsx';
import {
  ADMIN_BUTTON,
  ADMIN_BUTTON_QUIET,
  ADMIN_INPUT,
  ADMIN_SELECT,
  AdminField,
  Card,
  describedBy,
  Notice,
} from '../ui.tsx';
import { CheckboxPicker, IntervalSelect } from './editor-ui.tsx';
import type { CatalogueChoices } from './editor-types.ts';
import { MemberPrices } from './member-prices.tsx';
import { NameFields } from './name-fields.tsx';
import { productFormPath, type AdminOption } from './product-types.ts';

/** A form's line for success, or for an error that names no field (a field's error sits beside it). */
function FormLine({ result }: { result: FormResult | undefined }) {
  return result && (result.ok || !result.field) ? (
    <Notice tone={result.ok ? 'success' : 'error'}>{result.message}</Notice>
  ) : null;
}

export function OptionEditor({
  productId,
  option: o,
  canEdit,
  canStock,
  groups,
  missing,
}: {
  productId: string;
  option: AdminOption;
  canEdit: boolean;
  canStock: boolean;
  /** the member groups, for the allow-list and member prices */
  groups: CatalogueChoices['member_groups'];
  /** a script of the option's name left empty while another has it */
  missing?: (script: 'eng' | 'chi' | 'cn') => boolean;
}) {
  const t = useAdminT();
  const lang = useAdminLang();
  const id = useId();
  const fetcher = useFetcher<FormResult>();
  const error = (f: string) => fieldError(fetcher.data, f);
  const title = `${localizedName(o.name, lang)} (${o.sub_sku})`;
  const draws = o.subscription_parent_sku;
  const money = (name: string, label: string, currency: 'HKD' | 'USD', value: number | null) => (
    <MoneyField
      id={`${id}-${name}`}
      name={name}
      currency={currency}
      label={label}
      value={value}
      error={error(name)}
    />
  );
  return (
    <Card title={title}>
      <p className="mb-3 text-sm">
        {draws
          ? t('admin.cat.draws_on', { sku: draws })
          : t('admin.cat.stock_level', { stock: o.stock, threshold: o.low_stock_threshold })}
        {o.stock <= o.low_stock_threshold && !draws && (
          <strong className="ml-2 text-danger">{t('admin.cat.low')}</strong>
        )}
      </p>
      <fetcher.Form
        method="post"
        action={productFormPath(productId, `options/${encodeURIComponent(o.sub_sku)}`)}
        className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4"
        aria-label={title}
      >
        <fieldset disabled={!canEdit} className="contents">
          <div className="sm:col-span-2 lg:col-span-4">
            <NameFields
              name="name"
              initial={o.name}
              error={() => error('name')}
              missing={missing}
              labels={{
                eng: t('admin.pe.option_name_eng'),
                chi: t('admin.pe.option_name_chi'),
                cn: t('admin.pe.option_name_cn'),
              }}
            />
          </div>
          {money('price', t('admin.cat.price_hkd'), 'HKD', o.price)}
          {money('price_usd', t('admin.cat.price_usd'), 'USD', o.price_usd)}
          {money('special_pricing', t('admin.cat.special_hkd'), 'HKD', o.special_pricing)}
          {money('special_pricing_usd', t('admin.cat.special_usd'), 'USD', o.special_pricing_usd)}
          {money('original_price', t('admin.cat.original_hkd'), 'HKD', o.original_price)}
          {money('original_price_usd', t('admin.cat.original_usd'), 'USD', o.original_price_usd)}
          <AdminField id={`${id}-a`} label={t('admin.cat.availability')}>
            <select id={`${id}-a`} name="availability" defaultValue={o.availability} className={ADMIN_SELECT}>
              {AVAILABILITIES.map((a) => (
                <option key={a} value={a}>
                  {t(`admin.cat.availability.${a}`)}
                </option>
              ))}
            </select>
          </AdminField>
          <div className="sm:col-span-2 lg:col-span-4">
            <CheckboxPicker
              name="allow_member_group"
              legend={t('admin.cat.groups')}
              hint={t('admin.pe.groups_hint')}
              items={groups.map((g) => ({ value: g.id, label: g.name }))}
              selected={o.allow_member_group}
              error={error('allow_member_group')}
            />
          </div>
          {(['cut_off_date', 'estimate'] as const).map((name) => (
            <AdminField
              key={name}
              id={`${id}-${name}`}
              label={t(name === 'cut_off_date' ? 'admin.cat.cut_off' : 'admin.cat.estimate')}
              error={error(name)}
            >
              <input
                id={`${id}-${name}`}
                name={name}
                type="date"
                defaultValue={o[name] ?? ''}
                className={ADMIN_INPUT}
              />
            </AdminField>
          ))}
          <AdminField id={`${id}-th`} label={t('admin.cat.threshold')} error={error('low_stock_threshold')}>
            <input
              id={`${id}-th`}
              name="low_stock_threshold"
              inputMode="numeric"
              defaultValue={o.low_stock_threshold}
              className={ADMIN_INPUT}
            />
          </AdminField>
          {o.is_subscription && (
            <AdminField
              id={`${id}-si`}
              label={t('admin.cat.interval')}
              error={error('subscription_inteval_in_month')}
            >
              <IntervalSelect
                id={`${id}-si`}
                name="subscription_inteval_in_month"
                value={o.subscription_inteval_in_month ?? 1}
              />
            </AdminField>
          )}
          <MemberPrices
            option={o}
            groups={groups}
            error={fieldError(fetcher.data, 'fix_price', 'multi_pricing')}
          />
          {canEdit && (
            <div className="flex items-end gap-3">
              <button type="submit" className={ADMIN_BUTTON} disabled={fetcher.state !== 'idle'}>
                {t('admin.cat.save_option')}
              </button>
            </div>
          )}
        </fieldset>
        {fetcher.data && (fetcher.data.ok || !fetcher.data.field) && (
          <div className="sm:col-span-2 lg:col-span-4">
            <FormLine result={fetcher.data} />
          </div>
        )}
      </fetcher.Form>
      {canStock && !draws && <StockForm productId={productId} subSku={o.sub_sku} />}
    </Card>
  );
}

/** Moves the option's stock by a signed number with a reason; the move lands in the ledger. */
function StockForm({ productId, subSku }: { productId: string; subSku: string }) {
  const t = useAdminT();
  const id = useId();
  const fetcher = useFetcher<FormResult>();
  const error = (f: string) => fieldError(fetcher.data, f);
  return (
    <fetcher.Form
      method="post"
      action={productFormPath(productId, `options/${encodeURIComponent(subSku)}/stock`)}
      className="mt-4 flex flex-wrap items-start gap-3 border-t border-line pt-4"
    >
      <AdminField
        id={`${id}-d`}
        label={t('admin.cat.adjust_by')}
        hint={t('admin.cat.adjust_hint')}
        error={error('delta')}
        className="w-44"
      >
        <input
          id={`${id}-d`}
          name="delta"
          inputMode="numeric"
          required
          className={ADMIN_INPUT}
          aria-invalid={error('delta') ? true : undefined}
          aria-describedby={describedBy(`${id}-d`, error('delta'), true)}
        />
      </AdminField>
      <AdminField id={`${id}-r`} className="w-72" label={t('admin.cat.reason')} error={error('reason')}>
        <input id={`${id}-r`} name="reason" required maxLength={200} className={ADMIN_INPUT} />
      </AdminField>
      <button type="submit" className={`${ADMIN_BUTTON_QUIET} mt-6`} disabled={fetcher.state !== 'idle'}>
        {t('admin.cat.adjust')}
      </button>
      <a href="#ledger" className="mt-9 text-sm underline">
        {t('admin.cat.see_ledger')}
      </a>
      <FormLine result={fetcher.data} />
    </fetcher.Form>
  );
}
