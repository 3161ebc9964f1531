import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { Readable } from 'node:stream';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { loadConfig } from '@shop/api';
import { listen } from './server.ts';

/**
 * A shutdown while a handler still runs for a client that hung up: the handler's last query must still find the
 * database open (it used to meet a closed pool), and the shutdown must wait for it.
 */
const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-in-flight-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function hangUpAfterSending(url: string): Promise<void> {
  return new Promise((resolve) => {
    const req = request(url);
    req.on('error', () => {});
    req.end(() => setTimeout(() => (req.destroy(), resolve()), 100));
  });
}

describe('shutdown', () => {
  it('closes the database only after the handler of a hung-up request has finished', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    let started!: () => void;
    const handlerStarted = new Promise<void>((r) => (started = r));
    const steps: string[] = [];
    const server = await listen(
      loadConfig({
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
        NODE_ENV: 'test',
        PORT: '0',
        HOST: '127.0.0.1',
        METRICS_PORT: '0',
      }),
      {
        web: async (app) => {
          app.get('/slow', async () => {
            started();
            await gate;
            try {
              await app.deps.database.db.execute(sql`select 1`);
              steps.push('handler queried');
            } catch (e) {
              steps.push(`handler failed: ${(e as Error).message}`);
            }
            return { ok: true };
          });
        },
      },
    );
    const closeDatabase = server.database.close.bind(server.database);
    server.database.close = async () => {
      steps.push('database closed');
      await closeDatabase();
    };

    // answered requests, the API's own 404 and an in-process call leave nothing counted
    await fetch(`${server.url}/api/health`);
    await fetch(`${server.url}/api/nothing-here`);
    await server.app.inject({ url: '/api/health' });
    await expect.poll(() => server.inFlight.count).toBe(0);

    await hangUpAfterSending(`${server.url}/slow`);
    await handlerStarted;
    const closed = server.close().then(() => steps.push('server closed'));
    // the app has stopped listening and the client is gone; the handler is still waiting on its gate
    await new Promise((r) => setTimeout(r, 200));
    expect(steps).toEqual([]);
    expect(server.inFlight.count).toBe(1);
    release();
    await closed;
    expect(steps).toEqual(['handler queried', 'database closed', 'server closed']);
    // the wait ended because the handler finished, not at its time limit
    expect(server.inFlight.count).toBe(0);
  }, 60_000);

  it('forgets an answer whose client hung up while it streamed, so the shutdown does not wait for it', async () => {
    let streaming!: () => void;
    const streamStarted = new Promise<void>((r) => (streaming = r));
    const server = await listen(
      loadConfig({
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
        NODE_ENV: 'test',
        PORT: '0',
        HOST: '127.0.0.1',
        METRICS_PORT: '0',
      }),
      {
        web: async (app) => {
          // a page that streams its first part and then keeps the stream open, as a render waiting on data
          app.get('/stream', async (_req, reply) => {
            const body = new Readable({ read() {} });
            body.push('<html>'.repeat(100));
            setImmediate(streaming);
            return reply.type('text/html').send(body);
          });
        },
      },
    );
    await new Promise<void>((resolve) => {
      const req = request(`${server.url}/stream`, (res) => {
        res.once('data', () => (req.destroy(), resolve()));
      });
      req.on('error', () => {});
      req.end();
    });
    await streamStarted;
    // the handler handed over its answer; onResponse never comes for a stream cut short
    const t0 = performance.now();
    await server.close();
    expect(server.inFlight.count).toBe(0);
    // ended by the sweep, well inside the drain's 5 s limit
    expect(performance.now() - t0).toBeLessThan(3_000);
  }, 60_000);

  it('drains for SHUTDOWN_DELAY_SECONDS: not ready, still serving, every answer closes its connection; then stops listening', async () => {
    const server = await listen(
      loadConfig({
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
        NODE_ENV: 'test',
        PORT: '0',
        HOST: '127.0.0.1',
        METRICS_PORT: '0',
        SHUTDOWN_DELAY_SECONDS: '2',
      }),
      { web: 'none' },
    );
    const before = await fetch(`${server.url}/api/ready`);
    expect(before.status).toBe(200);
    expect(before.headers.get('connection')).not.toBe('close');
    const closed = server.close();
    const ready = await fetch(`${server.url}/api/ready`);
    expect(ready.status).toBe(503);
    expect(ready.headers.get('connection')).toBe('close');
    const product = await fetch(`${server.url}/api/v1/product?channel=4&limit=1`);
    expect(product.status).toBe(200);
    expect(product.headers.get('connection')).toBe('close');
    await closed;
    await expect(fetch(`${server.url}/api/health`)).rejects.toThrow();
  }, 60_000);
});
