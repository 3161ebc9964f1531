import { Link } from 'react-router';
import { localizePath } from '@shop/core';
import { useI18n } from '../i18n/i18n.tsx';
import { usePreference } from '../lib/use-preference.ts';

/** Cookie consent (2.3-13, 9-25): shown until agreed, not for Hong Kong; the choice lasts 365 days. */
export function ConsentBar() {
  const { t, locale } = useI18n();
  const pref = usePreference();
  return (
    <section
      aria-label={t('consent.privacy')}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-surface shadow-lg"
    >
      <form
        method="post"
        action={pref.action}
        className="container-page flex flex-wrap items-center gap-3 py-3 text-sm"
        onSubmit={(e) => {
          e.preventDefault();
          pref.set('consent', '1');
        }}
      >
        <input type="hidden" name="intent" value="consent" />
        <input type="hidden" name="redirectTo" value={pref.redirectTo} />
        <p className="flex-1 basis-64">
          {t('consent.text')}{' '}
          <Link className="underline" to={localizePath('/privacy', locale)}>
            {t('consent.privacy')}
          </Link>
        </p>
        <button type="submit" className="btn-primary">
          {t('consent.agree')}
        </button>
      </form>
    </section>
  );
}
