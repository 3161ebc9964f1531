import { z } from 'zod';

/** GET /api/health: 200 when the database answers, 503 when it does not. */
const database = z.object({ kind: z.string(), reachable: z.boolean() });
export const healthOut = z.object({ status: z.literal('ok'), database });
export const healthDegradedOut = z.object({ status: z.literal('degraded'), database });

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
