import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { createRequest } from '@remix-run/node-fetch-server';
import { createRequestHandler, RouterContextProvider, type ServerBuild } from 'react-router';
import { providerSources } from '@shop/core/csp';
import { acceptsEncoding, createTtlCache, isUnder, normalizedPath } from '@shop/api';
import { gzipStoredPage, storedBody, storedHeaders, storePage, type StoredPage } from './page-cache.ts';
import { isSameOriginPost, PAGE_BODY_LIMIT } from './page-guard.ts';
import { createMemberGroups } from './member-groups.ts';

export const webRoot = path.resolve(import.meta.dirname, '../../web');

/** Headers that would let a page's caller choose the address the API sees: the address comes from `clientIp` alone. */
const ADDRESS_HEADERS = new Set(['x-forwarded-for', 'x-real-ip', 'forwarded']);

/**
 * The in-process API fetch handed to loaders: no socket, same routes, same validation. `clientIp` is the outer
 * request's `req.ip` (Fastify applied TRUST_PROXY to it): the API's per-address limits see the shopper, not this
 * process.
 */
export function injectFetch(
  app: FastifyInstance,
  render?: string,
  clientIp = '127.0.0.1',
  member?: { accessToken: string },
) {
  return async (
    url: string,
    init: { method?: string; headers?: Record<string, string>; body?: string } = {},
  ): Promise<Response> => {
    const sent = Object.fromEntries(
      Object.entries(init.headers ?? {}).filter(([k]) => !ADDRESS_HEADERS.has(k.toLowerCase())),
    );
    // a page members of one group share: only the group-priced answers see the member's session
    if (member && isGroupPriced(url)) {
      const cookie = Object.keys(sent).find((k) => k.toLowerCase() === 'cookie');
      const given = cookie ? sent[cookie] : '';
      if (cookie) delete sent[cookie];
      sent.cookie = [given, `shop_at=${member.accessToken}`].filter(Boolean).join('; ');
    }
    const res = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url,
      remoteAddress: clientIp,
      // the render id lets the calls of one page share their sign-in lookup
      headers: {
        ...sent,
        'x-shop-internal': app.internalToken,
        ...(render ? { 'x-shop-render': render } : {}),
      },
      payload: init.body,
    });
    const headers = new Headers();
    for (const [k, v] of Object.entries(res.headers)) {
      if (v === undefined) continue;
      if (Array.isArray(v)) v.forEach((x) => headers.append(k, String(x)));
      else headers.set(k, String(v));
    }
    return new Response(
      res.statusCode === 204 || res.statusCode === 304 ? null : new Uint8Array(res.rawPayload),
      { status: res.statusCode, headers },
    );
  };
}

/**
 * The API reads whose answer for a member depends on the member's groups and nothing else of theirs (`shopperFor`:
 * group prices and members-only products). In a page members of one group share, every other read is a guest's.
 */
export function isGroupPriced(url: string): boolean {
  const { pathname } = new URL(url, 'http://x');
  return pathname === '/api/v1/product' || /^\/api\/v1\/product\/offers\/[^/]+$/.test(pathname);
}

interface EntryModule {
  apiFetchContext: Parameters<RouterContextProvider['set']>[0];
  publicOriginContext: Parameters<RouterContextProvider['set']>[0];
  cspSourcesContext: Parameters<RouterContextProvider['set']>[0];
  pageCacheKey(request: Request): string | null;
  isShareableSetCookie(setCookie: string): boolean;
  withoutBag(request: Request): Request | null;
  withoutMember(request: Request): { guest: Request; accessToken: string } | null;
  memberPageKey(guestKey: string, groupIds: readonly string[]): string;
  memberRenderContext: Parameters<RouterContextProvider['set']>[0];
  PAGE_CACHE_HEADER: string;
  createNonce(): string;
}

const UNAVAILABLE_PAGE = `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Try again in a moment</title><main style="font:1rem/1.5 system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem">
<h1>Try again in a moment</h1><p>The shop is unavailable for a few seconds. Please reload this page.</p>
<p lang="zh-Hant">商店暫時未能使用，請於數秒後重新載入。</p></main></html>`;

const isHtml = (response: Response) => !!response.headers.get('content-type')?.startsWith('text/html');

export interface SsrOptions {
  /** guest page cache lifetime; 0 turns it off (development) */
  pageCacheMs?: number;
}

/**
 * Registers the SSR catch-all; `/api/*` and `/media/*` keep their own 404s.
 * Production passes the build itself: given a function, React Router re-derives its route tree
 * (flatten and rank every route) on every request, which cost about 1 ms a page.
 * Pages go out through Fastify's reply, so @fastify/compress encodes them like the API's answers.
 */
export async function registerSsr(
  app: FastifyInstance,
  build: ServerBuild | (() => Promise<ServerBuild>),
  mode: string,
  opts: SsrOptions = {},
) {
  const handle = createRequestHandler(build, mode);
  const entryOf = async () =>
    (typeof build === 'function' ? await build() : build).entry.module as unknown as EntryModule;
  const cache = createTtlCache<StoredPage>({ ttlMs: opts.pageCacheMs ?? 0, max: 500 });
  // a staff change to the catalogue shows at once: stored guest pages may show its old price or a hidden product
  app.catalogue.onInvalidate(() => cache.clear());
  // whether a path answers with a shared page, learned from its renders (a route opts in whoever asks): a guest
  // with a bag gets the guest page there, and the header fetches the bag (docs/decisions.md)
  const sharedPaths = createTtlCache<boolean>({ ttlMs: opts.pageCacheMs ? 10 * 60_000 : 0, max: 5000 });
  // a signed-in member gets the page their group shares there, and the header fetches their own parts
  const memberGroups = createMemberGroups(app);
  // canonical, hreflang, sitemap and robots name the configured site, never the Host a client sent
  const publicOrigin = new URL(app.deps.config.PUBLIC_URL).origin;
  // the real bot check's and Stripe's origins, when this shop uses them
  const cspSources = providerSources({
    botCheck: app.deps.config.BOT_CHECK_PROVIDER,
    payments: app.deps.config.PAYMENT_PROVIDER,
    paydollarUrl: app.deps.config.PAYDOLLAR_URL,
    imagesUrl: app.deps.config.S3_BUCKET ? app.deps.config.S3_PUBLIC_URL : undefined,
  });

  /** a stored page: its headers and body are final bytes */
  interface CachedReply {
    status: number;
    headers: [string, string][];
    body: Buffer;
  }

  async function render(
    request: Request,
    clientIp: string,
    req?: FastifyRequest,
  ): Promise<Response | CachedReply> {
    const entry = await entryOf();
    // a shopper's reload asking for a fresh copy (Cache-Control: no-cache) renders anew
    const cacheable = !!opts.pageCacheMs && !/no-cache/.test(request.headers.get('cache-control') ?? '');
    let key = cacheable ? entry.pageCacheKey(request) : null;
    const path = new URL(request.url).pathname;
    let page = request;
    let member: { accessToken: string } | undefined;
    if (cacheable && !key && sharedPaths.get(path)) {
      const guest = entry.withoutBag(request);
      const signedIn = guest ? null : entry.withoutMember(request);
      if (guest) [page, key] = [guest, entry.pageCacheKey(guest)];
      else if (signedIn && req) {
        // the groups come from the verified session, never from anything else the client sent
        const groups = await memberGroups.of(req, signedIn.accessToken);
        if (groups) {
          [page, member] = [signedIn.guest, { accessToken: signedIn.accessToken }];
          key = entry.memberPageKey(entry.pageCacheKey(signedIn.guest)!, groups);
        }
      }
    }
    if (key) {
      const hit = cache.get(key);
      if (hit) {
        app.metrics.page('hit');
        const nonce = entry.createNonce();
        const headers: [string, string][] = [
          ...storedHeaders(hit, nonce),
          ['x-page-cache', 'hit'],
          ['vary', 'Accept-Encoding'],
        ];
        if (acceptsEncoding(request.headers.get('accept-encoding'), 'gzip')) {
          return {
            status: hit.status,
            headers: [...headers, ['content-encoding', 'gzip']],
            body: gzipStoredPage(hit, nonce),
          };
        }
        return { status: hit.status, headers, body: storedBody(hit, nonce) };
      }
    }
    const ctx = new RouterContextProvider();
    ctx.set(entry.apiFetchContext, injectFetch(app, randomUUID(), clientIp, member));
    if (member) ctx.set(entry.memberRenderContext, true);
    ctx.set(entry.publicOriginContext, publicOrigin);
    ctx.set(entry.cspSourcesContext, cspSources);
    const response = await handle(page, ctx);
    const shared = response.headers.has(entry.PAGE_CACHE_HEADER);
    response.headers.delete(entry.PAGE_CACHE_HEADER);
    // pages only: a `.data` request carries the root's bag to client navigations
    if (request.method === 'GET' && response.status === 200 && isHtml(response))
      sharedPaths.set(path, shared);
    if (
      !key ||
      !shared ||
      response.status !== 200 ||
      !response.headers.getSetCookie().every(entry.isShareableSetCookie) ||
      !isHtml(response)
    ) {
      if (isHtml(response)) app.metrics.page('rendered');
      return response;
    }
    const body = await response.text();
    const stored = storePage(response.status, response.headers, body);
    if (stored) cache.set(key, stored);
    app.metrics.page('miss');
    response.headers.set('x-page-cache', 'miss');
    return new Response(body, { status: response.status, headers: response.headers });
  }

  await app.register(async (scope) => {
    scope.addHook('onRequest', async (req, reply) => {
      // the API's and the media's paths in any spelling (`/%61pi/…`, `/API/…`) are never pages
      const path = normalizedPath(req.url);
      if (isUnder(path, '/api') || isUnder(path, '/media')) {
        return reply.code(404).send({
          error: `Route ${req.method} ${req.url.split('?')[0]} not found`,
          code: 'not_found',
          statusCode: 404,
        });
      }
      // login CSRF: a form on another site must not run our actions (sign a shopper in, change their bag)
      const ours = [publicOrigin, `${req.protocol}://${req.host}`];
      if (
        !isSameOriginPost(req.method, req.headers as { origin?: string; 'sec-fetch-site'?: string }, ours)
      ) {
        return reply
          .code(403)
          .send({ error: 'Cross-site form submission refused', code: 'cross_site', statusCode: 403 });
      }
    });
    // a form body is read here, within PAGE_BODY_LIMIT (413 by Content-Length at once, or as a chunked body passes it)
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: PAGE_BODY_LIMIT }, (_req, body, done) =>
      done(null, body),
    );
    scope.all('/*', async (req, reply) => {
      const request = pageRequest(req, reply);
      // every page action reads a form: any other body is the client's mistake, not a server error
      if (
        req.method !== 'GET' &&
        req.method !== 'HEAD' &&
        req.method !== 'OPTIONS' &&
        !(await isForm(request))
      ) {
        return reply.code(400).send({
          error: 'body: must be a form (application/x-www-form-urlencoded or multipart/form-data)',
          code: 'invalid',
          field: 'body',
          statusCode: 400,
        });
      }
      const response = await render(request, req.ip, req);
      // a page that failed because PostgreSQL is away says so, briefly, and asks to try again (never a 500)
      if (response.status >= 500 && !(await app.deps.database.ping()))
        return reply
          .code(503)
          .header('retry-after', '5')
          .header('cache-control', 'no-store')
          .type('text/html; charset=utf-8')
          .send(UNAVAILABLE_PAGE);
      reply.code(response.status);
      // Headers iterate each Set-Cookie on its own, like a stored page's list
      setHeaders(reply, response.headers);
      if (!(response instanceof Response)) return reply.send(response.body);
      return reply.send(response.body ? Readable.fromWeb(response.body as WebReadableStream) : null);
    });
  });
}

/** The Web request React Router handles; a non-GET one carries the body Fastify has read (bounded). */
function pageRequest(req: FastifyRequest, reply: FastifyReply): Request {
  if (req.method === 'GET' || req.method === 'HEAD') return createRequest(req.raw, reply.raw);
  // URL, headers and the abort signal as for any page, from a bodiless view of the request; then the read body
  const head = createRequest(
    Object.assign(Object.create(req.raw) as typeof req.raw, { method: 'GET' }),
    reply.raw,
  );
  const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
  return new Request(head, { method: req.method, body: body as Uint8Array<ArrayBuffer> });
}

async function isForm(request: Request): Promise<boolean> {
  try {
    await request.clone().formData();
    return true;
  } catch {
    return false;
  }
}

function setHeaders(reply: FastifyReply, headers: Iterable<[string, string]>) {
  const cookies: string[] = [];
  for (const [name, value] of headers) {
    if (name.toLowerCase() === 'set-cookie') cookies.push(value);
    else reply.header(name, value);
  }
  if (cookies.length) reply.header('set-cookie', cookies);
}

/** Production: built client assets (hashed → immutable) and the built server bundle. */
export async function registerBuiltWeb(app: FastifyInstance, opts: SsrOptions = {}) {
  const serverEntry = path.join(webRoot, 'build/server/index.js');
  const clientDir = path.join(webRoot, 'build/client');
  if (!existsSync(serverEntry))
    throw new Error(`The web app is not built (${serverEntry} missing): run npm run build`);
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  await app.register(fastifyStatic, {
    root: clientDir,
    wildcard: false,
    preCompressed: true,
    setHeaders(reply, filePath) {
      if (filePath.includes(`${path.sep}assets${path.sep}`))
        reply.header('cache-control', 'public, max-age=31536000, immutable');
      else reply.header('cache-control', 'public, max-age=3600');
    },
  });
  await registerSsr(app, build, 'production', { pageCacheMs: opts.pageCacheMs });
}
