import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CURRENCY_CODES, IMAGE_MIME } from '@shop/core';
import {
  bankAccountSchema,
  bannerBody,
  bannerCreateBody,
  currencyRateBody,
  currencyRateSchema,
  deliveryMethodBody,
  deliveryMethodCreateBody,
  freeShippingBody,
  giftWrapFeeSchema,
  homepageListBody,
  optOutSkusBody,
} from '@shop/core/contract/admin-settings';
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
import { IMAGE_MAX_BYTES, UPLOAD_BODY_LIMIT } from '../product/image-store.ts';
import { staffGuard } from '../staff/staff.guard.ts';

/** /api/v1/admin/settings/*: owners only (settings:write, reads included); every write audited. */
export async function settingsAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const admin = app.settingsAdmin;
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
        querystring: z.strictObject({ rate: currencyRateSchema }),
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
        body: currencyRateBody,
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
        body: deliveryMethodCreateBody,
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
        body: deliveryMethodBody,
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
        body: freeShippingBody,
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
        body: optOutSkusBody,
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
        body: homepageListBody,
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
        body: bannerCreateBody,
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

  // the banner's picture is its own bytes in the body, as a product image is (product.admin.routes.ts)
  app.addContentTypeParser(
    [...Object.values(IMAGE_MIME), 'application/octet-stream'],
    { parseAs: 'buffer', bodyLimit: UPLOAD_BODY_LIMIT },
    (_req, body, done) => done(null, body),
  );
  app.post(
    '/admin/settings/banners/:id/image',
    {
      // checked before the body is read: no stranger gets megabytes parsed
      onRequest: guard,
      bodyLimit: UPLOAD_BODY_LIMIT,
      schema: {
        tags,
        summary: `Uploads a banner's picture (JPEG, PNG, WebP or AVIF by content, at most ${IMAGE_MAX_BYTES / 1024 / 1024} MB)`,
        params: z.object({ id: z.string().max(64) }),
        response: { 200: adminBannerOut },
      },
    },
    async (req) => {
      const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      return admin.setBannerImage(req, req.params.id, async () => {
        const media = await app.media.upload(body, { maxBytes: IMAGE_MAX_BYTES, field: 'body' });
        return media.src;
      });
    },
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
