import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { localizePath } from '@shop/core';
import { useI18n } from '../../i18n/i18n.tsx';
import { CLIENT_VIEWS } from './views.tsx';
import type { ViewName } from '../../routes/account/views.server.ts';

/**
 * The member area's views as links (back and forward work, each view has its URL): a side list on a wide screen,
 * one scrollable row on a phone, scrolled so the current view shows and faded at the edge to hint at the rest.
 */
export function AccountNav({ current, views }: { current: ViewName; views: ViewName[] }) {
  const { t, locale } = useI18n();
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const ul = list.current;
    const active = ul?.querySelector<HTMLElement>('[aria-current="page"]');
    // the row's own scroll only: scrollIntoView would also move the page
    if (ul && active && ul.scrollWidth > ul.clientWidth)
      ul.scrollLeft = active.offsetLeft - (ul.clientWidth - active.offsetWidth) / 2;
  }, [current]);
  return (
    <nav
      aria-label={t('account.nav.label')}
      className="border-b border-line md:self-start md:border-b-0 md:border-l"
    >
      <ul
        ref={list}
        data-scroll-x
        className="-mb-px flex gap-1 overflow-x-auto [scrollbar-width:none] [mask-image:linear-gradient(to_right,#000_85%,transparent)] md:mb-0 md:flex-col md:gap-0 md:overflow-visible md:[mask-image:none]"
      >
        {views.map((v) => {
          const active = v === current;
          return (
            <li key={v} className="shrink-0">
              <Link
                to={localizePath(`/account?view=${v}`, locale)}
                aria-current={active ? 'page' : undefined}
                className={`inline-flex min-h-11 items-center border-b-2 px-3 text-sm whitespace-nowrap transition-colors md:-ml-px md:flex md:border-b-0 md:border-l-2 md:px-4 ${
                  active
                    ? 'border-accent font-medium text-text'
                    : 'border-transparent text-muted hover:text-text'
                }`}
              >
                {t(CLIENT_VIEWS[v].label)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
