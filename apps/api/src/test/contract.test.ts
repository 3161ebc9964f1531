// The contract (packages/core/src/contract) holds: every route the app registers declares a response schema for its
// success status and a strict body, and the answers sent from a cache (no serializer) still match their schemas.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as FastifyModule from 'fastify';
import type { RouteOptions } from 'fastify';
import type { z } from 'zod';
import { productListOut } from '@shop/core/contract/product';
import { settingsOut } from '@shop/core/contract/settings';
import { productReviewsOut, storiesOut } from '@shop/core/contract/review';
import { createTestApp, type TestApp } from './test-app.ts';

// every route as registered: the app's Fastify instance gets an onRoute hook before any plugin adds a route
const routes = vi.hoisted(() => [] as RouteOptions[]);
vi.mock('fastify', async (importOriginal) => {
  const mod = await importOriginal<typeof FastifyModule>();
  const real = mod.default;
  const withHook = ((opts?: Parameters<typeof real>[0]) => {
    const app = real(opts);
    app.addHook('onRoute', (route) => {
      routes.push(route);
    });
    return app;
  }) as typeof real;
  return { ...mod, default: Object.assign(withHook, real), fastify: withHook };
});

/** Bodies that are not JSON objects: read as bytes or as a form, never as keys. */
const NOT_JSON_BODIES = new Set([
  // the image's own bytes (Content-Type image/*)
  'POST /api/v1/admin/products/:id/images',
  'POST /api/v1/admin/collections/:id/image',
  'POST /api/v1/admin/settings/banners/:id/image',
  'POST /api/v1/admin/homepage/images',
  // the catalogue file (Content-Type text/csv), checked row by row
  'POST /api/v1/admin/products/import',
  // a mail client's one-click form (RFC 8058); only the signed token in the query counts
  'POST /api/v1/unsubscribe',
]);

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The API document's own pages (@fastify/swagger-ui), not the shop's API. */
const isDocsPage = (url: string) => url === '/api/docs' || url.startsWith('/api/docs/');

type ZodLike = { _zod: { def: Record<string, unknown> & { type: string } } };
const isZod = (s: unknown): s is ZodLike => typeof s === 'object' && s !== null && '_zod' in s;

/** Paths (a.b[]) of the objects inside a request schema that let unknown keys through. */
function looseObjects(schema: unknown, path = '(body)'): string[] {
  if (!isZod(schema)) return [`${path}: not a zod schema`];
  const def = schema._zod.def;
  const inner = (key: string, at = path) => looseObjects(def[key], at);
  switch (def.type) {
    case 'object': {
      const catchall = def.catchall as ZodLike | undefined;
      const own = catchall?._zod.def.type === 'never' ? [] : [path];
      const shape = def.shape as Record<string, unknown>;
      return [...own, ...Object.entries(shape).flatMap(([k, v]) => looseObjects(v, `${path}.${k}`))];
    }
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return inner('innerType');
    case 'pipe':
      return inner('in');
    case 'array':
      return inner('element', `${path}[]`);
    case 'record':
      return inner('valueType', `${path}{}`);
    case 'union':
      return (def.options as unknown[]).flatMap((o) => looseObjects(o, path));
    case 'intersection':
      return [...inner('left'), ...inner('right')];
    default:
      return [];
  }
}

const label = (r: RouteOptions) => (m: string) => `${m} ${r.url}`;
const methodsOf = (r: RouteOptions) => (Array.isArray(r.method) ? r.method : [r.method]);

describe('the contract', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const registered = () =>
    routes.flatMap((r) => methodsOf(r).map((m) => ({ name: label(r)(m), method: m, route: r })));

  it('sees every route the app registers', () => {
    const names = registered().map((r) => r.name);
    expect(names).toContain('GET /api/v1/product');
    expect(names).toContain('PATCH /api/v1/admin/products/:id');
    expect(names.length).toBeGreaterThan(150);
  });

  it('every route declares a zod response schema for its success status', () => {
    const missing = registered()
      .filter((r) => r.method !== 'HEAD' && !isDocsPage(r.route.url))
      .filter(({ route }) => {
        const response = (route.schema?.response ?? {}) as Record<string, unknown>;
        return !Object.entries(response).some(
          ([status, s]) =>
            /^2(\d\d|xx)$/.test(status) &&
            (isZod(s) || (typeof s === 'object' && s !== null && 'content' in s)),
        );
      })
      .map((r) => r.name);
    expect(missing).toEqual([]);
  });

  it('every write declares a body whose objects are all strict (an unknown key is a 400)', () => {
    const problems = registered()
      .filter((r) => WRITES.has(r.method) && !NOT_JSON_BODIES.has(r.name))
      .flatMap(({ name, route }) =>
        route.schema?.body === undefined
          ? [`${name}: no body schema`]
          : looseObjects(route.schema.body).map((p) => `${name}: ${p} is not strict`),
      );
    expect(problems).toEqual([]);
  });

  it('the pending and exempt lists name only routes that exist', () => {
    const names = new Set(registered().map((r) => r.name));
    for (const n of [...NOT_JSON_BODIES]) expect(names, n).toContain(n);
  });

  it('the API document carries the contract: answers and strict bodies', async () => {
    const res = await t.inject('/api/docs/json');
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { paths: Record<string, Record<string, Record<string, unknown>>> };
    const list = doc.paths['/api/v1/product']!.get! as { responses: Record<string, { content?: unknown }> };
    expect(list.responses['200']!.content).toBeDefined();
    const write = doc.paths['/api/v1/cart']!.post! as {
      requestBody: { content: Record<string, { schema: { additionalProperties?: unknown } }> };
    };
    expect(write.requestBody.content['application/json']!.schema.additionalProperties).toBe(false);
  });

  it('an unknown body key is a 400 naming it', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/v1/newsletter',
      payload: { email: 'a@b.co', locale: 'en', lang: 'en' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'invalid' });
    expect(res.json().error).toContain('lang');
  });

  // these answers leave as cached bytes, past the serializer: their schemas are checked here instead
  const exact = <T extends z.ZodType>(schema: T, body: unknown) => expect(schema.parse(body)).toEqual(body);

  it('the cached product list matches productListOut', async () => {
    const res = await t.inject('/api/v1/product?channel=4&limit=100');
    expect(res.statusCode).toBe(200);
    const body = res.json() as unknown[];
    expect(body.length).toBeGreaterThan(0);
    exact(productListOut, body);
  });

  it('the cached settings match settingsOut', async () => {
    const res = await t.inject('/api/v1/setting');
    expect(res.statusCode).toBe(200);
    exact(settingsOut, res.json());
  });

  it('the cached reviews and stories match productReviewsOut and storiesOut', async () => {
    const [first] = (await t.inject('/api/v1/product?channel=4&limit=1')).json() as { _id: string }[];
    const reviews = await t.inject(`/api/v1/product/comment/${first!._id}`);
    expect(reviews.statusCode).toBe(200);
    exact(productReviewsOut, reviews.json());
    const stories = await t.inject('/api/v1/review-stories');
    expect(stories.statusCode).toBe(200);
    exact(storiesOut, stories.json());
  });
});
