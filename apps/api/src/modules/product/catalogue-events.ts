// One place that says "the catalogue changed": the product service's cache (and the serialized answers keyed on
// it) and the server's guest page cache listen here. Another instance would subscribe the same listeners to a
// broadcast (PostgreSQL LISTEN/NOTIFY) and call invalidateCatalogue() when one arrives.
export interface CatalogueEvents {
  /** every cache of catalogue data drops what it holds, so the next read shows the change */
  invalidateCatalogue(): void;
  /** returns the unsubscribe function */
  onInvalidate(listener: () => void): () => void;
}

export function createCatalogueEvents(): CatalogueEvents {
  const listeners = new Set<() => void>();
  return {
    invalidateCatalogue() {
      for (const l of listeners) l();
    },
    onInvalidate(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
