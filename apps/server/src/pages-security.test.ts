import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@shop/api';
import { createServer } from './server.ts';
import { PAGE_BODY_LIMIT } from './page-guard.ts';

/**
 * Page security through the built server and real HTTP, the way a browser reaches the pages: page form actions, the
 * SSR catch-all's guards, canonical links under a forged Host.
 */
const PUBLIC_URL = 'https://shop.example';
const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-pages-security-'));
let server: Awaited<ReturnType<typeof createServer>>;
let port = 0;
let own = '';

beforeAll(async () => {
  server = await createServer(
    loadConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      NODE_ENV: 'test',
      PAGE_CACHE_SECONDS: '30',
      PUBLIC_URL,
    }),
  );
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  port = (server.app.server.address() as { port: number }).port;
  own = `http://127.0.0.1:${port}`;
}, 60_000);
afterAll(async () => {
  await server?.app.close();
  await server?.database.close();
  rmSync(dataDir, { recursive: true, force: true });
});

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** One HTTP request; the body is written whole unless `partial` (then the request is left open). */
function send(
  method: string,
  url: string,
  opts: { headers?: Record<string, string | number>; body?: string | Buffer; partial?: boolean } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, method, path: url, headers: opts.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks).toString(),
        });
        req.destroy();
      });
    });
    // the server may answer and close while a large body is still going out
    req.on('error', (e: NodeJS.ErrnoException) => {
      if (e.code !== 'EPIPE' && e.code !== 'ECONNRESET') reject(e);
    });
    const timer = setTimeout(() => {
      req.destroy();
      reject(new Error(`${method} ${url}: no answer within 10 s`));
    }, 10_000);
    req.on('close', () => clearTimeout(timer));
    req.flushHeaders();
    if (opts.body !== undefined) req.write(opts.body);
    if (!opts.partial) req.end();
  });
}

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const FORM = 'application/x-www-form-urlencoded';
const login = form({
  intent: 'login',
  mode: 'email',
  email: 'vip@oxygen-ceuticals.example',
  password: 'Demo1234',
});
const cookiesOf = (a: Answer) => [a.headers['set-cookie'] ?? []].flat().map((c) => c.split('=')[0]);

describe('the SSR catch-all never serves an /api or /media spelling', () => {
  const spellings = [
    '/%61pi/v1/cart',
    '/api/v1/./cart',
    '//api/v1/cart',
    '/API/v1/cart',
    '/Api/V1/Cart',
    '/x/../api/v1/cart',
    '/api%2Fv1/cart',
  ];

  it('a POST without X-CSRF-TOKEN in any spelling is refused or not found, never handled', async () => {
    const body = JSON.stringify({ pid: 'x', sku: 'x', sub_sku: 'x', currency: 'HKD', quantity: 1 });
    for (const url of spellings) {
      const res = await send('POST', url, {
        headers: { 'content-type': 'application/json', origin: own },
        body,
      });
      expect([403, 404], `${url} → ${res.status} ${res.body.slice(0, 100)}`).toContain(res.status);
    }
  });

  it('GET of a /media spelling is the media route or its 404, never a page', async () => {
    for (const url of ['/%6Dedia/p/none/x.webp', '/MEDIA/p/none/x.webp', '/media/./p/none/x.webp']) {
      const res = await send('GET', url);
      expect([400, 404], url).toContain(res.status);
      expect(res.headers['content-type'], url).toMatch(/json/);
    }
  });
});

describe('page form actions check Origin and Sec-Fetch-Site (login CSRF)', () => {
  it('a cross-site login post to /auth is refused before the action runs: 403, no session cookie', async () => {
    for (const headers of [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'cross-site' },
      { origin: `http://127.0.0.1:${port + 1}` },
    ] as Record<string, string>[]) {
      for (const url of ['/en/auth', '/en/auth.data']) {
        const res = await send('POST', url, { headers: { 'content-type': FORM, ...headers }, body: login });
        expect(res.status, `${url} ${JSON.stringify(headers)}`).toBe(403);
        expect(cookiesOf(res)).not.toContain('shop_at');
      }
    }
  });

  it('other page actions too: preferences and the bag', async () => {
    for (const [url, body] of [
      ['/en/preferences', form({ intent: 'theme', value: 'dark', redirectTo: '/en' })],
      ['/en/cart', form({ intent: 'add', pid: 'x', sku: 'x', sub_sku: '' })],
    ] as const) {
      const res = await send('POST', url, {
        headers: { 'content-type': FORM, origin: 'https://evil.example' },
        body,
      });
      expect(res.status, url).toBe(403);
      expect(res.headers['set-cookie'], url).toBeUndefined();
    }
  });

  it('a same-origin login (the page’s own origin, or PUBLIC_URL’s) signs in', async () => {
    for (const origin of [own, PUBLIC_URL]) {
      const res = await send('POST', '/en/auth', {
        headers: { 'content-type': FORM, origin, 'sec-fetch-site': 'same-origin' },
        body: login,
      });
      expect(res.status, origin).toBe(200);
      expect(cookiesOf(res), origin).toContain('shop_at');
    }
  });

  it('a post without Origin or Sec-Fetch-Site (not a browser: no shopper cookies) is not refused', async () => {
    const res = await send('POST', '/en/preferences', {
      headers: { 'content-type': FORM },
      body: form({ intent: 'theme', value: 'dark', redirectTo: '/en/story' }),
    });
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/en/story');
  });
});

describe('page form bodies are limited', () => {
  it(`a declared 8 MB body is answered 413 at once, before a byte of it arrives (limit ${PAGE_BODY_LIMIT})`, async () => {
    const res = await send('POST', '/en/contactus', {
      headers: { 'content-type': FORM, 'content-length': 8 * 1024 * 1024, origin: own },
      partial: true,
    });
    expect(res.status).toBe(413);
  });

  it('a whole 8 MB body is 413 too', async () => {
    const res = await send('POST', '/en/auth', {
      headers: { 'content-type': FORM, origin: own },
      body: Buffer.alloc(8 * 1024 * 1024, 'a'),
    });
    expect(res.status).toBe(413);
  });

  it('a chunked body is counted: 413 as soon as it passes the limit, while the client is still sending', async () => {
    const res = await send('POST', '/en/auth', {
      headers: { 'content-type': FORM, 'transfer-encoding': 'chunked', origin: own },
      body: Buffer.alloc(PAGE_BODY_LIMIT + 1024, 'a'),
      partial: true,
    });
    expect(res.status).toBe(413);
  });

  it('a body that is not a form is a 400, never a 500', async () => {
    for (const [method, headers, body] of [
      ['POST', { 'content-type': 'application/json' }, '{"intent":"theme"}'],
      ['POST', { 'content-type': 'multipart/form-data' }, 'intent=theme'],
      ['POST', { 'content-type': 'multipart/form-data; boundary=x' }, '--x\r\nbroken'],
      ['DELETE', {}, undefined],
    ] as [string, Record<string, string>, string | undefined][]) {
      const res = await send(method, '/en/preferences', { headers: { ...headers, origin: own }, body });
      expect(res.status, `${method} ${JSON.stringify(headers)}`).toBe(400);
      expect(JSON.parse(res.body)).toMatchObject({ field: 'body' });
    }
  });

  it('a form within the limit still works, and the server stays up', async () => {
    const res = await send('POST', '/en/preferences', {
      headers: { 'content-type': FORM, origin: own },
      body: form({ intent: 'theme', value: 'dark', redirectTo: `/en/story?pad=${'x'.repeat(1000)}` }),
    });
    expect(res.status).toBe(302);
    expect((await send('GET', '/api/health')).status).toBe(200);
  });
});

describe('redirect targets from a page form stay on the site', () => {
  it('preferences with redirectTo=//evil.example, /\\evil.example, a scheme or CR/LF lands on the locale home', async () => {
    for (const redirectTo of [
      '//evil.example',
      '/\\evil.example',
      'https://evil.example/',
      '/\t/evil.example',
      '/en\r\nSet-Cookie: a=b',
    ]) {
      const res = await send('POST', '/zh/preferences', {
        headers: { 'content-type': FORM, origin: own },
        body: form({ intent: 'theme', value: 'dark', redirectTo }),
      });
      expect(res.status, JSON.stringify(redirectTo)).toBe(302);
      expect(res.headers.location, JSON.stringify(redirectTo)).toBe('/zh');
    }
  });

  it('a language switch of /en//evil.example stays on the site', async () => {
    const res = await send('POST', '/en/preferences', {
      headers: { 'content-type': FORM, origin: own },
      body: form({ intent: 'language', value: 'hk', redirectTo: '/en//evil.example' }),
    });
    expect(res.status).toBe(302);
    expect(res.headers.location).not.toMatch(/^\/\/|^[a-z]+:/i);
  });

  it('the bag form without JavaScript goes back only to a page of ours', async () => {
    const res = await send('POST', '/en/cart', {
      headers: { 'content-type': FORM, origin: own, referer: 'https://evil.example/x' },
      body: form({ intent: 'add', pid: 'x', sku: 'x', sub_sku: '', redirectTo: '//evil.example' }),
    });
    expect(res.status).toBe(302);
    // with the bag to open once the page's script runs
    expect(res.headers.location).toBe('/en?bag=1');
  });
});

describe('canonical and hreflang come from PUBLIC_URL, never from Host', () => {
  const links = (html: string) =>
    [...html.matchAll(/<link[^>]+rel="(?:canonical|alternate)"[^>]*>/g)].map(
      (m) => /href="([^"]+)"/.exec(m[0])![1]!,
    );

  it('a page requested with Host: evil.example names the public site (and so does its shared copy)', async () => {
    const forged = await send('GET', '/en/story', { headers: { host: 'evil.example' } });
    expect(forged.status).toBe(200);
    const hrefs = links(forged.body);
    expect(hrefs.length).toBeGreaterThanOrEqual(6);
    for (const href of hrefs)
      expect(href.startsWith(`${PUBLIC_URL}/`) || href === PUBLIC_URL, href).toBe(true);
    expect(forged.body).not.toContain('evil.example');
    // a guest with the real Host shares the copy: it must be the same, PUBLIC_URL throughout
    const shared = await send('GET', '/en/story');
    expect(shared.headers['x-page-cache']).toBe('hit');
    expect(shared.body).not.toContain('evil.example');
    expect(links(shared.body)).toContain(`${PUBLIC_URL}/en/story`);
  });

  it('a product page shares its pictures as JPEGs of the public site, which every preview and mail shows', async () => {
    const page = await send('GET', '/en/oxygen-ceuticals/oxygen-bubble-cleansing-gel', {
      headers: { host: 'evil.example' },
    });
    expect(page.status).toBe(200);
    const og = /<meta property="og:image" content="([^"]+)"/.exec(page.body)?.[1];
    const ld = /<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/s.exec(page.body)?.[1];
    const images = [og, ...(JSON.parse(ld ?? '{}') as { image?: string[] }).image!];
    expect(images.length).toBeGreaterThan(2);
    for (const src of images) {
      // drawn art as its JPEG raster, an uploaded photo by its base address (a 640-pixel JPEG): never SVG or WebP
      expect(src, src).toMatch(
        /^https:\/\/shop\.example\/media\/(r\/640\/p\/[\w-]+\/[1-4]\.jpeg|i\/[0-9a-f]{64})$/,
      );
      const picture = await send('GET', new URL(src!).pathname);
      expect([picture.status, picture.headers['content-type']], src).toEqual([200, 'image/jpeg']);
      // shown on another origin (a webmail page, a preview): not held to same-origin
      expect(picture.headers['cross-origin-resource-policy'], src).toBe('cross-origin');
    }
    // the icon an email's header shows too; pages and the API stay same-origin
    expect((await send('GET', '/icon-192.png')).headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(page.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect((await send('GET', '/api/v1/setting')).headers['cross-origin-resource-policy']).toBe(
      'same-origin',
    );
    expect((await send('GET', '/media.html')).headers['cross-origin-resource-policy']).not.toBe(
      'cross-origin',
    );
  });

  it('robots.txt and the sitemap too', async () => {
    const robots = await send('GET', '/robots.txt', { headers: { host: 'evil.example' } });
    expect(robots.body).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    const sitemap = await send('GET', '/sitemap.xml', { headers: { host: 'evil.example' } });
    expect(sitemap.status).toBe(200);
    expect(sitemap.body).toContain(`<loc>${PUBLIC_URL}/`);
    expect(sitemap.body).not.toContain('evil.example');
  });
});
