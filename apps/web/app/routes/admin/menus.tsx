// /admin/menus?menu=header|footer|side: the shop's navigation menus, each edited as a tree of links.
import { data, Link, useFetcher } from 'react-router';
import { MENU_HANDLES, type MenuHandle, type MenuItem } from '@shop/core';
import type { AdminMenuOut } from '@shop/core/contract/menu';
import type { Route } from './+types/menus';
import { adminApi } from '../../lib/admin-api.server.ts';
import { adminErrorText } from '../../lib/admin-error-text.ts';
import type { FormResult } from '../../lib/admin-form.ts';
import { adminLangOf, adminTranslate, useAdminT, type AdminT } from '../../lib/admin-i18n.tsx';
import { Card, PageHeader } from '../../components/admin/ui.tsx';
import { MenuEditor } from '../../components/admin/menu/menu-editor.tsx';
import { itemAt } from '../../components/admin/menu/menu-tree.ts';
export { AdminRouteError as ErrorBoundary } from '../../components/admin/route-error.tsx';

export function meta() {
  return [{ title: 'Menus' }];
}

const handleOf = (url: URL): MenuHandle => {
  const h = url.searchParams.get('menu');
  return (MENU_HANDLES as readonly string[]).includes(h ?? '') ? (h as MenuHandle) : 'header';
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const handle = handleOf(new URL(request.url));
  return adminApi(context, request).get<AdminMenuOut>(`/api/v1/admin/menus/${handle}`);
}

/** The refusal in the staff's words, by what the field names (the item's place comes back as the field). */
function problemText(body: { code?: string; field?: string; error?: string }, items: MenuItem[], t: AdminT) {
  const field = body.field ?? '';
  if (body.code === 'menu_loop') return t('admin.menus.err.loop');
  if (/\.label(\.|$)/.test(field)) return t('admin.menus.err.label');
  if (field.endsWith('.target')) {
    const path = [...field.matchAll(/(?:^items|children)\.(\d+)/g)].map((m) => Number(m[1]));
    return itemAt(items, path)?.kind === 'url' ? t('admin.menus.err.url') : t('admin.menus.err.target');
  }
  if (/^items(\.\d+(\.children\.\d+)*)?(\.children)?$/.test(field))
    return /100/.test(body.error ?? '') ? t('admin.menus.err.too_many') : t('admin.menus.err.depth');
  return adminErrorText(body, t);
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const t = adminTranslate(adminLangOf(request));
  const handle = String(form.get('handle') ?? '');
  if (!(MENU_HANDLES as readonly string[]).includes(handle))
    return data<FormResult>({ ok: false, message: adminErrorText({ code: 'invalid' }, t) }, { status: 400 });
  let items: MenuItem[];
  try {
    items = JSON.parse(String(form.get('items') ?? '[]')) as MenuItem[];
  } catch {
    return data<FormResult>({ ok: false, message: adminErrorText({ code: 'invalid' }, t) }, { status: 400 });
  }
  const res = await adminApi(context, request).send<AdminMenuOut>('PUT', `/api/v1/admin/menus/${handle}`, {
    items,
  });
  if (!res.ok)
    return data<FormResult>(
      { ok: false, field: res.error.field, message: problemText(res.error, items, t) },
      { status: res.status },
    );
  return data<FormResult>({ ok: true, message: t('admin.menus.saved') });
}

const TABS: {
  handle: MenuHandle;
  key: 'admin.menus.tab_header' | 'admin.menus.tab_footer' | 'admin.menus.tab_side';
}[] = [
  { handle: 'header', key: 'admin.menus.tab_header' },
  { handle: 'footer', key: 'admin.menus.tab_footer' },
  { handle: 'side', key: 'admin.menus.tab_side' },
];

export default function MenusPage({ loaderData }: Route.ComponentProps) {
  const t = useAdminT();
  const menu = loaderData;
  // held here too: the editor remounts after a save, and its answer ("Menu saved.") must outlive it
  useFetcher<FormResult>({ key: `menu-save-${menu.handle}` });
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t('admin.menus.title')} />
      <p className="max-w-prose text-sm text-muted">{t('admin.menus.intro')}</p>
      <nav aria-label={t('admin.menus.tabs')}>
        <ul className="flex flex-wrap gap-2 border-b border-line">
          {TABS.map((tab) => {
            const current = tab.handle === menu.handle;
            return (
              <li key={tab.handle}>
                <Link
                  to={`/admin/menus?menu=${tab.handle}`}
                  aria-current={current ? 'page' : undefined}
                  className={`-mb-px inline-flex min-h-11 items-center border-b-2 px-4 text-sm ${current ? 'border-text font-medium' : 'border-transparent text-muted hover:text-text'}`}
                >
                  {t(tab.key)}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <Card title={t(TABS.find((x) => x.handle === menu.handle)!.key)}>
        {/* a saved tree (or another tab) starts the editor afresh from what the API holds */}
        <MenuEditor key={`${menu.handle}:${menu.updated_at}`} menu={menu} />
      </Card>
    </div>
  );
}
