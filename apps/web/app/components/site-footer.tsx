import { Link } from 'react-router';
import { countryShortName, getCountry, localizePath } from '@shop/core';
import { useI18n, type MessageKey } from '../i18n/i18n.tsx';
import { useShopState } from '../lib/shop-state-context.tsx';

const LINKS: [MessageKey, string][] = [
  ['footer.shipping', '/shipping'], ['footer.exchange', '/exchange'], ['footer.privacy', '/privacy'], ['footer.terms', '/terms'],
  ['footer.story', '/story'], ['footer.membership', '/membership'], ['footer.shops', '/shops'], ['footer.contact', '/contactus'],
];

export function SiteFooter({ year }: { year: number }) {
  const { t, locale } = useI18n();
  const state = useShopState();
  return (
    <footer className="mt-24 border-t border-line bg-surface-2">
      <div className="container-page grid gap-10 py-12 md:grid-cols-12">
        <div className="md:col-span-4">
          <p className="font-serif text-2xl">Oxygen Ceuticals</p>
          <p className="mt-2 text-sm text-muted">{t('footer.ships_to', { country: countryShortName(getCountry(state.country), locale), currency: state.currency })}</p>
        </div>
        <nav aria-label="Footer" className="md:col-span-8">
          <ul className="grid grid-cols-2 gap-x-6 gap-y-3 text-sm sm:grid-cols-4">
            {LINKS.map(([key, path]) => (
              <li key={path}><Link className="hover:underline" to={localizePath(path, locale)}>{t(key)}</Link></li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="container-page border-t border-line py-6 text-xs text-muted">{t('footer.copyright', { year })}</div>
    </footer>
  );
}
