// Times every statement the shop's Drizzle client sends, below Drizzle: node-postgres clients as the pool hands them
// out, PGlite's query and its transactions' query. The job queue's own pool (pg-boss, PostgreSQL) is not timed.
import type { Database } from '../db/client.ts';

type Observe = (seconds: number, ok: boolean) => void;
type AnyFn = (...args: unknown[]) => unknown;

const METERED = Symbol('shop.metered');
/** the app whose metrics a database's statements go to: the latest built on it (tests build several) */
const observers = new WeakMap<object, Observe>();

function timed(target: object, fn: AnyFn): AnyFn {
  return function (this: unknown, ...args: unknown[]) {
    const observe = observers.get(target);
    if (!observe) return fn.apply(this, args);
    const start = performance.now();
    const done = (ok: boolean) => observe((performance.now() - start) / 1000, ok);
    // node-postgres's pool.query passes a callback; Drizzle awaits the promise form
    const last = args.length - 1;
    if (typeof args[last] === 'function') {
      const cb = args[last] as AnyFn;
      args[last] = (err: unknown, ...rest: unknown[]) => {
        done(!err);
        return cb(err, ...rest);
      };
      return fn.apply(this, args);
    }
    const result = fn.apply(this, args);
    if (result && typeof (result as Promise<unknown>).then === 'function')
      (result as Promise<unknown>).then(
        () => done(true),
        () => done(false),
      );
    return result;
  };
}

function meter(target: Record<PropertyKey, unknown>, owner: object, method: string) {
  target[method] = timed(owner, (target[method] as AnyFn).bind(target));
}

/** Sends the database's statement times to `observe` from now on. */
export function meterDatabase(database: Database, observe: Observe) {
  const pool = database.pool;
  if (pool) {
    observers.set(pool, observe);
    if ((pool as unknown as Record<symbol, boolean>)[METERED]) return;
    (pool as unknown as Record<symbol, boolean>)[METERED] = true;
    // every checkout, pool.query's included; each physical client is wrapped once
    pool.on('acquire', (client) => {
      const c = client as unknown as Record<PropertyKey, unknown>;
      if (c[METERED]) return;
      c[METERED] = true;
      meter(c, pool, 'query');
    });
    return;
  }
  const pglite = database.pglite;
  if (!pglite) return;
  observers.set(pglite, observe);
  const p = pglite as unknown as Record<PropertyKey, unknown>;
  if (p[METERED]) return;
  p[METERED] = true;
  meter(p, pglite, 'query');
  const transaction = pglite.transaction.bind(pglite);
  p.transaction = (cb: (tx: unknown) => Promise<unknown>) =>
    transaction((tx) => {
      meter(tx as unknown as Record<PropertyKey, unknown>, pglite, 'query');
      return cb(tx);
    });
}
