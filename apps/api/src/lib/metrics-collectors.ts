// Gauges read when Prometheus scrapes: the pool's connections, PostgreSQL's connections against its limit, the job
// queues and the data directory's free space. Database reads are shared by scrapes within a few seconds.
import { statfs } from 'node:fs/promises';
import { Gauge } from 'prom-client';
import type { Database } from '../db/client.ts';
import { QUEUES, type Jobs } from '../jobs/jobs.ts';
import type { Metrics } from './metrics.ts';

const FRESH_MS = 5_000;

/** The last answer of `read` for FRESH_MS; a failed read keeps the previous answer (the gauges stay as they were). */
function throttled<T>(read: () => Promise<T>) {
  let at = 0;
  let last: Promise<T | undefined> = Promise.resolve(undefined);
  return () => {
    if (Date.now() - at > FRESH_MS) {
      at = Date.now();
      const previous = last;
      last = read().catch(() => previous);
    }
    return last;
  };
}

export function registerCollectors(
  metrics: Metrics,
  deps: { database: Database; jobs: () => Jobs | undefined; dataDir: string },
) {
  const registers = [metrics.registry];
  const { database } = deps;
  const pool = database.pool;
  if (pool) {
    new Gauge({
      name: 'shop_db_pool_connections',
      help: "This instance's PostgreSQL pool: connections open (total) and idle, requests waiting for one, its size (max)",
      labelNames: ['state'] as const,
      registers,
      collect() {
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
        this.set({ state: 'max' }, pool.options.max ?? 10);
      },
    });
    const server = throttled(async () => {
      const { rows } = await pool.query<{ used: number; max: number }>(
        "select (select count(*) from pg_stat_activity)::int as used, current_setting('max_connections')::int as max",
      );
      return rows[0];
    });
    new Gauge({
      name: 'shop_db_server_connections',
      help: "PostgreSQL's connections in use by every client (used) and its max_connections (max)",
      labelNames: ['state'] as const,
      registers,
      async collect() {
        const r = await server();
        if (!r) return;
        this.set({ state: 'used' }, r.used);
        this.set({ state: 'max' }, r.max);
      },
    });
  }
  const queues = throttled(async () => (await deps.jobs()?.countsByQueue()) ?? []);
  new Gauge({
    name: 'shop_jobs',
    help: 'Background jobs per queue: waiting (due), scheduled (later), active, failed (kept for the admin)',
    labelNames: ['queue', 'state'] as const,
    registers,
    async collect() {
      const rows = await queues();
      if (!rows) return;
      // every queue, empty ones at 0: an alert or a panel always has its series
      for (const queue of QUEUES) {
        const r = rows.find((x) => x.queue === queue);
        for (const state of ['waiting', 'scheduled', 'active', 'failed'] as const)
          this.set({ queue, state }, Number(r?.[state] ?? 0));
      }
    },
  });
  new Gauge({
    name: 'shop_jobs_oldest_waiting_seconds',
    help: 'How long the oldest due job of each queue has waited for a worker',
    labelNames: ['queue'] as const,
    registers,
    async collect() {
      const rows = await queues();
      if (!rows) return;
      for (const queue of QUEUES)
        this.set({ queue }, Number(rows.find((x) => x.queue === queue)?.oldest ?? 0));
    },
  });
  new Gauge({
    name: 'shop_data_dir_bytes',
    help: 'The file system holding DATA_DIR (PGlite, uploaded images): free (for unprivileged users) and size',
    labelNames: ['state'] as const,
    registers,
    async collect() {
      const s = await statfs(deps.dataDir).catch(() => undefined);
      if (!s) return;
      this.set({ state: 'free' }, s.bavail * s.bsize);
      this.set({ state: 'size' }, s.blocks * s.bsize);
    },
  });
}
