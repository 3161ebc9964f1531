import { Link, useFetcher } from 'react-router';
import { localizePath, vipDiscountLabelPercent } from '@shop/core';
import { useI18n } from '../../i18n/i18n.tsx';
import { AUTH_FETCHER, authActionPath, type AuthResult } from '../../lib/auth.ts';
import type { User } from '../../lib/user.ts';
import { Spinner } from './field.tsx';

/** The main line's brand key; the VIP label reads the first brand rate of discount_rate (6-03). */
const MAIN_BRAND = 'oxygen_ceuticals';

/** The drawer's signed-in view: greeting, member group or VIP discount, account links and Log out. */
export function AccountSummary({ user, onClose }: { user: User; onClose: () => void }) {
  const { t, locale } = useI18n();
  const logout = useFetcher<AuthResult>({ key: AUTH_FETCHER.logout });
  const vip = vipDiscountLabelPercent(user.discount_rate, MAIN_BRAND);
  const groups = user.member_group.map((g) => g.name).filter(Boolean);
  const failed = logout.state === 'idle' && logout.data && !logout.data.ok ? logout.data.errors : [];
  const link = 'flex min-h-11 items-center justify-between rounded-lg px-3 hover:bg-surface-2';
  return (
    <div className="grid gap-5 p-5">
      <div>
        <p className="eyebrow">{t('auth.signed_in')}</p>
        <h3 className="mt-1 font-serif text-2xl">
          {t('nav.hello', { name: user.firstname || user.nickname })}
        </h3>
        <p className="mt-1 truncate text-sm text-muted">{user.email || user.username}</p>
      </div>
      {(groups.length > 0 || vip !== null) && (
        <dl className="grid gap-2 rounded-lg border border-line bg-surface p-4 text-sm">
          {groups.length > 0 && (
            <div className="flex justify-between gap-3">
              <dt className="text-muted">{t('auth.member_group')}</dt>
              <dd>{groups.join(' · ')}</dd>
            </div>
          )}
          {vip !== null && (
            <div className="flex justify-between gap-3">
              <dt className="text-muted">{t('auth.member_benefit')}</dt>
              <dd className="font-medium tracking-wide">{t('product.vip_discount', { n: vip })}</dd>
            </div>
          )}
        </dl>
      )}
      <nav aria-label={t('auth.account_links')}>
        <ul className="grid gap-1">
          <li>
            <Link to={localizePath('/account?view=DASHBOARD', locale)} onClick={onClose} className={link}>
              {t('auth.my_account')}
              <span aria-hidden="true">→</span>
            </Link>
          </li>
        </ul>
      </nav>
      <logout.Form method="post" action={authActionPath(locale)}>
        <input type="hidden" name="intent" value="logout" />
        {failed.length > 0 && (
          <p role="alert" className="mb-2 text-sm text-danger">
            {failed.join(' ')}
          </p>
        )}
        <button
          type="submit"
          className="btn-ghost w-full border border-line"
          aria-disabled={logout.state !== 'idle' || undefined}
        >
          {logout.state !== 'idle' && <Spinner />}
          {t('auth.logout')}
        </button>
      </logout.Form>
    </div>
  );
}
