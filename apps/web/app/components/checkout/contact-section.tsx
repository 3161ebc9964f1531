import { useI18n } from '../../i18n/i18n.tsx';
import { useShell } from '../shell-context.tsx';
import type { FormView } from './page-types.ts';
import { TextInput } from './text-input.tsx';

/** Who places the order: the signed-in member, or a guest's e-mail with the way to sign in instead. */
export function ContactSection({ form, email }: { form: FormView; email: string | null }) {
  const { t } = useI18n();
  const { openRight } = useShell();
  return (
    <section aria-labelledby="co-contact-title" className="grid gap-4">
      <h2 id="co-contact-title" className="font-serif text-2xl">
        {t('checkout.contact_title')}
      </h2>
      {email !== null ? (
        <p className="text-sm">{t('checkout.signed_in_as', { email })}</p>
      ) : (
        <>
          <p className="text-sm text-muted">
            {t('checkout.guest_intro')}{' '}
            <button
              type="button"
              className="inline-flex min-h-11 items-center underline"
              onClick={() => openRight('user', 'checkout')}
            >
              {t('checkout.login_instead')}
            </button>
          </p>
          <TextInput
            form={form}
            name="email"
            label={t('checkout.email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            hint={t('checkout.email_hint')}
          />
        </>
      )}
    </section>
  );
}
