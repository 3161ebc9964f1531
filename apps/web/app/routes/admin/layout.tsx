import { useState } from 'react';
import {
  data,
  Form,
  isRouteErrorResponse,
  Link,
  NavLink,
  Outlet,
  redirect,
  useLocation,
  useRouteError,
} from 'react-router';
import type { Permission } from '@shop/core';
import type { Route } from './+types/layout';
import { adminApi } from '../../lib/admin-api.server.ts';
import {
  AdminI18nProvider,
  adminLangOf,
  useAdminStaff,
  useAdminT,
  type AdminLang,
  type AdminStaff,
} from '../../lib/admin-i18n.tsx';
import type { AdminMessageKey } from '../../i18n/admin.en.ts';
import { AdminError } from '../../components/admin/route-error.tsx';
import { AdminSearch } from '../../components/admin/search/admin-search.tsx';
import type { SettingsOut } from '@shop/core/contract/settings';

export async function loader({ request, context }: Route.LoaderArgs) {
  const client = adminApi(context, request);
  const [staff, settings] = await Promise.all([
    client.get<AdminStaff>('/api/v1/admin/auth/me'),
    client.get<Pick<SettingsOut, 'demo'>>('/api/v1/setting').catch(() => ({ demo: false })),
  ]);
  const path = new URL(request.url).pathname;
  if (staff.totp_setup_required && path !== '/admin/security') {
    throw redirect('/admin/security');
  }
  return data(
    { staff, lang: adminLangOf(request), demo: !!settings.demo },
    { headers: { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' } },
  );
}

export function headers() {
  return { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' };
}

export function meta() {
  return [{ title: 'Back office' }, { name: 'robots', content: 'noindex' }];
}

/** Every section, with the permission that shows it in the menu. */
const NAV: { to: string; key: AdminMessageKey; permission: Permission; end?: boolean }[] = [
  { to: '/admin', key: 'admin.nav.dashboard', permission: 'dashboard:read', end: true },
  { to: '/admin/orders', key: 'admin.nav.orders', permission: 'orders:read' },
  { to: '/admin/reports', key: 'admin.nav.reports', permission: 'reports:read' },
  { to: '/admin/returns', key: 'admin.nav.returns', permission: 'orders:read' },
  { to: '/admin/subscriptions', key: 'admin.nav.subscriptions', permission: 'orders:read' },
  { to: '/admin/products', key: 'admin.nav.products', permission: 'catalogue:read' },
  { to: '/admin/stock', key: 'admin.nav.stock', permission: 'catalogue:read' },
  { to: '/admin/collections', key: 'admin.nav.collections', permission: 'catalogue:read' },
  { to: '/admin/categories', key: 'admin.nav.categories', permission: 'catalogue:read' },
  { to: '/admin/tags', key: 'admin.nav.tags', permission: 'catalogue:read' },
  { to: '/admin/coupons', key: 'admin.nav.coupons', permission: 'coupons:read' },
  { to: '/admin/loyalty', key: 'admin.nav.loyalty', permission: 'members:read' },
  { to: '/admin/members', key: 'admin.nav.members', permission: 'members:read' },
  { to: '/admin/groups', key: 'admin.nav.groups', permission: 'catalogue:write' },
  { to: '/admin/segments', key: 'admin.segments.nav', permission: 'members:read' },
  { to: '/admin/scalp-test', key: 'admin.nav.scalp_test', permission: 'catalogue:read' },
  // content
  { to: '/admin/pages', key: 'admin.nav.pages', permission: 'content:write' },
  { to: '/admin/menus', key: 'admin.nav.menus', permission: 'content:write' },
  { to: '/admin/homepage', key: 'admin.nav.homepage', permission: 'content:write' },
  { to: '/admin/settings', key: 'admin.nav.settings', permission: 'settings:write' },
  { to: '/admin/emails', key: 'admin.nav.emails', permission: 'emails:write' },
  { to: '/admin/audit-log', key: 'admin.nav.audit', permission: 'audit:read' },
  { to: '/admin/jobs', key: 'admin.nav.jobs', permission: 'jobs:read' },
  { to: '/admin/reviews', key: 'admin.nav.reviews', permission: 'reviews:write' },
  { to: '/admin/staff', key: 'admin.nav.staff', permission: 'staff:write' },
];

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AdminI18nProvider lang={loaderData.lang}>
      <Shell lang={loaderData.lang} demo={loaderData.demo}>
        <Outlet />
      </Shell>
    </AdminI18nProvider>
  );
}

function Shell({ lang, demo, children }: { lang: AdminLang; demo: boolean; children: React.ReactNode }) {
  const t = useAdminT();
  const staff = useAdminStaff();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const items = NAV.filter((n) => staff.can(n.permission));
  const next = encodeURIComponent(location.pathname + location.search);
  const nav = (
    <nav aria-label={t('admin.nav')}>
      <ul className="flex flex-col gap-1">
        {items.map((n) => (
          <li key={n.to}>
            <NavLink
              to={n.to}
              end={n.end}
              onClick={() => setOpen(false)}
              className={({ isActive }) =>
                `block rounded-lg px-3 py-2 text-sm ${isActive ? 'bg-surface-2 font-medium' : 'hover:bg-surface-2'}`
              }
            >
              {t(n.key)}
            </NavLink>
          </li>
        ))}
        <li className="mt-4 border-t border-line pt-4">
          <NavLink to="/admin/security" className="block rounded-lg px-3 py-2 text-sm hover:bg-surface-2">
            {t('admin.nav.security')}
          </NavLink>
        </li>
        <li>
          <a href="/" className="block rounded-lg px-3 py-2 text-sm hover:bg-surface-2">
            {t('admin.nav.storefront')}
          </a>
        </li>
      </ul>
    </nav>
  );
  return (
    <div className="min-h-screen bg-bg text-text">
      <a
        href="#admin-main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-surface focus:px-4 focus:py-2"
      >
        {t('admin.skip')}
      </a>
      {demo && (
        <p role="note" className="bg-text px-4 py-1 text-center text-xs text-bg">
          {t('admin.demo_banner')}
        </p>
      )}
      <header className="flex items-center justify-between gap-4 border-b border-line bg-surface px-4 py-3 md:px-6">
        <div className="flex items-center gap-3">
          <button
            type="button"
            className="btn-ghost whitespace-nowrap md:hidden"
            aria-expanded={open}
            aria-controls="admin-nav"
            onClick={() => setOpen((o) => !o)}
          >
            {open ? t('admin.close_menu') : t('admin.menu')}
          </button>
          <Link to="/admin" className="whitespace-nowrap font-serif text-lg">
            <span className="max-sm:hidden">{t('admin.shop_name')} · </span>
            {t('admin.title')}
          </Link>
          <AdminSearch />
        </div>
        <div className="flex flex-wrap items-center justify-end gap-3 text-sm">
          <span className="max-md:sr-only text-muted">
            {t('admin.signed_in_as', { name: staff.name, role: t(`admin.role.${staff.role}`) })}
          </span>
          <span role="group" aria-label={t('admin.language')} className="flex gap-1">
            {(['en', 'hk'] as const).map((l) => (
              <a
                key={l}
                href={`/admin/lang?to=${l}&next=${next}`}
                aria-current={l === lang ? 'true' : undefined}
                className={`rounded-full px-2 py-1 ${l === lang ? 'bg-surface-2 font-medium' : 'hover:bg-surface-2'}`}
                lang={l === 'en' ? 'en' : 'zh-Hant-HK'}
                aria-label={l === 'en' ? 'English' : '繁體中文'}
              >
                {l === 'en' ? 'EN' : '繁'}
              </a>
            ))}
          </span>
          <Form method="post" action="/admin/logout">
            <button type="submit" className="btn-ghost whitespace-nowrap">
              {t('admin.logout')}
            </button>
          </Form>
        </div>
      </header>
      <div className="md:flex">
        <aside
          id="admin-nav"
          className={`${open ? 'block' : 'hidden'} border-b border-line bg-surface p-4 md:block md:min-h-[calc(100vh-57px)] md:w-56 md:shrink-0 md:border-b-0 md:border-r`}
        >
          {nav}
        </aside>
        <main id="admin-main" tabIndex={-1} className="min-w-0 flex-1 p-4 outline-none md:p-8">
          {children}
        </main>
      </div>
    </div>
  );
}

/** The layout's own loader failed (the API is down): a plain page without the shell. */
export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (!import.meta.env.PROD && status >= 500) console.error(error);
  return (
    <AdminI18nProvider lang="en">
      <AdminError status={status} />
    </AdminI18nProvider>
  );
}
