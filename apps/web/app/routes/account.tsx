import { data } from 'react-router';
import type { Route } from './+types/account';
import { loadUser } from '../lib/session.server.ts';
import { seoMeta, rootMeta } from '../lib/seo.ts';
import { useI18n } from '../i18n/i18n.tsx';
import { AccountSummary } from '../components/account/account-summary.tsx';
import { useShell } from '../components/shell-context.tsx';
import { WalletView } from '../components/account/wallet-view.tsx';
import { ReferralView } from '../components/account/referral-view.tsx';
import { RewardView } from '../components/account/reward-view.tsx';
import { actWalletView, loadWalletView } from './account/wallet.server.ts';
import { loadReferralView } from './account/referral.server.ts';
import { actRewardView, loadRewardView } from './account/reward.server.ts';

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
  // issue 19 views (the lead moves these into the account shell)
  const args = { context, request, url };
  const wallet = user && view === 'WALLET' ? await loadWalletView(args) : null;
  const referral = user && view === 'REFERRAL' ? await loadReferralView(args) : null;
  const reward = user && view === 'REWARD' ? await loadRewardView(args) : null;
  return data({ user, view, wallet, referral, reward }, { headers });
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  if (intent.startsWith('wallet:')) return actWalletView({ context, request, form });
  if (intent.startsWith('reward:')) return actRewardView({ context, request, form });
  return data({ ok: false }, { status: 400 });
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
  const { user, wallet, referral, reward } = loaderData;
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
  const view = wallet ? (
    <WalletView data={wallet} />
  ) : referral ? (
    <ReferralView data={referral} />
  ) : reward ? (
    <RewardView data={reward} />
  ) : null;
  if (view)
    return (
      <section className="container-page mx-auto max-w-3xl py-12">
        <h1 className="font-serif text-4xl">{t('auth.my_account')}</h1>
        <div className="mt-8">{view}</div>
      </section>
    );
  return (
    <section className="container-page mx-auto max-w-3xl py-12">
      <h1 className="font-serif text-4xl">{t('auth.my_account')}</h1>
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
