// Shoppers' review photos: checked by their bytes (JPEG or PNG), size and dimensions, then decoded and encoded
// again as a fresh JPEG, so no metadata (a phone's GPS position), trailing data or crafted chunk survives.
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import { imageTypeOf } from '@shop/core';
import { InvalidError } from '../../lib/errors.ts';
import type { ImageStore } from '../product/image-store.ts';

export const REVIEW_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const REVIEW_IMAGE_MIN_SIDE = 64;
export const REVIEW_IMAGE_MAX_SIDE = 4000;
/** decoding memory: 4000 × 4000 RGBA is 64 MB; more pixels is refused before it is allocated */
const MAX_PIXELS = 16_000_000;

/** A PNG's width and height from its header (IHDR comes first), read before any pixel memory is allocated. */
function pngSize(bytes: Buffer): { width: number; height: number } | null {
  if (bytes.length < 24 || bytes.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

const fits = (width: number, height: number) =>
  width >= REVIEW_IMAGE_MIN_SIDE &&
  height >= REVIEW_IMAGE_MIN_SIDE &&
  width <= REVIEW_IMAGE_MAX_SIDE &&
  height <= REVIEW_IMAGE_MAX_SIDE;

const badDimensions = (field: string) =>
  new InvalidError(
    `${field}: each side must be ${REVIEW_IMAGE_MIN_SIDE} to ${REVIEW_IMAGE_MAX_SIDE} pixels`,
    field,
    'image_dimensions',
  );

function decode(bytes: Buffer, field: string): { width: number; height: number; data: Buffer } {
  const type = imageTypeOf(bytes);
  // pngjs allocates what the header declares: a small file may claim 60,000 × 60,000 pixels
  if (type === 'png') {
    const size = pngSize(bytes);
    if (!size) throw new InvalidError(`${field}: the image could not be read`, field, 'image_unreadable');
    if (!fits(size.width, size.height)) throw badDimensions(field);
  }
  try {
    if (type === 'jpeg')
      return jpeg.decode(bytes, {
        useTArray: false,
        maxResolutionInMP: MAX_PIXELS / 1e6,
        maxMemoryUsageInMB: 128,
      }) as {
        width: number;
        height: number;
        data: Buffer;
      };
    if (type === 'png') return PNG.sync.read(bytes);
  } catch {
    throw new InvalidError(`${field}: the image could not be read`, field, 'image_unreadable');
  }
  throw new InvalidError(`${field}: must be a JPEG or PNG image`, field, 'image_type');
}

/** Checks and re-encodes one photo (base64 as sent), stores it, and answers its address. */
export async function storeReviewImage(store: ImageStore, base64: string, field: string): Promise<string> {
  const bytes = Buffer.from(base64.replace(/^data:image\/[a-z]+;base64,/, ''), 'base64');
  if (bytes.length === 0) throw new InvalidError(`${field}: empty image`, field, 'image_type');
  if (bytes.length > REVIEW_IMAGE_MAX_BYTES)
    throw new InvalidError(
      `${field}: larger than ${REVIEW_IMAGE_MAX_BYTES / 1024 / 1024} MB`,
      field,
      'image_size',
    );
  const img = decode(bytes, field);
  const { width, height } = img;
  if (!fits(width, height)) throw badDimensions(field);
  // transparent PNG pixels go onto white, as a JPEG has no alpha
  const data = Buffer.from(img.data);
  for (let i = 0; i < data.length; i += 4) {
    const a = data[i + 3]! / 255;
    if (a === 1) continue;
    for (let c = 0; c < 3; c++) data[i + c] = Math.round(data[i + c]! * a + 255 * (1 - a));
    data[i + 3] = 255;
  }
  const out = jpeg.encode({ width, height, data }, 85).data;
  return store.put(Buffer.from(out), 'jpeg');
}
