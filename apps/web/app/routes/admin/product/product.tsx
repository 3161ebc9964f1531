// /admin/products/:id: the product editor's frame. The header (name, status, publish or hide) and the section tabs
// stay; each section (overview, details, description, SEO, options, one option) is a short page of its own URL
// rendered in the outlet, and each form posts to its own route's action.
import { NavLink, Outlet } from 'react-router';
import type { Route } from './+types/product';
import { adminApi } from '../../../lib/admin-api.server.ts';
import { localizedName } from '../../../lib/admin-catalogue.ts';
import { useAdminLang, useAdminStaff, useAdminT } from '../../../lib/admin-i18n.tsx';
import type { AdminMessageKey } from '../../../i18n/admin.en.ts';
import { ADMIN_BUTTON_QUIET, PageHeader } from '../../../components/admin/ui.tsx';
import { PublishForm, PublishNotice } from '../../../components/admin/product/publish-form.tsx';
import type { EditorContext } from '../../../components/admin/product/editor-context.ts';
import type { EditorProduct } from '../../../components/admin/product/editor-types.ts';
export { AdminRouteError as ErrorBoundary } from '../../../components/admin/route-error.tsx';

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData ? `${loaderData.product.name.eng} · Products` : 'Product' }];
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const client = adminApi(context, request);
  const product = await client.get<EditorProduct>(`/api/v1/admin/products/${encodeURIComponent(params.id)}`);
  return { product };
}

const SECTIONS: { to: string; key: AdminMessageKey }[] = [
  { to: '', key: 'admin.pe.tab.overview' },
  { to: 'details', key: 'admin.pe.tab.details' },
  { to: 'description', key: 'admin.pe.tab.description' },
  { to: 'seo', key: 'admin.pe.tab.seo' },
  { to: 'options', key: 'admin.pe.tab.options' },
];

export default function ProductRoute({ loaderData }: Route.ComponentProps) {
  // another product is another page: no answer of the last one's forms stays on screen
  return <ProductEditor key={loaderData.product.id} product={loaderData.product} />;
}

function ProductEditor({ product }: { product: EditorProduct }) {
  const t = useAdminT();
  const lang = useAdminLang();
  const staff = useAdminStaff();
  const canEdit = staff.can('catalogue:write');
  const base = `/admin/products/${encodeURIComponent(product.id)}`;
  const status = product.archived
    ? t('admin.pe.status.archived')
    : product.published
      ? t('admin.cat.published')
      : t('admin.cat.hidden_note');
  const context: EditorContext = { product, canEdit, canStock: staff.can('stock:write') };
  return (
    <div className="flex flex-col gap-6">
      <div>
        <PageHeader
          title={localizedName(product.name, lang)}
          actions={
            <>
              {product.published && !product.archived && (
                <a href={product.path} className={ADMIN_BUTTON_QUIET} target="_blank" rel="noreferrer">
                  {t('admin.cat.view_in_shop')}
                </a>
              )}
              {canEdit && !product.archived && <PublishForm product={product} />}
            </>
          }
        />
        <p className="-mt-4 text-sm text-muted">
          {product.sku} · <strong className="text-text">{status}</strong>
          {!canEdit && <> · {t('admin.pe.read_only')}</>}
        </p>
      </div>
      <PublishNotice productId={product.id} />
      <nav aria-label={t('admin.pe.sections')} className="-mx-1 overflow-x-auto border-b border-line">
        <ul className="flex min-w-max gap-1 px-1">
          {SECTIONS.map((s) => (
            <li key={s.key}>
              <NavLink
                to={s.to ? `${base}/${s.to}` : base}
                end={s.to === ''}
                preventScrollReset
                className={({ isActive }) =>
                  `-mb-px inline-flex min-h-11 items-center border-b-2 px-4 text-sm ${
                    isActive ? 'border-text font-medium' : 'border-transparent text-muted hover:text-text'
                  }`
                }
              >
                {t(s.key)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet context={context} />
    </div>
  );
}
