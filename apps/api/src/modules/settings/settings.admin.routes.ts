import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { COUNTRY_KEYS, CURRENCY_CODES, rateProblem } from '@shop/core';
import { emptyBody, noContent } from '@shop/core/contract/common';
import {
  adminBannerOut,
  adminDeliveryMethodOut,
  adminSettingsOut,
  bankAccountOut,
  currencyRateOut,
  freeShippingOut,
  giftWrapFeeOut,
  homepageListOut,
  optOutSkusOut,
  ratePreviewOut,
} from '@shop/core/contract/admin-settings-out';
import { staffGuard } from '../staff/staff.guard.ts';
import { createSettingsAdmin } from './settings.admin.service.ts';
import { bankAccountSchema, freeShippingSchema, giftWrapFeeSchema } from './settings.values.ts';

const minor = z.number().int().min(0).max(100_000_000);
const text = (max: number) => z.string().trim().min(1).max(max);
const localized = z.strictObject({ eng: text(200), chi: text(200), cn: text(200) });
const id = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{1,62}$/, 'lowercase letters, digits and dashes (2–63)')
  .describe('a stable id: lowercase letters, digits, dashes');
const rate = z
  .string()
  .trim()
  .superRefine((v, ctx) => {
    const problem = rateProblem(v);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
/** A shop path or an https address: never javascript: or another scheme. */
const link = z
  .string()
  .trim()
  .max(500)
  .regex(/^(\/(?!\/)[^\s]*|https:\/\/[^\s]+)$/, 'a path starting with / or an https:// address');
const deliveryBody = z.strictObject({
  kind: z.enum(['delivery', 'pickup']),
  name: localized,
  price_hkd: minor,
  price_usd: minor,
  available_country_list: z.array(z.enum(COUNTRY_KEYS)).min(1).max(COUNTRY_KEYS.length),
  priority: z.number().int().min(0).max(10_000).default(0),
});
const bannerBody = z.strictObject({
  kind: z.enum(['hero', 'marketplace']),
  title: localized,
  subtitle: localized,
  cta: localized,
  image: link,
  link,
  priority: z.number().int().min(0).max(10_000).default(0),
});
const sku = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9][\w.-]{0,63}$/, 'a sku');

/** /api/v1/admin/settings/*: owners only (settings:write, reads included); every write audited. */
export async function settingsAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { config } = app.deps;
  const admin = createSettingsAdmin({
    db: app.deps.database.db,
    // products, their cached answers and the guest page cache all follow a settings change at once
    invalidate: () => app.catalogue.invalidateSettings(),
    configBank:
      config.BANK_NAME && config.BANK_ACCOUNT_NAME && config.BANK_ACCOUNT_NO
        ? {
            bank_name: config.BANK_NAME,
            account_name: config.BANK_ACCOUNT_NAME,
            account_no: config.BANK_ACCOUNT_NO,
          }
        : null,
  });
  const guard = staffGuard(app, 'settings:write');
  const tags = ['admin'];
  const currencyParam = z.object({ currency: z.enum(CURRENCY_CODES) });

  app.get(
    '/admin/settings',
    {
      preHandler: guard,
      schema: { tags, summary: 'Every back-office setting', response: { 200: adminSettingsOut } },
    },
    () => admin.view(),
  );

  app.get(
    '/admin/settings/currencies/:currency/preview',
    {
      preHandler: guard,
      schema: {
        tags,
        summary:
          'What shoppers would pay in this currency with a proposed rate (the floor rule), beside today',
        params: currencyParam,
        querystring: z.strictObject({ rate }),
        response: { 200: ratePreviewOut },
      },
    },
    async (req) => ({
      currency: req.params.currency,
      rate: req.query.rate,
      samples: await admin.previewRate(req.params.currency, req.query.rate),
    }),
  );

  app.put(
    '/admin/settings/currencies/:currency',
    {
      preHandler: guard,
      schema: {
        tags,
        summary: 'Sets a rate to USD (rates to HKD follow)',
        params: currencyParam,
        body: z.strictObject({ rate_to_usd: rate }),
        response: { 200: currencyRateOut },
      },
    },
    (req) => admin.setRate(req, req.params.currency, req.body.rate_to_usd),
  );

  app.post(
    '/admin/settings/delivery-methods',
    {
      preHandler: guard,
      schema: {
        tags,
        summary: 'Adds a delivery method',
        body: deliveryBody.extend({ id }),
        response: { 201: adminDeliveryMethodOut },
      },
    },
    async (req, reply) => {
      const { id: key, ...input } = req.body;
      return reply.code(201).send(await admin.saveDeliveryMethod(req, key, input, true));
    },
  );

  app.put(
    '/admin/settings/delivery-methods/:id',
    {
      preHandler: guard,
      schema: {
        tags,
        summary: 'Changes a delivery method (fees per currency pair, countries)',
        params: z.object({ id: z.string().max(64) }),
        body: deliveryBody,
        response: { 200: adminDeliveryMethodOut },
      },
    },
    (req) => admin.saveDeliveryMethod(req, req.params.id, req.body, false),
  );

  app.delete(
    '/admin/settings/delivery-methods/:id',
    {
      preHandler: guard,
      schema: {
        tags,
        params: z.object({ id: z.string().max(64) }),
        body: emptyBody,
        response: { 204: noContent },
      },
    },
    async (req, reply) => {
      await admin.deleteDeliveryMethod(req, req.params.id);
      return reply.code(204).send();
    },
  );

  app.put(
    '/admin/settings/free-shipping',
    {
      preHandler: guard,
      schema: {
        tags,
        summary: 'Free-shipping thresholds per currency, minor units (currencies left out keep theirs)',
        body: z.strictObject({ thresholds: freeShippingSchema }),
        response: { 200: freeShippingOut },
      },
    },
    async (req) => ({ thresholds: await admin.setFreeShipping(req, req.body.thresholds) }),
  );

  app.put(
    '/admin/settings/gift-wrap',
    {
      preHandler: guard,
      schema: {
        tags,
        summary: 'Gift-wrap fee per item: HKD and USD minor units (other currencies convert from USD)',
        body: giftWrapFeeSchema,
        response: { 200: giftWrapFeeOut },
      },
    },
    (req) => admin.setGiftWrap(req, req.body),
  );

  app.put(
    '/admin/settings/bank-account',
    {
      preHandler: guard,
      schema: {
        tags,
        summary: 'The bank account shown for bank transfers',
        body: bankAccountSchema,
        response: { 200: bankAccountOut },
      },
    },
    (req) => admin.setBankAccount(req, req.body),
  );

  app.put(
    '/admin/settings/optout-skus',
    {
      preHandler: guard,
      schema: {
        tags,
        summary: 'Replaces the opt-out sku list',
        body: z.strictObject({
          items: z
            .array(z.strictObject({ sku, reason: z.string().trim().max(200).nullable().default(null) }))
            .max(500)
            .refine((l) => new Set(l.map((i) => i.sku)).size === l.length, 'each sku once'),
        }),
        response: { 200: optOutSkusOut },
      },
    },
    async (req) => ({ items: await admin.setOptOutSkus(req, req.body.items) }),
  );

  app.put(
    '/admin/settings/homepage/:key',
    {
      preHandler: guard,
      schema: {
        tags,
        summary: 'One homepage list, in order (skus or collection keys)',
        params: z.object({ key: z.string().max(64) }),
        body: z.strictObject({ value: z.array(sku).max(50) }),
        response: { 200: homepageListOut },
      },
    },
    async (req) => ({
      key: req.params.key,
      value: await admin.setHomepageList(req, req.params.key, req.body.value),
    }),
  );

  app.post(
    '/admin/settings/banners',
    {
      preHandler: guard,
      schema: {
        tags,
        summary: 'Adds a banner',
        body: bannerBody.extend({ id }),
        response: { 201: adminBannerOut },
      },
    },
    async (req, reply) => {
      const { id: key, ...input } = req.body;
      return reply.code(201).send(await admin.saveBanner(req, key, input, true));
    },
  );

  app.put(
    '/admin/settings/banners/:id',
    {
      preHandler: guard,
      schema: {
        tags,
        params: z.object({ id: z.string().max(64) }),
        body: bannerBody,
        response: { 200: adminBannerOut },
      },
    },
    (req) => admin.saveBanner(req, req.params.id, req.body, false),
  );

  app.delete(
    '/admin/settings/banners/:id',
    {
      preHandler: guard,
      schema: {
        tags,
        params: z.object({ id: z.string().max(64) }),
        body: emptyBody,
        response: { 204: noContent },
      },
    },
    async (req, reply) => {
      await admin.deleteBanner(req, req.params.id);
      return reply.code(204).send();
    },
  );
}
