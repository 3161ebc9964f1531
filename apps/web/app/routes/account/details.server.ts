import type { ErrorCode } from '@shop/core';
import type { Account, AccountAnswer } from '@shop/core/contract/account';
import type { MessageKey } from '../../i18n/messages.en.ts';
import { api } from '../../lib/api.server.ts';
import { translateValidation } from '../../lib/form-errors.server.ts';
import { localeOf, message, refusal, text } from './helpers.server.ts';
import type { ViewActArgs, ViewLoadArgs, ViewResult } from './types.ts';

/** GET /api/v1/account */
export type { Account };

export const DETAILS_LABELS: Record<string, MessageKey> = {
  firstname: 'register.firstname',
  lastname: 'register.lastname',
  nickname: 'account.details.nickname',
  dob: 'register.dob',
  preferred_lang: 'account.details.language',
  old_password: 'account.details.old_password',
  new_password: 'account.details.new_password',
  new_password_confirm: 'register.confirm_password',
  email: 'auth.email',
  contact_no_country: 'auth.calling_code',
  contact_no: 'auth.phone_number',
  otp: 'account.details.code',
};

const CODES: Partial<Record<ErrorCode, MessageKey>> = {
  wrong_password: 'account.details.wrong_password',
  otp_invalid: 'account.details.code_invalid',
  otp_expired: 'account.details.code_expired',
  otp_locked: 'account.details.code_locked',
  unchanged: 'account.details.unchanged',
  email_taken: 'account.details.taken',
  phone_taken: 'account.details.taken',
  taken: 'account.details.taken',
};

export async function loadAccount({ context, request }: Pick<ViewLoadArgs, 'context' | 'request'>) {
  return api(context, request)
    .get<AccountAnswer>('/api/v1/account')
    .then((r) => r.account)
    .catch(() => null);
}

/** DETAILS: the profile form, the password form and the email/phone change (code to the new one). */
export async function loadDetailsView(args: ViewLoadArgs) {
  return { account: await loadAccount(args) };
}
export type DetailsData = Awaited<ReturnType<typeof loadDetailsView>>;

function contactTarget(form: FormData) {
  const channel = form.get('channel') === 'phone' ? 'phone' : 'email';
  const values = {
    channel,
    email: text(form, 'email'),
    contact_no_country: text(form, 'contact_no_country').replace(/^\+/, ''),
    contact_no: text(form, 'contact_no'),
  };
  const target =
    channel === 'email'
      ? { email: values.email }
      : { contact_no_country: values.contact_no_country, contact_no: values.contact_no };
  return { values, target };
}

export async function actDetailsView({ context, request, form }: ViewActArgs): Promise<ViewResult> {
  const locale = localeOf(request);
  const client = api(context, request);
  const intent = String(form.get('intent'));
  if (intent === 'details:profile') {
    const values = {
      firstname: text(form, 'firstname'),
      lastname: text(form, 'lastname'),
      nickname: text(form, 'nickname'),
      dob: text(form, 'dob'),
      preferred_lang: text(form, 'preferred_lang'),
    };
    const res = await client.send('PATCH', '/api/v1/account', values);
    if (!res.ok) return refusal(res, locale, DETAILS_LABELS, values, CODES);
    return { ok: true, notice: message(locale, 'account.details.saved') };
  }
  if (intent === 'details:password') {
    const old_password = String(form.get('old_password') ?? '');
    const new_password = String(form.get('new_password') ?? '');
    if (new_password !== String(form.get('new_password_confirm') ?? '')) {
      const error = translateValidation(
        'validation.password_mismatch',
        'new_password_confirm',
        locale,
        DETAILS_LABELS,
      );
      return { ok: false, error, field: 'new_password_confirm', fields: { new_password_confirm: error } };
    }
    const res = await client.send('POST', '/api/v1/account/password', { old_password, new_password });
    if (!res.ok) return refusal(res, locale, DETAILS_LABELS, {}, CODES);
    return {
      ok: true,
      notice: message(locale, 'account.details.password_changed'),
      setCookie: res.setCookie,
    };
  }
  if (intent === 'details:contact_code') {
    const { values, target } = contactTarget(form);
    const res = await client.send('POST', '/api/v1/account/contact/code', target);
    if (!res.ok) return refusal(res, locale, DETAILS_LABELS, values, CODES);
    return {
      ok: true,
      notice: message(
        locale,
        values.channel === 'email' ? 'account.details.code_sent_email' : 'account.details.code_sent_sms',
      ),
      values: { ...values, step: 'code' },
    };
  }
  if (intent === 'details:contact') {
    const { values, target } = contactTarget(form);
    const res = await client.send('POST', '/api/v1/account/contact', { ...target, otp: text(form, 'otp') });
    if (!res.ok) return refusal(res, locale, DETAILS_LABELS, { ...values, step: 'code' }, CODES);
    return { ok: true, notice: message(locale, 'account.details.contact_changed') };
  }
  return { ok: false, error: message(locale, 'form.server_error') };
}
