import { data, redirect } from 'react-router';
import { localizePath } from '@shop/core';
import type { Route } from './+types/account';
import { loadUser } from '../lib/session.server.ts';
import { seoMeta, rootMeta } from '../lib/seo.ts';
import { useI18n } from '../i18n/i18n.tsx';
import { CATALOGUES } from '../i18n/catalogues.server.ts';
import { readShopState } from '../lib/shop-state.ts';
import { useShell } from '../components/shell-context.tsx';
import { AccountNav } from '../components/account/account-nav.tsx';
import { AccountView, CLIENT_VIEWS } from '../components/account/views.tsx';
import { loadView, resolveView, SERVER_VIEWS, VIEW_NAMES, viewOfIntent } from './account/views.server.ts';

/**
 * /account?view=…: the member area (2.2-18, 2.12-08 to 2.12-12), a nav and one view per `view` value; each view's
 * data and writes live in routes/account/<view>.server.ts. Guests see the login-required window with a button
 * that opens the login drawer.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user, setCookie } = await loadUser(context, request);
  const headers = new Headers({ 'Cache-Control': 'private, no-store' });
  for (const c of setCookie) headers.append('Set-Cookie', c);
  const url = new URL(request.url);
  const view = resolveView(url.searchParams.get('view'));
  if (!user) return data({ user: null, view, views: [], viewData: null }, { headers });
  const viewData = await loadView(view, { context, request, url });
  return data({ user, view, views: VIEW_NAMES, viewData }, { headers });
}

/** A view's page form: the `intent` prefix picks the view whose act() handles it. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const view = viewOfIntent(intent);
  const { locale } = readShopState(request);
  const m = CATALOGUES[locale];
  if (!view) return data({ ok: false, intent, error: m['form.server_error'] }, { status: 400 });
  const { user } = await loadUser(context, request);
  if (!user) return data({ ok: false, intent, error: m['account.signed_out'] }, { status: 401 });
  const {
    setCookie = [],
    redirect: to,
    status,
    ...result
  } = await SERVER_VIEWS[view].act!({
    context,
    request,
    form,
  });
  const headers = new Headers();
  for (const c of setCookie) headers.append('Set-Cookie', c);
  if (result.ok && to) {
    // a relative '?view=…' stays on this page, in its locale (the request's own path may be the .data one)
    const target = to.startsWith('?') ? localizePath(`/account${to}`, locale) : to;
    return redirect(target, { headers });
  }
  return data({ ...result, intent }, { status: result.ok ? 200 : (status ?? 400), headers });
}

export function meta({ matches }: Route.MetaArgs) {
  const root = rootMeta(matches);
  if (!root) return [];
  return seoMeta({
    title: `${root.messages['auth.my_account']} · Oxygen Ceuticals`,
    path: '/account',
    locale: root.state.locale,
    origin: root.origin,
    noindex: true,
  });
}

export default function Account({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { openRight } = useShell();
  const { user, view, views, viewData } = loaderData;
  if (!user) {
    return (
      <section className="container-page mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center gap-4 py-16 text-center">
        <h1 className="font-serif text-4xl">{t('auth.my_account')}</h1>
        <p className="text-muted">{t('account.login_intro')}</p>
        <button type="button" className="btn-primary" onClick={() => openRight('user')}>
          {t('nav.login')}
        </button>
      </section>
    );
  }
  return (
    <section className="container-page mx-auto max-w-6xl py-8 md:py-12">
      <h1 className="font-serif text-3xl md:text-4xl">{t('auth.my_account')}</h1>
      <div className="mt-4 md:mt-8 md:grid md:grid-cols-[13rem_minmax(0,1fr)] md:gap-10">
        <AccountNav current={view} views={views.filter((v) => v in CLIENT_VIEWS)} />
        <div className="mt-6 min-w-0 md:mt-0">
          <AccountView view={view} data={viewData} />
        </div>
      </div>
    </section>
  );
}
