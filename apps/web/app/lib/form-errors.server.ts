import { LOCALE_META, type Locale } from '@shop/core';
import { parseValidationMessage } from '@shop/core/validation';
import { CATALOGUES } from '../i18n/catalogues.server.ts';
import type { MessageKey } from '../i18n/messages.en.ts';
import { formatMessage } from '../i18n/format.ts';
import type { ApiErrorBody } from './api.server.ts';
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
 * Turns an API 400 (field + validation key) into a sentence in the shopper's language, prefixed with the field
 * label (5-09); other failures become a generic or rate-limit message.
 */
export function fieldErrorText(
  res: { status: number; error: ApiErrorBody },
  locale: Locale,
  labels: Record<string, MessageKey>,
): string {
  const m = CATALOGUES[locale];
  if (res.status === 429) return m['form.rate_limited'];
  if (res.status !== 400) return m['form.server_error'];
  return translateValidation(res.error.key ?? '', res.error.field ?? '', locale, labels);
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
 * The text of a failed API call (8-08): a validation key is translated with its field label; a known error
 * code is translated; otherwise the API's own `error` text, or 'Please try again!' when it has none.
 * `fields` maps API field names (and codes, for errors without a field) to the form's field names.
 */
export function apiErrorText(
  res: { status: number; error: ApiErrorBody },
  locale: Locale,
  opts: {
    labels?: Partial<Record<string, MessageKey>>;
    codes?: Partial<Record<string, MessageKey>>;
    fields?: Partial<Record<string, string>>;
  } = {},
): { field: string; text: string; limited?: boolean } {
  const m = CATALOGUES[locale];
  const { labels = {}, codes = {}, fields = {} } = opts;
  const code = res.error.code ?? '';
  const apiField = res.error.field ?? '';
  const field = fields[apiField] ?? fields[code] ?? apiField;
  const label = labels[field] ? m[labels[field]] : field;
  if (res.error.key) return { field, text: validationText(res.error.key, label, serverTranslate(locale)) };
  if (res.status === 429 || code === 'rate_limited') {
    const s = res.error.retry_after_seconds;
    const text =
      s && s > 0
        ? formatMessage(
            s < 120 ? m['auth.wait_seconds'] : m['auth.wait_minutes'],
            { n: s < 120 ? s : Math.ceil(s / 60) },
            LOCALE_META[locale].intl,
          )
        : m['form.try_later'];
    return { field, text, limited: true };
  }
  const known = codes[code];
  if (known) return { field, text: m[known] };
  return { field, text: res.error.error || m['auth.try_again'] };
}

/** Adds an API failure to a form's errors. */
export function addApiError(
  errors: FormErrors,
  failure: { field: string; text: string; limited?: boolean },
): FormErrors {
  if (failure.limited) errors.limited = true;
  return addError(errors, failure.field, failure.text);
}
