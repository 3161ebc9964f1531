// Uploaded pictures (2.9-01): every upload (product, collection, banner, review photo) is checked, stored upright and
// without metadata, and recorded pending; the variants are made by the media.variants job (processNow), which marks
// the picture ready and drops the catalogue caches so pages show it. Pictures are named by the hash of the uploaded
// bytes: the same file uploaded twice is one picture.
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { IMAGE_FORMAT_MIME, IMAGE_MIME, mediaHashOf, type ProductImageType } from '@shop/core';
import type { MediaAdminOut, MediaAltBody } from '@shop/core/contract/media';
import type { Db, DbOrTx } from '../../db/client.ts';
import { InvalidError, NotFoundError } from '../../lib/errors.ts';
import type { ImageStore } from '../product/image-store.ts';
import { audit, type AuditActor } from '../staff/audit.ts';
import { inspect, makeOriginal, makeVariants, type InspectLimits } from './image-pipeline.ts';
import { mediaRepository, type MediaRow } from './media.repository.ts';

/** Drawn SVG art is square, 800 × 800 (product-presenter.ts draws it so). */
const ART_SIZE = 800;

export interface MediaServiceDeps {
  db: Db;
  store: ImageStore;
  /** queues the media.variants job of a picture */
  enqueue: (hash: string) => Promise<unknown>;
  /** the products showing this picture leave every catalogue cache (here and on the other instances) */
  invalidate: (url: string) => void | Promise<void>;
  log?: { error(o: object, m: string): void };
}

export const presentMedia = (m: MediaRow): MediaAdminOut => ({
  src: m.url,
  width: m.width,
  height: m.height,
  placeholder: m.placeholder,
  alt: m.alt,
  status: m.status,
});

const originalName = (format: string) => `original.${format}`;

/** The back office's view of pictures by address, in order: uploaded ones with their state, drawn art ready. */
export async function adminMediaOf(db: DbOrTx, urls: readonly string[]): Promise<MediaAdminOut[]> {
  const rows = await mediaRepository(db).byUrls(urls.filter((u) => mediaHashOf(u)));
  return urls.map((src) => {
    const m = rows.get(src);
    if (m) return presentMedia(m);
    // drawn art, an image stored before variants existed, or an upload whose record is gone: shown as is
    return { src, width: ART_SIZE, height: ART_SIZE, placeholder: null, alt: null, status: 'ready' };
  });
}

export function createMediaService(deps: MediaServiceDeps) {
  const repo = mediaRepository(deps.db);
  // which pictures are ready, so serving a variant does not ask the database each time (bounded: never grows)
  const ready = new LRUCache<string, MediaRow>({ max: 5000 });

  async function processNow(hash: string): Promise<MediaRow | undefined> {
    const row = await repo.byHash(hash);
    if (!row || row.status === 'ready') return row;
    try {
      const original = await deps.store.getMedia(hash, originalName(row.format));
      if (!original) throw new Error('the stored original is missing');
      const { variants, placeholder } = await makeVariants(original);
      // written again in full when the job runs twice (a restart mid-way): same names, same bytes
      for (const v of variants) await deps.store.putMedia(hash, v.name, v.bytes, IMAGE_FORMAT_MIME[v.format]);
      await repo.setStatus(hash, 'ready', placeholder);
    } catch (err) {
      await repo.setStatus(hash, 'failed');
      await deps.invalidate(row.url);
      throw err;
    }
    await deps.invalidate(row.url);
    return repo.byHash(hash);
  }

  return {
    /**
     * Checks, strips and stores an upload, records it pending and queues its variants; answers at once. A refused
     * file stores nothing (no row, no file).
     */
    async upload(bytes: Buffer, limits: InspectLimits): Promise<MediaAdminOut> {
      const info = await inspect(bytes, limits);
      const hash = createHash('sha256').update(bytes).digest('hex');
      const known = await repo.byHash(hash);
      if (known && known.status !== 'failed') return presentMedia(known);
      const original = await makeOriginal(bytes, info.type, limits.field);
      await deps.store.putMedia(hash, originalName(info.type), original, IMAGE_MIME[info.type]);
      const row = await repo.insertPending({
        hash,
        url: deps.store.mediaUrl(hash),
        width: info.width,
        height: info.height,
        format: info.type,
        bytes: original.length,
      });
      if (row.status === 'failed') await repo.setStatus(hash, 'pending');
      await deps.enqueue(hash);
      return presentMedia({ ...row, status: 'pending' });
    },

    processNow,

    adminViews: (urls: readonly string[]) => adminMediaOf(deps.db, urls),

    /** Staff's alternative text of one uploaded picture, audited; pages follow at once. */
    async setAlt(body: MediaAltBody, staff: AuditActor): Promise<MediaAdminOut> {
      const alt = body.alt.eng || body.alt.chi || body.alt.cn ? body.alt : null;
      const out = await deps.db.transaction(async (tx) => {
        const r = mediaRepository(tx);
        const before = await r.byUrl(body.src);
        if (!before) throw new InvalidError('src: not an uploaded picture', 'src', 'unknown_image');
        const row = (await r.setAlt(body.src, alt))!;
        await audit(tx, staff, {
          action: 'media.alt',
          entity: 'media',
          entityId: body.src,
          before: { alt: before.alt },
          after: { alt },
        });
        return row;
      });
      ready.delete(out.hash);
      await deps.invalidate(out.url);
      return presentMedia(out);
    },

    /** A stored file of a ready picture with its type, or null (unknown, not ready yet, or not a file it has). */
    async file(hash: string, name: string): Promise<{ bytes: Buffer; type: string } | null> {
      let row = ready.get(hash);
      if (!row) {
        row = await repo.byHash(hash);
        if (!row || row.status !== 'ready') return null;
        ready.set(hash, row);
      }
      const ext = /^original\.(jpeg|png|webp|avif)$/.exec(name)?.[1] as ProductImageType | undefined;
      if (ext && ext !== row.format) return null;
      const bytes = await deps.store.getMedia(hash, name);
      if (!bytes) return null;
      const format = name.split('.')[1]!;
      return {
        bytes,
        type: ext ? IMAGE_MIME[ext] : IMAGE_FORMAT_MIME[format as keyof typeof IMAGE_FORMAT_MIME],
      };
    },

    async byUrl(url: string): Promise<MediaAdminOut> {
      const row = await repo.byUrl(url);
      if (!row) throw new NotFoundError('Unknown picture');
      return presentMedia(row);
    },
  };
}

export type MediaService = ReturnType<typeof createMediaService>;
