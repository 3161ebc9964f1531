// How the benches start the server: its own settings (apps/server/src/node-flags.ts), or other V8 flags through
// BENCH_NODE_FLAGS="…" (a before/after of a flag) and other allocator settings through MALLOC_*_ in the environment.
import { createServer } from 'node:net';
import { serverEnv, serverNodeFlags } from '../apps/server/src/node-flags.ts';

export const nodeFlags = process.env.BENCH_NODE_FLAGS?.split(' ').filter(Boolean) ?? serverNodeFlags;

/** The environment a bench gives the server: the shipped allocator settings unless the caller set its own. */
export const benchServerEnv = { ...serverEnv, ...process.env };

/** What glibc read (MALLOC_*_), recorded in each result. */
export const mallocEnv = Object.fromEntries(
  Object.entries(benchServerEnv).filter(([k]) => k.startsWith('MALLOC_')),
);

/** A port nothing listens on yet (the bench's server takes it next). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

/**
 * The demo makes a few products' photographs in the background after boot (rendering, then the image variants as
 * jobs): seconds of CPU that would land inside a measurement. Waits until home and a collection show photographs
 * whose every file is served (nothing is served before a picture is ready). Nothing to wait for when the
 * environment turned the photographs off (DEMO_PHOTOS=0, or a production shop).
 */
export async function waitForDemoPhotos(base: string, env: NodeJS.ProcessEnv, ms = 180_000) {
  if (env.DEMO_PHOTOS === '0' || env.DEMO_PHOTOS === 'false' || env.SHOP_MODE === 'production') return;
  const started = Date.now();
  const pages = ['/en', '/en/collection/skin-care'];
  while (Date.now() - started < ms) {
    const html = (await Promise.all(pages.map(async (p) => (await fetch(base + p)).text()))).join('');
    const files = [...new Set(html.match(/\/media\/i\/[0-9a-f]{64}\/[\w.]+/g) ?? [])];
    if (files.length > 0) {
      const served = await Promise.all(files.map(async (f) => (await fetch(base + f)).ok));
      if (served.every(Boolean)) {
        console.log(`demo photographs ready after ${((Date.now() - started) / 1000).toFixed(0)} s`);
        return;
      }
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
  console.warn(`demo photographs not ready after ${ms / 1000} s: measuring anyway`);
}
