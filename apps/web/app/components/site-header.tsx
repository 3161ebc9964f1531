import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useMatches, useSearchParams } from 'react-router';
import { countryShortName, CURRENCIES, getCountry, localizePath, LOCALE_META } from '@shop/core';
import { useI18n } from '../i18n/i18n.tsx';
import { useShopState } from '../lib/shop-state-context.tsx';
import { useHeaderVisibility } from '../lib/use-header-visibility.ts';
import type { MenuLink, ShopMenus } from '../lib/menu.ts';
import { MenuAnchor } from './site-footer.tsx';
// the drawers' and the modal's code (forms, validation schemas) loads when first opened, not with every page
const LocaleModal = lazy(() => import('./locale-modal.tsx').then((m) => ({ default: m.LocaleModal })));
// drawers load on first use, so Radix Dialog stays out of the first-load JS; pointing at or focusing an opener
// starts the download before the click
const loadDrawer = () => import('./drawer.tsx');
const Drawer = lazy(() => loadDrawer().then((m) => ({ default: m.Drawer })));
const SideMenu = lazy(() => import('./side-menu.tsx').then((m) => ({ default: m.SideMenu })));
const preloadOn = (load: () => Promise<unknown>) => ({
  onPointerEnter: () => void load(),
  onFocus: () => void load(),
  onTouchStart: () => void load(),
});
const preloadDrawer = preloadOn(loadDrawer);
const preloadMenu = preloadOn(() => Promise.all([loadDrawer(), import('./side-menu.tsx')]));

/** true from the first time `on` was true: a lazily loaded drawer stays mounted to animate its close */
function useOnceOn(on: boolean) {
  const seen = useRef(false);
  if (on) seen.current = true;
  return seen.current;
}

const RightDrawerContent = lazy(() =>
  import('./right-drawer.tsx').then((m) => ({ default: m.RightDrawerContent })),
);
import { useShell } from './shell-context.tsx';
import { usePreference } from '../lib/use-preference.ts';
import type { User } from '../lib/user.ts';
import { cartCount as cartCountOf, type CartResponse } from '../lib/cart.ts';
import { money } from '../lib/format.ts';

export interface RouteHandle {
  productPage?: boolean;
  theme?: 'marketplace';
}

/** The top bar (2.3-01 to 2.3-05) with the menu drawer, the country/language modal, account and bag. */
export function SiteHeader({
  menus,
  cart,
  user,
  signedIn = !!user,
}: {
  menus: Pick<ShopMenus, 'header' | 'side'>;
  cart: CartResponse | null;
  user: User | null;
  /** true before `user` arrives on a page members share (lib/use-shell-member.ts) */
  signedIn?: boolean;
}) {
  const cartCount = cartCountOf(cart);
  const { t, locale } = useI18n();
  const state = useShopState();
  const handles = useMatches().map((m) => (m.handle ?? {}) as RouteHandle);
  const productPage = handles.some((h) => h.productPage);
  const marketplace = handles.some((h) => h.theme === 'marketplace');
  const { scrolled, hidden } = useHeaderVisibility(productPage);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuUsed = useOnceOn(menuOpen);
  const [localeOpen, setLocaleOpen] = useState(false);
  const { rightView: right, openRight, closeRight } = useShell();
  const rightUsed = useOnceOn(right !== null);
  const pref = usePreference();
  // a member's name arrives after hydration on a shared page: until then the link says what it opens
  const firstName = user?.firstname;
  const accountName = firstName || (user ? user.nickname : '') || t('nav.account');
  const [params, setParams] = useSearchParams();
  // links such as 'log in now' after a password reset carry ?login=1 (2.6-02); ?bag=1 comes from
  // a tap on the bag, or an add to bag, made before the page's script had run (DrawerButton, routes/cart.tsx)
  useEffect(() => {
    const login = params.get('login') === '1';
    const bag = params.get('bag') === '1';
    if (login || bag) {
      if (bag) openRight('cart');
      else if (!signedIn) openRight('user');
      const next = new URLSearchParams(params);
      next.delete('login');
      next.delete('bag');
      setParams(next, { replace: true, preventScrollReset: true });
    }
  }, [params, setParams, openRight, signedIn]);
  // 2.3-07: the empty text at 0 items, else count, currency symbol and formatted total
  const cartTitle =
    cartCount === 0
      ? t('nav.bag')
      : t('cart.title_count', {
          count: cartCount,
          total: money(
            (cart?.single_cart.total_amount ?? 0) + (cart?.subscription_cart.total_amount ?? 0),
            state.currency,
            locale,
          ),
        });
  const logoHref = marketplace ? '/collection/oxygen-ceuticals?brand=oxygen-ceuticals' : '/';
  const country = getCountry(state.country);
  return (
    <>
      <header
        data-hidden={hidden || undefined}
        data-scrolled={scrolled || undefined}
        className={`site-header sticky top-0 z-30 transition-[transform,background-color,box-shadow] duration-200 ${scrolled ? 'bg-bg/95 shadow-sm backdrop-blur' : 'bg-transparent'} ${hidden ? '-translate-y-full' : 'translate-y-0'}`}
      >
        <div className="container-page grid h-16 grid-cols-[1fr_auto_1fr] items-center gap-2">
          <div className="flex items-center gap-1">
            <button
              type="button"
              className="btn-ghost"
              onClick={() => setMenuOpen(true)}
              aria-label={t('nav.open_menu')}
              aria-haspopup="dialog"
              {...preloadMenu}
            >
              <svg
                width="22"
                height="22"
                viewBox="0 0 24 24"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.5"
                aria-hidden="true"
              >
                <path d="M4 7h16M4 12h16M4 17h16" />
              </svg>
            </button>
            <button
              type="button"
              className="btn-ghost hidden text-xs md:inline-flex"
              onClick={() => setLocaleOpen(true)}
              aria-haspopup="dialog"
              aria-label={`${t('nav.country_language')}: ${countryShortName(country, locale)}, ${LOCALE_META[locale].label}, ${state.currency}`}
            >
              <span aria-hidden="true">
                {countryShortName(country, locale)} · {CURRENCIES[state.currency].symbol} ·{' '}
                {LOCALE_META[locale].label}
              </span>
            </button>
          </div>
          <Link
            to={localizePath(logoHref, locale)}
            className="inline-flex min-h-11 items-center justify-self-center font-serif text-xl tracking-wide md:text-2xl"
          >
            Oxygen Ceuticals
          </Link>
          <div className="flex items-center justify-end gap-1">
            <button
              type="button"
              className="btn-ghost md:hidden"
              onClick={() => setLocaleOpen(true)}
              aria-haspopup="dialog"
              aria-label={`${t('nav.country_language')}: ${countryShortName(country, locale)}, ${state.currency}`}
            >
              <span aria-hidden="true" className="text-xs">
                {CURRENCIES[state.currency].symbol}
              </span>
            </button>
            {signedIn ? (
              <Link to={localizePath('/account?view=DASHBOARD', locale)} className="btn-ghost">
                <svg
                  width="20"
                  height="20"
                  viewBox="0 0 24 24"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.5"
                  aria-hidden="true"
                >
                  <circle cx="12" cy="8" r="4" />
                  <path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" />
                </svg>
                <span className="hidden text-sm sm:inline">{accountName}</span>
                <span className="sr-only sm:hidden">{accountName}</span>
              </Link>
            ) : (
              <DrawerButton
                param="login"
                className="btn-ghost"
                onOpen={() => openRight('user')}
                aria-haspopup="dialog"
                {...preloadDrawer}
              >
                <svg
                  width="20"
                  height="20"
                  viewBox="0 0 24 24"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.5"
                  aria-hidden="true"
                >
                  <circle cx="12" cy="8" r="4" />
                  <path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" />
                </svg>
                <span className="hidden text-sm sm:inline">{firstName ?? t('nav.login')}</span>
                <span className="sr-only sm:hidden">{firstName ?? t('nav.login')}</span>
              </DrawerButton>
            )}
            <DrawerButton
              param="bag"
              className="btn-ghost relative"
              onOpen={() => openRight('cart')}
              aria-haspopup="dialog"
              {...preloadDrawer}
              aria-label={t('nav.bag_count', { count: cartCount })}
            >
              <svg
                width="22"
                height="22"
                viewBox="0 0 24 24"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.5"
                aria-hidden="true"
              >
                <path d="M5 8h14l-1.2 12.1a1 1 0 0 1-1 .9H7.2a1 1 0 0 1-1-.9L5 8Z" />
                <path d="M9 8V6a3 3 0 0 1 6 0v2" />
              </svg>
              {cartCount > 0 && (
                <span
                  aria-hidden="true"
                  className="absolute right-1 top-1 min-w-5 rounded-full bg-accent px-1 text-center text-[11px] leading-5 text-accent-contrast"
                >
                  {cartCount}
                </span>
              )}
            </DrawerButton>
          </div>
        </div>
        {menus.header.length > 0 && <HeaderLinks links={menus.header} />}
      </header>
      {menuUsed && (
        <Suspense fallback={null}>
          <Drawer open={menuOpen} onOpenChange={setMenuOpen} side="left" title={t('nav.menu')}>
            <SideMenu side={menus.side} header={menus.header} onNavigate={() => setMenuOpen(false)} />
          </Drawer>
        </Suspense>
      )}
      {rightUsed && (
        <Suspense fallback={null}>
          <Drawer
            open={right !== null}
            onOpenChange={(o) => {
              if (!o) closeRight();
            }}
            side="right"
            title={right === 'cart' ? cartTitle : t('nav.account')}
          >
            {right && (
              <Suspense
                fallback={
                  <p className="p-5 text-muted" role="status">
                    <span className="spinner" aria-hidden="true" />
                  </p>
                }
              >
                <RightDrawerContent view={right} user={user} cart={cart} onClose={closeRight} />
              </Suspense>
            )}
          </Drawer>
        </Suspense>
      )}
      {localeOpen && (
        <Suspense fallback={null}>
          <LocaleModal
            open={localeOpen}
            onOpenChange={setLocaleOpen}
            onPick={(intent, value) => pref.set(intent, value)}
          />
        </Suspense>
      )}
    </>
  );
}

const HEADER_LINK = 'inline-flex min-h-11 items-center px-3 text-sm hover:underline';

/**
 * The staff-edited header menu on wider screens (phones find it in the menu drawer). A link's children open below
 * it on hover or when keyboard focus is inside, so Tab walks through them without a script.
 */
function HeaderLinks({ links }: { links: MenuLink[] }) {
  const { t } = useI18n();
  return (
    <nav aria-label={t('nav.main')} className="container-page hidden md:block">
      <ul className="flex flex-wrap justify-center gap-x-2">
        {links.map((l) => (
          <li key={l.id} className="group relative">
            <MenuAnchor link={l} className={HEADER_LINK} />
            {l.children.length > 0 && (
              <ul className="absolute left-0 top-full z-40 hidden min-w-56 rounded-lg border border-line bg-surface p-2 shadow-sm group-focus-within:block group-hover:block">
                {l.children.map((c) => (
                  <li key={c.id}>
                    <MenuAnchor link={c} className={`${HEADER_LINK} w-full rounded hover:bg-surface-2`} />
                    {c.children.length > 0 && (
                      <ul className="ml-3 border-l border-line pl-2">
                        {c.children.map((g) => (
                          <li key={g.id}>
                            <MenuAnchor link={g} className={`${HEADER_LINK} w-full`} />
                          </li>
                        ))}
                      </ul>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * A header button that opens a drawer. Before the page's script has run (a slow phone), a tap reloads the page with
 * `?{param}=1`, which opens the drawer as soon as it can (SiteHeader's effect); after that it opens at once.
 */
function DrawerButton({
  param,
  onOpen,
  children,
  ...button
}: { param: 'login' | 'bag'; onOpen: () => void } & Omit<
  React.ButtonHTMLAttributes<HTMLButtonElement>,
  'type' | 'onClick'
>) {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  return (
    <form method="get" action={pathname} className="contents">
      {[...params].map(([name, value], i) =>
        name === param ? null : <input key={i} type="hidden" name={name} value={value} />,
      )}
      <input type="hidden" name={param} value="1" />
      <button
        type="submit"
        onClick={(e) => {
          e.preventDefault();
          onOpen();
        }}
        {...button}
      >
        {children}
      </button>
    </form>
  );
}
