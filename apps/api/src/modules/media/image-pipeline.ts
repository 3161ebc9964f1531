// Uploaded pictures through libvips (sharp): checked by their bytes and header before any pixel is decoded, then
// stored without metadata (a phone's GPS position goes), turned upright, and cut into the widths and formats pages
// ask for (2.9-01). Every refusal is a 400 naming the field; nothing here writes anything.
import pLimit from 'p-limit';
import sharp from 'sharp';
import {
  IMAGE_FORMATS,
  IMAGE_MAX_PIXELS,
  IMAGE_WIDTHS,
  imageTypeOf,
  type ImageFormat,
  type ProductImageType,
} from '@shop/core';
import { InvalidError } from '../../lib/errors.ts';

export interface InspectLimits {
  maxBytes: number;
  field: string;
  /** each side at least / at most this many pixels (review photos); the pixel count is always limited */
  minSide?: number;
  maxSide?: number;
}

export interface Inspected {
  type: ProductImageType;
  /** as stored: after auto-orientation (a portrait photo taken sideways has its sides swapped) */
  width: number;
  height: number;
}

// Decoding and encoding a photo takes a core for a second or so. One picture at a time, on one libvips thread, so
// on a small server ten uploads at once queue behind each other and leave the other core to shoppers' requests.
sharp.concurrency(1);
const oneAtATime = pLimit(1);

const unreadable = (field: string) =>
  new InvalidError(`${field}: the image could not be read`, field, 'image_unreadable');

// a warning about a damaged file fails the decode: a truncated upload is refused, never stored half grey
const input = (bytes: Buffer) =>
  sharp(bytes, { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'truncated', sequentialRead: true });

/**
 * Refuses what is not a JPEG, PNG, WebP or AVIF by its bytes (an SVG or HTML file named .jpg), what is larger than
 * the limit, and what declares more than IMAGE_MAX_PIXELS in its header (a small PNG claiming 100,000 × 100,000
 * pixels is refused before any pixel memory exists). The decode itself is checked in makeOriginal.
 */
export async function inspect(bytes: Buffer, limits: InspectLimits): Promise<Inspected> {
  const { field } = limits;
  if (bytes.length === 0)
    throw new InvalidError(`${field}: send the image bytes (JPEG, PNG, WebP or AVIF)`, field, 'image_type');
  if (bytes.length > limits.maxBytes)
    throw new InvalidError(
      `${field}: larger than ${Math.round((limits.maxBytes / 1024 / 1024) * 10) / 10} MB`,
      field,
      'image_size',
    );
  const type = imageTypeOf(bytes);
  if (!type) throw new InvalidError(`${field}: not a JPEG, PNG, WebP or AVIF image`, field, 'image_type');
  const tooLarge = () =>
    new InvalidError(
      `${field}: more than ${IMAGE_MAX_PIXELS / 1_000_000} megapixels`,
      field,
      'image_dimensions',
    );
  let meta: sharp.Metadata;
  try {
    // the header only: metadata() reads no pixels, and refuses a declared size over the limit
    meta = await sharp(bytes, { limitInputPixels: IMAGE_MAX_PIXELS }).metadata();
  } catch (err) {
    throw err instanceof Error && /pixel limit/.test(err.message) ? tooLarge() : unreadable(field);
  }
  const { width, height } = meta;
  if (!width || !height) throw unreadable(field);
  if (width * height > IMAGE_MAX_PIXELS) throw tooLarge();
  const sides = `${limits.minSide ?? 1} to ${limits.maxSide ?? 'any number of'} pixels`;
  const small = Math.min(width, height);
  const large = Math.max(width, height);
  if ((limits.minSide && small < limits.minSide) || (limits.maxSide && large > limits.maxSide))
    throw new InvalidError(`${field}: each side must be ${sides}`, field, 'image_dimensions');
  // EXIF orientations 5–8 turn the picture a quarter: the stored sides are swapped
  const turned = (meta.orientation ?? 1) >= 5;
  return { type, width: turned ? height : width, height: turned ? width : height };
}

const encode = (img: sharp.Sharp, format: ProductImageType | ImageFormat, size: 'original' | 'variant') => {
  switch (format) {
    case 'jpeg':
      // JPEG has no transparency: a transparent PNG goes onto white
      return (
        img
          .flatten({ background: '#ffffff' })
          // mozjpeg's smaller files matter for what shoppers download, not for the stored original (it is slow)
          .jpeg(size === 'original' ? { quality: 90 } : { quality: 80, mozjpeg: true })
      );
    case 'png':
      return img.png({ compressionLevel: 8 });
    case 'webp':
      return img.webp({ quality: size === 'original' ? 90 : 78, effort: 4 });
    case 'avif':
      // effort 3: a 4000 × 3000 photo's variants stay within a few seconds on two cores
      return img.avif({ quality: size === 'original' ? 70 : 55, effort: 3 });
  }
};

/**
 * The original as stored: decoded in full (a truncated or damaged file is refused here), turned upright from its
 * EXIF orientation, every metadata block dropped (sharp writes none unless asked), encoded again in its own format.
 */
export function makeOriginal(bytes: Buffer, type: ProductImageType, field: string): Promise<Buffer> {
  return oneAtATime(async () => {
    try {
      return await encode(input(bytes).rotate(), type, 'original').toBuffer();
    } catch {
      throw unreadable(field);
    }
  });
}

export interface Variant {
  /** `<width>.<format>` */
  name: string;
  format: ImageFormat;
  bytes: Buffer;
}

/**
 * Every width × format of an (already upright, stripped) original, never upscaled: a width above the original's is
 * the original-size copy, so every name exists. Plus the placeholder, a ~16 px blurred WebP data: URI.
 */
export function makeVariants(original: Buffer): Promise<{ variants: Variant[]; placeholder: string }> {
  return oneAtATime(() => variantsOf(original));
}

async function variantsOf(original: Buffer): Promise<{ variants: Variant[]; placeholder: string }> {
  const meta = await sharp(original, { limitInputPixels: IMAGE_MAX_PIXELS }).metadata();
  const full = meta.width!;
  // decoded once at the largest width needed; the smaller widths come from those pixels
  const top = Math.min(full, IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!);
  const { data, info } = await sharp(original, { limitInputPixels: IMAGE_MAX_PIXELS })
    .resize({ width: top, withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } } as const;
  const at = (w: number) => {
    const img = sharp(data, raw);
    return w < info.width ? img.resize({ width: w }) : img;
  };
  const variants: Variant[] = [];
  const byWidth = new Map<number, Variant[]>();
  for (const width of IMAGE_WIDTHS) {
    const w = Math.min(width, info.width);
    let made = byWidth.get(w);
    if (!made) {
      made = await Promise.all(
        IMAGE_FORMATS.map(async (format) => ({
          name: '',
          format,
          bytes: await encode(at(w), format, 'variant').toBuffer(),
        })),
      );
      byWidth.set(w, made);
    }
    for (const v of made) variants.push({ ...v, name: `${width}.${v.format}` });
  }
  const tiny = await sharp(data, raw).resize({ width: 16 }).blur(0.8).webp({ quality: 40 }).toBuffer();
  return { variants, placeholder: `data:image/webp;base64,${tiny.toString('base64')}` };
}
