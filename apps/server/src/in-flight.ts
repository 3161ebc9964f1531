import type { FastifyInstance, FastifyRequest } from 'fastify';

export interface InFlight {
  /** requests whose handlers have not finished */
  readonly count: number;
  /** resolves once no handler is running, or after `timeoutMs` (a handler that never ends must not hold a shutdown) */
  drained(timeoutMs: number): Promise<boolean>;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** counted by trackInFlight and not yet ended */
    inFlight: boolean;
  }
}

/**
 * Counts requests until their handlers finish, so a shutdown closes the database after the last one. A request
 * whose client hung up is forgotten by `app.close()` (its socket is gone), but its handler runs on and still
 * queries: closing the pool under it logged "Cannot use a pool after calling end on the pool" and lost its work.
 * A request ends when its answer is written (onResponse), or, when its socket is already gone, as the handler
 * hands over its answer (onSend). Synchronous hooks and a decorated flag: async hooks and a listener per request
 * cost a third of the throughput of the lightest answers.
 */
export function trackInFlight(app: FastifyInstance): InFlight {
  let count = 0;
  let waiters: (() => void)[] = [];
  const end = (req: FastifyRequest) => {
    if (!req.inFlight) return;
    req.inFlight = false;
    if (--count === 0) waiters.splice(0).forEach((w) => w());
  };
  app.decorateRequest('inFlight', false);
  app.addHook('onRequest', (req, _reply, done) => {
    req.inFlight = true;
    count++;
    done();
  });
  app.addHook('onSend', (req, reply, payload, done) => {
    if (reply.raw.destroyed || req.raw.destroyed) end(req);
    done(null, payload);
  });
  app.addHook('onResponse', (req, _reply, done) => {
    end(req);
    done();
  });
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
