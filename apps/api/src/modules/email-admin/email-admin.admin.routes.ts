import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { EmailTemplateKey } from '@shop/core';
import {
  emailLangQuery,
  emailListOut,
  emailPreviewBody,
  emailPreviewOut,
  emailPreviewQuery,
  emailTemplateLangParams,
  emailTemplateParams,
  emailTestBody,
  emailTestOut,
  emailWordingBody,
  emailWordingOut,
} from '@shop/core/contract/admin-email';
import { staffGuard } from '../staff/staff.guard.ts';

const key = (t: string) => t as EmailTemplateKey;

/** The email editor: /api/v1/admin/emails (wording per language, preview with sample data, a test to oneself). */
export async function emailAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const guard = staffGuard(app, 'emails:write');
  const tags = ['admin'];

  app.get(
    '/admin/emails',
    {
      preHandler: guard,
      schema: {
        tags,
        summary: 'Every email, its category, placeholders and the languages staff reworded',
        response: { 200: emailListOut },
      },
    },
    async () => app.emailAdmin.list(),
  );

  app.get(
    '/admin/emails/:template',
    {
      preHandler: guard,
      schema: {
        tags,
        summary: "One email's wording in a language: staff's own (null: built-in) and the built-in defaults",
        params: emailTemplateParams,
        querystring: emailLangQuery,
        response: { 200: emailWordingOut },
      },
    },
    async (req) => app.emailAdmin.get(key(req.params.template), req.query.lang),
  );

  app.put(
    '/admin/emails/:template/:lang',
    {
      preHandler: guard,
      schema: {
        tags,
        summary: 'Rewords the subject and intro (null or empty: built-in; unknown placeholder: 400)',
        params: emailTemplateLangParams,
        body: emailWordingBody,
        response: { 200: emailWordingOut },
      },
    },
    async (req) => app.emailAdmin.save(req, key(req.params.template), req.params.lang, req.body),
  );

  app.get(
    '/admin/emails/:template/preview',
    {
      preHandler: guard,
      schema: {
        tags,
        summary:
          'The email rendered with sample data and the wording in force (or the unsaved wording given)',
        params: emailTemplateParams,
        querystring: emailPreviewQuery,
        response: { 200: emailPreviewOut },
      },
    },
    async (req) => {
      const { lang, ...unsaved } = req.query;
      return app.emailAdmin.preview(key(req.params.template), lang, unsaved);
    },
  );

  app.post(
    '/admin/emails/:template/preview',
    {
      preHandler: guard,
      schema: {
        tags,
        summary: 'Preview with unsaved wording in the body (long intros)',
        params: emailTemplateParams,
        body: emailPreviewBody,
        response: { 200: emailPreviewOut },
      },
    },
    async (req) => {
      const { lang, ...unsaved } = req.body;
      return app.emailAdmin.preview(key(req.params.template), lang, unsaved);
    },
  );

  app.post(
    '/admin/emails/:template/test',
    {
      preHandler: guard,
      config: { rateLimit: { max: 20, timeWindow: '10 minutes' } },
      schema: {
        tags,
        summary: "Sends the sample email to the signed-in staff member's own address",
        params: emailTemplateParams,
        body: emailTestBody,
        response: { 200: emailTestOut },
      },
    },
    async (req) => app.emailAdmin.sendTest(req, key(req.params.template), req.body.lang),
  );
}
