// Pieces every admin form shares: the one money input of the back office and the answer of a form's own action.
import { moneyInputPattern, moneyInputValue, type CurrencyCode } from '@shop/core';
import type { FormResult } from '../../lib/admin-form.ts';
import { ADMIN_INPUT, AdminField, describedBy, Notice } from './ui.tsx';

/**
 * An amount in dollars (never cents; whole units for JPY, KRW, TWD and THB), read on the server by core's
 * parseMoneyInput: the same grammar is the input's pattern, so the browser and the server agree.
 */
export function MoneyField({
  id,
  name,
  label,
  currency,
  value,
  error,
  hint,
  required,
  signed,
  className,
}: {
  id: string;
  name: string;
  label: string;
  currency: CurrencyCode;
  /** minor units the input starts with (none: blank) */
  value?: number | null;
  error?: string;
  hint?: string;
  required?: boolean;
  signed?: boolean;
  className?: string;
}) {
  return (
    <AdminField id={id} label={label} error={error} hint={hint} className={className}>
      <input
        id={id}
        name={name}
        inputMode="decimal"
        required={required}
        defaultValue={moneyInputValue(value, currency)}
        pattern={moneyInputPattern(currency, { signed })}
        className={ADMIN_INPUT}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, !!hint)}
      />
    </AdminField>
  );
}

/**
 * A form route's own page content: a browser without JavaScript posts the form to its route and lands there, and
 * the answer shows where the parent page leaves its <Outlet />. With JavaScript the form's fetcher shows it in place.
 */
export function FormOutcome({ result }: { result: FormResult | undefined }) {
  return result ? <Notice tone={result.ok ? 'success' : 'error'}>{result.message}</Notice> : null;
}
