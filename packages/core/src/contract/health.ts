import { z } from 'zod';

/** GET /api/health: 200 when the database answers, 503 when it does not. */
const database = z.object({ kind: z.string(), reachable: z.boolean() });
export const healthOut = z.object({ status: z.literal('ok'), database });
export const healthDegradedOut = z.object({ status: z.literal('degraded'), database });
