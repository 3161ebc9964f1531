// The customer page's writes: the profile, tags, notes, the wallet adjustment (typed in dollars, never cents) and
// the account actions (group, password-reset email, lock). Each answers which form it was, and the field at fault.
import { data } from 'react-router';
import { isCurrency, parseMoneyInput } from '@shop/core';
import type { CustomerOut } from '@shop/core/contract/admin-customer';
import type { MemberDetail, ResetLinkOut } from '@shop/core/contract/admin-member';
import type { WalletAdjustOut } from '@shop/core/contract/admin-wallet';
import type { FormResult } from '../../../lib/admin-form.ts';
import { adminApi } from '../../../lib/admin-api.server.ts';
import { adminErrorText } from '../../../lib/admin-error-text.ts';
import type { ApiErrorBody } from '../../../lib/api.server.ts';
import { adminLangOf, adminTranslate, type AdminT } from '../../../lib/admin-i18n.tsx';
import { adminMoney } from '../../../lib/admin-money.ts';
import type { AdminMessageKey } from '../../../i18n/admin.en.ts';

/** A field the API refused as malformed, in the staff's words (a taken email or phone keeps its own message). */
const INVALID: Record<string, AdminMessageKey> = {
  firstname: 'admin.customers.invalid.name',
  lastname: 'admin.customers.invalid.name',
  nickname: 'admin.customers.invalid.nickname',
  email: 'admin.customers.invalid.email',
  contact_no: 'admin.customers.invalid.phone',
  contact_no_country: 'admin.customers.invalid.calling_code',
  country_code: 'admin.customers.invalid.country',
  preferred_lang: 'admin.customers.invalid.language',
  dob: 'admin.customers.invalid.dob',
  tags: 'admin.customers.invalid.tag',
  body: 'admin.customers.invalid.note',
  reason: 'admin.customers.invalid.reason',
  amount: 'admin.error.invalid_amount',
};

export function customerErrorText(error: ApiErrorBody, t: AdminT): string {
  const field = error.field?.split('.')[0];
  if ((!error.code || error.code === 'invalid') && field && INVALID[field]) return t(INVALID[field]);
  return adminErrorText(error, t);
}

const text = (form: FormData, name: string) => String(form.get(name) ?? '').trim();

export async function customerAction(request: Request, context: Parameters<typeof adminApi>[0], id: string) {
  const form = await request.formData();
  const lang = adminLangOf(request);
  const t = adminTranslate(lang);
  const client = adminApi(context, request);
  const intent = text(form, 'intent');
  const path = `/api/v1/admin/customers/${encodeURIComponent(id)}`;
  const member = `/api/v1/admin/members/${encodeURIComponent(id)}`;
  const fail = (status: number, error: ApiErrorBody) =>
    data<FormResult>(
      { ok: false, form: intent, field: error.field ?? undefined, message: customerErrorText(error, t) },
      { status: status >= 500 ? 502 : status },
    );
  const done = (key: AdminMessageKey, params?: Record<string, string | number>) =>
    data<FormResult>({ ok: true, form: intent, message: t(key, params) });

  if (intent === 'profile') {
    const dob = text(form, 'dob');
    const body: Record<string, unknown> = {
      firstname: text(form, 'firstname'),
      lastname: text(form, 'lastname'),
      nickname: text(form, 'nickname'),
      email: text(form, 'email'),
      preferred_lang: text(form, 'preferred_lang'),
      dob: dob === '' ? null : dob,
    };
    const number = text(form, 'contact_no');
    if (number)
      Object.assign(body, { contact_no_country: text(form, 'contact_no_country'), contact_no: number });
    const country = text(form, 'country_code');
    if (country) body.country_code = country;
    const res = await client.send<CustomerOut>('PATCH', path, body);
    return res.ok ? done('admin.customers.saved') : fail(res.status, res.error);
  }
  if (intent === 'tag_add' || intent === 'tag_remove') {
    const current = form.getAll('tags').map(String);
    const tag = text(form, 'tag');
    if (intent === 'tag_add' && !tag)
      return fail(400, { code: 'invalid', field: 'tags', error: 'required', statusCode: 400 });
    const tags = intent === 'tag_add' ? [...current, tag] : current.filter((x) => x !== tag);
    const res = await client.send<CustomerOut>('PATCH', path, { tags });
    return res.ok
      ? done(intent === 'tag_add' ? 'admin.customers.tag_added' : 'admin.customers.tag_removed', { tag })
      : fail(res.status, res.error);
  }
  if (intent === 'note_add') {
    const res = await client.send<CustomerOut>('POST', `${path}/notes`, { body: text(form, 'body') });
    return res.ok ? done('admin.customers.note_added') : fail(res.status, res.error);
  }
  if (intent === 'note_delete') {
    const res = await client.send<CustomerOut>(
      'DELETE',
      `${path}/notes/${encodeURIComponent(text(form, 'note'))}`,
    );
    return res.ok ? done('admin.customers.note_deleted') : fail(res.status, res.error);
  }
  if (intent === 'adjust') {
    const currency = text(form, 'currency').toUpperCase();
    const amount = isCurrency(currency)
      ? parseMoneyInput(text(form, 'amount'), currency, { signed: true })
      : null;
    if (amount === null || amount === 0 || !isCurrency(currency))
      return fail(400, { code: 'invalid', field: 'amount', error: 'amount', statusCode: 400 });
    const res = await client.send<WalletAdjustOut>('POST', `${member}/wallet/adjust`, {
      currency,
      amount,
      reason: text(form, 'reason'),
    });
    return res.ok
      ? done('admin.customers.wallet_adjusted', {
          balance: adminMoney(res.data.balance_after, currency, lang),
        })
      : fail(res.status, res.error);
  }
  if (intent === 'reset') {
    const res = await client.send<ResetLinkOut>('POST', `${member}/reset-link`);
    return res.ok
      ? done('admin.members.reset_sent', { email: res.data.sent_to })
      : fail(res.status, res.error);
  }
  if (intent === 'lock' || intent === 'unlock') {
    const res = await client.send<MemberDetail>('PATCH', member, { locked: intent === 'lock' });
    if (!res.ok) return fail(res.status, res.error);
    return done(intent === 'lock' ? 'admin.members.locked_notice' : 'admin.members.unlocked_notice');
  }
  if (intent === 'group') {
    const res = await client.send<MemberDetail>('PATCH', member, {
      member_group: text(form, 'member_group'),
    });
    if (!res.ok) return fail(res.status, res.error);
    return done('admin.members.group_changed', { group: res.data.groups.map((g) => g.name).join(', ') });
  }
  return fail(400, { code: 'invalid', error: 'intent', statusCode: 400 });
}
