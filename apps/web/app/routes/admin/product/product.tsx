// /admin/products/:id: the product editor. Each form posts to its own child route's action (./details.tsx,
// ./option.tsx, ./stock.tsx …) through a fetcher, so the page stays put and each answer shows beside its form.
import { useId } from 'react';
import { Outlet } from 'react-router';
import type { Route } from './+types/product';
import { adminApi } from '../../../lib/admin-api.server.ts';
import { localizedName } from '../../../lib/admin-catalogue.ts';
import { useAdminLang, useAdminStaff, useAdminT } from '../../../lib/admin-i18n.tsx';
import { ADMIN_BUTTON_QUIET, PageHeader } from '../../../components/admin/ui.tsx';
import { DetailsCard, PublishForm, PublishNotice } from '../../../components/admin/product/details-card.tsx';
import { ImagesCard } from '../../../components/admin/product/images-card.tsx';
import { LedgerCard } from '../../../components/admin/product/ledger-card.tsx';
import { OptionEditor } from '../../../components/admin/product/option-editor.tsx';
import type { AdminProduct, Ledger } from '../../../components/admin/product/product-types.ts';
export { AdminRouteError as ErrorBoundary } from '../../../components/admin/route-error.tsx';

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData ? `${loaderData.product.name.eng} · Products` : 'Product' }];
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const client = adminApi(context, request);
  const product = await client.get<AdminProduct>(`/api/v1/admin/products/${encodeURIComponent(params.id)}`);
  // the ledger shown: the option named in the URL, else the first that holds its own stock
  const wanted = new URL(request.url).searchParams.get('ledger');
  const own = product.options.filter((o) => !o.subscription_parent_sku);
  const ledgerSku = own.find((o) => o.sub_sku === wanted)?.sub_sku ?? own[0]?.sub_sku;
  const ledger = ledgerSku
    ? await client.get<Ledger>(`/api/v1/admin/stock/${encodeURIComponent(ledgerSku)}/ledger`, { limit: 20 })
    : null;
  return { product, ledger };
}

export default function ProductRoute({ loaderData }: Route.ComponentProps) {
  // another product is another page: no answer of the last one's forms stays on screen
  return (
    <ProductEditor key={loaderData.product.id} product={loaderData.product} ledger={loaderData.ledger} />
  );
}

function ProductEditor({ product, ledger }: { product: AdminProduct; ledger: Ledger | null }) {
  const t = useAdminT();
  const lang = useAdminLang();
  const staff = useAdminStaff();
  const id = useId();
  const canEdit = staff.can('catalogue:write');
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={localizedName(product.name, lang)}
        actions={
          <>
            <a href={product.path} className={ADMIN_BUTTON_QUIET} target="_blank" rel="noreferrer">
              {t('admin.cat.view_in_shop')}
            </a>
            {canEdit && <PublishForm product={product} />}
          </>
        }
      />
      <p className="text-sm text-muted">
        {product.sku} · {product.brand_key} ·{' '}
        <strong>{product.published ? t('admin.cat.published') : t('admin.cat.hidden_note')}</strong>
      </p>
      <PublishNotice productId={product.id} />
      {/* a form route's answer when the browser posted it without JavaScript */}
      <Outlet />
      <DetailsCard product={product} canEdit={canEdit} />
      <section aria-labelledby={`${id}-options`} className="flex flex-col gap-4">
        <h2 id={`${id}-options`} className="text-xl font-medium">
          {t('admin.cat.options')}
        </h2>
        {product.options.map((o) => (
          <OptionEditor
            key={o.sub_sku}
            productId={product.id}
            option={o}
            canEdit={canEdit}
            canStock={staff.can('stock:write')}
          />
        ))}
      </section>
      {ledger && <LedgerCard ledger={ledger} product={product} />}
      <ImagesCard product={product} canEdit={canEdit} />
    </div>
  );
}
