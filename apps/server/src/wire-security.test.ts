import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { loadConfig } from '@shop/api';
import { createServer } from './server.ts';

/**
 * Defences that live on the socket, proven on the real listener (web and API on one port): invalid UTF-8 in JSON,
 * bodies over the limit on every kind of route, and refresh-token replay the way a browser's cookies come back.
 */
const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-wire-'));
let server: Awaited<ReturnType<typeof createServer>>;
let port = 0;
beforeAll(async () => {
  server = await createServer(
    loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', NODE_ENV: 'test', PAGE_CACHE_SECONDS: '0' }),
  );
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const addr = server.app.server.address();
  port = typeof addr === 'object' && addr ? addr.port : 0;
}, 180_000);
afterAll(async () => {
  await server?.app.close();
  await server?.database.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const CSRF = { cookie: 'shop_csrf=wire-token', 'x-csrf-token': 'wire-token' };
const MB = 1024 * 1024;

interface Answer {
  status: number;
  headers: string;
  body: string;
  /** the socket error met while still writing, if any (the answer was read anyway) */
  writeError?: string;
}

/**
 * One request over a raw socket, the way a client that writes its whole body before reading does: with a
 * Content-Length, or chunked (64 KB chunks, no length). Resolves with the answer read, or rejects when none came.
 */
function send(
  method: string,
  url: string,
  headers: Record<string, string>,
  body: Buffer,
  chunked = false,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const got: Buffer[] = [];
    let writeError: string | undefined;
    socket.on('data', (d) => got.push(d));
    socket.on('error', (e) => (writeError ??= (e as NodeJS.ErrnoException).code ?? e.message));
    socket.on('close', () => {
      const text = Buffer.concat(got).toString('utf8');
      const at = text.indexOf('\r\n\r\n');
      if (at < 0) return reject(new Error(`no answer (${writeError ?? 'closed'})`));
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1]);
      let rest = text.slice(at + 4);
      if (/transfer-encoding: chunked/i.test(text.slice(0, at)))
        rest = rest.replace(/(?:^|\r\n)[0-9a-f]+\r\n/gi, '').replace(/\r\n$/, '');
      resolve({ status, headers: text.slice(0, at).toLowerCase(), body: rest, writeError });
    });
    const head = Object.entries({
      host: `127.0.0.1:${port}`,
      ...headers,
      ...(chunked ? { 'transfer-encoding': 'chunked' } : { 'content-length': String(body.length) }),
    })
      .map(([k, v]) => `${k}: ${v}\r\n`)
      .join('');
    socket.write(`${method} ${url} HTTP/1.1\r\n${head}\r\n`);
    if (!chunked) return void socket.write(body, () => socket.end());
    let i = 0;
    const pump = () => {
      while (i < body.length) {
        const part = body.subarray(i, i + 64 * 1024);
        i += part.length;
        socket.write(`${part.length.toString(16)}\r\n`);
        socket.write(part);
        if (!socket.write('\r\n')) return void socket.once('drain', pump);
      }
      socket.end('0\r\n\r\n');
    };
    pump();
  });
}

describe('invalid UTF-8 in a JSON body', () => {
  // "a(b" with 0xC3 0x28: a lead byte followed by a byte that cannot continue it
  const invalid = (json: string) => Buffer.from(json.replace('(', '\xc3\x28'), 'latin1');

  it('is a 400 naming the body on the listener, raw socket and fetch alike, and nothing is written', async () => {
    const count = async () => {
      const res = (await server.database.db.execute(
        sql`select count(*)::int as n from newsletter_subscriptions`,
      )) as unknown as { rows: { n: number }[] };
      return Number(res.rows[0]?.n);
    };
    const before = await count();
    const json = { ...CSRF, 'content-type': 'application/json' };
    const raw = await send('POST', '/api/v1/newsletter', json, invalid('{"email":"a(b@example.com"}'));
    expect(raw.status).toBe(400);
    expect(JSON.parse(raw.body)).toMatchObject({ code: 'invalid', field: 'body' });
    const res = await fetch(`http://127.0.0.1:${port}/api/v1/user/login`, {
      method: 'POST',
      headers: json,
      body: invalid('{"username":"a(b@example.com","password":"Secret123"}'),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      code: 'invalid',
      field: 'body',
      error: expect.stringMatching(/UTF-8/),
    });
    // the same body, valid, is taken (the route works; only the bytes were refused)
    const ok = await send('POST', '/api/v1/newsletter', json, Buffer.from('{"email":"a-b@example.com"}'));
    expect(ok.status).toBe(202);
    expect(await count()).toBe(before + 1);
  });
});

describe('a body over the limit gets a 413 answer before the connection closes', () => {
  const big = Buffer.alloc(10 * MB, 'a');
  const form = { 'content-type': 'application/x-www-form-urlencoded' };
  const expect413 = (a: Answer) => {
    expect(a.status).toBe(413);
    expect(JSON.parse(a.body)).toMatchObject({ code: 'payload_too_large', statusCode: 413 });
    expect(a.headers).toContain('connection: close');
    // the whole body was written: the server drained it instead of resetting the connection under the client
    expect(a.writeError).toBeUndefined();
  };

  it.each([
    ['a JSON route', '/api/v1/newsletter', { ...CSRF, 'content-type': 'application/json' }, big],
    ['a JSON route, without the CSRF pair', '/api/v1/cart', { 'content-type': 'application/json' }, big],
    ['a page form action (React Router)', '/en/auth', form, big],
    ['a page form, multipart', '/en/contact', { 'content-type': 'multipart/form-data; boundary=x' }, big],
    [
      'an image upload (12 MB limit)',
      '/api/v1/admin/products/x/images',
      { 'content-type': 'image/png' },
      Buffer.alloc(13 * MB),
    ],
    [
      'the raw-body payment notice',
      '/api/v1/payment/notify/sandbox',
      { 'content-type': 'application/json' },
      big,
    ],
    ['a GET with a body', '/api/v1/products', {}, big],
  ])('%s, by Content-Length', async (_kind, url, headers, body) => {
    expect413(await send(url === '/api/v1/products' ? 'GET' : 'POST', url, headers, body));
  });

  it.each([
    ['a JSON route', '/api/v1/newsletter', { ...CSRF, 'content-type': 'application/json' }],
    ['a page form action (React Router)', '/en/auth', form],
    ['the raw-body payment notice', '/api/v1/payment/notify/sandbox', { 'content-type': 'application/json' }],
  ])(
    '%s, chunked without a length: 413 once the limit is crossed, then closed',
    async (_kind, url, headers) => {
      expect413(await send('POST', url, headers, big, true));
    },
  );
});

describe('refresh-token replay, with the cookies a browser sends to pages', () => {
  const cookieOf = (setCookie: string[], name: string) =>
    setCookie
      .find((c) => c.startsWith(`${name}=`))
      ?.split(';')[0]
      ?.slice(name.length + 1);
  const page = async (refreshToken: string) => {
    // the access token is past its 15 minutes: the page's loader refreshes with shop_rt (session.server.ts)
    const res = await fetch(`http://127.0.0.1:${port}/en/account`, {
      headers: { cookie: `shop_at=expired; shop_rt=${refreshToken}` },
      redirect: 'manual',
    });
    const text = await res.text();
    return { signedIn: text.includes('Vivian'), rt: cookieOf(res.headers.getSetCookie(), 'shop_rt') };
  };

  it('A → B → C: B again (within 20 s) gets C back; A again ends the family and C stops working', async () => {
    const login = await fetch(`http://127.0.0.1:${port}/en/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        intent: 'login',
        mode: 'email',
        email: 'vip@oxygen-ceuticals.example',
        password: 'Demo1234',
      }),
    });
    const a = cookieOf(login.headers.getSetCookie(), 'shop_rt')!;
    const toB = await page(a);
    expect(toB.signedIn).toBe(true);
    const toC = await page(toB.rt!);
    expect(toC.signedIn).toBe(true);
    const c = toC.rt!;
    expect(new Set([a, toB.rt, c]).size).toBe(3);
    // a second tab still holding B: the current session, the same token C, no new branch
    const replayB = await page(toB.rt!);
    expect(replayB).toEqual({ signedIn: true, rt: c });
    // A was rotated twice: copied, whenever it comes back
    expect((await page(a)).signedIn).toBe(false);
    expect((await page(c)).signedIn).toBe(false);
  });
});
