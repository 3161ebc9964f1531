import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { staffLogin } from '../../test/staff-login.ts';

/** A stand-in S3 endpoint on this machine: it keeps what is PUT and answers like S3 (no network). */
let fake: Server;
const puts: { url: string; headers: IncomingHttpHeaders; body: Buffer }[] = [];
let t: TestApp;

// the smallest valid PNG
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63606060600000000500017aa857500000000049454e44ae426082',
  'hex',
);

beforeAll(async () => {
  fake = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const key = req.url!.split('?')[0]!;
      if (req.method === 'GET') {
        // the variants job reads the stored original back
        const found = puts.findLast((p) => p.url.split('?')[0] === key);
        if (!found) {
          res.writeHead(404, { 'content-type': 'application/xml' });
          res.end('<?xml version="1.0"?><Error><Code>NoSuchKey</Code></Error>');
          return;
        }
        res.writeHead(200, { 'content-type': String(found.headers['content-type']) }).end(found.body);
        return;
      }
      if (req.method !== 'PUT') {
        res.writeHead(405).end();
        return;
      }
      puts.push({ url: req.url!, headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(200, { etag: '"fake"' }).end();
    });
  });
  await new Promise<void>((ok) => fake.listen(0, '127.0.0.1', ok));
  const endpoint = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
  t = await createTestApp({
    S3_BUCKET: 'shop-media',
    S3_ENDPOINT: endpoint,
    S3_ACCESS_KEY_ID: 'test-access-key',
    S3_SECRET_ACCESS_KEY: 'test-secret-key',
    S3_PUBLIC_URL: 'https://cdn.shop.test/',
  });
});
afterAll(async () => {
  await t.close();
  await new Promise((ok) => fake.close(ok));
});

describe('images in an S3-compatible store', () => {
  it('puts the image in the bucket, signed, and the product shows its public address', async () => {
    const owner = await staffLogin(t, 'owner');
    const [first] = (
      await t.app.inject({ url: '/api/v1/admin/products?limit=1', headers: owner.headers })
    ).json().items;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/products/${first.id}/images`,
      headers: { ...owner.headers, 'content-type': 'image/png' },
      payload: PNG,
    });
    expect(res.statusCode).toBe(201);
    const { url } = res.json();
    // the base address under the public URL; the stripped original is stored under it (2.9-01)
    expect(url).toMatch(/^https:\/\/cdn\.shop\.test\/media\/i\/[0-9a-f]{64}$/);
    expect(puts).toHaveLength(1);
    const put = puts[0]!;
    expect(put.url.split('?')[0]).toBe(
      `/shop-media/${url.slice('https://cdn.shop.test/'.length)}/original.png`,
    );
    expect([...put.body.subarray(0, 8)]).toEqual([...PNG.subarray(0, 8)]);
    expect(put.headers['content-type']).toBe('image/png');
    expect(put.headers['cache-control']).toContain('immutable');
    expect(put.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=test-access-key\//);
    const product = (
      await t.app.inject({ url: `/api/v1/admin/products/${first.id}`, headers: owner.headers })
    ).json();
    expect(product.images).toContain(url);
    // the job reads the original back from the bucket and puts every width and format beside it
    await t.app.jobs.drain();
    const keys = puts.slice(1).map((p) => p.url.split('?')[0]);
    expect(keys).toHaveLength(15);
    expect(keys).toContain(`/shop-media/${url.slice('https://cdn.shop.test/'.length)}/640.avif`);
    expect(puts.at(-1)!.headers['cache-control']).toContain('immutable');
  });

  it('S3_BUCKET needs its keys and public address', () => {
    expect(() => loadConfig({ S3_BUCKET: 'shop-media' })).toThrow(
      /S3_ACCESS_KEY_ID.*\n.*S3_SECRET_ACCESS_KEY.*\n.*S3_PUBLIC_URL/,
    );
  });
});
