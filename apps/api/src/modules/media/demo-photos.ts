// The demo's real-size photographs (2.9-01): a few products get a large photo-like JPEG (their drawn packshot rendered
// big over a soft gradient, with fine grain so it weighs and compresses like a camera's photo), uploaded through the
// same pipeline as staff's pictures, so the demo and the benchmark show the real path. Runs once, in the background
// after boot, only where DEMO_PHOTOS is on (the demo; never the API tests' seed).
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../../db/client.ts';
import { brands, mediaAssets, products } from '../../db/schema.ts';
import { renderProductArt, type ProductArtInput } from '../../db/seed/art.ts';
import type { MediaService } from './media.service.ts';

/** How many products get a photograph: the first by priority, so the homepage and the benchmark show them. */
export const DEMO_PHOTO_COUNT = 7;
const SIZE = 2400;

/** A 2400 × 2400 photo-like JPEG of about 1–3 MB. */
export async function renderDemoPhoto(input: ProductArtInput): Promise<Buffer> {
  const { primary, secondary } = input.palette;
  const backdrop = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}">` +
      `<defs><radialGradient id="g" cx=".45" cy=".35" r=".9"><stop offset="0" stop-color="#fffdf9"/>` +
      `<stop offset=".55" stop-color="${secondary}"/><stop offset="1" stop-color="${primary}"/></radialGradient></defs>` +
      `<rect width="${SIZE}" height="${SIZE}" fill="url(#g)"/></svg>`,
  );
  // the 800-pixel drawing at 2.6×, a little off centre as a photographer frames it
  const art = await sharp(Buffer.from(renderProductArt(input, 1)), { density: 72 * 2.6 })
    .resize(2080, 2080)
    .png()
    .toBuffer();
  const grain = await sharp({
    create: {
      width: SIZE,
      height: SIZE,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 34 },
    },
  })
    .png({ compressionLevel: 1 })
    .toBuffer();
  return sharp(backdrop)
    .composite([
      { input: art, top: 120, left: 180, blend: 'multiply' },
      { input: grain, blend: 'soft-light' },
    ])
    .jpeg({ quality: 90, chromaSubsampling: '4:4:4' })
    .toBuffer();
}

/**
 * Gives the first products by priority a photograph as their first picture; the variants are made by the
 * media.variants jobs (pages show each once ready). Skipped when any picture was ever uploaded (it ran before, or
 * staff have their own pictures).
 */
export async function seedDemoPhotos(deps: {
  db: Db;
  media: MediaService;
  invalidate: () => void;
  stopped: () => boolean;
}): Promise<number> {
  const { db } = deps;
  const [{ n }] = (await db.select({ n: sql<number>`count(*)::int` }).from(mediaAssets)) as [{ n: number }];
  if (n > 0) return 0;
  const rows = await db
    .select({
      id: products.id,
      sku: products.sku,
      name: products.name,
      categories: products.categories,
      images: products.productThumbnail,
      brandName: brands.name,
      palette: brands.palette,
    })
    .from(products)
    .innerJoin(brands, eq(brands.key, products.brandKey))
    .where(and(eq(products.published, true), isNull(products.archivedAt)))
    .orderBy(desc(products.priority), asc(products.sku))
    .limit(DEMO_PHOTO_COUNT);
  let done = 0;
  for (const r of rows) {
    if (deps.stopped()) break;
    const photo = await renderDemoPhoto({
      name: r.name.eng,
      brandName: r.brandName.eng,
      palette: r.palette ?? { primary: '#e8e2d8', secondary: '#b9a98f', ink: '#2b2622' },
      categories: r.categories,
      sku: r.sku,
    });
    if (deps.stopped()) break;
    const media = await deps.media.upload(photo, { maxBytes: 8 * 1024 * 1024, field: 'demo' });
    await db
      .update(products)
      .set({
        productThumbnail: [media.src, ...r.images.filter((u) => u !== media.src)],
        thumbnail: media.src,
      })
      .where(eq(products.id, r.id));
    done++;
  }
  if (done) deps.invalidate();
  return done;
}
