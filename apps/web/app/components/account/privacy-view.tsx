import { Form } from 'react-router';
import { useI18n } from '../../i18n/i18n.tsx';
import type { PrivacyData } from '../../routes/account/privacy.server.ts';
import { describedBy, Field, INPUT_CLASS } from './field.tsx';
import { FormMessage, useSending, useViewResult } from './view-result.tsx';

/** PRIVACY: download my data (JSON) and close my account, confirmed by the password. */
export function PrivacyView(_props: { data: PrivacyData }) {
  const { t } = useI18n();
  const answer = useViewResult('privacy:close');
  const sending = useSending('privacy:close');
  const error = answer?.fields?.password;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <section
        aria-labelledby="acc-export"
        className="grid content-start gap-3 rounded-xl border border-line p-5"
      >
        <h2 id="acc-export" className="font-serif text-2xl">
          {t('account.privacy.export_title')}
        </h2>
        <p className="text-sm text-muted">{t('account.privacy.export_body')}</p>
        <a href="/account/export" download className="btn-primary justify-self-start">
          {t('account.privacy.export')}
        </a>
      </section>
      <section
        aria-labelledby="acc-close"
        className="grid content-start gap-3 rounded-xl border border-danger p-5"
      >
        <h2 id="acc-close" className="font-serif text-2xl">
          {t('account.privacy.close_title')}
        </h2>
        <p className="text-sm">{t('account.privacy.close_body')}</p>
        <Form method="post" noValidate className="grid gap-4">
          <input type="hidden" name="intent" value="privacy:close" />
          <FormMessage answer={answer} />
          <Field id="close-password" label={t('account.privacy.close_password')} error={error}>
            <input
              id="close-password"
              name="password"
              type="password"
              autoComplete="current-password"
              aria-required
              aria-invalid={!!error || undefined}
              aria-describedby={describedBy('close-password', error)}
              className={INPUT_CLASS}
            />
          </Field>
          <button
            type="submit"
            className="btn-primary justify-self-start bg-danger"
            aria-disabled={sending || undefined}
          >
            {t('account.privacy.close')}
          </button>
        </Form>
      </section>
    </div>
  );
}
