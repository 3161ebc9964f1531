import { createLocalBroadcaster, type Broadcaster } from '../../lib/broadcast.ts';

// One place that says "the catalogue (or the settings) changed": the product service's caches (and the serialized
// answers keyed on them), the settings cache and the server's guest page cache listen here. The broadcaster tells
// every other instance too (Redis pub/sub or PostgreSQL LISTEN/NOTIFY; lib/broadcast.ts).

/** Beyond this many ids a change is told as "everything" (a NOTIFY payload stays far below its 8,000 bytes). */
const MAX_IDS_CHARS = 4000;

export interface CatalogueEvents {
  /** every cache of catalogue data drops what it holds, on every instance, so the next read shows the change */
  invalidateCatalogue(): void;
  /**
   * these products changed (staff edited them): the product caches drop only them, on every instance; the small
   * answer caches (lists, guest pages) drop everything, as any list may show them
   */
  invalidateProducts(ids: readonly string[]): void;
  /** the settings cache and everything priced from it (the catalogue) drop what they hold, on every instance */
  invalidateSettings(): void;
  /** published content (a page) changed: its caches and the guest page cache drop, on every instance */
  invalidateContent(): void;
  onInvalidateContent(listener: () => void): () => void;
  /** anything in the catalogue (all of it, or some products) or the published content changed: answer caches listen */
  onInvalidate(listener: () => void): () => void;
  /** the whole catalogue changed */
  onInvalidateAll(listener: () => void): () => void;
  /** some products changed: their ids (null: all of them) */
  onInvalidateProducts(listener: (ids: string[] | null) => void): () => void;
  onInvalidateSettings(listener: () => void): () => void;
}

export function createCatalogueEvents(broadcaster: Broadcaster = createLocalBroadcaster()): CatalogueEvents {
  return {
    invalidateCatalogue() {
      broadcaster.publish('catalogue');
    },
    invalidateProducts(ids) {
      if (!ids.length) return;
      const payload = [...new Set(ids)].join(',');
      if (payload.length > MAX_IDS_CHARS) broadcaster.publish('catalogue');
      else broadcaster.publish('products', payload);
    },
    invalidateSettings() {
      broadcaster.publish('settings');
      broadcaster.publish('catalogue');
    },
    invalidateContent() {
      broadcaster.publish('content');
    },
    onInvalidateContent: (listener) => broadcaster.subscribe('content', listener),
    onInvalidate(listener) {
      const off = (['catalogue', 'products', 'content'] as const).map((t) =>
        broadcaster.subscribe(t, listener),
      );
      return () => off.forEach((f) => f());
    },
    onInvalidateAll: (listener) => broadcaster.subscribe('catalogue', listener),
    onInvalidateProducts: (listener) =>
      broadcaster.subscribe('products', (payload) => listener(payload ? payload.split(',') : null)),
    onInvalidateSettings: (listener) => broadcaster.subscribe('settings', listener),
  };
}

/** What a writer calls after its change: the products it changed, or none named (the whole catalogue). */
export type Invalidate = (productIds?: readonly string[]) => void;
