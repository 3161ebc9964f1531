import type { FastifyInstance, FastifyRequest } from 'fastify';

export interface InFlight {
  /** requests whose handlers have not finished */
  readonly count: number;
  /** resolves once no handler is running, or after `timeoutMs` (a handler that never ends must not hold a shutdown) */
  drained(timeoutMs: number): Promise<boolean>;
}

/**
 * Counts requests until their handlers finish, so a shutdown closes the database after the last one. A request
 * whose client hangs up is forgotten by `app.close()` (its socket is gone), but its handler runs on and still
 * queries: closing the pool under it logged "Cannot use a pool after calling end on the pool" and lost its work.
 * A request ends when its answer is written (onResponse), or, once its socket has closed, when the handler hands
 * over its answer (onSend), whichever comes first.
 */
export function trackInFlight(app: FastifyInstance): InFlight {
  let count = 0;
  let waiters: (() => void)[] = [];
  const open = new WeakSet<FastifyRequest>();
  const sent = new WeakSet<FastifyRequest>();
  const hungUp = new WeakSet<FastifyRequest>();
  const end = (req: FastifyRequest) => {
    if (!open.delete(req)) return;
    if (--count === 0) waiters.splice(0).forEach((w) => w());
  };
  app.addHook('onRequest', async (req, reply) => {
    open.add(req);
    count++;
    reply.raw.once('close', () => {
      if (sent.has(req)) end(req);
      else hungUp.add(req);
    });
  });
  app.addHook('onSend', async (req) => {
    sent.add(req);
    if (hungUp.has(req)) end(req);
  });
  app.addHook('onResponse', async (req) => end(req));
  return {
    get count() {
      return count;
    },
    drained(timeoutMs) {
      if (count === 0) return Promise.resolve(true);
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          waiters = waiters.filter((w) => w !== done);
          resolve(false);
        }, timeoutMs);
        const done = () => {
          clearTimeout(timer);
          resolve(true);
        };
        waiters.push(done);
      });
    },
  };
}
