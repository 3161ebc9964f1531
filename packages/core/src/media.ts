// Uploaded images and their variants (the gallery and cards, 2.9-01, 2.7-03). An image is referenced everywhere by
// its base address, `/media/i/<sha256>` (or the same path under the S3 public address); each width below exists in
// each format once the image is ready (a width above the original is the original-size copy), so a page builds
// `srcset` from the address alone. The bare base address answers the 640-pixel JPEG, for anything that only knows
// `<img src>`.

/** Widths made of every uploaded image: phone thumbnails up to a desktop gallery at 2× density. */
export const IMAGE_WIDTHS = [160, 320, 640, 960, 1440] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];
/** Best first: a browser takes the first `<source>` it can decode. */
export const IMAGE_FORMATS = ['avif', 'webp', 'jpeg'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];
export const IMAGE_FORMAT_MIME: Record<ImageFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
};
/** The width the bare base address answers. */
export const IMAGE_DEFAULT_WIDTH: ImageWidth = 640;
/** The largest picture accepted, in pixels (a 40-megapixel camera; decoding more would exhaust memory). */
export const IMAGE_MAX_PIXELS = 40_000_000;
export const MEDIA_PATH = '/media/i/';

const BASE_RE = /\/media\/i\/([0-9a-f]{64})$/;

/** The content hash of an uploaded image's base address, or null for any other address (drawn art, a video). */
export function mediaHashOf(url: string): string | null {
  return BASE_RE.exec(url)?.[1] ?? null;
}

export const isMediaUrl = (url: string) => mediaHashOf(url) !== null;

/** One variant's address: `<base>/<width>.<format>`. */
export function variantUrl(base: string, width: ImageWidth, format: ImageFormat): string {
  return `${base}/${width}.${format}`;
}

/** `srcset` of one format over every width, or '' when the address is not an uploaded image. */
export function srcSetFor(base: string, format: ImageFormat): string {
  if (!isMediaUrl(base)) return '';
  return IMAGE_WIDTHS.map((w) => `${variantUrl(base, w, format)} ${w}w`).join(', ');
}

/** A variant's file name inside the image's folder: `<width>.<format>`, checked (nothing else is ever read). */
export function parseVariantName(name: string): { width: ImageWidth; format: ImageFormat } | null {
  const m = /^(\d{3,4})\.(avif|webp|jpeg)$/.exec(name);
  if (!m) return null;
  const width = Number(m[1]) as ImageWidth;
  if (!IMAGE_WIDTHS.includes(width)) return null;
  return { width, format: m[2] as ImageFormat };
}

/** An image's height at a width, keeping its proportions (for width/height attributes: no layout shift). */
export function heightAt(image: { width: number; height: number }, width: number): number {
  return Math.max(1, Math.round((image.height * width) / image.width));
}

// Drawn art (the seeded catalogue's packshots, banners and before/after pictures) is SVG. A phone builds a whole
// document for each SVG <img> on its main thread, tens of milliseconds a card, so pages show the art as WebP
// rasters made from the drawing at each width (2.9-01): `/media/p/SKU/1.svg` → `/media/r/<width>/p/SKU/1.webp`.
/** A SKU's characters: catalogue-admin's SKU_PATTERN, whole (media.test.ts holds them equal). Written out here, not
 *  imported, so the pages' picture code shares no module with the back office's. */
export const SKU_SOURCE = String.raw`[A-Za-z0-9][A-Za-z0-9._-]{0,63}`;
// a product's views 1–4 and its before/after pictures by SKU (any SKU staff may give), a banner by id
const ART_PATH = String.raw`(p\/${SKU_SOURCE}\/[1-4]|ba\/${SKU_SOURCE}\/(?:before|after)|b\/[\w-]{1,64})`;
const ART_RE = new RegExp(String.raw`^\/media\/${ART_PATH}\.svg$`);
const ART_RASTER_RE = new RegExp(String.raw`^${ART_PATH}\.(webp|jpeg)$`);
export const ART_RASTER_PATH = '/media/r/';
/** Pages show WebP; mail, link previews and search engines get JPEG (they may show neither SVG nor WebP). */
export type ArtFormat = 'webp' | 'jpeg';

/** The drawing's own address (`/media/p/SKU/1.svg`) of an art raster's path after its width, or null. */
export function artSourceOf(rest: string): string | null {
  const m = ART_RASTER_RE.exec(rest);
  return m ? `/media/${m[1]}.svg` : null;
}

/** The format an art raster's path asks for (`p/SKU/1.jpeg` → 'jpeg'), or null. */
export function artFormatOf(rest: string): ArtFormat | null {
  return (ART_RASTER_RE.exec(rest)?.[2] as ArtFormat | undefined) ?? null;
}

export const isArtUrl = (url: string) => ART_RE.test(url);

/** A drawing: a product's view 1–4, its before/after picture, or a banner by id (or by its seeded address). */
export type ArtRef =
  | { kind: 'p'; sku: string; view: number }
  | { kind: 'ba'; sku: string; stage: 'before' | 'after' }
  | { kind: 'b'; id: string };

/** The drawing at an address (`/media/p/SKU/1.svg`, `/media/ba/SKU/before.svg`, `/media/b/ID.svg`), or null. */
export function artRefOf(src: string): ArtRef | null {
  const m = ART_RE.exec(src);
  if (!m) return null;
  const [kind, a, b] = m[1]!.split('/') as [string, string, string];
  if (kind === 'p') return { kind, sku: a, view: Number(b) };
  if (kind === 'ba') return { kind, sku: a, stage: b as 'before' | 'after' };
  return { kind: 'b', id: a };
}

/** A drawing's raster at a width, or the address unchanged when it is not drawn art. */
export function artVariantUrl(url: string, width: ImageWidth, format: ArtFormat = 'webp'): string {
  const m = ART_RE.exec(url);
  return m ? `${ART_RASTER_PATH}${width}/${m[1]}.${format}` : url;
}

/**
 * A picture's address for what shows it outside the shop's pages (an email, a link preview, search results): an
 * uploaded photo's base answers a 640-pixel JPEG, drawn art its 640-pixel JPEG raster; anything else unchanged.
 */
export function shareableImageUrl(url: string): string {
  return artVariantUrl(url, IMAGE_DEFAULT_WIDTH, 'jpeg');
}

/** `srcset` of a drawing's rasters over every width, or '' when the address is not drawn art. */
export function artSrcSetFor(url: string): string {
  if (!isArtUrl(url)) return '';
  return IMAGE_WIDTHS.map((w) => `${artVariantUrl(url, w)} ${w}w`).join(', ');
}
