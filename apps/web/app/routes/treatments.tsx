import type { Route } from './+types/treatments';
import { api } from '../lib/api.server.ts';
import { readShopState } from '../lib/shop-state.ts';
import { seoMeta, rootMeta } from '../lib/seo.ts';
import { useI18n } from '../i18n/i18n.tsx';
import { toCard } from '../lib/product-view.ts';
import { ProductGrid } from '../components/product-grid.tsx';
import { sharedPageHeaders } from '../lib/page-cache.server.ts';

/**
 * /treatment: the treatments index (2.2-16 makes the treatment URL optional, so its bare form lists them all).
 * Treatments are the products of type 2; they show as the shop's product cards, most popular first.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const state = readShopState(request);
  const products = await api(context, request).products(state, {
    type: 'treatment',
    sort: 'popularity',
    limit: 100,
  });
  return { products: products.map((p) => toCard(p, state.locale)) };
}

// every guest with the same preferences sees this page alike: the server may share it for a few seconds
export const headers = sharedPageHeaders;

export function meta({ matches }: Route.MetaArgs) {
  const root = rootMeta(matches);
  if (!root) return [];
  return seoMeta({
    title: `${root.messages['treatments.title']} · Oxygen Ceuticals`,
    description: root.messages['treatments.intro'],
    path: '/treatment',
    locale: root.state.locale,
    origin: root.origin,
  });
}

export default function Treatments({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  return (
    <div className="container-page py-10 md:py-14">
      <header className="max-w-2xl">
        <h1 className="font-serif text-4xl md:text-5xl">{t('treatments.title')}</h1>
        <p className="mt-3 text-muted">{t('treatments.intro')}</p>
      </header>
      <div className="mt-10">
        {loaderData.products.length > 0 ? (
          <ProductGrid products={loaderData.products} priorityCount={2} quickView cardHeading="h2" />
        ) : (
          <p>{t('treatments.none')}</p>
        )}
      </div>
    </div>
  );
}
