import { useEffect } from 'react';
import { ReferralCookie } from './components/account/referral-cookie.tsx';
import {
  data,
  isRouteErrorResponse,
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteLoaderData,
} from 'react-router';
import { LOCALE_META, localizePath, parseLocalePath, type Locale } from '@shop/core';
import type { ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/root';
// a React stylesheet resource (precedence): emitted at the top of <head>, ahead of the module preloads
import appCss from './app.css?url';
import { catalogueFor, loadCatalogue, loadedCatalogue } from './i18n/catalogue.ts';
import { catalogueChunkUrl } from './i18n/catalogue-chunks.server.ts';
import { FormsMarker, I18nProvider, useI18n } from './i18n/i18n.tsx';
import { pagePath, readShopState } from './lib/shop-state.ts';
import { ShopStateProvider } from './lib/shop-state-context.tsx';
import { ConfirmCountryBar } from './components/confirm-country-bar.tsx';
import { ConsentBar } from './components/consent-bar.tsx';
import { SiteHeader } from './components/site-header.tsx';
import { SiteFooter } from './components/site-footer.tsx';
import { api } from './lib/api.server.ts';
import { EMPTY_MENUS, type ShopMenus } from './lib/menu.ts';
import { loadUser } from './lib/session.server.ts';
import { loadCart } from './lib/cart.server.ts';
import { useShellMember } from './lib/use-shell-member.ts';
import { memberRenderContext } from './lib/member-render.ts';
import { COOKIE, prefCookie } from './lib/cookies.server.ts';
import { NotificationsProvider } from './components/notifications.tsx';
import { ProgressBar } from './components/progress-bar.tsx';
import { ShellProvider } from './components/shell-context.tsx';
import { organizationJsonLd } from './lib/seo.ts';
import { useNonce } from './lib/nonce.ts';
import { publicOriginContext } from './lib/public-origin.ts';
import { configureBotCheck } from './lib/bot-check-config.ts';
import { ADMIN_HTML_LANG, adminLangOf } from './lib/admin-lang.ts';

/** The back office has its own shell and language; it needs none of the shop's per-page data. */
function isAdminPath(request: Request) {
  // pagePath: a client navigation to /admin asks for /admin.data
  const path = pagePath(request);
  return path === '/admin' || path.startsWith('/admin/');
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const state = readShopState(request);
  if (isAdminPath(request)) return data({ admin: true as const, state, adminLang: adminLangOf(request) });
  const client = api(context, request);
  const [settings, visitor, session, bag, , menus] = await Promise.all([
    client.settings(),
    state.confirmCountry ? Promise.resolve(null) : client.visitorCountry().catch(() => null),
    loadUser(context, request),
    loadCart(context, request, state),
    loadCatalogue(state.locale),
    // the staff-edited header, footer and side menu; a failed read leaves them empty, never the page
    client.get<ShopMenus>('/api/v1/menus', { locale: state.locale }).catch(() => EMPTY_MENUS),
  ]);
  if (settings.maintenance && !pagePath(request).endsWith('/maintance')) {
    throw data({ maintenance: true }, { status: 503, headers: { 'Retry-After': '600' } });
  }
  const headers = new Headers();
  for (const c of [...session.setCookie, ...bag.setCookie]) headers.append('Set-Cookie', c);
  if (state.countryChanged) headers.append('Set-Cookie', prefCookie(request, COOKIE.country, state.country));
  return data(
    {
      state,
      // hydration waits for this chunk: preloading it keeps it off the critical path's tail
      catalogueHref: catalogueChunkUrl(state.locale),
      year: new Date().getFullYear(),
      origin: context.get(publicOriginContext),
      menus: { header: menus.header, footer: menus.footer, side: menus.side },
      demo: settings.demo,
      botCheck: settings.bot_check,
      user: session.user,
      // a page members of one group share: signed in, but the name and bag come after hydration (useShellMember)
      memberShell: context.get(memberRenderContext),
      cart: bag.cart,
      // 4-24: the bar shows when the detected country is absent, unknown or differs from the chosen one
      showConfirmCountry: !state.confirmCountry && (visitor?.country ?? null) !== state.country,
      detectedCountry: visitor?.country ?? null,
    },
    { headers },
  );
}

// in the browser a locale change also needs that locale's catalogue (a chunk of its own) before rendering
export async function clientLoader({ serverLoader, request }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([
    serverLoader(),
    loadCatalogue(parseLocalePath(new URL(request.url).pathname).locale),
  ]);
  return data;
}

// the shop state changes only with the URL's locale or a cookie-setting action
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod !== 'GET') return defaultShouldRevalidate;
  return parseLocalePath(currentUrl.pathname).locale !== parseLocalePath(nextUrl.pathname).locale;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  const location = useLocation();
  const locale: Locale = data?.state.locale ?? parseLocalePath(location.pathname).locale;
  const theme = data?.state.theme ?? 'light';
  // the page's CSP nonce (server render only); JSON-LD below needs none: it is data, never executed
  const nonce = useNonce();
  const htmlLang = data && 'admin' in data ? ADMIN_HTML_LANG[data.adminLang] : LOCALE_META[locale].htmlLang;
  // the page paints before React runs; the end-to-end tests wait for this mark before using what needs JavaScript
  useEffect(() => {
    document.documentElement.setAttribute('data-hydrated', '');
  }, []);
  return (
    <html lang={htmlLang} data-theme={theme}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="stylesheet" href={appCss} precedence="default" />
        {data && 'catalogueHref' in data && (
          // kept in the head by first-paint-head.server.ts, which drops React Router's module preloads
          <link rel="modulepreload" href={data.catalogueHref} data-keep-preload="" />
        )}
        <meta name="color-scheme" content={theme === 'system' ? 'light dark' : theme} />
        <link rel="icon" href="/favicon.ico" sizes="48x48" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
        <link rel="manifest" href="/site.webmanifest" />
        <meta name="theme-color" content={theme === 'dark' ? '#151311' : '#fbf9f6'} />
        <Meta />
        <Links nonce={nonce} />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  if ('admin' in loaderData) return <Outlet />;
  return <Shop data={loaderData} />;
}

function Shop({ data }: { data: Exclude<Route.ComponentProps['loaderData'], { admin: true }> }) {
  const { state, year, menus, showConfirmCountry, detectedCountry, origin, demo, botCheck } = data;
  configureBotCheck(botCheck);
  const { user, cart: bag, signedIn } = useShellMember(data, state.currency, state.country);
  return (
    <I18nProvider locale={state.locale} messages={catalogueFor(state.locale)}>
      <ShopStateProvider state={state}>
        <NotificationsProvider>
          <ShellProvider>
            <ProgressBar />
            <SkipLink />
            <ReferralCookie />
            {demo && <DemoBanner />}
            {showConfirmCountry && <ConfirmCountryBar detected={detectedCountry} />}
            <SiteHeader menus={menus} user={user} signedIn={signedIn} cart={bag} />
            <main id="main" tabIndex={-1} className="min-h-[60vh] outline-none">
              <Outlet />
            </main>
            <SiteFooter year={year} links={menus.footer} />
            {!state.agreedGdpr && state.country !== 'hk' && <ConsentBar />}
            <FormsMarker />
            <script
              type="application/ld+json"
              dangerouslySetInnerHTML={{ __html: organizationJsonLd(origin) }}
            />
          </ShellProvider>
        </NotificationsProvider>
      </ShopStateProvider>
    </I18nProvider>
  );
}

/** SHOP_MODE=demo: every page says that nothing here takes real money. */
function DemoBanner() {
  const { t } = useI18n();
  return (
    <p role="note" className="bg-text px-4 py-1 text-center text-xs leading-relaxed text-bg">
      {t('demo.banner')} <span className="max-sm:sr-only">{t('demo.banner_detail')}</span>
    </p>
  );
}

function SkipLink() {
  const { t } = useI18n();
  return (
    <a
      href="#main"
      className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-surface focus:px-4 focus:py-2"
    >
      {t('nav.skip')}
    </a>
  );
}

export function meta() {
  return [{ name: 'robots', content: 'noindex' }];
}

/** 2.2-20: 404 → 'Page not found!', anything else → 'Error' / 'Try again later!'; never indexed. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useRouteLoaderData<typeof loader>('root');
  const location = useLocation();
  const locale: Locale = data?.state.locale ?? parseLocalePath(location.pathname).locale;
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (isRouteErrorResponse(error) && error.status === 503) return <Maintenance locale={locale} />;
  if (!import.meta.env.PROD && !notFound) console.error(error);
  const text = (key: keyof typeof ERROR_TEXT.en) => loadedCatalogue(locale)?.[key] ?? ERROR_TEXT[locale][key];
  return (
    <main
      id="main"
      className="mx-auto flex min-h-[70vh] max-w-xl flex-col items-center justify-center gap-4 p-10 text-center"
    >
      <title>{notFound ? text('error.not_found_title') : text('error.title')}</title>
      <meta name="robots" content="noindex" />
      <p className="font-serif text-6xl text-muted" aria-hidden="true">
        {notFound ? '404' : '500'}
      </p>
      <h1 className="font-serif text-3xl">
        {notFound ? text('error.not_found_title') : text('error.title')}
      </h1>
      {!notFound && <p className="text-muted">{text('error.try_again')}</p>}
      <Link className="btn-primary" to={localizePath('/', locale)}>
        {text('notfound.home')}
      </Link>
    </main>
  );
}

function Maintenance({ locale }: { locale: Locale }) {
  const text = MAINTENANCE_TEXT[locale];
  return (
    <main
      id="main"
      className="mx-auto flex min-h-[80vh] max-w-xl flex-col items-center justify-center gap-4 p-10 text-center"
    >
      <title>{text.title}</title>
      <meta name="robots" content="noindex" />
      <p className="font-serif text-3xl">Oxygen Ceuticals</p>
      <h1 className="font-serif text-4xl">{text.title}</h1>
      <p className="text-muted">{text.body}</p>
    </main>
  );
}

export const MAINTENANCE_TEXT: Record<Locale, { title: string; body: string }> = {
  en: {
    title: 'We will be right back',
    body: 'The shop is being updated. Please come back in a little while — your bag is saved.',
  },
  hk: { title: '網站維護中', body: '網站正在更新，請稍後再來，購物袋內的貨品會為你保留。' },
  zh: { title: '網站維護中', body: '網站正在更新，請稍後再回來，購物車內的商品會為您保留。' },
  cn: { title: '网站维护中', body: '网站正在更新，请稍后再来，购物袋中的商品会为您保留。' },
};

// the error page may render without root data; these few strings travel in the client bundle
const ERROR_TEXT = {
  en: {
    'error.not_found_title': 'Page not found!',
    'error.title': 'Error',
    'error.try_again': 'Try again later!',
    'notfound.home': 'Back to the shop',
  },
  hk: {
    'error.not_found_title': '找不到頁面！',
    'error.title': '發生錯誤',
    'error.try_again': '請稍後再試！',
    'notfound.home': '返回商店',
  },
  zh: {
    'error.not_found_title': '找不到頁面！',
    'error.title': '發生錯誤',
    'error.try_again': '請稍後再試！',
    'notfound.home': '回到商店',
  },
  cn: {
    'error.not_found_title': '找不到页面！',
    'error.title': '出错了',
    'error.try_again': '请稍后再试！',
    'notfound.home': '返回商店',
  },
} satisfies Record<Locale, Record<string, string>>;
