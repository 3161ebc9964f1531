// Staff's alt text per script on an uploaded picture (2.9-01), and the banner picture upload.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { auditLog, banners, products } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { staffLogin, type StaffAuth } from '../../test/staff-login.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-media-alt-'));
let t: TestApp;
let owner: StaffAuth;
let fulfilment: StaffAuth;
let pid: string;
let uniqueUrl: string;

const png = (width: number, height: number, background = '#6a8') =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

const send = (who: StaffAuth, method: 'PUT' | 'POST', url: string, payload: unknown, type?: string) =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { ...who.headers, ...(type ? { 'content-type': type } : {}) },
    payload: payload as never,
  });

beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: dataDir });
  [owner, fulfilment] = [await staffLogin(t, 'owner'), await staffLogin(t, 'fulfilment')];
  const [row] = await t.database.db
    .select({ id: products.id, url: products.uniqueUrl })
    .from(products)
    .where(and(eq(products.published, true), eq(products.productType, 0)))
    .limit(1);
  pid = row!.id;
  uniqueUrl = row!.url;
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('alt text', () => {
  it('round trips per script, audited, shown on the storefront; staff without catalogue:write get 403', async () => {
    const up = await send(owner, 'POST', `/admin/products/${pid}/images`, await png(400, 300), 'image/png');
    expect(up.statusCode, up.body).toBe(201);
    const { url } = up.json();
    await t.app.jobs.drain();

    const alt = { eng: 'A bottle of serum on linen', chi: '亞麻布上的精華液', cn: '亚麻布上的精华液' };
    const res = await send(owner, 'PUT', '/admin/media/alt', { src: url, alt });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ src: url, alt, status: 'ready', width: 400, height: 300 });
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'media.alt'))
      .orderBy(desc(auditLog.createdAt))
      .limit(1);
    expect(entry).toMatchObject({ entityId: url, before: { alt: null }, after: { alt } });

    const view = (
      await t.app.inject({ url: `/api/v1/admin/products/${pid}`, headers: owner.headers })
    ).json();
    expect(view.media.at(-1)).toMatchObject({ src: url, alt });
    const [p] = (
      await t.app.inject(`/api/v1/product?channel=4&limit=1&unique_url=${encodeURIComponent(uniqueUrl)}`)
    ).json();
    expect(p.images.find((i: { src: string }) => i.src === url)).toMatchObject({ alt });

    // all scripts empty: back to the product's name
    const cleared = await send(owner, 'PUT', '/admin/media/alt', {
      src: url,
      alt: { eng: '', chi: '', cn: '' },
    });
    expect(cleared.json().alt).toBeNull();

    const denied = await send(fulfilment, 'PUT', '/admin/media/alt', { src: url, alt });
    expect(denied.statusCode).toBe(403);
    const unknown = await send(owner, 'PUT', '/admin/media/alt', { src: '/media/p/X/1.svg', alt });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ field: 'src', code: 'unknown_image' });
    const extra = await send(owner, 'PUT', '/admin/media/alt', { src: url, alt, width: 3 });
    expect(extra.statusCode).toBe(400);
  });
});

describe('banner picture', () => {
  it('uploads as the banner image (base address), audited; a 6 MB file is a 400 naming the field', async () => {
    const [banner] = await t.database.db.select().from(banners).limit(1);
    const res = await send(
      owner,
      'POST',
      `/admin/settings/banners/${banner!.id}/image`,
      await png(1600, 600),
      'image/png',
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().image).toMatch(/^\/media\/i\/[0-9a-f]{64}$/);
    const [row] = await t.database.db.select().from(banners).where(eq(banners.id, banner!.id));
    expect(row!.image).toBe(res.json().image);
    await t.app.jobs.drain();
    expect((await t.app.inject(`${row!.image}/1440.avif`)).statusCode).toBe(200);

    const big = await send(
      owner,
      'POST',
      `/admin/settings/banners/${banner!.id}/image`,
      Buffer.concat([await png(10, 10), Buffer.alloc(6 * 1024 * 1024)]),
      'image/png',
    );
    expect(big.statusCode).toBe(400);
    expect(big.json()).toMatchObject({ code: 'image_size', field: 'body' });
    const none = await send(
      owner,
      'POST',
      '/admin/settings/banners/no-such-banner/image',
      await png(80, 80),
      'image/png',
    );
    expect(none.statusCode).toBe(404);
    const denied = await send(
      fulfilment,
      'POST',
      `/admin/settings/banners/${banner!.id}/image`,
      await png(80, 80),
      'image/png',
    );
    expect(denied.statusCode).toBe(403);
  });
});
