import { useId } from 'react';
import { Form, Link } from 'react-router';
import { createColumnHelper } from '@tanstack/react-table';
import type { Route } from './+types/products';
import type { AdminProductRow, AdminProductsOut } from '@shop/core/contract/admin-product-out';
import { adminApi, pageOf } from '../../lib/admin-api.server.ts';
import { useAdminLang, useAdminT } from '../../lib/admin-i18n.tsx';
import { formatAdminMoney, localizedName } from '../../lib/admin-catalogue.ts';
import {
  ADMIN_BUTTON,
  ADMIN_BUTTON_QUIET,
  ADMIN_INPUT,
  ADMIN_SELECT,
  AdminField,
  DataTable,
  PageHeader,
  Pagination,
} from '../../components/admin/ui.tsx';
export { AdminRouteError as ErrorBoundary } from '../../components/admin/route-error.tsx';

const PAGE_SIZE = 25;

type ProductRow = AdminProductRow;

export function meta() {
  return [{ title: 'Products' }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const filters = {
    q: url.searchParams.get('q') ?? '',
    brand: url.searchParams.get('brand') ?? '',
    published: url.searchParams.get('published') ?? '',
  };
  const page = pageOf(url);
  const list = await adminApi(context, request).get<AdminProductsOut>('/api/v1/admin/products', {
    q: filters.q,
    brand: filters.brand,
    published: filters.published === 'true' || filters.published === 'false' ? filters.published : '',
    page,
    limit: PAGE_SIZE,
  });
  return { ...list, filters, page };
}

const col = createColumnHelper<ProductRow>();

export default function ProductsPage({ loaderData }: Route.ComponentProps) {
  const t = useAdminT();
  const lang = useAdminLang();
  const id = useId();
  const { items, total, brands, filters, page } = loaderData;
  const columns = [
    col.accessor('name', {
      header: t('admin.cat.product'),
      cell: (c) => (
        <span className="flex items-center gap-3">
          <img src={c.row.original.thumbnail} alt="" width={40} height={40} className="rounded-md" />
          <Link to={`/admin/products/${encodeURIComponent(c.row.original.id)}`} className="underline">
            {localizedName(c.getValue(), lang)}
          </Link>
        </span>
      ),
    }),
    col.accessor('sku', { header: t('admin.cat.sku') }),
    col.accessor('brand_key', { header: t('admin.cat.brand') }),
    col.accessor('price', {
      header: t('admin.cat.price_hkd'),
      cell: (c) => formatAdminMoney(c.getValue(), 'HKD', lang),
    }),
    col.accessor('stock', { header: t('admin.cat.stock') }),
    col.accessor('published', {
      header: t('admin.cat.status'),
      cell: (c) => (c.getValue() ? t('admin.cat.published') : t('admin.cat.hidden')),
    }),
  ];
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t('admin.cat.products_title')} />
      {/* the filters live in the URL: a link or a reload keeps them */}
      <Form method="get" role="search" className="flex flex-wrap items-end gap-3">
        <AdminField id={`${id}-q`} label={t('admin.search')}>
          <input
            id={`${id}-q`}
            name="q"
            type="search"
            defaultValue={filters.q}
            placeholder={t('admin.cat.search_hint')}
            className={`${ADMIN_INPUT} w-64`}
          />
        </AdminField>
        <AdminField id={`${id}-brand`} label={t('admin.cat.brand')}>
          <select id={`${id}-brand`} name="brand" defaultValue={filters.brand} className={ADMIN_SELECT}>
            <option value="">{t('admin.all')}</option>
            {brands.map((b) => (
              <option key={b} value={b}>
                {b}
              </option>
            ))}
          </select>
        </AdminField>
        <AdminField id={`${id}-published`} label={t('admin.cat.status')}>
          <select
            id={`${id}-published`}
            name="published"
            defaultValue={filters.published}
            className={ADMIN_SELECT}
          >
            <option value="">{t('admin.all')}</option>
            <option value="true">{t('admin.cat.published')}</option>
            <option value="false">{t('admin.cat.hidden')}</option>
          </select>
        </AdminField>
        <button type="submit" className={ADMIN_BUTTON}>
          {t('admin.filter')}
        </button>
        {(filters.q || filters.brand || filters.published) && (
          <Link to="/admin/products" className={ADMIN_BUTTON_QUIET}>
            {t('admin.clear_filters')}
          </Link>
        )}
      </Form>
      <DataTable
        columns={columns}
        data={items}
        caption={t('admin.cat.products_title')}
        getRowId={(r) => r.id}
      />
      <Pagination page={page} pageSize={PAGE_SIZE} total={total} />
    </div>
  );
}
