import { Link, useFetcher } from 'react-router';
import { localizePath, vipDiscountLabelPercent } from '@shop/core';
import { useI18n, type MessageKey } from '../../i18n/i18n.tsx';
import { AUTH_FETCHER, authActionPath, type AuthResult } from '../../lib/auth.ts';
import { money } from '../../lib/format.ts';
import type { DashboardData } from '../../routes/account/dashboard.server.ts';
import { formatDateTime, StatusBadge } from '../checkout/order-bits.tsx';
import { SuspendedBanner } from './subscription-view.tsx';

/** The main line's brand: the VIP label reads the first brand rate of discount_rate (6-03). */
const MAIN_BRAND = 'oxygen_ceuticals';
const SHORTCUTS: [view: string, label: MessageKey, hint: MessageKey][] = [
  ['ORDERS', 'account.nav.orders', 'account.dashboard.orders_hint'],
  ['ADDRESS', 'account.nav.address', 'account.dashboard.address_hint'],
  ['DETAILS', 'account.nav.details', 'account.dashboard.details_hint'],
  ['NOTIFICATIONS', 'account.nav.notifications', 'account.dashboard.notifications_hint'],
];

/** DASHBOARD: greeting, membership (groups and VIP discount), the latest order and shortcuts. */
export function DashboardView({ data }: { data: DashboardData }) {
  const { t, locale } = useI18n();
  const { user, latest } = data;
  if (!user) return null;
  const vip = vipDiscountLabelPercent(user.discount_rate, MAIN_BRAND);
  const groups = user.member_group.map((g) => g.name).filter(Boolean);
  const href = (q: string) => localizePath(`/account?${q}`, locale);
  return (
    <div className="grid gap-8">
      {data.suspended && (
        <div className="grid gap-2">
          <SuspendedBanner subscriptions={[{ status: 'suspended' }]} />
          <Link to={href('view=SUBSCRIPTION')} className="text-sm underline">
            {t('subs.manage')}
          </Link>
        </div>
      )}
      <div className="grid gap-4 md:grid-cols-2">
        <section
          aria-labelledby="acc-hello"
          className="grid content-start gap-3 rounded-xl border border-line p-5"
        >
          <h2 id="acc-hello" className="font-serif text-2xl">
            {t('nav.hello', { name: user.firstname || user.nickname })}
          </h2>
          <dl className="grid gap-2 text-sm">
            <div className="flex flex-wrap justify-between gap-x-3">
              <dt className="text-muted">{t('auth.member_group')}</dt>
              <dd>{groups.length ? groups.join(' · ') : t('account.dashboard.no_group')}</dd>
            </div>
            {vip !== null && (
              <div className="flex flex-wrap justify-between gap-x-3">
                <dt className="text-muted">{t('auth.member_benefit')}</dt>
                <dd className="font-medium tracking-wide">{t('product.vip_discount', { n: vip })}</dd>
              </div>
            )}
          </dl>
          <p className="truncate text-sm text-muted">{user.email || user.username}</p>
          <LogOut />
        </section>
        <section
          aria-labelledby="acc-latest"
          className="grid content-start gap-3 rounded-xl border border-line p-5"
        >
          <h2 id="acc-latest" className="font-serif text-2xl">
            {t('account.dashboard.latest')}
          </h2>
          {latest ? (
            <>
              <p className="flex flex-wrap items-center gap-3 text-sm">
                <span className="font-medium">{t('order.number', { number: latest.number })}</span>
                <StatusBadge status={latest.status} />
              </p>
              <p className="text-sm text-muted">
                {formatDateTime(latest.created_at)} · {money(latest.total, latest.currency, locale)}
              </p>
              <Link
                to={href(`view=ORDERS&order=${encodeURIComponent(latest._id)}`)}
                className="btn-ghost justify-self-start border border-line px-5"
              >
                {t('account.orders.view_order')}
              </Link>
            </>
          ) : (
            <>
              <p className="text-sm text-muted">{t('account.orders.none')}</p>
              <Link to={localizePath('/collection', locale)} className="btn-primary justify-self-start">
                {t('order.continue_shopping')}
              </Link>
            </>
          )}
        </section>
      </div>
      <section aria-labelledby="acc-shortcuts" className="grid gap-3">
        <h2 id="acc-shortcuts" className="font-serif text-2xl">
          {t('account.dashboard.shortcuts')}
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {SHORTCUTS.map(([view, label, hint]) => (
            <li key={view}>
              <Link
                to={href(`view=${view}`)}
                className="grid h-full gap-1 rounded-xl border border-line p-4 transition-colors hover:bg-surface-2"
              >
                <span className="font-medium">{t(label)}</span>
                <span className="text-sm text-muted">{t(hint)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

/** Log out here as in the drawer (the same fetcher, so the header follows). */
function LogOut() {
  const { t, locale } = useI18n();
  const logout = useFetcher<AuthResult>({ key: AUTH_FETCHER.logout });
  const failed = logout.state === 'idle' && logout.data && !logout.data.ok ? logout.data.errors : [];
  return (
    <logout.Form method="post" action={authActionPath(locale)} className="grid gap-2">
      <input type="hidden" name="intent" value="logout" />
      {failed.length > 0 && (
        <p role="alert" className="text-sm text-danger">
          {failed.join(' ')}
        </p>
      )}
      <button
        type="submit"
        className="btn-ghost justify-self-start border border-line px-5"
        aria-disabled={logout.state !== 'idle' || undefined}
      >
        {t('auth.logout')}
      </button>
    </logout.Form>
  );
}
