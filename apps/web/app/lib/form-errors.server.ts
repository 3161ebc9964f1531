import { parseValidationMessage, type Locale } from '@shop/core';
import { CATALOGUES } from '../i18n/catalogues.server.ts';
import type { MessageKey } from '../i18n/messages.en.ts';
import { formatMessage } from '../i18n/format.ts';
import type { ApiErrorBody } from './api.server.ts';

/**
 * Turns an API 400 (field + validation key) into a sentence in the shopper's language, prefixed with the field
 * label (SPEC §5); other failures become a generic or rate-limit message.
 */
export function fieldErrorText(res: { status: number; error: ApiErrorBody }, locale: Locale, labels: Record<string, MessageKey>): string {
  const m = CATALOGUES[locale];
  if (res.status === 429) return m['form.rate_limited'];
  if (res.status !== 400) return m['form.server_error'];
  return translateValidation(res.error.key ?? '', res.error.field ?? '', locale, labels);
}

export function translateValidation(message: string, field: string, locale: Locale, labels: Record<string, MessageKey>): string {
  const m = CATALOGUES[locale];
  const label = labels[field] ? m[labels[field]] : field;
  const { key, params } = parseValidationMessage(message);
  const template = (m as Record<string, string>)[key] ?? m['validation.generic'];
  return formatMessage(template, { field: label, n: params.n ?? '' });
}
