import { LOCALE_META, type ErrorCode, type Locale } from '@shop/core';
import { parseValidationMessage } from '@shop/core/validation';
import { CATALOGUES } from '../i18n/catalogues.server.ts';
import type { MessageKey } from '../i18n/messages.en.ts';
import { formatMessage } from '../i18n/format.ts';
import type { ApiErrorBody } from './api.server.ts';
import { errorMessage, type StoreT } from './error-message.ts';
import {
  addError,
  catalogueTranslate,
  collectErrors,
  validationText,
  type FieldIssue,
  type FormErrors,
  type Translate,
} from './form-errors.ts';

export type { FormErrors } from './form-errors.ts';

/**
 * Turns an API refusal into a sentence in the shopper's language: a validation key prefixed with the field label
 * (5-09), too many attempts, or the message for its code (lib/error-message.ts).
 */
export function fieldErrorText(
  res: { status: number; error: ApiErrorBody },
  locale: Locale,
  labels: Record<string, MessageKey>,
): string {
  if (res.status === 429) return CATALOGUES[locale]['form.rate_limited'];
  const field = res.error.field ?? '';
  const t = serverT(locale);
  return errorMessage(res.error, t, { label: labels[field] ? t(labels[field]) : undefined });
}

export function translateValidation(
  message: string,
  field: string,
  locale: Locale,
  labels: Record<string, MessageKey>,
): string {
  const m = CATALOGUES[locale];
  const label = labels[field] ? m[labels[field]] : field;
  const { key, params } = parseValidationMessage(message);
  const template = (m as Record<string, string>)[key] ?? m['validation.generic'];
  return formatMessage(template, { field: label, n: params.n ?? '' });
}

/** The store's translate function for a locale, on the server (a key the catalogue lacks comes back as itself). */
export function serverT(locale: Locale): StoreT {
  const m = CATALOGUES[locale];
  const intl = LOCALE_META[locale].intl;
  return (key, params) => formatMessage(m[key] ?? key, params, intl);
}

/** The catalogue of a locale as a Translate (unknown keys give undefined). */
export function serverTranslate(locale: Locale): Translate {
  return catalogueTranslate(CATALOGUES[locale], LOCALE_META[locale].intl);
}

/** Every issue of a failed core-schema parse: translated, label-prefixed, de-duplicated (2.5-05, 5-09). */
export function collectValidationErrors(
  issues: readonly FieldIssue[],
  locale: Locale,
  labels: Partial<Record<string, MessageKey>>,
): FormErrors {
  const m = CATALOGUES[locale];
  return collectErrors(issues, (f) => (labels[f] ? m[labels[f]] : f), serverTranslate(locale));
}

/**
 * The text of a failed API call (8-01, 8-08): a validation key is translated with its field label; a code is
 * translated, in this page's words (`codes`) or the shop's (lib/error-message.ts), else 'Please try again!'; never
 * the API's English `error` text. `fields` maps API field names (and codes, for errors without a field) to the
 * form's field names.
 */
export function apiErrorText(
  res: { status: number; error: ApiErrorBody },
  locale: Locale,
  opts: {
    labels?: Partial<Record<string, MessageKey>>;
    codes?: Partial<Record<ErrorCode, MessageKey>>;
    fields?: Partial<Record<string, string>>;
  } = {},
): { field: string; text: string; limited?: boolean } {
  const { labels = {}, codes = {}, fields = {} } = opts;
  const code = res.error.code ?? '';
  const apiField = res.error.field ?? '';
  const field = fields[apiField] ?? fields[code] ?? apiField;
  const t = serverT(locale);
  const labelKey = labels[field];
  if (res.error.key)
    return {
      field,
      text: validationText(res.error.key, labelKey ? t(labelKey) : field, serverTranslate(locale)),
    };
  const label = labelKey ? t(labelKey) : undefined;
  const limited = res.status === 429 || code === 'rate_limited';
  // a 429 from anywhere is a wait, even without the code
  const body: ApiErrorBody = limited ? { ...res.error, code: 'rate_limited' } : res.error;
  const text = errorMessage(body, t, { label, codes, fallback: 'auth.try_again' });
  return limited ? { field, text, limited } : { field, text };
}

/** Adds an API failure to a form's errors. */
export function addApiError(
  errors: FormErrors,
  failure: { field: string; text: string; limited?: boolean },
): FormErrors {
  if (failure.limited) errors.limited = true;
  return addError(errors, failure.field, failure.text);
}
