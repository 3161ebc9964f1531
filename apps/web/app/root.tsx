import {
  isRouteErrorResponse, Link, Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation, useRouteLoaderData,
} from 'react-router';
import { LOCALE_META, localizePath, parseLocalePath, type Locale } from '@shop/core';
import type { ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/root';
import './app.css';
import { CATALOGUES } from './i18n/catalogues.server.ts';
import { I18nProvider, useI18n } from './i18n/i18n.tsx';
import { readShopState } from './lib/shop-state.ts';
import { ShopStateProvider } from './lib/shop-state-context.tsx';
import { SiteHeader } from './components/site-header.tsx';
import { SiteFooter } from './components/site-footer.tsx';

export async function loader({ request }: Route.LoaderArgs) {
  const state = readShopState(request);
  return { state, messages: CATALOGUES[state.locale], year: new Date().getFullYear() };
}

// the shop state changes only with the URL's locale or a cookie-setting action
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod !== 'GET') return defaultShouldRevalidate;
  return parseLocalePath(currentUrl.pathname).locale !== parseLocalePath(nextUrl.pathname).locale;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  const location = useLocation();
  const locale: Locale = data?.state.locale ?? parseLocalePath(location.pathname).locale;
  const theme = data?.state.theme ?? 'system';
  return (
    <html lang={LOCALE_META[locale].htmlLang} data-theme={theme === 'system' ? undefined : theme}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const { state, messages, year } = loaderData;
  return (
    <I18nProvider locale={state.locale} messages={messages}>
      <ShopStateProvider state={state}>
        <SkipLink />
        <SiteHeader />
        <main id="main" tabIndex={-1} className="min-h-[60vh] outline-none">
          <Outlet />
        </main>
        <SiteFooter year={year} />
      </ShopStateProvider>
    </I18nProvider>
  );
}

function SkipLink() {
  const { t } = useI18n();
  return (
    <a href="#main" className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-surface focus:px-4 focus:py-2">
      {t('nav.skip')}
    </a>
  );
}

export function meta() {
  return [{ name: 'robots', content: 'noindex' }];
}

/** SPEC §2.2: 404 → 'Page not found!', anything else → 'Error' / 'Try again later!'; never indexed. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useRouteLoaderData<typeof loader>('root');
  const location = useLocation();
  const locale: Locale = data?.state.locale ?? parseLocalePath(location.pathname).locale;
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!import.meta.env.PROD && !notFound) console.error(error);
  const text = (key: keyof typeof ERROR_TEXT.en) => (data?.messages[key] ?? ERROR_TEXT[locale][key]);
  return (
    <main id="main" className="mx-auto flex min-h-[70vh] max-w-xl flex-col items-center justify-center gap-4 p-10 text-center">
      <title>{notFound ? text('error.not_found_title') : text('error.title')}</title>
      <meta name="robots" content="noindex" />
      <p className="font-serif text-6xl text-muted" aria-hidden="true">{notFound ? '404' : '500'}</p>
      <h1 className="font-serif text-3xl">{notFound ? text('error.not_found_title') : text('error.title')}</h1>
      {!notFound && <p className="text-muted">{text('error.try_again')}</p>}
      <Link className="btn-primary" to={localizePath('/', locale)}>{text('notfound.home')}</Link>
    </main>
  );
}

// the error page may render without root data; these few strings travel in the client bundle
const ERROR_TEXT = {
  en: { 'error.not_found_title': 'Page not found!', 'error.title': 'Error', 'error.try_again': 'Try again later!', 'notfound.home': 'Back to the shop' },
  hk: { 'error.not_found_title': '找不到頁面！', 'error.title': '發生錯誤', 'error.try_again': '請稍後再試！', 'notfound.home': '返回商店' },
  zh: { 'error.not_found_title': '找不到頁面！', 'error.title': '發生錯誤', 'error.try_again': '請稍後再試！', 'notfound.home': '回到商店' },
  cn: { 'error.not_found_title': '找不到页面！', 'error.title': '出错了', 'error.try_again': '请稍后再试！', 'notfound.home': '返回商店' },
} satisfies Record<Locale, Record<string, string>>;
