import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const main = path.resolve(import.meta.dirname, 'main.ts');
const tmp = mkdtempSync(path.join(tmpdir(), 'shop-server-test-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

function run(env: Record<string, string>, untilUp = false) {
  const child = spawn(process.execPath, [main], {
    // several shops run at once in the tests: none takes the metrics port (9464)
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'info', HOST: '127.0.0.1', METRICS_PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (d) => {
    out += d;
  });
  child.stderr.on('data', (d) => {
    out += d;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const up = untilUp
    ? new Promise<void>((resolve, reject) => {
        const timer = setInterval(() => {
          if (out.includes('shop listening')) {
            clearInterval(timer);
            resolve();
          }
        }, 50);
        void exited.then(() => {
          clearInterval(timer);
          reject(new Error(`exited before listening:\n${out}`));
        });
      })
    : Promise.resolve();
  return { child, exited, up, output: () => out };
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

describe('server boot', () => {
  it('stops with a message naming a bad configuration variable', async () => {
    const p = run({ PORT: 'eighty', DATA_DIR: path.join(tmp, 'a') });
    expect(await p.exited).toBe(1);
    expect(p.output()).toMatch(/PORT/);
  });

  it('stops with a clear message when DATABASE_URL is unreachable', async () => {
    const port = await freePort();
    const p = run({ DATABASE_URL: `postgres://nobody@127.0.0.1:${port}/shop`, PORT: '0' });
    expect(await p.exited).toBe(1);
    expect(p.output()).toMatch(/cannot reach DATABASE_URL/);
    expect(p.output()).not.toMatch(/at .*\.ts:\d+/);
  });

  it('stops with a clear message when the data dir cannot be used', async () => {
    const file = path.join(tmp, 'not-a-dir');
    writeFileSync(file, 'x');
    const p = run({ DATA_DIR: file, PORT: '0' });
    expect(await p.exited).toBe(1);
    expect(p.output()).toMatch(/DATA_DIR .* is not a readable, writable directory/);
  });

  it('serves, then drains and exits 0 on SIGTERM', async () => {
    const port = await freePort();
    const p = run({ DATA_DIR: path.join(tmp, 'data'), PORT: String(port) }, true);
    await p.up;
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(health.status).toBe(200);
    const home = await fetch(`http://127.0.0.1:${port}/en`);
    expect(home.status).toBe(200);
    const html = await home.text();
    const asset = /"(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(asset).toBeTruthy();
    const js = await fetch(`http://127.0.0.1:${port}${asset}`);
    expect(js.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    await js.arrayBuffer();
    // the service worker's cache is named after this build (its manifest), in the compressed copy too
    const manifest = /\/assets\/manifest-([\w-]+)\.js/.exec(html)?.[1];
    expect(manifest).toBeTruthy();
    const sw = await fetch(`http://127.0.0.1:${port}/sw.js`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(await sw.text()).toMatch(new RegExp(`const VERSION = 'shop-${manifest}-[0-9a-f]{10}';`));
    p.child.kill('SIGTERM');
    expect(await p.exited).toBe(0);
    expect(p.output()).toMatch(/SIGTERM: draining and closing/);
  }, 60_000);
});
