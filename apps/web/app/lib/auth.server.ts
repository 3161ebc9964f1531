import type { ErrorCode } from '@shop/core';
import type { MessageKey } from '../i18n/messages.en.ts';
import type { api } from './api.server.ts';
import { findByCode, findCallingCode, type CallingCodes } from './calling-codes.ts';

/** The account forms' own words for some API codes; any other code reads as the shop's message for it. */
export const AUTH_ERROR_CODES: Partial<Record<ErrorCode, MessageKey>> = {
  bad_credentials: 'auth.bad_credentials',
  account_locked: 'auth.account_locked',
  email_taken: 'register.email_taken',
  phone_taken: 'register.phone_taken',
  account_exists: 'register.account_exists',
  otp_invalid: 'otp.invalid',
  otp_expired: 'otp.expired',
  otp_locked: 'otp.locked',
  bot_check_failed: 'otp.bot_check_failed',
  bot_check_required: 'auth.bot_check_required',
  token_invalid: 'reset.token_invalid',
};

/** The API's Set-Cookie headers, passed on to the browser. */
export function cookieHeaders(setCookie: readonly string[] | undefined): Headers {
  const headers = new Headers();
  for (const c of setCookie ?? []) headers.append('Set-Cookie', c);
  return headers;
}

export async function callingCodes(
  client: ReturnType<typeof api>,
  locale: string,
): Promise<CallingCodes | null> {
  return client.get<CallingCodes>('/api/v1/calling-codes', { locale }).catch(() => null);
}

/**
 * The registration payload's country: the lowercased English name of the picked calling code's country
 * (3-07). The picker sends the region (codes such as +1 are shared); the name the form sent is the fallback.
 */
export async function countryNameFor(
  client: ReturnType<typeof api>,
  iso2: string,
  code: string,
  sentName: string,
): Promise<string> {
  const codes = await callingCodes(client, 'en');
  const fromIso = iso2 ? codes && findCallingCode(codes, iso2) : undefined;
  const entry = fromIso && fromIso.code === code ? fromIso : codes ? findByCode(codes, code) : undefined;
  return (entry?.name_en ?? sentName).trim().toLowerCase();
}
