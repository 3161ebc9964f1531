// The drawings behind the project's art addresses (2.9-01): a product's packshots, its before/after pictures (only
// for products whose copy states a tested result, 2.9-09) and the homepage banners. One place draws them, for the
// SVG routes and for their WebP rasters.
import type { ArtRef } from '@shop/core';
import type { App } from '../../app-types.ts';
import { renderBannerArt, renderProductArt } from '../../db/seed/art.ts';
import { renderBeforeAfterArt } from '../../db/seed/before-after-art.ts';
import { hasBeforeAfter } from '../product/product.service.ts';

const BANNER_PALETTES = [
  { primary: '#efe6dc', secondary: '#c9b79c', ink: '#2d2823' },
  { primary: '#e4ebe6', secondary: '#9fb5a6', ink: '#1f2a24' },
  { primary: '#ece6ef', secondary: '#b5a3c0', ink: '#2a2330' },
];

/** The drawing's SVG, or null when there is no such product, before/after picture or banner. */
export async function drawArt(app: App, ref: ArtRef): Promise<string | null> {
  if (ref.kind === 'p') {
    const entry = await app.products.bySku(ref.sku);
    if (!entry) return null;
    const { brands } = await app.settings.getPricingInputs();
    const brand = brands.get(entry.row.brandKey);
    return renderProductArt(
      {
        name: entry.row.name.eng,
        brandName: brand?.name.eng ?? entry.row.brandKey,
        palette: brand?.palette ?? { primary: '#e8e2d8', secondary: '#b9a98f', ink: '#2b2622' },
        categories: entry.row.categories,
        sku: entry.row.sku,
      },
      ref.view,
    );
  }
  if (ref.kind === 'ba') {
    const entry = await app.products.bySku(ref.sku);
    if (!entry || !hasBeforeAfter(entry.row.copy)) return null;
    return renderBeforeAfterArt({ sku: entry.row.sku, categories: entry.row.categories }, ref.stage);
  }
  const payload = await app.settings.getPayload();
  const all = [...payload.hero_banner, ...payload.marketplace_banner];
  // homepage sections keep the seeded drawing's address while their own id changes
  const index = all.findIndex((b) => b._id === ref.id || b.image === `/media/b/${ref.id}.svg`);
  const banner = all[index];
  if (!banner) return null;
  return renderBannerArt({
    title: banner.title.eng,
    palette: BANNER_PALETTES[index % BANNER_PALETTES.length]!,
    variant: index,
  });
}
