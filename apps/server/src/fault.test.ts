import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase } from '@shop/api';

const main = path.resolve(import.meta.dirname, 'main.ts');
const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-fault-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

async function start(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, [main], {
    env: {
      PATH: process.env.PATH ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      RATE_LIMIT_ALLOWLIST: '127.0.0.1',
      METRICS_PORT: '0',
    },
    stdio: 'ignore',
  });
  const end = Date.now() + 60_000;
  while (Date.now() < end) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return child;
    } catch {
      /* booting */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error('server did not start');
}

const CSRF = 'fault-test-csrf-0123456789';

describe('crash safety', () => {
  it('keeps every acknowledged order, whole, after SIGKILL in the middle of a checkout burst', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    let server = await start(port);
    const [product] = (await (
      await fetch(`${base}/api/v1/product?channel=4&brand=oxygen-ceuticals&limit=1`)
    ).json()) as {
      _id: string;
      sku: string;
      product_option: {
        sub_sku: string;
        is_subscription: boolean;
        availability: string;
        display: { purchasable: boolean };
      }[];
    }[];
    if (!product) throw new Error('no product in the answer');
    const option = product.product_option.find(
      (o) => !o.is_subscription && o.availability === 'in_stock' && o.display.purchasable,
    )!;
    const stockOf = async () =>
      (
        (await (await fetch(`${base}/api/v1/product/inventory?skus=${option.sub_sku}`)).json()) as {
          stock: number;
        }[]
      )[0]!.stock;
    const before = await stockOf();
    const methods = (await (await fetch(`${base}/api/v1/delivery-methods?country=hk`)).json()).methods as {
      _id: string;
      kind: string;
    }[];
    const delivery = methods.find((m) => m.kind === 'delivery')!._id;

    const buyer = async (i: number) => {
      const headers = {
        cookie: `shop_csrf=${CSRF}`,
        'x-csrf-token': CSRF,
        'content-type': 'application/json',
      };
      const add = await fetch(`${base}/api/v1/cart`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          pid: product._id,
          sku: product.sku,
          sub_sku: option.sub_sku,
          quantity: 1,
          currency: 'HKD',
        }),
      });
      if (!add.ok) return null;
      // the bag's session id is the one the server issued (a made-up shop_sid is ignored)
      const sid = add.headers
        .getSetCookie()
        .find((c) => c.startsWith('shop_sid='))!
        .split(';')[0];
      headers.cookie += `; ${sid}`;
      const body = {
        cart_type: 'single',
        currency: 'HKD',
        email: `fault-${i}@example.com`,
        delivery_method: delivery,
        delivery_firstname: 'Fault',
        delivery_lastname: 'Tester',
        delivery_calling_code: '852',
        delivery_contact: '91234567',
        delivery_address: '1 Test Road',
        delivery_country_key: 'hk',
        billing_same: true,
        add_gift_box_wrapping: false,
        locale: 'en',
      };
      const q = await fetch(`${base}/api/v1/order/quote`, {
        method: 'POST',
        headers,
        body: JSON.stringify(body),
      });
      if (!q.ok) return null;
      const res = await fetch(`${base}/api/v1/order/create`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          ...body,
          payment_method: 'bank_transfer',
          expected_total: (await q.json()).total,
        }),
      });
      if (res.status !== 201) return null;
      const { order } = (await res.json()) as {
        order: { _id: string; access_token: string; total: number; items: { quantity: number }[] };
      };
      return order;
    };

    // a stream of buyers; the server dies once a few orders are acknowledged, with others in flight
    let acked = 0;
    let killed = false;
    const burst = Array.from({ length: 30 }, (_, i) =>
      new Promise((r) => setTimeout(r, i * 40))
        .then(() => buyer(i))
        .catch(() => null)
        .then((o) => {
          if (o && ++acked >= 5 && !killed) {
            killed = true;
            server.kill('SIGKILL');
          }
          return o;
        }),
    );
    const acknowledged = (await Promise.all(burst)).filter((o): o is NonNullable<typeof o> => !!o);
    expect(killed).toBe(true);
    // some buyers were still checking out when it died
    expect(acknowledged.length).toBeLessThan(burst.length);

    server = await start(port);
    try {
      for (const o of acknowledged) {
        const res = await fetch(`${base}/api/v1/order/${o._id}?token=${o.access_token}`);
        expect(res.status).toBe(200);
        const { order } = (await res.json()) as {
          order: { total: number; items: unknown[]; status: string };
        };
        // whole: the same total and its lines, still reserved
        expect(order.total).toBe(o.total);
        expect(order.items).toHaveLength(1);
        expect(order.status).toBe('awaiting_payment');
      }
    } finally {
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));
    }
    // look inside the database itself: no half-written order, and the stock adds up
    const database = await openDatabase({ dataDir });
    try {
      const { rows: counts } = (await database.db.execute<{
        orders: number;
        with_items: number;
        held: number;
        stock: number;
      }>(sql`
        select (select count(*)::int from orders) as orders,
               (select count(distinct order_id)::int from order_items) as with_items,
               (select coalesce(sum(quantity), 0)::int from order_items i join orders o on o.id = i.order_id where i.sub_sku = ${option.sub_sku}) as held,
               (select stock from product_options where sub_sku = ${option.sub_sku}) as stock`)) as unknown as {
        rows: { orders: number; with_items: number; held: number; stock: number }[];
      };
      const c = counts[0]!;
      expect(c.with_items).toBe(c.orders);
      expect(c.orders).toBeGreaterThanOrEqual(acknowledged.length);
      expect(c.stock).toBe(before - c.held);
    } finally {
      await database.close();
    }
  }, 120_000);
});
