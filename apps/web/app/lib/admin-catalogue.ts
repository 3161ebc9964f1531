// Shared by the catalogue and stock pages: names and money in the staff's language, and the editor's decimal inputs
// turned into the API's minor units with core's money helpers.
import { CURRENCIES, formatMoney, fromMinor, toMinor, type CurrencyCode } from '@shop/core';
import type { Localized } from '@shop/core/contract/common';
import type { AdminLang } from './admin-i18n.tsx';

export type { Localized };

export const localizedName = (n: Localized, lang: AdminLang) => (lang === 'hk' ? n.chi : n.eng) || n.eng;

export const formatAdminMoney = (minor: number | null, currency: CurrencyCode, lang: AdminLang) =>
  minor === null ? '—' : formatMoney(minor, currency, lang === 'hk' ? 'hk' : 'en');

/** Minor units → the text an amount input starts with ('' for none). */
export function amountInput(minor: number | null | undefined, currency: CurrencyCode): string {
  if (minor === null || minor === undefined) return '';
  return fromMinor(minor, currency).toFixed(CURRENCIES[currency].minorDigits);
}

export class FieldInputError extends Error {
  readonly field: string;
  constructor(field: string) {
    super(`${field}: not an amount`);
    this.field = field;
  }
}

/**
 * A decimal amount field → minor units. Absent from the form: undefined (unchanged); empty: null when the field may
 * be cleared; anything but a plain non-negative decimal: FieldInputError naming the field.
 */
export function amountFrom(
  form: FormData,
  field: string,
  currency: CurrencyCode,
  opts: { nullable: true },
): number | null | undefined;
export function amountFrom(form: FormData, field: string, currency: CurrencyCode): number | undefined;
export function amountFrom(
  form: FormData,
  field: string,
  currency: CurrencyCode,
  opts: { nullable?: boolean } = {},
): number | null | undefined {
  const raw = form.get(field);
  if (raw === null) return undefined;
  const text = String(raw).trim().replaceAll(',', '');
  if (text === '') {
    if (opts.nullable) return null;
    throw new FieldInputError(field);
  }
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(text)) throw new FieldInputError(field);
  return toMinor(text, currency);
}

/** A whole-number field (stock, threshold, delta); signed when asked. */
export function integerFrom(
  form: FormData,
  field: string,
  opts: { signed?: boolean } = {},
): number | undefined {
  const raw = form.get(field);
  if (raw === null) return undefined;
  const text = String(raw).trim();
  if (!(opts.signed ? /^[-+]?\d{1,7}$/ : /^\d{1,7}$/).test(text)) throw new FieldInputError(field);
  return Number(text);
}
