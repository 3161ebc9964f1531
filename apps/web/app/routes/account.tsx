import { data } from 'react-router';
import type { Route } from './+types/account';
import { loadUser } from '../lib/session.server.ts';
import { seoMeta, rootMeta } from '../lib/seo.ts';
import { useI18n } from '../i18n/i18n.tsx';
import { AccountSummary } from '../components/account/account-summary.tsx';
import { useShell } from '../components/shell-context.tsx';
import { ReviewsView } from '../components/account/reviews-view.tsx';
import { loadReviewsView } from './account/reviews.server.ts';

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
  const reviews = user && view === 'REVIEWS' ? await loadReviewsView({ context, request, url }) : null;
  return data({ user, view, reviews }, { headers });
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
  const { user, reviews } = loaderData;
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
  if (reviews)
    return (
      <section className="container-page mx-auto max-w-3xl py-12">
        <h1 className="font-serif text-4xl">{t('auth.my_account')}</h1>
        <div className="mt-8">
          <ReviewsView data={reviews} />
        </div>
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
