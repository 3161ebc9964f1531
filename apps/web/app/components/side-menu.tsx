import { Link } from 'react-router';
import { localizePath } from '@shop/core';
import { useI18n } from '../i18n/i18n.tsx';
import { collectionHref, collectionText, splitMenu, type MenuEntry } from '../lib/menu.ts';
import { ProductSearch } from './product-search.tsx';
import { ThemeSwitch } from './theme-switch.tsx';

export function SideMenu({ menu, onNavigate }: { menu: MenuEntry[]; onNavigate: () => void }) {
  const { t, locale } = useI18n();
  const { main, bigPi } = splitMenu(menu);
  const list = (entries: MenuEntry[]) => (
    <ul className="mt-2">
      {entries.map((m) => (
        <li key={m._id}>
          <Link
            to={localizePath(collectionHref(m), locale)}
            onClick={onNavigate}
            className="flex min-h-11 items-center rounded px-2 text-base hover:bg-surface-2"
          >
            {collectionText(m.name, locale)}
          </Link>
        </li>
      ))}
    </ul>
  );
  return (
    <div className="flex flex-col gap-8 p-5">
      <ProductSearch onNavigate={onNavigate} />
      <nav aria-label={t('nav.collections')}>
        <h2 className="eyebrow">{t('nav.collections')}</h2>
        {list(main)}
      </nav>
      {bigPi.length > 0 && (
        <nav aria-label={t('nav.big_pi')}>
          <h2 className="eyebrow">{t('nav.big_pi')}</h2>
          {list(bigPi)}
        </nav>
      )}
      <ThemeSwitch />
    </div>
  );
}
