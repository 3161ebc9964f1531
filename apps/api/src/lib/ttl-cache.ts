/** A bounded map whose entries expire after ttlMs; beyond max, the oldest entry goes (Map keeps insertion order). */
export function createTtlCache<V>(opts: { max: number; ttlMs: number }) {
  const entries = new Map<string, { value: V; at: number }>();
  return {
    get(key: string): V | undefined {
      const hit = entries.get(key);
      if (!hit) return undefined;
      if (Date.now() - hit.at >= opts.ttlMs) {
        entries.delete(key);
        return undefined;
      }
      return hit.value;
    },
    set(key: string, value: V) {
      entries.delete(key);
      entries.set(key, { value, at: Date.now() });
      if (entries.size > opts.max) entries.delete(entries.keys().next().value!);
    },
    clear() {
      entries.clear();
    },
  };
}
