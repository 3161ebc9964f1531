import path from 'node:path';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { createRequestListener } from '@react-router/node';
import { RouterContextProvider, type ServerBuild } from 'react-router';

export const webRoot = path.resolve(import.meta.dirname, '../../web');

/** The in-process API fetch handed to loaders: no socket, same routes, same validation. */
export function injectFetch(app: FastifyInstance) {
  return async (url: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<Response> => {
    const res = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url,
      headers: { ...init.headers, 'x-shop-internal': app.internalToken },
      payload: init.body,
    });
    const headers = new Headers();
    for (const [k, v] of Object.entries(res.headers)) {
      if (v === undefined) continue;
      if (Array.isArray(v)) v.forEach((x) => headers.append(k, String(x)));
      else headers.set(k, String(v));
    }
    return new Response(res.statusCode === 204 || res.statusCode === 304 ? null : new Uint8Array(res.rawPayload), { status: res.statusCode, headers });
  };
}

interface EntryModule { apiFetchContext: Parameters<RouterContextProvider['set']>[0] }

/** Registers the SSR catch-all; `/api/*` and `/media/*` keep their own 404s. */
export async function registerSsr(app: FastifyInstance, getBuild: () => Promise<ServerBuild>, mode: string) {
  const apiFetch = injectFetch(app);
  const listener = createRequestListener({
    build: getBuild,
    mode,
    getLoadContext: async () => {
      const build = await getBuild();
      const ctx = new RouterContextProvider();
      ctx.set((build.entry.module as unknown as EntryModule).apiFetchContext, apiFetch);
      return ctx;
    },
  });
  await app.register(async (scope) => {
    // React Router reads the raw body itself
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_req, _payload, done) => done(null));
    scope.all('/*', async (req, reply) => {
      if (req.url.startsWith('/api/') || req.url.startsWith('/media/')) {
        return reply.code(404).send({ error: `Route ${req.method} ${req.url.split('?')[0]} not found`, code: 'not_found', statusCode: 404 });
      }
      reply.hijack();
      listener(req.raw, reply.raw);
    });
  });
}

/** Production: built client assets (hashed → immutable) and the built server bundle. */
export async function registerBuiltWeb(app: FastifyInstance) {
  const serverEntry = path.join(webRoot, 'build/server/index.js');
  const clientDir = path.join(webRoot, 'build/client');
  if (!existsSync(serverEntry)) throw new Error(`The web app is not built (${serverEntry} missing): run npm run build`);
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  await app.register(fastifyStatic, {
    root: clientDir,
    wildcard: false,
    preCompressed: true,
    setHeaders(reply, filePath) {
      if (filePath.includes(`${path.sep}assets${path.sep}`)) reply.header('cache-control', 'public, max-age=31536000, immutable');
      else reply.header('cache-control', 'public, max-age=3600');
    },
  });
  await registerSsr(app, async () => build, 'production');
}
