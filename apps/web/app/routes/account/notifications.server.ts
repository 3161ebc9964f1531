import { api } from '../../lib/api.server.ts';
import { DETAILS_LABELS, loadAccount } from './details.server.ts';
import { localeOf, message, refusal, text } from './helpers.server.ts';
import type { ViewActArgs, ViewLoadArgs, ViewResult } from './types.ts';

export const SWITCHES = ['order_email', 'order_sms', 'marketing_email', 'marketing_sms'] as const;

/** NOTIFICATIONS: order updates and marketing by email and SMS, and the language of the messages. */
export async function loadNotificationsView(args: ViewLoadArgs) {
  return { account: await loadAccount(args) };
}
export type NotificationsData = Awaited<ReturnType<typeof loadNotificationsView>>;

export async function actNotificationsView({ context, request, form }: ViewActArgs): Promise<ViewResult> {
  const locale = localeOf(request);
  if (form.get('intent') !== 'notifications:save')
    return { ok: false, error: message(locale, 'form.server_error') };
  // an unticked checkbox is absent from the form: every switch is sent, on or off
  const notifications = Object.fromEntries(SWITCHES.map((s) => [s, form.get(s) === 'on']));
  const res = await api(context, request).send('PATCH', '/api/v1/account', {
    notifications,
    preferred_lang: text(form, 'preferred_lang'),
  });
  if (!res.ok) return refusal(res, locale, DETAILS_LABELS);
  return { ok: true, notice: message(locale, 'account.notifications.saved') };
}
