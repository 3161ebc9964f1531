import { z } from 'zod';

/**
 * GET /api/health: liveness, 200 whenever the process answers. `database.reachable` is information only (the
 * database's answer within a second); whether this instance should get traffic is /api/ready's.
 */
const database = z.object({ kind: z.string(), reachable: z.boolean() });
export const healthOut = z.object({ status: z.literal('ok'), database });

/**
 * GET /api/ready: whether this instance should get traffic. 200 when the database answers, Redis answers (null:
 * not configured), this release's migrations are applied and it is not draining (SIGTERM); 503 otherwise.
 */
export const readyOut = z.object({
  status: z.enum(['ready', 'not_ready']),
  checks: z.object({
    database: z.boolean(),
    redis: z.boolean().nullable(),
    migrations: z.boolean(),
    draining: z.boolean(),
  }),
});
export type ReadyOut = z.infer<typeof readyOut>;
