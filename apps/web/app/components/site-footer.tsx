import { useEffect, useRef } from 'react';
import { Link, useFetcher } from 'react-router';
import {
  countriesSortedByEnglishName,
  countryShortName,
  CURRENCIES,
  languagesForCountry,
  LOCALE_META,
  localizePath,
} from '@shop/core';
import { useI18n, type MessageKey } from '../i18n/i18n.tsx';
import { useShopState } from '../lib/shop-state-context.tsx';
import { usePreference } from '../lib/use-preference.ts';
import { useNotify } from './notifications.tsx';
import type { NewsletterOut } from '@shop/core/contract/feedback';
import type { MenuLink } from '../lib/menu.ts';

/**
 * One link of a staff-edited menu: this shop's pages through the router (the href already names the locale),
 * another site in a new tab, said so to screen readers.
 */
export function MenuAnchor({
  link,
  className,
  onNavigate,
}: {
  link: MenuLink;
  className: string;
  onNavigate?: () => void;
}) {
  const { t } = useI18n();
  if (link.external)
    return (
      <a
        className={className}
        href={link.href}
        target="_blank"
        rel="noopener noreferrer"
        onClick={onNavigate}
      >
        {link.label}
        <span className="sr-only"> {t('footer.opens_new_tab')}</span>
      </a>
    );
  return (
    <Link className={className} to={link.href} onClick={onNavigate}>
      {link.label}
    </Link>
  );
}

function FooterChildren({ links }: { links: MenuLink[] }) {
  return (
    <ul className="border-l border-line pl-3 text-muted">
      {links.map((l) => (
        <li key={l.id}>
          <MenuAnchor link={l} className="inline-flex min-h-11 min-w-11 items-center hover:underline" />
          {l.children.length > 0 && <FooterChildren links={l.children} />}
        </li>
      ))}
    </ul>
  );
}

const SOCIAL: [MessageKey, string][] = [
  ['footer.social_instagram', 'https://www.instagram.com/oxygenceuticals'],
  ['footer.social_facebook', 'https://www.facebook.com/oxygenceuticals'],
  ['footer.social_youtube', 'https://www.youtube.com/@oxygenceuticals'],
];

export function SiteFooter({ year, links }: { year: number; links: MenuLink[] }) {
  const { t } = useI18n();
  return (
    <footer className="mt-24 border-t border-line bg-surface-2 pb-24 md:pb-0">
      {/* minmax(0, 1fr) on phones: a long country name in a select must not widen the page */}
      <div className="container-page grid grid-cols-1 gap-10 py-12 md:grid-cols-12">
        <div className="md:col-span-5">
          <p className="font-serif text-2xl">Oxygen Ceuticals</p>
          <NewsletterForm />
        </div>
        <nav aria-label={t('footer.legal')} className="md:col-span-4">
          {/* the staff-edited footer menu: top-level links in two columns, their children under them */}
          <ul className="grid grid-cols-2 gap-x-6 gap-y-1 text-sm">
            {links.map((l) => (
              <li key={l.id}>
                <MenuAnchor link={l} className="inline-flex min-h-11 min-w-11 items-center hover:underline" />
                {l.children.length > 0 && <FooterChildren links={l.children} />}
              </li>
            ))}
          </ul>
        </nav>
        <div className="md:col-span-3">
          <h2 className="eyebrow">{t('footer.follow')}</h2>
          <ul className="mt-2 flex flex-wrap gap-x-4 text-sm">
            {SOCIAL.map(([key, href]) => (
              <li key={href}>
                <a
                  className="inline-flex min-h-11 min-w-11 items-center hover:underline"
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {t(key)}
                  <span className="sr-only"> {t('footer.opens_new_tab')}</span>
                </a>
              </li>
            ))}
          </ul>
          <FooterSelectors />
        </div>
      </div>
      <div className="container-page border-t border-line py-6 text-xs text-muted">
        {t('footer.copyright', { year })}
      </div>
    </footer>
  );
}

/** Country and language selectors as plain forms: they work before hydration too. */
function FooterSelectors() {
  const { t, locale } = useI18n();
  const state = useShopState();
  const pref = usePreference();
  const field = 'min-h-11 w-full rounded-full border border-line bg-surface px-3 text-sm';
  return (
    <div className="mt-6 grid gap-3">
      <form
        method="post"
        action={pref.action}
        onSubmit={(e) => {
          e.preventDefault();
          pref.set('country', new FormData(e.currentTarget).get('value') as string);
        }}
        className="flex items-end gap-2"
      >
        <input type="hidden" name="intent" value="country" />
        <input type="hidden" name="redirectTo" value={pref.redirectTo} />
        <label className="min-w-0 flex-1 text-xs text-muted">
          {t('footer.country')}
          <select
            name="value"
            defaultValue={state.country}
            key={state.country}
            className={field}
            onChange={(e) => pref.set('country', e.target.value)}
          >
            {countriesSortedByEnglishName().map((c) => (
              <option key={c.key} value={c.key}>
                {countryShortName(c, locale)} ({CURRENCIES[c.currency].symbol})
              </option>
            ))}
          </select>
        </label>
        <noscript>
          <button type="submit" className="btn-ghost">
            {t('footer.change')}
          </button>
        </noscript>
      </form>
      <form
        method="post"
        action={pref.action}
        onSubmit={(e) => {
          e.preventDefault();
          pref.set('language', new FormData(e.currentTarget).get('value') as string);
        }}
        className="flex items-end gap-2"
      >
        <input type="hidden" name="intent" value="language" />
        <input type="hidden" name="redirectTo" value={pref.redirectTo} />
        <label className="min-w-0 flex-1 text-xs text-muted">
          {t('footer.language')}
          <select
            name="value"
            defaultValue={locale}
            key={locale}
            className={field}
            onChange={(e) => pref.set('language', e.target.value)}
          >
            {languagesForCountry(state.country).map((l) => (
              <option key={l} value={l}>
                {LOCALE_META[l].label}
              </option>
            ))}
          </select>
        </label>
        <noscript>
          <button type="submit" className="btn-ghost">
            {t('footer.change')}
          </button>
        </noscript>
      </form>
    </div>
  );
}

interface NewsletterResult {
  ok: boolean;
  status?: NewsletterOut['status'];
  error?: string;
}

/** Email subscription with double opt-in; a spinner while sending, then 'submitted' and the button hides. */
function NewsletterForm() {
  const { t, locale } = useI18n();
  const fetcher = useFetcher<NewsletterResult>();
  const notify = useNotify();
  const done = fetcher.data?.ok === true;
  const shown = useRef(false);
  useEffect(() => {
    if (fetcher.data?.ok && !shown.current) {
      shown.current = true;
      notify({
        type: 'default',
        text: fetcher.data.status === 'confirmed' ? t('footer.already_subscribed') : t('footer.subscribed'),
      });
    }
  }, [fetcher.data, notify, t]);
  return (
    <fetcher.Form method="post" action={localizePath('/newsletter', locale)} className="mt-4" noValidate>
      <h2 className="eyebrow">{t('footer.newsletter_title')}</h2>
      <p className="mt-1 text-sm text-muted">{t('footer.newsletter_text')}</p>
      <div className="mt-3 flex gap-2">
        <label htmlFor="newsletter-email" className="sr-only">
          {t('footer.email_label')}
        </label>
        <input
          id="newsletter-email"
          name="email"
          type="email"
          required
          autoComplete="email"
          placeholder={t('footer.email_label')}
          aria-invalid={fetcher.data?.ok === false || undefined}
          aria-describedby="newsletter-status"
          className="min-h-11 min-w-0 flex-1 rounded-full border border-line bg-surface px-4 text-base"
          readOnly={done}
        />
        {!done && (
          <button type="submit" className="btn-primary" disabled={fetcher.state !== 'idle'}>
            {fetcher.state !== 'idle' ? <span className="spinner" aria-hidden="true" /> : null}
            {t('footer.subscribe')}
          </button>
        )}
      </div>
      <p
        id="newsletter-status"
        role="status"
        className={`mt-2 min-h-5 text-sm ${fetcher.data?.ok === false ? 'text-danger' : 'text-success'}`}
      >
        {fetcher.data?.ok === false
          ? fetcher.data.error
          : done
            ? fetcher.data?.status === 'confirmed'
              ? t('footer.already_subscribed')
              : t('footer.subscribed')
            : ''}
      </p>
    </fetcher.Form>
  );
}
