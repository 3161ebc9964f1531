// The hooks every request meets before a route: CSRF (cookie and check), text that cannot be stored, rate
// limits, security headers and compression. app.ts adds them in a fixed order; hooks run in the order added.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import { FallbackStore } from './rate-limit-store.ts';
import { redisHealthOf, trackRedisHealth } from './redis-health.ts';
import { AUTH_COOKIES, safeEqual } from '../modules/user/auth.ts';
import { STAFF_COOKIES } from '../modules/staff/staff.guard.ts';
import { RateLimitedError } from './errors.ts';
import { isApiRequest } from './request-path.ts';
import { findUnstorableText } from './unstorable-text.ts';

/**
 * onSend: every answer names its request id, and an API answer to a browser without one sets the double-submit
 * CSRF cookie (readable, echoed in X-CSRF-TOKEN). Added before @fastify/cookie, whose onSend writes the cookies.
 */
export function csrfCookie(app: FastifyInstance) {
  const { config } = app.deps;
  app.addHook('onSend', async (req, reply) => {
    reply.header('x-request-id', req.id);
    // double-submit CSRF: a readable cookie the browser echoes in X-CSRF-TOKEN
    if (isApiRequest(req) && !req.cookies?.[AUTH_COOKIES.csrf] && !req.headers['x-shop-internal']) {
      reply.setCookie(AUTH_COOKIES.csrf, randomBytes(24).toString('base64url'), {
        path: '/',
        sameSite: 'lax',
        secure: config.COOKIE_SECURE,
        httpOnly: false,
        maxAge: 365 * 24 * 3600,
      });
    }
  });
}

/** every state-changing API call proves it comes from our pages (X-CSRF-TOKEN, 6-08) */
export function csrfCheck(app: FastifyInstance) {
  app.addHook('onRequest', async (req, reply) => {
    // decided on the route the router matched and on the decoded path, never on the raw URL (`/%61pi/v1/cart`)
    if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS' || !isApiRequest(req))
      return;
    // providers call the webhook server to server: it is authenticated by its signature instead
    if (req.routeOptions.url === '/api/v1/payment/notify/:provider') return;
    // a mail client's one-click unsubscribe (RFC 8058) carries no cookie: its signed token is the proof
    if (req.routeOptions.url === '/api/v1/unsubscribe') return;
    const internal = req.headers['x-shop-internal'];
    if (typeof internal === 'string' && safeEqual(internal, app.internalToken)) return;
    const header = req.headers['x-csrf-token'];
    // staff writes echo the staff CSRF cookie once signed in; before that (the sign-in itself) the shop's
    const staffToken = req.routeOptions.url?.startsWith('/api/v1/admin/')
      ? req.cookies[STAFF_COOKIES.csrf]
      : undefined;
    const cookieToken = staffToken ?? req.cookies[AUTH_COOKIES.csrf];
    if (typeof header !== 'string' || !cookieToken || !safeEqual(header, cookieToken)) {
      return reply
        .code(403)
        .send({ error: 'Missing or invalid CSRF token (X-CSRF-TOKEN)', code: 'csrf', statusCode: 403 });
    }
  });
}

/** NUL and lone surrogates cannot be stored (text, jsonb): a 400 naming the field, before any handler runs */
export function rejectUnstorableText(app: FastifyInstance) {
  app.addHook('preValidation', async (req, reply) => {
    if (!req.routeOptions.schema) return;
    for (const [where, value] of [
      ['params', req.params],
      ['querystring', req.query],
      ['body', req.body],
    ] as const) {
      const field = findUnstorableText(value);
      if (field === null) continue;
      const error = `${where}${field ? `.${field}` : ''}: must not contain NUL characters or unpaired surrogates`;
      return reply.code(400).send({ error, code: 'invalid', field: field || undefined, statusCode: 400 });
    }
  });
}

/** Per-route limits (`config.rateLimit`); with Redis counted once for every instance, else in this process. */
export async function rateLimits(app: FastifyInstance, redis: Redis | undefined) {
  await app.register(rateLimit, {
    global: false,
    allowList: app.deps.config.RATE_LIMIT_ALLOWLIST,
    // REDIS_URL: counted once for every instance; else in this process (one instance)
    // counted in this process while Redis is down (rate-limit-store.ts); skipOnError is the last resort
    ...(redis
      ? {
          store: FallbackStore.for(
            redis,
            redisHealthOf(redis) ?? trackRedisHealth(redis, app.log),
            'shop-rl:',
          ),
          skipOnError: true,
        }
      : {}),
    // thrown by the plugin: an error of ours, so the handler below answers with the message and the wait
    errorResponseBuilder: (_req, ctx) =>
      new RateLimitedError(
        `Too many requests, try again in ${Math.ceil(ctx.ttl / 1000)} seconds`,
        Math.ceil(ctx.ttl / 1000),
      ),
  });
}

/** The shop's public pictures: catalogue media, drawn art and its rasters, and the icons its emails show. */
const PUBLIC_PICTURE =
  /^\/(?:media\/[^?]*|icon-(?:192|512)\.png|apple-touch-icon\.png|favicon\.(?:ico|svg))(?:\?|$)/;

export async function securityHeaders(app: FastifyInstance) {
  await app.register(helmet, {
    // pages get their CSP from the web app; API answers are JSON
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
  });
  // helmet's Cross-Origin-Resource-Policy: same-origin stays on pages and the API. A picture is public, and a mail
  // program or webmail page that shows an order email's pictures from our address is another origin: with
  // same-origin it would show an empty box (2.9-01)
  app.addHook('onSend', async (req, reply) => {
    if ((req.method === 'GET' || req.method === 'HEAD') && PUBLIC_PICTURE.test(req.url))
      reply.header('cross-origin-resource-policy', 'cross-origin');
  });
}

export async function compression(app: FastifyInstance) {
  // answers made per request: gzip first, since brotli over React's many small streamed chunks cost twice the CPU
  // (rendered product page: 128 req/s with gzip, 81 with brotli 4); built assets and cached bodies come precompressed
  await app.register(compress, { encodings: ['gzip', 'br'], threshold: 1024, zlibOptions: { level: 1 } });
}
