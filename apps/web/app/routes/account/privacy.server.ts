import { localizePath } from '@shop/core';
import { api } from '../../lib/api.server.ts';
import { localeOf, message, refusal } from './helpers.server.ts';
import type { ViewActArgs, ViewLoadArgs, ViewResult } from './types.ts';

/** PRIVACY: the data download (a resource route) and closing the account; nothing to load. */
export async function loadPrivacyView(_args: ViewLoadArgs) {
  return {};
}
export type PrivacyData = Awaited<ReturnType<typeof loadPrivacyView>>;

/** privacy:close: DELETE /api/v1/account {password}; the API ends every session and the page goes home. */
export async function actPrivacyView({ context, request, form }: ViewActArgs): Promise<ViewResult> {
  const locale = localeOf(request);
  if (form.get('intent') !== 'privacy:close')
    return { ok: false, error: message(locale, 'form.server_error') };
  const res = await api(context, request).send('DELETE', '/api/v1/account', {
    password: String(form.get('password') ?? ''),
  });
  if (!res.ok)
    return refusal(
      res,
      locale,
      { password: 'auth.password' },
      {},
      { wrong_password: 'account.details.wrong_password' },
    );
  return { ok: true, setCookie: res.setCookie, redirect: localizePath('/?closed=1', locale) };
}
