import type { ErrorCode, Locale } from '@shop/core';
import { CATALOGUES } from '../../i18n/catalogues.server.ts';
import type { MessageKey } from '../../i18n/messages.en.ts';
import type { ApiErrorBody } from '../../lib/api.server.ts';
import { errorMessage } from '../../lib/error-message.ts';
import { serverT, translateValidation } from '../../lib/form-errors.server.ts';
import { readShopState } from '../../lib/shop-state.ts';
import type { ViewResult } from './types.ts';

export const localeOf = (request: Request): Locale => readShopState(request).locale;

export const text = (form: FormData, name: string) => String(form.get(name) ?? '').trim();

/**
 * An API refusal as the view's answer, in the shopper's language: this view's words for its code, a 429 says to
 * wait, a 400 names its field (core's validation key, prefixed with the field label), a 401 says to log in again,
 * anything else reads as the shop's message for its code (lib/error-message.ts).
 */
export function refusal(
  res: { status: number; error: ApiErrorBody },
  locale: Locale,
  labels: Record<string, MessageKey>,
  values?: Record<string, string>,
  known: Partial<Record<ErrorCode, MessageKey>> = {},
): ViewResult {
  const m = CATALOGUES[locale];
  const status = res.status >= 500 ? 400 : res.status;
  const byCode = res.error.code ? known[res.error.code] : undefined;
  const field = res.error.field ?? '';
  let error: string;
  if (byCode) error = m[byCode];
  else if (res.status === 429) error = m['form.rate_limited'];
  else if (res.status === 400 && res.error.key)
    error = translateValidation(res.error.key, field, locale, labels);
  else if (res.status === 401) error = m['account.signed_out'];
  else {
    const t = serverT(locale);
    error = errorMessage(res.error, t, { label: labels[field] ? t(labels[field]) : undefined });
  }
  return {
    ok: false,
    error,
    field: field || undefined,
    fields: field ? { [field]: error } : {},
    values,
    status,
  };
}

export function message(locale: Locale, key: MessageKey): string {
  return CATALOGUES[locale][key];
}
