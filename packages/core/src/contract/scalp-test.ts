import { z } from 'zod';
import { SUPPORTED_LOCALES } from '../locales.ts';
import { MAX_SCALP_COMPANIONS, SCALP_QUESTION_IDS, SCALP_TYPES } from '../scalp-test.ts';
import { localized } from './common.ts';
import { shopperQuery } from './product.ts';

/** The scalp test chat (/api/v1/scalptest…, /user/scalptests) and its back-office mapping (/admin/scalp-test). */

const optionId = z.string().regex(/^[a-z_]{1,40}$/, 'an option id');
export const scalpIdParams = z.strictObject({ id: z.string().regex(/^[\w-]{16}$/, 'a scalp test id') });

const question = z.object({
  id: z.string(),
  multi: z.boolean(),
  prompt: z.string(),
  options: z.array(z.object({ id: z.string(), label: z.string() })),
});

/** the chat as it stands: answers so far and the question now asked */
export const scalpStateOut = z.object({
  id: z.string(),
  locale: z.enum(SUPPORTED_LOCALES),
  progress: z.object({ answered: z.number().int(), total: z.number().int() }),
  answered: z.array(
    z.object({
      question_id: z.string(),
      prompt: z.string(),
      value: z.union([z.string(), z.array(z.string())]),
      labels: z.array(z.string()),
    }),
  ),
  question: question.nullable(),
  done: z.boolean(),
  /** false: the free text named no option; the same question stands */
  understood: z.boolean(),
  shared: z.boolean(),
  assistant: z.enum(['llm', 'engine']),
});
export type ScalpState = z.infer<typeof scalpStateOut>;

export const scalpStartBody = z.strictObject({ locale: z.enum(SUPPORTED_LOCALES) });

export const scalpAnswerBody = z
  .strictObject({
    question_id: z.enum(SCALP_QUESTION_IDS),
    value: z.union([optionId, z.array(optionId).min(1).max(10)]).optional(),
    text: z.string().trim().min(1).max(500).optional(),
  })
  .refine((b) => (b.value === undefined) !== (b.text === undefined), {
    message: 'give either value or text',
    path: ['value'],
  });

export const scalpShareBody = z.strictObject({ shared: z.boolean() });
export const scalpShareOut = z.object({ id: z.string(), shared: z.boolean() });

export const scalpResultQuery = shopperQuery.extend({ locale: z.enum(SUPPORTED_LOCALES).default('hk') });
export const scalpResultOut = z.object({
  id: z.string(),
  type: z.string(),
  type_name: z.string(),
  reasons: z.array(z.object({ key: z.string(), text: z.string() })),
  products: z.array(
    z.object({
      role: z.enum(['shampoo', 'companion']),
      _id: z.string(),
      sku: z.string(),
      sub_sku: z.string(),
      name: localized,
      path: z.string(),
      thumbnail: z.string(),
      price: z.number().int(),
      currency: z.string(),
    }),
  ),
  shared: z.boolean(),
  mine: z.boolean(),
  created_at: z.string(),
});
export type ScalpResult = z.infer<typeof scalpResultOut>;

/** the member's finished tests, newest first */
export const memberScalpTestsOut = z.array(
  z.object({
    id: z.string(),
    type: z.string(),
    shampoo_sku: z.string(),
    shared: z.boolean(),
    created_at: z.string(),
  }),
);
export type MemberScalpTests = z.infer<typeof memberScalpTestsOut>;

// --- the back office ---

const sku = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9][\w.-]{0,63}$/, 'a sku');

export const scalpTypeParams = z.strictObject({ type: z.enum(SCALP_TYPES) });
export const scalpTypeBody = z.strictObject({
  shampoo_sku: sku,
  companion_skus: z.array(sku).max(MAX_SCALP_COMPANIONS),
});
/** every scalp type with the shampoo and companions it recommends */
export const scalpTypesOut = z.object({
  types: z.array(
    z.object({
      key: z.enum(SCALP_TYPES),
      name: z.object({ en: z.string(), hk: z.string(), zh: z.string(), cn: z.string() }),
      shampoo_sku: z.string(),
      companion_skus: z.array(z.string()),
    }),
  ),
});
export type ScalpTypesOut = z.infer<typeof scalpTypesOut>;
export type ScalpTypeOut = ScalpTypesOut['types'][number];
