import { Link } from 'react-router';
import { localizePath } from '@shop/core';
import { useI18n } from '../i18n/i18n.tsx';

/** Top bar of SPEC §2.3; the drawers, switcher and account arrive with the shell issue. */
export function SiteHeader() {
  const { t, locale } = useI18n();
  return (
    <header className="sticky top-0 z-30 border-b border-line bg-bg/90 backdrop-blur">
      <div className="container-page flex h-16 items-center justify-between gap-4">
        <Link to={localizePath('/', locale)} className="font-serif text-2xl tracking-wide" aria-label={t('nav.home')}>
          Oxygen Ceuticals
        </Link>
        <nav aria-label={t('nav.menu')} className="flex items-center gap-1">
          <span className="btn-ghost" aria-label={t('nav.bag_count', { count: 0 })}>
            <BagIcon />
          </span>
        </nav>
      </div>
    </header>
  );
}

function BagIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.5" aria-hidden="true">
      <path d="M5 8h14l-1.2 12.1a1 1 0 0 1-1 .9H7.2a1 1 0 0 1-1-.9L5 8Z" />
      <path d="M9 8V6a3 3 0 0 1 6 0v2" />
    </svg>
  );
}
