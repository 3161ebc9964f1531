// Durable background work on pg-boss: order expiry at the payment deadline, order emails, picture variants. The queue lives in
// the shop's own database (PGlite or PostgreSQL); several instances share it safely (SKIP LOCKED claims).
import { firstRow } from '../db/first-row.ts';
import { sql, type SQL } from 'drizzle-orm';
import { PgBoss, fromDrizzle, fromPglite, type ConstructorOptions, type Job, type JobResult } from 'pg-boss';
import type { Database, DbOrTx } from '../db/client.ts';
import { ConflictError, NotFoundError } from '../lib/errors.ts';
import { maskText } from '../lib/log-redaction.ts';
import { JOB_STATES } from '@shop/core/contract/admin-jobs';

/** pg-boss keeps its tables in their own schema, apart from the shop's. */
export const JOBS_SCHEMA = 'pgboss';

export interface QueueData {
  /** the payment deadline passed: expire the order if still unpaid and release what it held */
  'order.expire': { orderId: string };
  /** an order email (confirmation, paid …), written from the order when it is sent */
  'email.send': { orderId: string; kind: string; shipmentId?: string };
  /** a subscription's reminder or renewal date came: run what is due for it (4-18) */
  'subscription.renew': { subscriptionId: string };
  /** a subscription email (reminder, failed payment, suspended, out of stock) */
  'subscription.email': { subscriptionId: string; kind: string; price: number; date: string };
  /** staff published a review: tell the reviewer it is live and grant the order's review reward (4-19) */
  'review.published': { reviewId: string };
  /** an uploaded picture is stored: make its widths and formats, then show it (2.9-01) */
  'media.variants': { hash: string };
  /** a payment still open past its provider's wait (a lost notification): ask the provider and apply its answer */
  'payment.reconcile': { paymentId: string };
  /** a refund the provider did not answer: check what it did, then ask again, never refunding twice */
  'refund.retry': { refundId: string };
}
export type QueueName = keyof QueueData;
export const QUEUES: readonly QueueName[] = [
  'order.expire',
  'email.send',
  'subscription.renew',
  'subscription.email',
  'review.published',
  'media.variants',
  'payment.reconcile',
  'refund.retry',
];

/** a job's states (pg-boss's), as the back office filters them */
export { JOB_STATES };
export type JobState = (typeof JOB_STATES)[number];

/** Only these payload keys are shown in the admin: ids and kinds, never an address or a token. */
const SHOWN_KEYS = ['orderId', 'kind', 'subscriptionId', 'reviewId', 'paymentId', 'refundId'];

/** How often an idle worker looks for due work: emails soon after they are queued, expiry within seconds. */
const POLL_SECONDS: Record<QueueName, number> = {
  'email.send': 1,
  'order.expire': 5,
  'subscription.renew': 30,
  'subscription.email': 5,
  'review.published': 5,
  'media.variants': 1,
  'payment.reconcile': 10,
  'refund.retry': 10,
};

/** Jobs a worker takes at once: emails come in bursts; the rest one at a time (a renewal charges a card). */
const BATCH_SIZE: Partial<Record<QueueName, number>> = { 'email.send': 10 };

export interface JobsOptions {
  /** failed attempts retried before a job shows as failed (JOB_RETRY_LIMIT) */
  retryLimit: number;
  /** first retry delay, doubling each time up to an hour; 0 retries at once (JOB_RETRY_DELAY_SECONDS) */
  retryDelaySeconds: number;
  log: { error(o: object, m: string): void; warn(o: object, m: string): void };
}

export type JobHandler<Q extends QueueName> = (data: QueueData[Q]) => Promise<void>;

export interface JobRow {
  id: string;
  queue: string;
  data: Record<string, string>;
  state: JobState;
  retry_count: number;
  retry_limit: number;
  last_error: string | null;
  created_at: string;
  /** when it failed (or completed) for good */
  finished_at: string | null;
  /** when the next attempt may start (queued and retrying jobs) */
  start_after: string;
}

interface RawJob {
  id: string;
  name: string;
  data: unknown;
  state: JobState;
  retry_count: number;
  retry_limit: number;
  output: unknown;
  created_on: Date | string;
  completed_on: Date | string | null;
  start_after: Date | string;
}

const table = sql.raw(`${JOBS_SCHEMA}.job`);
const COLUMNS = sql.raw(
  'id, name, data, state, retry_count, retry_limit, output, created_on, completed_on, start_after',
);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const iso = (d: Date | string) => new Date(d).toISOString();

function summary(data: unknown): Record<string, string> {
  if (!data || typeof data !== 'object') return {};
  return Object.fromEntries(
    Object.entries(data as Record<string, unknown>)
      .filter(([k]) => SHOWN_KEYS.includes(k))
      .map(([k, v]) => [k, String(v).slice(0, 80)]),
  );
}

/** The error's message only: stacks name files and lines, nothing a shop owner acts on. */
function lastError(output: unknown): string | null {
  if (!output || typeof output !== 'object') return null;
  const message = (output as { message?: unknown }).message;
  return typeof message === 'string' ? message.slice(0, 500) : null;
}

function present(r: RawJob): JobRow {
  return {
    id: r.id,
    queue: r.name,
    data: summary(r.data),
    state: r.state,
    retry_count: Number(r.retry_count),
    retry_limit: Number(r.retry_limit),
    last_error: lastError(r.output),
    created_at: iso(r.created_on),
    finished_at: r.completed_on ? iso(r.completed_on) : null,
    start_after: iso(r.start_after),
  };
}

export function createJobs(database: Database, opts: JobsOptions) {
  if (!database.pglite && !database.url)
    throw new Error('the job queue needs the PGlite client or DATABASE_URL');
  const common: ConstructorOptions = { schema: JOBS_SCHEMA, schedule: false, registerInstance: false };
  const boss = new PgBoss(
    database.pglite
      ? { ...common, db: fromPglite(database.pglite), backend: 'pglite' }
      : { ...common, connectionString: database.url, max: 4 },
  );
  boss.on('error', (err) => opts.log.error({ err }, 'job queue error'));
  const handlers = new Map<QueueName, JobHandler<QueueName>>();
  const db = database.db;
  const rows = async <R>(q: SQL, via: DbOrTx = db) =>
    ((await via.execute(q)) as unknown as { rows: R[] }).rows;

  async function getJob(id: string, via: DbOrTx = db): Promise<JobRow | undefined> {
    if (!UUID.test(id)) return undefined;
    const [r] = await rows<RawJob>(sql`select ${COLUMNS} from ${table} where id = ${id}::uuid`, via);
    return r && present(r);
  }

  async function run(queue: QueueName, job: Job<unknown>) {
    try {
      await handlers.get(queue)!(job.data as QueueData[QueueName]);
    } catch (err) {
      // the job table keeps the error for days and the admin shows it: a mail server's refusal quotes the
      // recipient, so addresses and numbers are masked as in the logs, and no stack is kept
      const message = maskText(err instanceof Error ? err.message : String(err)).slice(0, 500);
      const stored = new Error(message);
      stored.stack = `Error: ${message}`;
      throw stored;
    }
  }

  return {
    /** Installs or migrates the queue tables and creates the queues; workers start separately (work()). */
    async start() {
      await boss.start();
      for (const q of QUEUES) await boss.createQueue(q);
    },

    /** Stops workers (in-flight jobs finish) and the maintenance timers; the shop's database stays open. */
    async stop() {
      await boss.stop({ graceful: true, timeout: 5000, close: !database.pglite });
    },

    /** What runs a queue's jobs; a throw fails the attempt and pg-boss retries it with backoff. */
    handle<Q extends QueueName>(queue: Q, handler: JobHandler<Q>) {
      handlers.set(queue, handler as JobHandler<QueueName>);
    },

    /**
     * Queues a job. Pass `tx` to queue it in the caller's transaction: it exists exactly when the change that
     * needs it commits.
     */
    async send<Q extends QueueName>(
      queue: Q,
      data: QueueData[Q],
      o: { startAfter?: Date; singletonKey?: string; tx?: DbOrTx } = {},
    ) {
      // backoff starts at one second at least: a zero delay means "retry at once", so no backoff
      const backoff = opts.retryDelaySeconds > 0;
      return boss.send(queue, data, {
        retryLimit: opts.retryLimit,
        retryDelay: opts.retryDelaySeconds,
        retryBackoff: backoff,
        // pg-boss refuses the key itself, even undefined, without backoff
        ...(backoff ? { retryDelayMax: 3600 } : {}),
        ...(o.startAfter ? { startAfter: o.startAfter } : {}),
        ...(o.singletonKey ? { singletonKey: o.singletonKey } : {}),
        ...(o.tx ? { db: fromDrizzle(o.tx as never, sql) } : {}),
      });
    },

    /** Polling workers for every handled queue (the server; tests call drain() instead). */
    async work() {
      for (const [queue] of handlers) {
        // A burst of emails (a bulk shipment, a tracking file of 50 orders) is taken BATCH_SIZE at a time without
        // waiting out the poll between batches; each job settles on its own, so one refusal retries only itself.
        await boss.work(
          queue,
          {
            pollingIntervalSeconds: POLL_SECONDS[queue],
            batchSize: BATCH_SIZE[queue] ?? 1,
            burstWhenBatchFull: true,
            perJobResults: true,
          },
          async (jobs) => {
            const results: JobResult[] = [];
            for (const job of jobs) {
              try {
                await run(queue, job);
                results.push({ id: job.id, status: 'completed' });
              } catch (err) {
                results.push({ id: job.id, status: 'failed', output: { message: (err as Error).message } });
              }
            }
            return results;
          },
        );
      }
    },

    /** Runs every due job now, retries included, until none is left; answers how many attempts ran. */
    async drain() {
      let ran = 0;
      for (;;) {
        let found = 0;
        for (const [queue] of handlers) {
          // oldest first, as the workers take them (a batch comes back in no particular order)
          const batch = await boss.fetch(queue, { batchSize: 20, includeMetadata: true });
          batch.sort((x, y) => new Date(x.createdOn).getTime() - new Date(y.createdOn).getTime());
          for (const job of batch) {
            found++;
            try {
              await run(queue, job);
              await boss.complete(queue, job);
            } catch (err) {
              await boss.fail(queue, job, err as Error);
            }
          }
        }
        if (!found) return ran;
        ran += found;
      }
    },

    /** Of these keys, the ones with a job still to run (queued, retrying or running) in this queue. */
    async pendingKeys(queue: QueueName, keys: readonly string[]) {
      if (!keys.length) return new Set<string>();
      const found = await rows<{ key: string }>(sql`
        select distinct singleton_key as key from ${table}
        where name = ${queue} and state < 'completed'::${table}_state
          and singleton_key in (${sql.join(
            keys.map((k) => sql`${k}`),
            sql`, `,
          )})`);
      return new Set(found.map((r) => r.key));
    },

    /** Moves a queued job's start (e.g. to now, when a deadline has passed). */
    async reschedule(queue: QueueName, singletonKey: string, startAfter: Date) {
      return (await boss.update(queue, undefined, { singletonKey, startAfter })).updated;
    },

    /** The jobs in one state, newest first, a page at a time. */
    async listJobs(q: { state: JobState; page: number; pageSize?: number }) {
      const size = q.pageSize ?? 20;
      const state = sql`${q.state}::${table}_state`;
      const list = await rows<RawJob>(sql`
        select ${COLUMNS} from ${table} where state = ${state}
        order by coalesce(completed_on, created_on) desc, id
        limit ${size} offset ${(q.page - 1) * size}`);
      const { count } = firstRow(
        await rows<{ count: number }>(
          sql`select count(*)::int as count from ${table} where state = ${state}`,
        ),
      );
      return { jobs: list.map(present), total: Number(count), page: q.page, page_size: size };
    },

    getJob,

    /**
     * Runs a failed job once more (one more attempt on top of its retries). In `tx` when given, so the audit
     * entry and the retry commit together.
     */
    async retry(id: string, tx?: DbOrTx) {
      const before = await getJob(id, tx);
      if (!before) throw new NotFoundError('Unknown job', 'job_not_found');
      if (before.state !== 'failed')
        throw new ConflictError(
          `Only a failed job can be retried; this one is ${before.state}`,
          'not_failed',
        );
      const done = await boss.retry(before.queue, id, tx ? { db: fromDrizzle(tx as never, sql) } : {});
      // another staff member retried it a moment ago: it is no longer failed, and this retry did nothing
      if ((done as { affected?: number }).affected !== 1)
        throw new ConflictError('This job is no longer failed', 'not_failed');
      return { before, after: (await getJob(id, tx))! };
    },

    async countFailed() {
      const { count } = firstRow(
        await rows<{ count: number }>(
          sql`select count(*)::int as count from ${table} where state = 'failed'`,
        ),
      );
      return Number(count);
    },
  };
}

export type Jobs = ReturnType<typeof createJobs>;
