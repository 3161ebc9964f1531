// The order list's extras: packing slips and invoices as one PDF (Chinese embedded and extractable, A4 and label),
// the CSV export with line items in Hong Kong time, and each staff member's saved views.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { orderAdminKit, type OrderAdminKit } from '../../test/order-admin-kit.ts';
import { AppError } from '../../lib/errors.ts';
import { packingSlipsPdf } from './packing-slips.pdf.ts';

let t: TestApp;
let k: OrderAdminKit;
let a: Awaited<ReturnType<OrderAdminKit['fx']['place']>>;
let b: Awaited<ReturnType<OrderAdminKit['fx']['place']>>;

beforeAll(async () => {
  t = await createTestApp();
  k = await orderAdminKit(t);
  a = await k.fx.place({ email: 'print-a@example.com' });
  b = await k.fx.place({
    email: 'print-b@example.com',
    quantity: 1,
    product: 1,
    extra: {
      locale: 'hk',
      delivery_firstname: '美玲',
      delivery_lastname: '陳',
      delivery_address: '九龍彌敦道一號',
      add_gift_box_wrapping: true,
      gift_recipient: '媽媽',
      gift_sender: '美玲',
      gift_message: '生日快樂',
    },
  });
});
afterAll(async () => {
  await t.close();
});

const pdfOf = async (qs: string) => {
  const res = await k.get(`/api/v1/admin/orders/packing-slips.pdf?${qs}`, k.fulfilment);
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  const doc = await getDocumentProxy(new Uint8Array(res.rawPayload));
  const { text } = await extractText(doc, { mergePages: false });
  return { doc, pages: text as string[], bytes: res.rawPayload.length };
};

describe('packing slips PDF', () => {
  it('prints one page per order per kind, with the numbers and the Chinese name and address as text', async () => {
    const { pages, bytes } = await pdfOf(`ids=${a.id},${b.id}&kind=both`);
    expect(pages).toHaveLength(4);
    expect(pages[0]).toContain(a.number);
    expect(pages[0]).toContain('Packing slip');
    expect(pages[1]).toContain('Invoice');
    expect(pages[2]).toContain(b.number);
    const chinese = pages[2]!.replace(/\s+/g, '');
    expect(chinese).toContain('裝箱單');
    expect(chinese).toContain('陳美玲');
    expect(chinese).toContain('九龍彌敦道一號');
    expect(chinese).toContain('生日快樂');
    // the invoice names money and payment in the order's language
    expect(pages[3]!.replace(/\s+/g, '')).toContain('總額');
    // the font is subset: a few hundred KB at most, never the 19 MB collection
    expect(bytes).toBeLessThan(600_000);
  });

  it('prints on a 100×150 mm label and accepts order numbers', async () => {
    const { doc, pages } = await pdfOf(`ids=${b.number}&size=label`);
    expect(pages).toHaveLength(1);
    const [x0, y0, w, h] = (await doc.getPage(1)).view;
    expect(w! - x0!).toBeCloseTo(283.46, 1);
    expect(h! - y0!).toBeCloseTo(425.2, 1);
  });

  it('refuses an unknown order by name, more than 200 orders, and a bad size', async () => {
    const unknown = await k.get(`/api/v1/admin/orders/packing-slips.pdf?ids=${a.id},HK999999`);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ field: 'ids' });
    expect(unknown.json().error).toContain('HK999999');
    const many = Array.from({ length: 201 }, (_, i) => `X${i}`).join(',');
    expect((await k.get(`/api/v1/admin/orders/packing-slips.pdf?ids=${many}`)).statusCode).toBe(400);
    const size = await k.get(`/api/v1/admin/orders/packing-slips.pdf?ids=${a.id}&size=a3`);
    expect(size.statusCode).toBe(400);
    expect(
      (await t.app.inject({ url: `/api/v1/admin/orders/packing-slips.pdf?ids=${a.id}` })).statusCode,
    ).toBe(401);
  });

  it('answers 503 with the reason when no CJK font is there', async () => {
    const err = await packingSlipsPdf([], {
      size: 'a4',
      kind: 'slip',
      font: { path: '/nonexistent/font.ttc', name: 'X' },
      shop: 'Shop',
    }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).status).toBe(503);
    expect((err as AppError).message).toContain('PDF_FONT_PATH');
  });
});

describe('order export with line items', () => {
  it('writes one row per line with the order columns, money as decimals and Hong Kong time', async () => {
    const res = await k.get('/api/v1/admin/orders/export.csv?q=print-b@example.com&lines=1');
    expect(res.statusCode).toBe(200);
    const rows = res.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(rows[0]).toBe(
      'number,created_at,status,payment_method,currency,total,paid,refunded,email,name,phone,country,carrier,tracking_number,sku,option_sku,item,option,quantity,unit_price,line_total',
    );
    expect(rows).toHaveLength(2);
    const cells = rows[1]!.split(',');
    expect(cells[0]).toBe(b.number);
    expect(cells[1]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} \+08:00$/);
    const [order] = (await k.get(`/api/v1/admin/orders?q=${b.number}`)).json().items;
    const hk = new Date(new Date(order.created_at).getTime() + 8 * 3600_000).toISOString();
    expect(cells[1]).toBe(`${hk.slice(0, 10)} ${hk.slice(11, 19)} +08:00`);
    expect(cells[18]).toBe('1');
    expect(rows[1]).toContain(b.subSku);
    expect(Number(cells[20])).toBeGreaterThan(0);
    expect(cells[20]).toMatch(/^\d+\.\d{2}$/);
  });
});

describe('saved order views', () => {
  const views = '/api/v1/admin/order-views';
  it('saves, lists only my own, refuses a taken name and bad filters, deletes', async () => {
    const made = await k.post(views, { name: 'Paid HK', filters: { status: 'paid', country: 'HK' } });
    expect(made.statusCode).toBe(201);
    expect(made.json()).toMatchObject({ name: 'Paid HK', filters: { status: 'paid', country: 'hk' } });
    const again = await k.post(views, { name: 'paid hk', filters: {} });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('taken');
    const bad = await k.post(views, { name: 'Bad', filters: { status: 'lost' } });
    expect(bad.statusCode).toBe(400);
    const extra = await k.post(views, { name: 'Extra', filters: { secret: 'x' } });
    expect(extra.statusCode).toBe(400);
    // another staff member neither sees nor deletes it, and may use the same name
    expect((await k.get(views, k.fulfilment)).json().items).toEqual([]);
    expect((await k.post(views, { name: 'Paid HK', filters: {} }, k.fulfilment)).statusCode).toBe(201);
    const id = made.json()._id;
    const del = (who = k.owner) =>
      t.app.inject({ method: 'DELETE', url: `${views}/${id}`, headers: who.headers });
    expect((await del(k.fulfilment)).statusCode).toBe(404);
    expect((await k.get(views)).json().items.map((v: { name: string }) => v.name)).toEqual(['Paid HK']);
    expect((await del()).statusCode).toBe(204);
    expect((await k.get(views)).json().items).toEqual([]);
  });
});

describe('order list at scale', () => {
  it('counts up to 1,000 (or ten pages ahead) and says there are more; a short last page is exact', async () => {
    const { seedBenchOrders } = await import('../../scripts/seed-orders.ts');
    await seedBenchOrders(t.database.db, 1_100, () => {});
    const first = (await k.get('/api/v1/admin/orders?page_size=25')).json();
    expect(first).toMatchObject({ total: 1_000, total_capped: true });
    expect(first.items).toHaveLength(25);
    // ten pages past page 45 reaches beyond the 1,100 seeded (and the few placed above): exact again
    const deep = (await k.get('/api/v1/admin/orders?page_size=25&page=45')).json();
    expect(deep.total_capped).toBeUndefined();
    expect(deep.total).toBeGreaterThanOrEqual(1_100);
    const one = (await k.get('/api/v1/admin/orders?q=SD00000042')).json();
    expect(one).toMatchObject({ total: 1, items: [{ number: 'SD00000042' }] });
    const filtered = (await k.get('/api/v1/admin/orders?payment_method=bank_transfer&country=hk')).json();
    expect(
      filtered.items.every((r: { payment_method: string }) => r.payment_method === 'bank_transfer'),
    ).toBe(true);
    expect(filtered.items.every((r: { country: string }) => r.country === 'hk')).toBe(true);
    await seedBenchOrders(t.database.db, 0, () => {});
  });
});
