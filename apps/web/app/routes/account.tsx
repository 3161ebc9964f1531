import { data, redirect } from 'react-router';
import type { Route } from './+types/account';
import { loadUser } from '../lib/session.server.ts';
import { seoMeta, rootMeta } from '../lib/seo.ts';
import { useI18n } from '../i18n/i18n.tsx';
import { AccountSummary } from '../components/account/account-summary.tsx';
import { useShell } from '../components/shell-context.tsx';
import { SubscriptionView, SuspendedBanner } from '../components/account/subscription-view.tsx';
import {
  actSubscriptionView,
  hasSuspendedSubscription,
  loadSubscriptionView,
} from './account/subscription.server.ts';

/**
 * /account?view=DASHBOARD: the member's details and membership. Guests see the login-required window
 * (../shared/SPEC.md §2.12) with a button that opens the login drawer.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user, setCookie } = await loadUser(context, request);
  const headers = new Headers({ 'Cache-Control': 'private, no-store' });
  for (const c of setCookie) headers.append('Set-Cookie', c);
  const url = new URL(request.url);
  const view = url.searchParams.get('view') ?? 'DASHBOARD';
  const subscription =
    user && view === 'SUBSCRIPTION' ? await loadSubscriptionView({ context, request, url }) : null;
  // a suspended subscription asks for a card update wherever the account opens (SPEC §8)
  const suspended =
    subscription?.subscriptions.some((x) => x.status === 'suspended') ??
    (user ? await hasSuspendedSubscription({ context, request }) : false);
  return data({ user, view, subscription, suspended }, { headers });
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  if (String(form.get('intent') ?? '').startsWith('subscription:')) {
    const result = await actSubscriptionView({ context, request, form });
    if (result.redirect) return redirect(`${new URL(request.url).pathname}${result.redirect}`);
    return data(result, { status: result.ok ? 200 : 400 });
  }
  return data({ ok: false, error: 'invalid', field: 'intent' }, { status: 400 });
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

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { openRight } = useShell();
  const { user } = loaderData;
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
  if (loaderData.view === 'SUBSCRIPTION' && loaderData.subscription) {
    return (
      <section className="container-page mx-auto max-w-3xl py-12">
        <h1 className="mb-8 font-serif text-4xl">{t('auth.my_account')}</h1>
        <SubscriptionView data={loaderData.subscription} result={actionData} />
      </section>
    );
  }
  return (
    <section className="container-page mx-auto max-w-3xl py-12">
      <h1 className="font-serif text-4xl">{t('auth.my_account')}</h1>
      {loaderData.suspended && (
        <div className="mt-6 flex flex-col gap-2">
          <SuspendedBanner subscriptions={[{ status: 'suspended' }]} />
          <a href="?view=SUBSCRIPTION" className="text-sm underline">
            {t('subs.manage')}
          </a>
        </div>
      )}
      <div className="mt-8 rounded-xl border border-line">
        <AccountSummary user={user} onClose={() => {}} />
      </div>
      <dl className="mt-8 grid gap-3 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-muted">{t('register.firstname')}</dt>
          <dd>{user.firstname}</dd>
        </div>
        <div>
          <dt className="text-muted">{t('register.lastname')}</dt>
          <dd>{user.lastname}</dd>
        </div>
        <div>
          <dt className="text-muted">{t('auth.email')}</dt>
          <dd>{user.email}</dd>
        </div>
        {user.phone && (
          <div>
            <dt className="text-muted">{t('auth.phone')}</dt>
            <dd>
              +{user.contact_no_country} {user.contact_no}
            </dd>
          </div>
        )}
      </dl>
    </section>
  );
}
