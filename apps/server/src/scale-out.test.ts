// Two built instances behind nginx (round robin), sharing PostgreSQL and Redis, as docs/scaling.md describes.
// CI runs it after the PostgreSQL suite (.ci/run: `npm run test:scale-out` with DATABASE_URL set). Nothing here is
// optional: without DATABASE_URL, redis-server, nginx or the built web app it fails, it never skips.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync, chmodSync } from 'node:fs';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '@shop/core';
import { DEMO_STAFF, DEMO_STAFF_PASSWORD } from '../../api/src/db/seed/staff.ts';
import { freePort, startRedis } from '../../api/src/test/redis-server.ts';
import { serverEnv, serverNodeFlags } from './node-flags.ts';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const work = mkdtempSync(path.join(tmpdir(), 'shop-scale-out-'));
chmodSync(work, 0o777);

type Proc = { child: ChildProcess; port: number; url: string; log: string[] };
let redis: Awaited<ReturnType<typeof startRedis>>;
let dbUrl: string;
let dropDb: () => Promise<void>;
let a: Proc;
let b: Proc;
let lb: Proc;

function withDatabase(url: string, name: string) {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function waitHealthy(url: string, proc: Proc) {
  const until = Date.now() + 90_000;
  while (Date.now() < until) {
    if (proc.child.exitCode !== null) throw new Error(`exited: ${proc.log.join('')}`);
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`not healthy: ${url}\n${proc.log.join('')}`);
}

async function startInstance(): Promise<Proc> {
  const port = await freePort();
  const child = spawn(process.execPath, [...serverNodeFlags, 'apps/server/src/main.ts'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...serverEnv,
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: dbUrl,
      REDIS_URL: redis.url,
      DATA_DIR: path.join(work, `data-${port}`),
      LOG_LEVEL: 'warn',
      // nginx and the shopper's own proxy (X-Forwarded-For set by the test): each virtual shopper its own address
      TRUST_PROXY: '2',
      PUBLIC_URL: 'http://localhost:8080',
      // the demo's photo job would clear every cache when it finishes, in the middle of a test
      DEMO_PHOTOS: '0',
      // two instances (and other shops) on one machine: each its own metrics port
      METRICS_PORT: String(await freePort()),
    },
  });
  const log: string[] = [];
  child.stdout!.on('data', (d: Buffer) => log.push(d.toString()));
  child.stderr!.on('data', (d: Buffer) => log.push(d.toString()));
  const proc = { child, port, url: `http://127.0.0.1:${port}`, log };
  await waitHealthy(proc.url, proc);
  return proc;
}

async function startNginx(upstreams: number[]): Promise<Proc> {
  const port = await freePort();
  const conf = path.join(work, 'nginx.conf');
  writeFileSync(
    conf,
    `${process.getuid?.() === 0 ? 'user root;\n' : ''}worker_processes 1;
daemon off;
pid ${work}/nginx.pid;
error_log ${work}/nginx-error.log warn;
events { worker_connections 512; }
http {
  access_log off;
  client_body_temp_path ${work}/body;
  proxy_temp_path ${work}/proxy;
  fastcgi_temp_path ${work}/fastcgi;
  uwsgi_temp_path ${work}/uwsgi;
  scgi_temp_path ${work}/scgi;
  upstream shop {
${upstreams.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=30s;`).join('\n')}
    keepalive 16;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://shop;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_connect_timeout 1s;
      proxy_next_upstream error timeout http_502;
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`,
  );
  const bin = existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';
  const child = spawn(bin, ['-c', conf, '-p', work], { stdio: ['ignore', 'pipe', 'pipe'] });
  const log: string[] = [];
  child.stderr!.on('data', (d: Buffer) => log.push(d.toString()));
  child.once('error', (e) => log.push(`nginx is required (apt-get install nginx): ${e.message}`));
  const proc = { child, port, url: `http://127.0.0.1:${port}`, log };
  await waitHealthy(proc.url, proc);
  return proc;
}

async function stop(proc: Proc | undefined, signal: NodeJS.Signals = 'SIGTERM') {
  if (!proc || proc.child.exitCode !== null || proc.child.signalCode !== null) return;
  proc.child.kill(signal);
  await once(proc.child, 'exit');
}

beforeAll(async () => {
  const url = process.env.DATABASE_URL;
  if (!url)
    throw new Error('the scale-out test needs DATABASE_URL (a PostgreSQL server; .ci/run starts one)');
  if (!existsSync(path.join(root, 'apps/web/build/server'))) throw new Error('build first: npm run build');
  redis = await startRedis();
  const name = `shop_scale_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  dbUrl = withDatabase(url, name);
  dropDb = async () => {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
  };
  // one after the other: the first migrates and seeds the empty database, the second finds it ready
  a = await startInstance();
  b = await startInstance();
  lb = await startNginx([a.port, b.port]);
}, 240_000);

afterAll(async () => {
  await stop(lb);
  await stop(a);
  await stop(b);
  await dropDb?.();
  await redis?.stop();
  rmSync(work, { recursive: true, force: true });
}, 60_000);

/** A browser's cookie jar and CSRF echo, from one address (X-Forwarded-For: the shopper's own proxy). */
function shopper(ip: string) {
  const jar = new Map<string, string>([['shop_csrf', randomBytes(12).toString('hex')]]);
  return {
    jar,
    async call(base: string, method: string, url: string, body?: unknown) {
      const res = await fetch(`${base}${url}`, {
        method,
        headers: {
          cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
          'x-csrf-token': jar.get('shop_csrf')!,
          'x-forwarded-for': ip,
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(15_000),
      });
      for (const c of res.headers.getSetCookie()) {
        const pair = c.split(';')[0] ?? '';
        const i = pair.indexOf('=');
        jar.set(pair.slice(0, i), pair.slice(i + 1));
      }
      const text = await res.text();
      let json: unknown = null;
      try {
        json = JSON.parse(text);
      } catch {
        json = null;
      }
      return { status: res.status, text, json: json as Record<string, unknown> & unknown[] };
    },
  };
}

type Option = { sub_sku: string; price: number; is_subscription: boolean; availability: string };
type Product = { _id: string; sku: string; unique_url: string; product_option: Option[] };

async function aProduct(base: string): Promise<{ product: Product; option: Option }> {
  const list = (await (
    await fetch(`${base}/api/v1/product?channel=4&brand=oxygen-ceuticals&limit=5`)
  ).json()) as Product[];
  for (const product of list) {
    const option = product.product_option.find((o) => !o.is_subscription && o.availability === 'in_stock');
    if (option) return { product, option };
  }
  throw new Error('no product in stock');
}

async function checkoutBody(base: string, tag: string) {
  const methods = (await (await fetch(`${base}/api/v1/delivery-methods?country=hk`)).json()) as {
    methods: { _id: string; kind: string }[];
  };
  return {
    cart_type: 'single',
    currency: 'HKD',
    email: `${tag}@example.com`,
    delivery_method: methods.methods.find((m) => m.kind === 'delivery')!._id,
    delivery_firstname: 'Tai Man',
    delivery_lastname: 'Chan',
    delivery_calling_code: '852',
    delivery_contact: '91234567',
    delivery_address: "1 Queen's Road",
    delivery_country_key: 'hk',
    locale: 'en',
  };
}

/** Bag on `bagOn`, quote and order on `orderOn`; returns the order number the shop acknowledged, or why not. */
async function placeOrder(s: ReturnType<typeof shopper>, bagOn: string, orderOn: string, tag: string) {
  const { product, option } = await aProduct(bagOn);
  const add = await s.call(bagOn, 'POST', '/api/v1/cart', {
    pid: product._id,
    sku: product.sku,
    sub_sku: option.sub_sku,
    quantity: 1,
    currency: 'HKD',
  });
  if (add.status !== 200) return { error: `bag ${add.status} ${add.text.slice(0, 200)}` };
  const body = await checkoutBody(orderOn, tag);
  const quote = await s.call(orderOn, 'POST', '/api/v1/order/quote', body);
  if (quote.status !== 200) return { error: `quote ${quote.status} ${quote.text.slice(0, 200)}` };
  const res = await s.call(orderOn, 'POST', '/api/v1/order/create', {
    ...body,
    payment_method: 'card',
    expected_total: (quote.json as unknown as { total: number }).total,
  });
  if (res.status !== 201) return { error: `order ${res.status} ${res.text.slice(0, 200)}` };
  return { number: (res.json as unknown as { order: { number: string } }).order.number };
}

describe('two instances behind nginx on PostgreSQL and Redis', () => {
  it('nginx shares the work round robin between both instances', async () => {
    const served = new Set<string>();
    for (let i = 0; i < 4; i++) {
      const res = await fetch(`${lb.url}/api/v1/product?channel=4&limit=1`);
      expect(res.status).toBe(200);
      served.add(res.headers.get('x-upstream')!);
    }
    expect(served).toEqual(new Set([`127.0.0.1:${a.port}`, `127.0.0.1:${b.port}`]));
  });

  it('a bag filled on one instance is checked out on the other', async () => {
    const s = shopper('198.51.100.10');
    const placed = await placeOrder(s, a.url, b.url, `bag-a-order-b-${Date.now()}`);
    expect(placed).toHaveProperty('number');
    const c = new pg.Client({ connectionString: dbUrl });
    await c.connect();
    const { rows } = await c.query('select number from orders where number = $1', [placed.number]);
    await c.end();
    expect(rows).toHaveLength(1);
  });

  it('a staff price change on one shows on both at once, in the API and on the (cached) product page', async () => {
    const { product, option } = await aProduct(a.url);
    const price = async (base: string) => {
      const res = await fetch(
        `${base}/api/v1/product?channel=4&unique_url=${encodeURIComponent(product.unique_url)}`,
      );
      const [p] = (await res.json()) as Product[];
      if (!p) throw new Error('no p in the answer');
      return p.product_option.find((o) => o.sub_sku === option.sub_sku)!.price;
    };
    const page = (base: string) =>
      fetch(`${base}/en/product/${encodeURIComponent(product.unique_url)}`).then(async (r) => ({
        status: r.status,
        cache: r.headers.get('x-page-cache'),
        html: await r.text(),
      }));
    const before = await price(b.url);
    // both instances hold the product in their catalogue cache, and the guest page in their page cache
    for (const p of [a, b]) {
      expect(await price(p.url)).toBe(before);
      expect((await page(p.url)).status).toBe(200);
      expect((await page(p.url)).cache).toBe('hit');
    }
    const staff = shopper('198.51.100.20');
    const who = DEMO_STAFF.find((s) => s.role === 'owner')!;
    const login = await staff.call(a.url, 'POST', '/api/v1/admin/auth/login', {
      email: who.email,
      password: DEMO_STAFF_PASSWORD,
    });
    expect(login.status, login.text).toBe(200);
    staff.jar.set('shop_csrf', (login.json as unknown as { csrf: string }).csrf);
    const after = before + 1300;
    const patch = await staff.call(
      a.url,
      'PATCH',
      `/api/v1/admin/products/${product._id}/options/${option.sub_sku}`,
      {
        price: after,
      },
    );
    expect(patch.status, patch.text).toBe(200);
    // the broadcast lands within milliseconds; the caches' own lifetimes (60 s, 10 s) would take far longer
    for (const p of [a, b]) {
      await expect.poll(() => price(p.url), { timeout: 3000, interval: 25 }).toBe(after);
      const shown = await page(p.url);
      expect(shown.cache).not.toBe('hit');
      expect(shown.html).toContain(formatMoney(after, 'HKD', 'en'));
    }
  });

  it('a login limit counts the attempts made on both instances (20 a minute per address in all)', async () => {
    const s = shopper('198.51.100.30');
    const attempt = (base: string) =>
      s.call(base, 'POST', '/api/v1/user/login', {
        username: 'nobody@example.com',
        password: 'wrong-password-1',
      });
    for (let i = 0; i < 10; i++) expect((await attempt(a.url)).status).not.toBe(429);
    for (let i = 0; i < 10; i++) expect((await attempt(b.url)).status).not.toBe(429);
    for (const base of [a.url, b.url, lb.url]) {
      const over = await attempt(base);
      expect(over.status).toBe(429);
      expect((over.json as unknown as { code: string }).code).toBe('rate_limited');
    }
  });

  it('one instance killed under load loses no acknowledged order, and the other keeps taking them', async () => {
    const acknowledged: string[] = [];
    const failures: string[] = [];
    let killed = false;
    let afterKill = 0;
    // enough stock for every order: the only failures left are the ones the kill causes
    const db = new pg.Client({ connectionString: dbUrl });
    await db.connect();
    await db.query('update product_options set stock = 100000');
    await db.end();
    const shoppers = Array.from({ length: 8 }, (_, i) => shopper(`198.51.100.${100 + i}`));
    const run = async (s: ReturnType<typeof shopper>, i: number) => {
      // each address places fewer than the 30 orders a minute its limit allows
      for (let n = 0; n < 12; n++) {
        const placed = await placeOrder(s, lb.url, lb.url, `load-${i}-${n}-${Date.now()}`).catch(
          (e: Error) => ({
            error: e.message,
          }),
        );
        if ('number' in placed && placed.number) {
          acknowledged.push(placed.number);
          if (killed) afterKill++;
        } else failures.push(String(placed.error));
      }
    };
    const load = Promise.all(shoppers.map(run));
    await expect.poll(() => acknowledged.length, { timeout: 60_000, interval: 20 }).toBeGreaterThanOrEqual(8);
    const exited = once(a.child, 'exit');
    a.child.kill('SIGKILL');
    killed = true;
    await exited;
    await load;
    expect(afterKill, failures.join('\n')).toBeGreaterThan(0);
    const c = new pg.Client({ connectionString: dbUrl });
    await c.connect();
    const { rows } = await c.query<{ number: string }>('select number from orders where number = any($1)', [
      acknowledged,
    ]);
    await c.end();
    expect(new Set(rows.map((r) => r.number))).toEqual(new Set(acknowledged));
    // a request cut off with the instance is a failure the shopper sees (and retries), never a lost order
    for (const f of failures)
      expect(f).toMatch(/^(bag|quote|order) (502|504)|fetch failed|other side closed/);
  });
});
