// Carts: the bag of a member or a guest session, priced for the shopper, and the storefront's log beacon.
import type { App } from '../../app-types.ts';
import { cartRoutes, logEventRoutes } from './cart.routes.ts';
import { createCartService } from './cart.service.ts';

export async function cartModule(app: App): Promise<void> {
  const { settings } = app;
  app.decorate(
    'carts',
    createCartService(
      app.deps.database.db,
      app.products,
      undefined,
      async () => (await settings.getPricingInputs()).freeShippingThresholds,
    ),
  );
  await app.register(cartRoutes, { prefix: '/api/v1' });
  // /nuxt/log/event is not under /api: no CSRF token
  await app.register(logEventRoutes);
}
