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
