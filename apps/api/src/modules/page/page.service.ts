// The storefront's reading of content pages (2.2-12, 2.2-13, 2.12-14): the published text by handle, in the
// shopper's script, cached in memory until staff publish on any instance; the draft only with its preview token.
import { timingSafeEqual } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { nameForLocale, type Locale } from '@shop/core';
import type { StorePageOut } from '@shop/core/contract/page';
import type { Db } from '../../db/client.ts';
import type { PageContent } from '../../db/schema.ts';
import { NotFoundError } from '../../lib/errors.ts';
import type { CatalogueEvents } from '../product/catalogue-events.ts';
import { pageRepository } from './page.repository.ts';

/** One script of a page: hk and zh read Traditional (chi), cn Simplified, en English; an empty one falls back. */
export function pageInLocale(
  handle: string,
  c: PageContent,
  locale: Locale,
  opts: { preview: boolean; publishedAt: Date | null },
): StorePageOut {
  const title = nameForLocale(c.title, locale);
  return {
    handle,
    title,
    body: nameForLocale(c.body, locale),
    seo_title: nameForLocale(c.seo_title, locale) || title,
    seo_description: nameForLocale(c.seo_description, locale),
    preview: opts.preview,
    published_at: opts.publishedAt?.toISOString() ?? null,
  };
}

const sameToken = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

type Cached = { content: PageContent; publishedAt: Date | null } | null;

export function createPages(db: Db, events: CatalogueEvents) {
  // published pages by handle (null: none published there), dropped on every instance when staff publish
  const cache = new LRUCache<string, { v: Cached }>({ max: 500 });
  events.onInvalidateContent(() => cache.clear());

  async function published(handle: string): Promise<Cached> {
    const hit = cache.get(handle);
    if (hit) return hit.v;
    const row = await pageRepository.byHandle(db, handle);
    const v = row?.published ? { content: row.published, publishedAt: row.publishedAt } : null;
    cache.set(handle, { v });
    return v;
  }

  return {
    /** The published page, or with the right preview token the draft (never cached); else 404 page_not_found. */
    async read(handle: string, locale: Locale, preview?: string): Promise<StorePageOut> {
      if (preview) {
        const row = await pageRepository.byHandle(db, handle);
        if (!row || !sameToken(row.previewToken, preview))
          throw new NotFoundError('No such page', 'page_not_found');
        return pageInLocale(row.handle, row.draft, locale, { preview: true, publishedAt: row.publishedAt });
      }
      const p = await published(handle);
      if (!p) throw new NotFoundError('No such page', 'page_not_found');
      return pageInLocale(handle, p.content, locale, { preview: false, publishedAt: p.publishedAt });
    },
    /** for tests and the cache check: how many handles are held */
    cachedCount: () => cache.size,
  };
}
export type Pages = ReturnType<typeof createPages>;
