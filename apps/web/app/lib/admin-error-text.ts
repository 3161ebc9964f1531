import { isErrorCode } from '@shop/core';
import type { AdminT } from './admin-i18n.tsx';

/**
 * An API refusal in the staff's language, by its code (i18n/admin-errors.*.ts), never by the English `error`
 * text: a code outside the list (a proxy's 502, no body) reads as the generic "something went wrong". The page
 * decides which input the message sits next to (`field`).
 */
export function adminErrorText(body: { error?: string; code?: string; field?: string }, t: AdminT): string {
  return isErrorCode(body.code) ? t(`admin.errors.${body.code}`) : t('admin.errors.generic');
}
