import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createAuth, loadAuthSecret, safeEqual } from '../modules/user/auth.ts';

/**
 * Shopper sessions (`app.auth`, `app.authSecret`) and the in-process web server's token (`app.internalToken`):
 * the web server's calls carry it instead of a CSRF token, and name the page render they belong to.
 */
export async function sessions(app: FastifyInstance) {
  const { config, database } = app.deps;
  const authSecret = await loadAuthSecret(database.db, config.AUTH_SECRET);
  app.decorate('authSecret', authSecret);
  const internalToken = randomBytes(32).toString('base64url');
  // the web server's in-process calls name the page render they belong to (apps/server injectFetch)
  const renderOf = (req: FastifyRequest) => {
    const internal = req.headers['x-shop-internal'];
    const render = req.headers['x-shop-render'];
    return typeof internal === 'string' && typeof render === 'string' && safeEqual(internal, internalToken)
      ? render
      : undefined;
  };
  const auth = createAuth(database.db, authSecret, { cookieSecure: config.COOKIE_SECURE, renderOf });
  app.decorate('auth', auth);
  app.addHook('onRequest', async (req) => {
    const render = req.method === 'GET' ? undefined : renderOf(req);
    if (render) auth.forgetRender(render);
  });
  app.decorate('internalToken', internalToken);
}
