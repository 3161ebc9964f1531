import { data, type ActionFunctionArgs } from 'react-router';
import { otpCountdownSeconds, parseLocalePath, preferredLang, type Locale } from '@shop/core';
import {
  emailLoginFormSchema,
  phoneLoginFormSchema,
  registrationFormSchema,
  forgotPasswordSchema,
  sendOtpSchema,
  toRegistrationPayload,
  VALIDATION_KEYS,
} from '@shop/core/validation';
import { api, type ApiErrorBody } from '../lib/api.server.ts';
import { apiErrorText, collectValidationErrors, serverTranslate } from '../lib/form-errors.server.ts';
import { addError, validationText, type FieldIssue, type FormErrors } from '../lib/form-errors.ts';
import { AUTH_ERROR_CODES, cookieHeaders, countryNameFor } from '../lib/auth.server.ts';
import { withPasswordMismatch, type AuthFailure, type AuthIntent, type AuthSuccess } from '../lib/auth.ts';
import type { Ok } from '@shop/core/contract/common';
import type { CheckUserOut, CodeSentOut, ForgotPasswordOut, UserAnswer } from '@shop/core/contract/user';
import { pagePath } from '../lib/shop-state.ts';
import { CATALOGUES } from '../i18n/catalogues.server.ts';
import type { MessageKey } from '../i18n/messages.en.ts';

/** Field → label of every account form, for the '{field} …' prefix of the error texts (5-09). */
const LABELS: Partial<Record<string, MessageKey>> = {
  email: 'auth.email',
  username: 'auth.email',
  password: 'auth.password',
  confirmPassword: 'register.confirm_password',
  firstname: 'register.firstname',
  lastname: 'register.lastname',
  dob: 'register.dob',
  contact_no_country: 'auth.calling_code',
  contact_no: 'auth.phone',
  otp: 'otp.label',
  recaptchaResponse: 'otp.bot_check',
};

/** API field names and error codes → the form field they belong to. */
const API_FIELDS: Partial<Record<string, string>> = {
  username: 'email',
  email_taken: 'email',
  phone_taken: 'contact_no',
  account_exists: 'email',
};

type Ctx = { request: Request; client: ReturnType<typeof api>; locale: Locale; form: FormData };

/** A resource route: the account forms of the drawer and the register page post their intents here. */
export async function loader(): Promise<never> {
  throw new Response('Not found', { status: 404 });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { locale } = parseLocalePath(pagePath(request));
  const form = await request.formData();
  const ctx: Ctx = { request, client: api(context, request), locale, form };
  const intent = str(form, 'intent') as AuthIntent;
  switch (intent) {
    case 'check':
      return check(ctx);
    case 'login':
      return login(ctx);
    case 'logout':
      return logout(ctx);
    case 'send-otp':
      return sendOtp(ctx);
    case 'register':
      return register(ctx);
    case 'forgot':
      return forgot(ctx);
    default:
      return fail(
        'unknown',
        addError({ list: [], fields: {} }, '', CATALOGUES[locale]['auth.try_again']),
        400,
      );
  }
}

/** intent=check, mode=email|phone: email, or contact_no_country + contact_no → { exists, username } */
async function check({ client, locale, form }: Ctx) {
  const phone = str(form, 'mode') === 'phone';
  const parsed = phone
    ? phoneLoginFormSchema.pick({ contact_no_country: true, contact_no: true }).safeParse({
        contact_no_country: str(form, 'contact_no_country'),
        contact_no: str(form, 'contact_no'),
      })
    : emailLoginFormSchema.pick({ email: true }).safeParse({ email: str(form, 'email') });
  if (!parsed.success) return invalid('check', parsed.error.issues, locale);
  const d = parsed.data as { email?: string; contact_no_country?: string; contact_no?: string };
  const username = phone ? `${d.contact_no_country}${d.contact_no}` : (d.email ?? '');
  const res = await client.send<CheckUserOut>('POST', '/api/v1/user/checkuser', { username });
  if (!res.ok) return apiFail('check', res, locale);
  return ok({ ok: true, intent: 'check', exists: res.data.exists, username });
}

/**
 * intent=login, mode=email|phone: email or contact_no_country + contact_no, and password (+ recaptchaResponse once
 * the API asked for the bot check) → { firstname, user } + auth cookies
 */
async function login({ client, locale, form }: Ctx) {
  const phone = str(form, 'mode') === 'phone';
  const password = str(form, 'password');
  const parsed = phone
    ? phoneLoginFormSchema.safeParse({
        contact_no_country: str(form, 'contact_no_country'),
        contact_no: str(form, 'contact_no'),
        password,
      })
    : emailLoginFormSchema.safeParse({ email: str(form, 'email'), password });
  if (!parsed.success) return invalid('login', parsed.error.issues, locale);
  const d = parsed.data as { email?: string; contact_no_country?: string; contact_no?: string };
  const username = phone ? `${d.contact_no_country}${d.contact_no}` : (d.email ?? '');
  // asked for after repeated failures from this address (bot_check_required)
  const recaptchaResponse = str(form, 'recaptchaResponse');
  const res = await client.send<UserAnswer>('POST', '/api/v1/user/login', {
    username,
    password,
    ...(recaptchaResponse ? { recaptchaResponse } : {}),
  });
  if (!res.ok) return apiFail('login', res, locale);
  return ok(
    { ok: true, intent: 'login', firstname: res.data.user.firstname, user: res.data.user },
    res.setCookie,
  );
}

/** intent=logout → {} + cleared auth cookies (an expired session counts as logged out) */
async function logout({ client, locale }: Ctx) {
  const res = await client.send<Ok>('POST', '/api/v1/user/logout', {});
  if (!res.ok && res.status !== 401) return apiFail('logout', res, locale);
  return ok({ ok: true, intent: 'logout' }, res.setCookie);
}

/**
 * intent=send-otp, channel=sms|email: recaptchaResponse, contact_no_country, contact_no (+ email, firstname,
 * lastname for email) → { channel, resendAfter }
 */
async function sendOtp({ client, locale, form }: Ctx) {
  const channel = str(form, 'channel') === 'email' ? 'email' : 'sms';
  const payload: Record<string, string> = {
    recaptchaResponse: str(form, 'recaptchaResponse'),
    contact_no_country: str(form, 'contact_no_country'),
    contact_no: str(form, 'contact_no'),
    preferred_lang: preferredLang(locale),
  };
  if (channel === 'email')
    Object.assign(payload, {
      email: str(form, 'email'),
      firstname: str(form, 'firstname'),
      lastname: str(form, 'lastname'),
      type: 'email',
    });
  const parsed = sendOtpSchema.safeParse(payload);
  if (!parsed.success) return invalid('send-otp', parsed.error.issues, locale);
  const res = await client.send<CodeSentOut>('POST', '/api/v1/user/register-otp', parsed.data);
  if (!res.ok) return apiFail('send-otp', res, locale);
  return ok({
    ok: true,
    intent: 'send-otp',
    channel,
    resendAfter: res.data.resend_after ?? otpCountdownSeconds(channel),
  });
}

/**
 * intent=register: email, firstname, lastname, dob (DD/MM/YYYY), password, confirmPassword, contact_no_country,
 * contact_no, otp, country_iso2, country_name → { firstname, user } + auth cookies (signed in, 4-04)
 */
async function register({ client, locale, form }: Ctx) {
  const fields = [
    'email',
    'firstname',
    'lastname',
    'dob',
    'password',
    'confirmPassword',
    'contact_no_country',
    'contact_no',
    'otp',
  ] as const;
  const parsed = registrationFormSchema.safeParse(Object.fromEntries(fields.map((f) => [f, str(form, f)])));
  if (!parsed.success)
    return invalid(
      'register',
      withPasswordMismatch(parsed.error.issues, str(form, 'password'), str(form, 'confirmPassword')),
      locale,
    );
  const countryName = await countryNameFor(
    client,
    str(form, 'country_iso2'),
    parsed.data.contact_no_country,
    str(form, 'country_name'),
  );
  if (!countryName) {
    const text = validationText(
      VALIDATION_KEYS.callingCode,
      CATALOGUES[locale]['auth.calling_code'],
      serverTranslate(locale),
    );
    return fail('register', addError({ list: [], fields: {} }, 'contact_no_country', text), 400);
  }
  const payload = toRegistrationPayload(parsed.data, { locale, countryName });
  const res = await client.send<UserAnswer>('POST', '/api/v1/user/register', payload);
  if (!res.ok) return apiFail('register', res, locale);
  return ok(
    { ok: true, intent: 'register', firstname: res.data.user.firstname, user: res.data.user },
    res.setCookie,
  );
}

/** intent=forgot, mode=email|phone: username (email), or contact_no_country + contact_no → { message } */
async function forgot({ client, locale, form }: Ctx) {
  const phone = str(form, 'mode') === 'phone';
  const input = phone
    ? { contact_no_country: str(form, 'contact_no_country'), contact_no: str(form, 'contact_no') }
    : { username: (str(form, 'username') || str(form, 'email')).trim() };
  // the spec's "Please enter a valid phone number." is for the phone tab; an empty email tab asks for the email
  if (!phone && !('username' in input && input.username)) {
    const text = CATALOGUES[locale]['forgot.email_empty'];
    return fail('forgot', { list: [text], fields: { username: text } }, 400);
  }
  const parsed = forgotPasswordSchema.safeParse(input);
  if (!parsed.success) return invalid('forgot', parsed.error.issues, locale);
  const body = Object.fromEntries(Object.entries(parsed.data).filter(([, v]) => v));
  const res = await client.send<ForgotPasswordOut>('POST', '/api/v1/forget-password', body);
  if (!res.ok) return apiFail('forgot', res, locale);
  // the reply is the same whether or not the account exists (no enumeration); the text is ours, translated
  return ok({ ok: true, intent: 'forgot', message: CATALOGUES[locale]['forgot.sent'] });
}

// --- helpers ---

function str(form: FormData, key: string): string {
  const v = form.get(key);
  return typeof v === 'string' ? v : '';
}

function ok(result: AuthSuccess, setCookie?: string[]) {
  return data(result, { headers: cookieHeaders(setCookie) });
}

function fail(
  intent: AuthFailure['intent'],
  errors: FormErrors,
  status: number,
  extra: Partial<AuthFailure> = {},
  setCookie?: string[],
) {
  const body: AuthFailure = { ok: false, intent, errors: errors.list, fields: errors.fields, ...extra };
  return data(body, { status, headers: cookieHeaders(setCookie) });
}

function invalid(intent: AuthIntent, issues: readonly FieldIssue[], locale: Locale) {
  return fail(intent, collectValidationErrors(issues, locale, LABELS), 400);
}

function apiFail(
  intent: AuthIntent,
  res: { status: number; error: ApiErrorBody; setCookie: string[] },
  locale: Locale,
) {
  const failure = apiErrorText(res, locale, { labels: LABELS, codes: AUTH_ERROR_CODES, fields: API_FIELDS });
  const errors = addError({ list: [], fields: {} }, failure.field, failure.text);
  return fail(
    intent,
    errors,
    res.status >= 400 ? res.status : 500,
    {
      code: res.error.code,
      retryAfter: res.error.retry_after_seconds,
      ...(failure.limited ? { limited: true } : {}),
    },
    res.setCookie,
  );
}
