import { z } from 'zod';

/** The visitor's country: /api/v1/visitor-country and the legacy /nuxt/guest/location (adds ip). */
export const visitorQuery = z.strictObject({});
export const visitorOut = z.object({
  countryCode: z.string().nullable().describe('ISO 3166-1 alpha-2 of the visitor, when known'),
  countryName: z.string().nullable(),
  country: z.string().nullable().describe('the matching ship-to country key, when the shop has one'),
  source: z.enum(['proxy-header', 'accept-language', 'none']),
});
export type VisitorOut = z.infer<typeof visitorOut>;
export const guestLocationOut = visitorOut.extend({ ip: z.string() });
