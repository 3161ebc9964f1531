import { z } from 'zod';

/** Demo and test only: the sandbox providers' outbox, and a review reward granted on demand. */

export const outboxQuery = z.strictObject({
  to: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export const outboxRowOut = z.object({
  id: z.string(),
  channel: z.string(),
  to: z.string(),
  subject: z.string().nullable(),
  text: z.string(),
  code: z.string().nullable(),
  link: z.string().nullable(),
  created_at: z.string(),
});
export type OutboxRow = z.infer<typeof outboxRowOut>;
export const outboxOut = z.array(outboxRowOut);

export const reviewRewardBody = z.strictObject({
  email: z.string().max(200),
  /** how long ago the review was published (61: already expired) */
  published_days_ago: z.number().int().min(0).max(400).default(0),
});
export const reviewRewardOut = z.object({ _id: z.string(), order_id: z.string(), expires_at: z.string() });
