// /metrics on its own listener while the shop answers a small load: the counters move as the requests do.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer as createNetServer } from 'node:net';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig, startMetricsListener } from '@shop/api';
import { freePort } from '../../api/src/test/redis-server.ts';
import { listen, type RunningServer } from './server.ts';
import { guestCardOrder } from './guest-order.test-util.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-metrics-'));
let server: RunningServer;

/** `name{labels} value` lines of a scrape, by series */
async function scrape(): Promise<Map<string, number>> {
  const res = await fetch(server.metricsUrl!);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
  const series = new Map<string, number>();
  for (const line of (await res.text()).split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const at = line.lastIndexOf(' ');
    series.set(line.slice(0, at), Number(line.slice(at + 1)));
  }
  return series;
}
const value = (s: Map<string, number>, key: string) => s.get(key) ?? 0;

beforeAll(async () => {
  server = await listen(
    loadConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      METRICS_PORT: String(await freePort()),
      PAGE_CACHE_SECONDS: '60',
      DEMO_PHOTOS: '0',
    }),
  );
}, 180_000);
afterAll(async () => {
  await server?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('metrics', () => {
  it("are served on their own listener and never on the shop's port", async () => {
    expect(server.metricsUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/);
    expect(server.metricsUrl).not.toContain(new URL(server.url).port);
    expect((await fetch(`${server.url}/metrics`)).status).toBe(404);
    const s = await scrape();
    // Node's own: event-loop lag, heap, RSS
    for (const name of [
      'nodejs_eventloop_lag_p99_seconds',
      'nodejs_heap_size_used_bytes',
      'process_resident_memory_bytes',
    ])
      expect(value(s, name), name).toBeGreaterThan(0);
  });

  it('count requests by route pattern and status, page-cache hits and database statements under a load', async () => {
    const before = await scrape();
    const products = Array.from({ length: 20 }, (_, i) =>
      fetch(`${server.url}/api/v1/product?channel=4&limit=2&page=${(i % 3) + 1}`).then((r) => r.status),
    );
    expect(await Promise.all(products)).toEqual(Array(20).fill(200));
    // the first guest page is rendered and stored; the next ten come from the page cache
    expect((await fetch(`${server.url}/en/collection/skin-care`)).status).toBe(200);
    const pages = Array.from({ length: 10 }, () =>
      fetch(`${server.url}/en/collection/skin-care`).then((r) => r.headers.get('x-page-cache')),
    );
    expect(await Promise.all(pages)).toEqual(Array(10).fill('hit'));
    expect((await fetch(`${server.url}/api/v1/order/not-an-order-${Date.now()}`)).status).toBe(404);
    const after = await scrape();

    const route = (r: string, status: number) =>
      `shop_http_requests_total{method="GET",route="${r}",status="${status}"}`;
    expect(value(after, route('/api/v1/product', 200)) - value(before, route('/api/v1/product', 200))).toBe(
      20,
    );
    expect(value(after, route('/*', 200)) - value(before, route('/*', 200))).toBe(11);
    // the pattern, never the id asked for
    expect(
      value(after, route('/api/v1/order/:id', 404)) - value(before, route('/api/v1/order/:id', 404)),
    ).toBe(1);
    expect([...after.keys()].some((k) => k.includes('not-an-order'))).toBe(false);
    const hits = 'shop_pages_total{result="hit"}';
    expect(value(after, hits) - value(before, hits)).toBe(10);
    expect(value(after, 'shop_page_cache_hit_ratio')).toBeGreaterThan(0);
    const count = 'shop_http_request_duration_seconds_count{method="GET",route="/api/v1/product"}';
    expect(value(after, count) - value(before, count)).toBe(20);
    const queries = 'shop_db_query_duration_seconds_count{database="pglite"}';
    expect(value(after, queries)).toBeGreaterThan(value(before, queries));
    // the job queues are read at each scrape, the data directory's free space too
    expect([...after.keys()].some((k) => k.startsWith('shop_jobs{queue="email.send"'))).toBe(true);
    expect(value(after, 'shop_data_dir_bytes{state="free"}')).toBeGreaterThan(0);
  });

  it('count an order placed through the API and a refused payment notification', async () => {
    const before = await scrape();
    const placed = await guestCardOrder(server.app, 'metrics');
    expect(placed.order.number).toBeTruthy();
    const notice = await fetch(`${server.url}/api/v1/payment/notify/card`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-signature': 'forged' },
      body: JSON.stringify({ payment_id: 'x', status: 'succeeded' }),
    });
    expect(notice.status).toBe(401);
    const after = await scrape();
    const orders = 'shop_orders_placed_total{currency="HKD"}';
    expect(value(after, orders) - value(before, orders)).toBe(1);
    const valueKey = 'shop_orders_placed_value_minor_total{currency="HKD"}';
    expect(value(after, valueKey) - value(before, valueKey)).toBeGreaterThan(0);
    const refused = 'shop_payment_notifications_total{provider="sandbox",outcome="bad_signature"}';
    expect(value(after, refused) - value(before, refused)).toBe(1);
  });

  it('a metrics port already taken is logged and the shop runs on without metrics', async () => {
    const taken = createNetServer().listen(0, '127.0.0.1');
    await once(taken, 'listening');
    const port = (taken.address() as { port: number }).port;
    const error = vi.spyOn(server.app.log, 'error');
    try {
      expect(await startMetricsListener(server.app, { port, host: '127.0.0.1' })).toBeUndefined();
      expect(String(error.mock.calls[0]?.[1])).toContain(`cannot start on 127.0.0.1:${port}`);
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    } finally {
      error.mockRestore();
      taken.close();
    }
  });
});
