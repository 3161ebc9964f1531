import { createHash } from 'node:crypto';

export interface CachedBody { body: string; etag: string; meta: Record<string, string> }

/**
 * Serialized answers of public reads, kept until their source changes (the generation) or the TTL passes.
 * Skips the per-request schema serialization and hashing that dominated the product and settings endpoints.
 */
export function createResponseCache(opts: { max: number; ttlMs: number }) {
  const entries = new Map<string, { value: CachedBody; at: number; generation: unknown }>();
  return {
    async get(key: string, generation: unknown, build: () => Promise<{ payload: unknown; meta?: Record<string, string> }>): Promise<CachedBody> {
      const hit = entries.get(key);
      if (hit && hit.generation === generation && Date.now() - hit.at < opts.ttlMs) return hit.value;
      const { payload, meta = {} } = await build();
      const body = JSON.stringify(payload);
      const value = { body, etag: `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 27)}"`, meta };
      entries.delete(key);
      entries.set(key, { value, at: Date.now(), generation });
      if (entries.size > opts.max) entries.delete(entries.keys().next().value!);
      return value;
    },
    clear() { entries.clear(); },
  };
}
