import { localizePath, type Locale } from '@shop/core';
import { VALIDATION_KEYS } from '@shop/core/validation';
import type { User } from './user.ts';

/** The intents of the /auth resource route (routes/auth.tsx). */
export type AuthIntent = 'check' | 'login' | 'logout' | 'send-otp' | 'register' | 'forgot';

/** A failed intent: every error translated and de-duplicated, plus the first error per form field. */
export interface AuthFailure {
  ok: false;
  intent: AuthIntent | 'unknown';
  errors: string[];
  fields: Record<string, string>;
  /** the API's error code, when the API answered */
  code?: string;
  /** seconds until another try is allowed (429, and send-otp cool-downs) */
  retryAfter?: number;
  /** refused for too many attempts (429) */
  limited?: boolean;
}

export type AuthSuccess =
  | { ok: true; intent: 'check'; exists: boolean; username: string }
  | { ok: true; intent: 'login' | 'register'; firstname: string; user: User }
  | { ok: true; intent: 'logout' }
  | { ok: true; intent: 'send-otp'; channel: 'sms' | 'email'; resendAfter: number }
  | { ok: true; intent: 'forgot'; message: string };

export type AuthResult = AuthSuccess | AuthFailure;

/** The action every account form posts to. */
export const authActionPath = (locale: Locale) => localizePath('/auth', locale);

/**
 * Fetcher keys of the submissions that sign the shopper in or out. The user view watches them, so the welcome
 * notice still appears when the form that submitted unmounts as the signed-in view replaces it.
 */
export const AUTH_FETCHER = {
  loginEmail: 'auth:login-email',
  loginPhone: 'auth:login-phone',
  registerDrawer: 'auth:register-drawer',
  logout: 'auth:logout',
} as const;

/** Date of birth input mask ##/##/####: keeps up to 8 digits and inserts the slashes. */
export function maskDob(input: string): string {
  const d = input.replace(/\D/g, '').slice(0, 8);
  let out = d.slice(0, 2);
  if (d.length > 2) out += `/${d.slice(2, 4)}`;
  if (d.length > 4) out += `/${d.slice(4)}`;
  return out;
}

/** 2.4-04: the contact_no query prefills the phone tab, without a leading 852. */
export function phoneFromQuery(value: string | null): string | null {
  if (!value) return null;
  const digits = value.replace(/[^\d]/g, '');
  return digits.replace(/^852/, '') || null;
}

/**
 * The schemas' password-match refinement only runs once every other field is valid; the forms list all errors
 * at once (2.5-05, 5-06), so a mismatch is added here when the schema did not report it.
 */
export function withPasswordMismatch<I extends { path: readonly PropertyKey[]; message: string }>(
  issues: readonly I[],
  password: string,
  confirm: string,
  confirmField = 'confirmPassword',
): (I | { path: PropertyKey[]; message: string })[] {
  const mismatch = confirm !== '' && password !== confirm;
  const reported = issues.some((i) => i.path[0] === confirmField);
  return mismatch && !reported
    ? [...issues, { path: [confirmField], message: VALIDATION_KEYS.passwordMismatch }]
    : [...issues];
}
