import { createHash } from 'node:crypto';
import negotiate from '@fastify/accept-negotiator';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createTtlCache } from './ttl-cache.ts';

/** A serialized answer with its ETag; the compressed forms are made on first demand and kept with it. */
export interface CachedBody {
  body: Buffer;
  etag: string;
  meta: Record<string, string>;
  br?: Buffer;
  gzip?: Buffer;
}

export function cachedBody(payload: unknown, meta: Record<string, string> = {}): CachedBody {
  const body = Buffer.from(JSON.stringify(payload));
  return { body, etag: `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 27)}"`, meta };
}

/**
 * Serialized answers of public reads, kept until their source changes (the generation) or the TTL passes.
 * Skips the per-request schema serialization and hashing that dominated the product and settings endpoints.
 */
export function createResponseCache(opts: { max: number; ttlMs: number }) {
  const entries = createTtlCache<{ value: CachedBody; generation: unknown }>(opts);
  return {
    async get(
      key: string,
      generation: unknown,
      build: () => Promise<{ payload: unknown; meta?: Record<string, string> }>,
    ): Promise<CachedBody> {
      const hit = entries.get(key);
      if (hit && hit.generation === generation) return hit.value;
      const { payload, meta } = await build();
      const value = cachedBody(payload, meta);
      entries.set(key, { value, generation });
      return value;
    },
    clear() {
      entries.clear();
    },
  };
}

const MIN_COMPRESS = 1024;

type Coding = 'br' | 'gzip';

/** The coding to send under this Accept-Encoding (q-values weighed, q=0 refuses, `*` counts), or null. */
export function preferredEncoding(
  header: string | string[] | undefined | null,
  codings: Coding[] = ['br', 'gzip'],
): Coding | null {
  const value = Array.isArray(header) ? header.join(', ') : (header ?? '');
  return value ? negotiate(value, codings) : null;
}

/** Whether an Accept-Encoding header takes this coding (a q=0 refuses it). */
export function acceptsEncoding(header: string | string[] | undefined | null, coding: Coding): boolean {
  return preferredEncoding(header, [coding]) === coding;
}

/**
 * Sends a cached answer: 304 on a matching ETag, else the body in the best encoding the client takes.
 * Compressing once per cached body (brotli at its best quality) costs less than @fastify/compress on every send.
 */
export function sendCached(req: FastifyRequest, reply: FastifyReply, cached: CachedBody) {
  reply.header('etag', cached.etag);
  if (req.headers['if-none-match'] === cached.etag) return reply.code(304).send(null);
  reply.type('application/json; charset=utf-8');
  if (cached.body.length < MIN_COMPRESS) return reply.send(cached.body);
  reply.header('vary', [reply.getHeader('vary'), 'Accept-Encoding'].filter(Boolean).join(', '));
  const coding = preferredEncoding(req.headers['accept-encoding']);
  if (coding === 'br') {
    cached.br ??= brotliCompressSync(cached.body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: cached.body.length },
    });
    return reply.header('content-encoding', 'br').send(cached.br);
  }
  if (coding === 'gzip') {
    cached.gzip ??= gzipSync(cached.body, { level: 9 });
    return reply.header('content-encoding', 'gzip').send(cached.gzip);
  }
  return reply.send(cached.body);
}
