// Draft orders (phone and WhatsApp orders): the service and its completion, wired from the catalogue's pricing,
// the order module's quote and lifecycle, the members' search and the email provider; the back office's routes.
import type { App } from '../../app-types.ts';
import { draftOrderAdminRoutes } from './draft-order.admin.routes.ts';
import { createDraftCompletion } from './draft-order.complete.ts';
import { createDraftPricing } from './draft-order.pricing.ts';
import { draftOrderRepository } from './draft-order.repository.ts';
import { createDraftOrderService } from './draft-order.service.ts';

export async function draftOrderModule(app: App): Promise<void> {
  const { database, email, config } = app.deps;
  const db = database.db;
  const pricing = createDraftPricing({
    products: app.products,
    orders: app.orders,
    pricing: () => app.settings.getPricingInputs(),
    repo: draftOrderRepository(db),
  });
  const service = createDraftOrderService({ db, pricing, products: app.products, members: app.memberAdmin });
  const completion = createDraftCompletion({
    db,
    orders: app.orders,
    jobs: app.jobs,
    email,
    pricing,
    publicUrl: config.PUBLIC_URL,
    log: app.log,
    present: (row) => service.present(row),
  });
  await app.register(draftOrderAdminRoutes, { prefix: '/api/v1', service, completion });
}
