import { padToMultiple } from '@shop/core';
import { useI18n } from '../i18n/i18n.tsx';
import { ProductCard } from './product-card.tsx';
import { IMAGE_SIZES } from '../lib/image-sizes.ts';
import { HydrateNear } from '../lib/hydrate-near.tsx';
import type { CardProduct } from '../lib/product-view.ts';

/**
 * The grid (2.7-06): four per row on desktop, two on mobile; rows padded with blank cells to a multiple of 4
 * (2 in the two-per-row variant); an optional maximum count; an empty-list message.
 */
export function ProductGrid({
  products,
  perRow = 4,
  max,
  eagerCount = 4,
  priorityCount = 0,
  quickView = false,
  cardHeading,
  hydrateFrom,
}: {
  products: CardProduct[];
  perRow?: 2 | 4;
  max?: number;
  eagerCount?: number;
  /** the first cards when the grid opens the page: their image is the page's largest paint on a phone */
  priorityCount?: number;
  quickView?: boolean;
  cardHeading?: 'h2' | 'h3';
  /** the page's one grid: cards from this index hydrate as the reader nears them (lib/lazy-section.tsx) */
  hydrateFrom?: number;
}) {
  const { t } = useI18n();
  const items = max ? products.slice(0, max) : products;
  if (items.length === 0) return <p className="py-16 text-center text-muted">{t('collection.empty')}</p>;
  const cells = padToMultiple(items, perRow);
  const card = (p: CardProduct, i: number) => (
    <ProductCard
      product={p}
      eager={i < eagerCount}
      priority={i < priorityCount}
      quickView={quickView}
      heading={cardHeading}
      sizes={perRow === 4 ? IMAGE_SIZES.card : IMAGE_SIZES.cardHalf}
    />
  );
  return (
    <ul className={`grid grid-cols-2 gap-x-4 gap-y-10 md:gap-x-6 ${perRow === 4 ? 'md:grid-cols-4' : ''}`}>
      {cells.map((p, i) =>
        p ? (
          <li key={p._id}>
            {hydrateFrom !== undefined && i >= hydrateFrom ? (
              <HydrateNear name={`card-${p._id}`} contents>
                {card(p, i)}
              </HydrateNear>
            ) : (
              card(p, i)
            )}
          </li>
        ) : (
          <li key={`pad-${i}`} aria-hidden="true" className="hidden md:block" />
        ),
      )}
    </ul>
  );
}
