import { z } from 'zod';
import { segmentFilter } from '../segments.ts';

/** Saved customer filters: /api/v1/admin/segments… with a member count and a CSV export (consent rule in core). */

export const segmentOut = z.object({
  id: z.string(),
  name: z.string(),
  filter: segmentFilter,
  members: z.number(),
  created_by: z.string().nullable(),
  updated_at: z.string(),
});
export type SegmentOut = z.infer<typeof segmentOut>;

export const segmentsOut = z.object({
  items: z.array(segmentOut),
  /** what the builder's selects offer */
  choices: z.object({
    countries: z.array(z.string()),
    languages: z.array(z.string()),
    groups: z.array(z.object({ id: z.string(), name: z.string() })),
    tags: z.array(z.string()),
  }),
});
export type SegmentsOut = z.infer<typeof segmentsOut>;

export const segmentBody = z.strictObject({ name: z.string().trim().min(1).max(80), filter: segmentFilter });
export const segmentPatchBody = z.strictObject({
  name: z.string().trim().min(1).max(80).optional(),
  filter: segmentFilter.optional(),
});
export const segmentParams = z.object({ id: z.string().trim().min(1).max(64) });

/** The builder's live count: how many customers a filter keeps, without saving it. */
export const segmentCountBody = z.strictObject({ filter: segmentFilter });
export const segmentCountOut = z.object({ members: z.number() });
export type SegmentCountOut = z.infer<typeof segmentCountOut>;
