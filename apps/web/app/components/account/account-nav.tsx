import { Link } from 'react-router';
import { localizePath } from '@shop/core';
import { useI18n } from '../../i18n/i18n.tsx';
import { CLIENT_VIEWS } from './views.tsx';

/**
 * The member area's views as links (back and forward work, each view has its URL): tabs on a wide screen, one
 * scrollable row on a phone.
 */
export function AccountNav({ current, views }: { current: string; views: string[] }) {
  const { t, locale } = useI18n();
  return (
    <nav aria-label={t('account.nav.label')} className="mt-4 border-b border-line md:mt-6">
      <ul className="-mb-px flex gap-1 overflow-x-auto [scrollbar-width:thin]">
        {views.map((v) => {
          const active = v === current;
          return (
            <li key={v} className="shrink-0">
              <Link
                to={localizePath(`/account?view=${v}`, locale)}
                aria-current={active ? 'page' : undefined}
                className={`inline-flex min-h-11 items-center border-b-2 px-3 text-sm whitespace-nowrap transition-colors ${
                  active
                    ? 'border-accent font-medium text-text'
                    : 'border-transparent text-muted hover:text-text'
                }`}
              >
                {t(CLIENT_VIEWS[v]!.label)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
