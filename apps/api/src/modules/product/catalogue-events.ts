import { createLocalBroadcaster, type Broadcaster } from '../../lib/broadcast.ts';

// One place that says "the catalogue (or the settings) changed": the product service's cache (and the serialized
// answers keyed on it), the settings cache and the server's guest page cache listen here. The broadcaster tells
// every other instance too (Redis pub/sub or PostgreSQL LISTEN/NOTIFY; lib/broadcast.ts).
export interface CatalogueEvents {
  /** every cache of catalogue data drops what it holds, on every instance, so the next read shows the change */
  invalidateCatalogue(): void;
  /** the settings cache and everything priced from it (the catalogue) drop what they hold, on every instance */
  invalidateSettings(): void;
  /** catalogue listeners; returns the unsubscribe function */
  onInvalidate(listener: () => void): () => void;
  onInvalidateSettings(listener: () => void): () => void;
}

export function createCatalogueEvents(broadcaster: Broadcaster = createLocalBroadcaster()): CatalogueEvents {
  return {
    invalidateCatalogue() {
      broadcaster.publish('catalogue');
    },
    invalidateSettings() {
      broadcaster.publish('settings');
      broadcaster.publish('catalogue');
    },
    onInvalidate: (listener) => broadcaster.subscribe('catalogue', listener),
    onInvalidateSettings: (listener) => broadcaster.subscribe('settings', listener),
  };
}
