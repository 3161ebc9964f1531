// Faults under load (docs/scaling.md, "Faults"): two built instances behind nginx on a PostgreSQL cluster and a
// redis-server of this test's own, which it stops and starts while shoppers check out; then a rolling deploy with a
// new migration under FAULTS_LOAD_SECONDS (120 in CI) of load. `npm run test:faults`, meant for `.ci/run` after the
// scale-out test. Nothing here is optional: without PostgreSQL, redis-server, nginx or a build it fails.
import { mkdtempSync, readFileSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_STAFF, DEMO_STAFF_PASSWORD } from '../../api/src/db/seed/staff.ts';
import {
  redisOnPort,
  root,
  shopper,
  startInstance,
  startNginx,
  startPostgres,
  stop,
  type Proc,
} from './topology.test-util.ts';

const work = mkdtempSync(path.join(tmpdir(), 'shop-faults-'));
const LOAD_SECONDS = Number(process.env.FAULTS_LOAD_SECONDS ?? 120);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let pgServer: Awaited<ReturnType<typeof startPostgres>>;
let redis: Awaited<ReturnType<typeof redisOnPort>>;
let dbUrl: string;
let a: Proc;
let b: Proc;
let lb: Awaited<ReturnType<typeof startNginx>>;
type Option = { sub_sku: string; price: number; is_subscription: boolean; availability: string };
type Product = { _id: string; sku: string; unique_url: string; product_option: Option[] };
let product: Product;
let option: Option;
let deliveryMethod: string;

// SIGTERM drains for 2 s (answers with Connection: close) before the instance stops listening, as production does
const env = () => ({ dbUrl, redisUrl: redis.url, work, extra: { SHUTDOWN_DELAY_SECONDS: '2' } });

async function sql<T extends pg.QueryResultRow>(text: string, values: unknown[] = []) {
  const c = new pg.Client({ connectionString: dbUrl });
  await c.connect();
  try {
    return (await c.query<T>(text, values)).rows;
  } finally {
    await c.end();
  }
}

beforeAll(async () => {
  if (!existsSync(path.join(root, 'apps/web/build/server'))) throw new Error('build first: npm run build');
  pgServer = await startPostgres(work);
  dbUrl = pgServer.url;
  redis = await redisOnPort();
  a = await startInstance(env());
  b = await startInstance(env());
  lb = await startNginx(work, [a.port, b.port]);
  await sql('update product_options set stock = 1000000');
  const list = (await (
    await fetch(`${lb.proc.url}/api/v1/product?channel=4&brand=oxygen-ceuticals&limit=5`)
  ).json()) as Product[];
  product = list.find((p) =>
    p.product_option.some((o) => !o.is_subscription && o.availability === 'in_stock'),
  )!;
  option = product.product_option.find((o) => !o.is_subscription && o.availability === 'in_stock')!;
  const methods = (await (await fetch(`${lb.proc.url}/api/v1/delivery-methods?country=hk`)).json()) as {
    methods: { _id: string; kind: string }[];
  };
  deliveryMethod = methods.methods.find((m) => m.kind === 'delivery')!._id;
}, 240_000);

afterAll(async () => {
  // a failed test leaves its shoppers running: stop them before the servers go
  for (const halt of loads) halt();
  if (process.env.FAULTS_DEBUG)
    for (const p of [a, b])
      console.log(p?.port, p?.log.join('').slice(-4000), p?.child.exitCode, p?.child.signalCode);
  if (process.env.FAULTS_DEBUG && existsSync(path.join(work, 'nginx-error.log')))
    console.log(readFileSync(path.join(work, 'nginx-error.log'), 'utf8').slice(-8000));
  await stop(lb?.proc);
  await stop(a);
  await stop(b);
  await redis?.stop();
  pgServer?.destroy();
  rmSync(work, { recursive: true, force: true });
}, 60_000);

type Answer = { step: string; status: number; ms: number; text: string };

/**
 * Bag, quote, order through nginx from an address of its own (no rate limit in the way). With `retry`, a 503 is
 * tried again after a moment, the order with the same idempotency key, as the checkout page does; so is an order
 * "still being placed" (an order committed whose answer was lost is answered once the first request is given up).
 */
async function checkout(tag: string, ip: string, answers: Answer[], retry: boolean) {
  const s = shopper(ip);
  const key = randomUUID();
  const body = {
    cart_type: 'single',
    currency: 'HKD',
    email: `${tag}@example.com`,
    delivery_method: deliveryMethod,
    delivery_firstname: 'Tai Man',
    delivery_lastname: 'Chan',
    delivery_calling_code: '852',
    delivery_contact: '91234567',
    delivery_address: "1 Queen's Road",
    delivery_country_key: 'hk',
    locale: 'en',
  };
  const step = async (name: string, ok: number[], url: string, payload: unknown, headers = {}) => {
    const until = Date.now() + 60_000;
    for (;;) {
      const res = await s.call(lb.proc.url, 'POST', url, payload, headers);
      answers.push({ step: name, status: res.status, ms: res.ms, text: res.text.slice(0, 300) });
      if (ok.includes(res.status)) return res;
      if (!retry || res.status !== 503 || Date.now() > until)
        throw new Error(`${name} ${res.status} ${res.text.slice(0, 200)}`);
      await sleep(500);
    }
  };
  const bag = { pid: product._id, sku: product.sku, sub_sku: option.sub_sku, quantity: 1, currency: 'HKD' };
  await step('bag', [200], '/api/v1/cart', bag);
  for (let attempt = 1; ; attempt++) {
    const quote = await step('quote', [200], '/api/v1/order/quote', body);
    const total = (quote.json as { total: number }).total;
    const attemptKey = attempt === 1 ? key : randomUUID();
    const until = Date.now() + 60_000;
    let order;
    for (;;) {
      order = await step(
        'order',
        [200, 201, 409],
        '/api/v1/order/create',
        { ...body, payment_method: 'card', expected_total: total },
        { 'idempotency-key': attemptKey },
      );
      // "still being placed, try again in a moment": the shopper presses the checkout page's button again, which
      // sends the same key; every 5 s keeps them under the order route's limit (30 a minute)
      const inProgress = (order.json as { code?: string }).code === 'idempotency_in_progress';
      if (!(retry && inProgress && Date.now() < until)) break;
      await sleep(5000);
    }
    if (order.status !== 409) return (order.json as { order: { number: string } }).order.number;
    // staff changed the price between the quote and the order (the price test does): the shop refused the old
    // total and created nothing; the shopper reviews the new total and places the order once more, as the page does
    if ((order.json as { code?: string }).code !== 'totals_changed' || attempt > 1)
      throw new Error(`order 409 ${order.text.slice(0, 200)}`);
  }
}

const loads: (() => void)[] = [];

/** `workers` shoppers checking out one after the other until `stop()`. */
function load(name: string, workers: number, retry: boolean) {
  const acknowledged: { number: string; at: number }[] = [];
  const failures: string[] = [];
  const answers: Answer[] = [];
  let stopped = false;
  const run = async (w: number) => {
    for (let n = 0; !stopped; n++) {
      const ip = `10.${w + 1}.${(n >> 8) & 255}.${n & 255}`;
      try {
        acknowledged.push({
          number: await checkout(`${name}-${w}-${n}`, ip, answers, retry),
          at: Date.now(),
        });
      } catch (e) {
        failures.push((e as Error).message);
      }
    }
  };
  const all = Promise.all(Array.from({ length: workers }, (_, w) => run(w)));
  loads.push(() => void (stopped = true));
  return {
    acknowledged,
    failures,
    answers,
    async stop() {
      stopped = true;
      await all;
    },
  };
}

/** Every acknowledged order is in the database, and no checkout of this run made two. */
async function expectEveryOrderOnce(name: string, acknowledged: { number: string }[]) {
  const numbers = acknowledged.map((o) => o.number);
  const found = await sql<{ number: string }>('select number from orders where number = any($1)', [numbers]);
  expect(new Set(found.map((r) => r.number))).toEqual(new Set(numbers));
  const doubled = await sql(
    `select email, count(*) from orders where email like $1 group by email having count(*) > 1`,
    [`${name}-%`],
  );
  expect(doubled).toEqual([]);
}

async function staffSession(base: string) {
  const staff = shopper('198.51.100.20');
  const who = DEMO_STAFF.find((s) => s.role === 'owner')!;
  const login = await staff.call(base, 'POST', '/api/v1/admin/auth/login', {
    email: who.email,
    password: DEMO_STAFF_PASSWORD,
  });
  expect(login.status, login.text).toBe(200);
  staff.jar.set('shop_csrf', (login.json as { csrf: string }).csrf);
  return staff;
}

const priceOn = async (base: string) => {
  const res = await fetch(
    `${base}/api/v1/product?channel=4&unique_url=${encodeURIComponent(product.unique_url)}`,
  );
  const [p] = (await res.json()) as (Product & { product_option: { sub_sku: string; price: number }[] })[];
  return p!.product_option.find((o) => o.sub_sku === option.sub_sku)!.price;
};

/** A staff price change made on `from` is seen on `to` within seconds (a broadcast, not a cache expiry). */
async function expectPriceChangeSeen(from: Proc, to: Proc) {
  const staff = await staffSession(from.url);
  expect(await priceOn(to.url)).toBe(await priceOn(from.url));
  const after = (await priceOn(from.url)) + 100;
  const patch = await staff.call(
    from.url,
    'PATCH',
    `/api/v1/admin/products/${product._id}/options/${option.sub_sku}`,
    {
      price: after,
    },
  );
  expect(patch.status, patch.text).toBe(200);
  await expect.poll(() => priceOn(to.url), { timeout: 5000, interval: 50 }).toBe(after);
}

/** 20 login attempts a minute per address: `perInstance` when each instance counts its own. */
async function expectLoginLimit(ip: string, perInstance: boolean) {
  const s = shopper(ip);
  const attempt = (p: Proc) =>
    s.call(p.url, 'POST', '/api/v1/user/login', {
      username: 'nobody@example.com',
      password: 'wrong-password-1',
    });
  for (let i = 0; i < 10; i++) expect((await attempt(a)).status).not.toBe(429);
  for (let i = 0; i < 10; i++) expect((await attempt(perInstance ? a : b)).status).not.toBe(429);
  expect((await attempt(a)).status).toBe(429);
  // counted apart while Redis is down: the other instance has seen none of them
  const other = (await attempt(b)).status;
  if (perInstance) expect(other).not.toBe(429);
  else expect(other).toBe(429);
}

const logged = (p: Proc, text: string) => p.log.join('').includes(text);

/** No answer is a 500 (or any 5xx but a 503), and every 503 is the shop's own, quick and without internals. */
function expectCleanOutage(answers: Answer[]) {
  const bad = answers.filter((x) => x.status >= 500 && x.status !== 503);
  expect(bad, JSON.stringify(bad.slice(0, 3))).toEqual([]);
  for (const x of answers.filter((y) => y.status === 503)) {
    expect(x.ms, x.text).toBeLessThan(10_000);
    expect(JSON.parse(x.text)).toMatchObject({ code: 'unavailable', statusCode: 503 });
    expect(x.text).not.toMatch(/ECONN|postgres|pg_|at \w+ \(/i);
  }
}

describe('faults under load: two instances behind nginx', () => {
  it('Redis stopped: checkouts go on, limits count per instance, caches drop through PostgreSQL; Redis back: used again', async () => {
    const run = load('redis', 3, false);
    await expect
      .poll(() => run.acknowledged.length, { timeout: 60_000, interval: 50 })
      .toBeGreaterThanOrEqual(5);
    await redis.stop();
    await expect
      .poll(() => logged(a, 'Redis unavailable') && logged(b, 'Redis unavailable'), { timeout: 10_000 })
      .toBe(true);
    const during = run.acknowledged.length;
    await expectLoginLimit('198.51.100.31', true);
    await expectPriceChangeSeen(a, b);
    await expect.poll(() => run.acknowledged.length, { timeout: 30_000 }).toBeGreaterThan(during + 3);
    // one warning per outage, however many requests met it
    expect(a.log.join('').split('Redis unavailable').length - 1).toBe(1);
    await redis.start();
    await expect
      .poll(() => logged(a, 'Redis is back') && logged(b, 'Redis is back'), { timeout: 15_000 })
      .toBe(true);
    await expectLoginLimit('198.51.100.32', false);
    await expectPriceChangeSeen(b, a);
    await run.stop();
    expect(run.failures).toEqual([]);
    expectCleanOutage(run.answers);
    await expectEveryOrderOnce('redis', run.acknowledged);
  }, 180_000);

  it('PostgreSQL restarted: 503s within 10 s and no 500, the pools reconnect, every acknowledged order kept once', async () => {
    const run = load('pg', 3, true);
    await expect
      .poll(() => run.acknowledged.length, { timeout: 60_000, interval: 50 })
      .toBeGreaterThanOrEqual(5);
    pgServer.stop();
    try {
      await sleep(1500);
      // a page that needs the database during the outage: a short "try again", never a 500
      const page = await fetch(`${lb.proc.url}/en/search?q=${randomUUID()}`, {
        signal: AbortSignal.timeout(15_000),
      });
      expect([200, 503]).toContain(page.status);
      if (page.status === 503) expect(await page.text()).toContain('Try again');
      await sleep(1500);
    } finally {
      pgServer.start();
    }
    const back = run.acknowledged.length;
    await expect
      .poll(() => run.acknowledged.length, { timeout: 60_000, interval: 100 })
      .toBeGreaterThan(back + 5);
    await run.stop();
    expect(run.failures).toEqual([]);
    expect(run.answers.some((x) => x.status === 503)).toBe(true);
    expectCleanOutage(run.answers);
    await expectEveryOrderOnce('pg', run.acknowledged);
    for (const p of [a, b])
      expect((await fetch(`${p.url}/api/v1/product?channel=4&limit=1`)).status).toBe(200);
  }, 180_000);

  it(
    `a rolling deploy with a new migration under ${LOAD_SECONDS} s of load: no failed checkout, no lost order`,
    async () => {
      const started = Date.now();
      const run = load('deploy', 3, false);
      await sleep((LOAD_SECONDS * 1000) / 5);
      // the new release's expand step: it only adds (docs/operations.md, expand/contract)
      await sql('alter table orders add column if not exists gift_note text');
      await sql(
        'create table if not exists release_markers (release text primary key, at timestamptz default now())',
      );
      // the runbook's procedure (docs/operations.md): take the instance out of nginx (reload), SIGTERM it (it
      // drains and finishes what it has), start the new release on its port, wait until it is ready, put it back.
      // Stopping an instance nginx still sends to resets the connections waiting in its accept queue, and nginx
      // cannot replay a POST it has sent: a 502 now and then under load
      for (const which of ['a', 'b'] as const) {
        const old = which === 'a' ? a : b;
        const other = which === 'a' ? b : a;
        await lb.route([other.port]);
        await stop(old);
        const fresh = await startInstance(env(), old.port);
        if (which === 'a') a = fresh;
        else b = fresh;
        await lb.route([a.port, b.port]);
      }
      const deployed = Date.now();
      await sql(`insert into release_markers (release) values ('next')`);
      await sleep(Math.max(5000, LOAD_SECONDS * 1000 - (Date.now() - started)));
      await run.stop();
      console.log(
        `rolling deploy: ${run.acknowledged.length} orders in ${Math.round((Date.now() - started) / 1000)} s, ` +
          `${run.acknowledged.filter((o) => o.at > deployed).length} after both instances were replaced`,
      );
      expect(run.failures).toEqual([]);
      expect(run.answers.filter((x) => x.status >= 500)).toEqual([]);
      expect(run.acknowledged.some((o) => o.at > deployed)).toBe(true);
      await expectEveryOrderOnce('deploy', run.acknowledged);
    },
    (LOAD_SECONDS + 240) * 1000,
  );
});
