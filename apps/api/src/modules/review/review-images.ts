// Shoppers' review photos: base64 as sent, checked by their bytes, size and dimensions, then through the media
// pipeline like every upload (2.9-01): decoded, turned upright, stored without metadata (a phone's GPS position),
// and cut into widths and formats by the media.variants job.
import { InvalidError } from '../../lib/errors.ts';
import { inspect, type InspectLimits } from '../media/image-pipeline.ts';
import type { MediaService } from '../media/media.service.ts';

export const REVIEW_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const REVIEW_IMAGE_MIN_SIDE = 64;
export const REVIEW_IMAGE_MAX_SIDE = 4000;

const limitsFor = (field: string): InspectLimits => ({
  field,
  maxBytes: REVIEW_IMAGE_MAX_BYTES,
  minSide: REVIEW_IMAGE_MIN_SIDE,
  maxSide: REVIEW_IMAGE_MAX_SIDE,
});

const bytesOf = (base64: string, field: string) => {
  const bytes = Buffer.from(base64.replace(/^data:image\/[a-z]+;base64,/, ''), 'base64');
  if (bytes.length === 0) throw new InvalidError(`${field}: empty image`, field, 'image_type');
  return bytes;
};

/**
 * Checks every photo (base64 as sent) before any is stored, then stores each; answers their base addresses. A
 * refused photo leaves the others unstored.
 */
export async function storeReviewImages(media: MediaService, photos: readonly string[]): Promise<string[]> {
  const decoded = photos.map((p, i) => ({ bytes: bytesOf(p, `images.${i}`), field: `images.${i}` }));
  for (const d of decoded) await inspect(d.bytes, limitsFor(d.field));
  const urls: string[] = [];
  for (const d of decoded) urls.push((await media.upload(d.bytes, limitsFor(d.field))).src);
  return urls;
}
