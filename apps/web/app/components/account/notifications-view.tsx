import { Form } from 'react-router';
import { useI18n, type MessageKey } from '../../i18n/i18n.tsx';
import type { NotificationsData } from '../../routes/account/notifications.server.ts';
import { Check } from '../checkout/choice-group.tsx';
import { LanguageSelect } from './details-view.tsx';
import { FormMessage, useSending, useViewResult } from './view-result.tsx';

const SWITCHES: [
  name: 'order_email' | 'order_sms' | 'marketing_email' | 'marketing_sms',
  label: MessageKey,
][] = [
  ['order_email', 'account.notifications.order_email'],
  ['order_sms', 'account.notifications.order_sms'],
  ['marketing_email', 'account.notifications.marketing_email'],
  ['marketing_sms', 'account.notifications.marketing_sms'],
];

/** NOTIFICATIONS: order updates and marketing, by email and SMS (marketing off until chosen), and their language. */
export function NotificationsView({ data }: { data: NotificationsData }) {
  const { t } = useI18n();
  const answer = useViewResult('notifications:save');
  const sending = useSending('notifications:save');
  const { account } = data;
  if (!account) return <p role="alert">{t('form.server_error')}</p>;
  return (
    <section aria-labelledby="acc-notify" className="max-w-xl rounded-xl border border-line p-5">
      <h2 id="acc-notify" className="font-serif text-2xl">
        {t('account.nav.notifications')}
      </h2>
      <Form method="post" preventScrollReset className="mt-4 grid gap-4">
        <input type="hidden" name="intent" value="notifications:save" />
        <FormMessage answer={answer} />
        <fieldset className="grid gap-1">
          <legend className="text-sm font-medium">{t('account.notifications.legend')}</legend>
          {SWITCHES.map(([name, label]) => (
            <Check
              key={name}
              id={`nt-${name}`}
              name={name}
              defaultChecked={account.notifications[name]}
              label={t(label)}
            />
          ))}
        </fieldset>
        <LanguageSelect
          id="nt-preferred_lang"
          value={account.preferred_lang}
          error={answer?.fields?.preferred_lang}
        />
        <button type="submit" className="btn-primary justify-self-start" aria-disabled={sending || undefined}>
          {t('account.save')}
        </button>
      </Form>
    </section>
  );
}
