// Background jobs as the back office handles them: a failed job run once more, audited in the same transaction.
import type { Db } from '../db/client.ts';
import { audit, type AuditActor } from '../modules/staff/audit.ts';
import type { Jobs } from './jobs.ts';

export function createJobsAdmin(deps: { db: Db; jobs: Jobs }) {
  return {
    /** Queues a failed job again (409 not_failed otherwise) and records who did. */
    retry: (req: AuditActor, id: string) =>
      deps.db.transaction(async (tx) => {
        const { before, after } = await deps.jobs.retry(id, tx);
        await audit(tx, req, {
          action: 'job.retry',
          entity: 'job',
          entityId: before.id,
          before: { queue: before.queue, state: before.state, retry_count: before.retry_count },
          after: { queue: after.queue, state: after.state, retry_count: after.retry_count },
        });
        return after;
      }),
  };
}

export type JobsAdmin = ReturnType<typeof createJobsAdmin>;
