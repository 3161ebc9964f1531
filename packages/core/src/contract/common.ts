import { z } from 'zod';

/**
 * Pieces every contract file shares. The contract is the API's request and response schemas, one file per feature
 * under src/contract: the API's routes declare them (its replies are checked against them) and the web imports
 * their inferred types only (`import type`), so a renamed field fails the web's typecheck.
 */

/** A name in the three catalogue languages. */
export const localized = z.object({ eng: z.string(), chi: z.string(), cn: z.string() });
export type Localized = z.infer<typeof localized>;

/** Integer minor units of a currency. */
export const minor = z.number().int();

/** A body that carries nothing: none (Fastify validates an absent body as null) or `{}`; any key is a 400 naming it. */
export const emptyBody = z.strictObject({}).nullish();

/** `{ ok: true }` */
export const okOut = z.object({ ok: z.literal(true) });

/** A 204 answer: no body (the handler sends nothing). */
export const noContent = z.undefined().describe('no content');

/**
 * A non-JSON answer (a file download, an image, an event stream), declared by its content type for the API
 * document. Its bytes are sent as they are: no serializer runs on a string or a buffer of another type than JSON.
 */
export const fileAnswer = (contentType: string, description: string) => ({
  description,
  content: { [contentType]: { schema: z.unknown().describe(description) } },
});

/** A 304 answer to a matching If-None-Match: no body. */
export const notModified = z.null().describe('not modified');
export type Ok = z.infer<typeof okOut>;
