import { isErrorCode, type ApiErrorBody, type ErrorCode } from '@shop/core';
import type { Params } from '../i18n/format.ts';
import type { MessageKey } from '../i18n/messages.en.ts';
import { validationText } from './form-errors.ts';

/** The store's translate function (useI18n().t, or serverT(locale) in loaders and actions). */
export type StoreT = (key: MessageKey, params?: Params) => string;

export interface ErrorMessageOptions {
  /** the label of the field the API named, in the shopper's language: '{field} is required' */
  label?: string;
  /** this page's own words for some codes, before the shop-wide ones */
  codes?: Partial<Record<ErrorCode, MessageKey>>;
  /** the words when the answer has no code of the list (a proxy's 502, no body): 'errors.generic' unless given */
  fallback?: MessageKey;
}

/**
 * An API refusal in the shopper's language, by its code (../i18n/errors.*.ts), never by the English `error` text:
 * a core validation key with the field's label, the wait after too many attempts, this page's word for the code,
 * the shop's word for it, or (no code of the list) the generic "something went wrong" or the caller's fallback.
 */
export function errorMessage(
  body: Partial<ApiErrorBody> | null | undefined,
  t: StoreT,
  opts: ErrorMessageOptions = {},
): string {
  const { key, code, field, retry_after_seconds: wait } = body ?? {};
  const label = opts.label ?? field ?? '';
  if (key)
    return validationText(key, label, (k, params) => {
      const text = t(k as MessageKey, params);
      return text === k ? undefined : text;
    });
  const own = code ? opts.codes?.[code] : undefined;
  if (own) return t(own);
  if (code === 'rate_limited') {
    if (!wait || wait <= 0) return t('form.try_later');
    return wait < 120
      ? t('auth.wait_seconds', { n: wait })
      : t('auth.wait_minutes', { n: Math.ceil(wait / 60) });
  }
  if (opts.label && code === 'invalid') return t('validation.generic', { field: opts.label });
  if (opts.label && code === 'required') return t('validation.required', { field: opts.label });
  return isErrorCode(code) ? t(`errors.${code}`) : t(opts.fallback ?? 'errors.generic');
}
