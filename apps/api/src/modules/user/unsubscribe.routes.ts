import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unsubscribeOut, unsubscribeQuery } from '@shop/core/contract/account';
import { InvalidError } from '../../lib/errors.ts';
import { unsubscribeTokens } from './unsubscribe.ts';

/**
 * POST /api/v1/unsubscribe?token=: the one-click unsubscribe of RFC 8058. The mail client posts
 * "List-Unsubscribe=One-Click" as a form, with no cookie and no CSRF token: the signed token is the proof (app.ts
 * lets this route through the CSRF check). The shop's own /unsubscribe page posts here too.
 */
export const unsubscribeRoutes: FastifyPluginAsyncZod = async (app) => {
  const tokens = unsubscribeTokens(() => app.authSecret);
  // the one-click body is a form; only this plugin reads forms, and it reads nothing from the body
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
    done(null, body),
  );
  app.post(
    '/unsubscribe',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['account'],
        summary: 'One-click unsubscribe from marketing email (RFC 8058), by the signed token of the email',
        querystring: unsubscribeQuery,
        response: { 200: unsubscribeOut },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      const email = tokens.verify(req.query.token);
      if (!email) throw new InvalidError('This unsubscribe link is not valid', 'token', 'token_invalid');
      await app.accounts.unsubscribeEmail(email);
      return { status: 'unsubscribed' as const };
    },
  );
};
