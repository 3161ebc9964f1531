// Fixed member prices and quantity tiers of an option: the rows there are, plus one blank row to add. Each row's
// inputs are named by the API's path (fix_price.0.price, multi_pricing.2.pricing.0.qty …); a tier row is one group
// entry with one tier, and the action joins the entries of a group in the order given.
import { useId } from 'react';
import { moneyInputPattern, moneyInputValue } from '@shop/core';
import { useAdminT } from '../../../lib/admin-i18n.tsx';
import { ADMIN_INPUT, ADMIN_SELECT } from '../ui.tsx';
import type { CatalogueChoices } from './editor-types.ts';
import type { AdminOption } from './product-types.ts';

const CELL = `${ADMIN_INPUT} min-h-9`;

function Money({
  name,
  label,
  currency,
  value,
}: {
  name: string;
  label: string;
  currency: 'HKD' | 'USD';
  value: number | null;
}) {
  return (
    <input
      name={name}
      inputMode="decimal"
      pattern={moneyInputPattern(currency)}
      aria-label={label}
      defaultValue={moneyInputValue(value, currency)}
      className={CELL}
    />
  );
}

/** A member group chosen by its name (a blank choice leaves the row out). */
function GroupSelect({
  name,
  label,
  value,
  groups,
}: {
  name: string;
  label: string;
  value: string;
  groups: CatalogueChoices['member_groups'];
}) {
  const t = useAdminT();
  return (
    <select
      name={name}
      aria-label={label}
      defaultValue={value}
      className={`${ADMIN_SELECT} min-h-9 min-w-36`}
    >
      <option value="">{t('admin.pe.no_group')}</option>
      {groups.map((g) => (
        <option key={g.id} value={g.id}>
          {g.name}
        </option>
      ))}
      {value && !groups.some((g) => g.id === value) && <option value={value}>{value}</option>}
    </select>
  );
}

export function MemberPrices({
  option: o,
  groups,
  error,
}: {
  option: AdminOption;
  groups: CatalogueChoices['member_groups'];
  error?: string;
}) {
  const t = useAdminT();
  const id = useId();
  const fix = [...o.fix_price, { member_group: '', price: null, price_usd: null }];
  const tiers = [
    ...o.multi_pricing.flatMap((m) => m.pricing.map((p) => ({ member_group: m.member_group, ...p }))),
    { member_group: '', qty: null, price: null, price_usd: null },
  ];
  const head = (keys: Parameters<typeof t>[0][]) => (
    <thead>
      <tr className="text-left">
        {keys.map((k) => (
          <th key={k} scope="col" className="font-medium">
            {t(k)}
          </th>
        ))}
      </tr>
    </thead>
  );
  const fixLabel = (i: number, k: Parameters<typeof t>[0]) => `${t('admin.cat.fix_price')} ${i + 1}: ${t(k)}`;
  const tierLabel = (i: number, k: Parameters<typeof t>[0]) =>
    `${t('admin.cat.multi_pricing')} ${i + 1}: ${t(k)}`;
  return (
    <fieldset
      className="grid gap-4 sm:col-span-2 lg:col-span-4 lg:grid-cols-2"
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className="mb-2 text-sm font-medium">{t('admin.cat.member_prices')}</legend>
      {error && (
        <p id={`${id}-error`} className="text-sm text-danger lg:col-span-2">
          {error}
        </p>
      )}
      <table className="text-sm">
        <caption className="text-left text-muted">{t('admin.cat.fix_price')}</caption>
        {head(['admin.cat.group', 'admin.cat.price_hkd', 'admin.cat.price_usd'])}
        <tbody>
          {fix.map((f, i) => (
            <tr key={i}>
              <td className="pr-2">
                <GroupSelect
                  name={`fix_price.${i}.member_group`}
                  label={fixLabel(i, 'admin.cat.group')}
                  value={f.member_group}
                  groups={groups}
                />
              </td>
              <td className="pr-2">
                <Money
                  name={`fix_price.${i}.price`}
                  label={fixLabel(i, 'admin.cat.price_hkd')}
                  currency="HKD"
                  value={f.price}
                />
              </td>
              <td>
                <Money
                  name={`fix_price.${i}.price_usd`}
                  label={fixLabel(i, 'admin.cat.price_usd')}
                  currency="USD"
                  value={f.price_usd}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <table className="text-sm">
        <caption className="text-left text-muted">{t('admin.cat.multi_pricing')}</caption>
        {head(['admin.cat.group', 'admin.cat.qty', 'admin.cat.unit_hkd', 'admin.cat.unit_usd'])}
        <tbody>
          {tiers.map((m, i) => (
            <tr key={i}>
              <td className="pr-2">
                <GroupSelect
                  name={`multi_pricing.${i}.member_group`}
                  label={tierLabel(i, 'admin.cat.group')}
                  value={m.member_group}
                  groups={groups}
                />
              </td>
              <td className="pr-2">
                <input
                  name={`multi_pricing.${i}.pricing.0.qty`}
                  inputMode="numeric"
                  aria-label={tierLabel(i, 'admin.cat.qty')}
                  defaultValue={m.qty ?? ''}
                  className={`${CELL} w-16`}
                />
              </td>
              <td className="pr-2">
                <Money
                  name={`multi_pricing.${i}.pricing.0.price`}
                  label={tierLabel(i, 'admin.cat.unit_hkd')}
                  currency="HKD"
                  value={m.price}
                />
              </td>
              <td>
                <Money
                  name={`multi_pricing.${i}.pricing.0.price_usd`}
                  label={tierLabel(i, 'admin.cat.unit_usd')}
                  currency="USD"
                  value={m.price_usd}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </fieldset>
  );
}
