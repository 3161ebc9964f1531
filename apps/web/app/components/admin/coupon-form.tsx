// The coupon fields, shared by the create form (coupons list) and the edit form (coupon page).
import { useId, useState } from 'react';
import { CURRENCIES, moneyInputValue, type CurrencyCode } from '@shop/core';
import { useAdminT } from '../../lib/admin-i18n.tsx';
import {
  isoToHkLocal,
  MAIN_CURRENCIES,
  OTHER_CURRENCIES,
  type AdminCoupon,
} from '../../lib/admin-coupons.ts';
import { ADMIN_INPUT, ADMIN_SELECT, AdminField, describedBy } from './ui.tsx';

/** The API's field with the message to show beside it. */
export type FieldError = { field?: string; message: string } | undefined;

export function CouponFields({ coupon, error }: { coupon?: AdminCoupon; error: FieldError }) {
  const t = useAdminT();
  const id = useId();
  const [kind, setKind] = useState<'percent' | 'fixed'>(coupon?.kind ?? 'percent');
  const errorFor = (field: string) => (error?.field === field ? error.message : undefined);
  const input = (
    name: string,
    field: string,
    props: React.InputHTMLAttributes<HTMLInputElement>,
    hint = false,
  ) => {
    const e = errorFor(field);
    return (
      <input
        id={`${id}-${name}`}
        name={name}
        className={ADMIN_INPUT}
        aria-invalid={e ? true : undefined}
        aria-describedby={describedBy(`${id}-${name}`, e, hint)}
        {...props}
      />
    );
  };
  const money = (prefix: 'amount' | 'min', field: 'amounts' | 'min_spend', c: CurrencyCode) => (
    <AdminField
      key={c}
      id={`${id}-${prefix}_${c}`}
      label={`${t(field === 'amounts' ? 'admin.coupons.amounts' : 'admin.coupons.min_spend')} · ${c} (${CURRENCIES[c].symbol})`}
      error={errorFor(`${field}.${c}`)}
    >
      {input(`${prefix}_${c}`, `${field}.${c}`, {
        inputMode: 'decimal',
        defaultValue: moneyInputValue((field === 'amounts' ? coupon?.amounts : coupon?.min_spend)?.[c], c),
      })}
    </AdminField>
  );
  const perCurrency = (prefix: 'amount' | 'min', field: 'amounts' | 'min_spend', hint: string) => (
    <fieldset className="sm:col-span-2">
      <legend className="text-sm font-medium">
        {t(field === 'amounts' ? 'admin.coupons.amounts' : 'admin.coupons.min_spend')}
      </legend>
      <p className="text-xs text-muted">{hint}</p>
      {errorFor(field) && <p className="mt-1 text-sm text-danger">{errorFor(field)}</p>}
      <div className="mt-2 grid gap-3 sm:grid-cols-2">
        {MAIN_CURRENCIES.map((c) => money(prefix, field, c))}
      </div>
      <details className="mt-2">
        <summary className="cursor-pointer text-sm">{t('admin.coupons.other_currencies')}</summary>
        <div className="mt-2 grid gap-3 sm:grid-cols-3">
          {OTHER_CURRENCIES.map((c) => money(prefix, field, c))}
        </div>
      </details>
    </fieldset>
  );
  return (
    <>
      <AdminField id={`${id}-kind`} label={t('admin.coupons.kind')} error={errorFor('kind')}>
        <select
          id={`${id}-kind`}
          name="kind"
          value={kind}
          onChange={(e) => setKind(e.target.value as 'percent' | 'fixed')}
          className={ADMIN_SELECT}
        >
          <option value="percent">{t('admin.coupons.kind.percent')}</option>
          <option value="fixed">{t('admin.coupons.kind.fixed')}</option>
        </select>
      </AdminField>
      {kind === 'percent' ? (
        <AdminField id={`${id}-percent`} label={t('admin.coupons.percent')} error={errorFor('percent')}>
          {input('percent', 'percent', {
            type: 'number',
            min: 1,
            max: 100,
            required: true,
            defaultValue: coupon?.percent ?? '',
          })}
        </AdminField>
      ) : (
        perCurrency('amount', 'amounts', t('admin.coupons.amounts_hint'))
      )}
      {perCurrency('min', 'min_spend', t('admin.coupons.min_spend_hint'))}
      <AdminField id={`${id}-starts_at`} label={t('admin.coupons.starts_at')} error={errorFor('starts_at')}>
        {input('starts_at', 'starts_at', {
          type: 'datetime-local',
          defaultValue: isoToHkLocal(coupon?.starts_at ?? null),
        })}
      </AdminField>
      <AdminField
        id={`${id}-expires_at`}
        label={t('admin.coupons.expires_at')}
        error={errorFor('expires_at')}
      >
        {input('expires_at', 'expires_at', {
          type: 'datetime-local',
          defaultValue: isoToHkLocal(coupon?.expires_at ?? null),
        })}
      </AdminField>
      <AdminField
        id={`${id}-usage_limit`}
        label={t('admin.coupons.usage_limit')}
        error={errorFor('usage_limit')}
      >
        {input('usage_limit', 'usage_limit', {
          type: 'number',
          min: 1,
          defaultValue: coupon?.usage_limit ?? '',
        })}
      </AdminField>
      <AdminField
        id={`${id}-per_member_limit`}
        label={t('admin.coupons.per_member_limit')}
        hint={t('admin.coupons.limit_hint')}
        error={errorFor('per_member_limit')}
      >
        {input(
          'per_member_limit',
          'per_member_limit',
          {
            type: 'number',
            min: 1,
            defaultValue: coupon?.per_member_limit ?? '',
          },
          true,
        )}
      </AdminField>
      <AdminField
        id={`${id}-description`}
        label={t('admin.coupons.description')}
        error={errorFor('description')}
        className="sm:col-span-2"
      >
        {input('description', 'description', { maxLength: 200, defaultValue: coupon?.description ?? '' })}
      </AdminField>
    </>
  );
}
