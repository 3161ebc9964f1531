// Shared by the catalogue and stock pages: names and money in the staff's language, and the stock page's whole
// numbers (money inputs are core's parseMoneyInput, read through admin-form.server.ts).
import { formatMoney, type CurrencyCode } from '@shop/core';
import type { Localized } from '@shop/core/contract/common';
import type { AdminLang } from './admin-i18n.tsx';

export type { Localized };

export const localizedName = (n: Localized, lang: AdminLang) => (lang === 'hk' ? n.chi : n.eng) || n.eng;

export const formatAdminMoney = (minor: number | null, currency: CurrencyCode, lang: AdminLang) =>
  minor === null ? '—' : formatMoney(minor, currency, lang === 'hk' ? 'hk' : 'en');

export class FieldInputError extends Error {
  readonly field: string;
  constructor(field: string) {
    super(`${field}: not a whole number`);
    this.field = field;
  }
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
