import { z } from 'zod';

/** Background jobs in the back office: the failed ones (after their retries) and a retry button. */

export const JOB_STATES = ['created', 'retry', 'active', 'completed', 'cancelled', 'failed'] as const;

export const jobOut = z.object({
  id: z.string(),
  queue: z.string(),
  /** ids and kinds only: never an address or a token */
  data: z.record(z.string(), z.string()),
  state: z.enum(JOB_STATES),
  retry_count: z.number().int(),
  retry_limit: z.number().int(),
  last_error: z.string().nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
  start_after: z.string(),
});
export type JobOut = z.infer<typeof jobOut>;

export const jobsQuery = z.strictObject({
  state: z.enum(JOB_STATES).default('failed'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export const jobsOut = z.object({
  jobs: z.array(jobOut),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type JobsOut = z.infer<typeof jobsOut>;

export const jobParams = z.object({ id: z.uuid() });
