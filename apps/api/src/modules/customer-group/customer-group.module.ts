// Customer groups as data: app.customerGroupAdmin, its routes, and the hook that keeps automatic groups in step
// with a customer's spend whenever one of their orders is paid, refunded or cancelled.
import type { App } from '../../app.ts';
import { createCustomerGroupAdmin } from './customer-group.admin.service.ts';
import { customerGroupAdminRoutes } from './customer-group.admin.routes.ts';

export async function customerGroupModule(app: App): Promise<void> {
  const service = createCustomerGroupAdmin({
    db: app.deps.database.db,
    invalidate: () => app.catalogue.invalidateSettings(),
  });
  app.decorate('customerGroupAdmin', service);
  // after the commit: a failure is logged by the lifecycle and the order's move stands
  app.orders.lifecycle.afterCommit(['paid', 'refunded', 'cancelled'], (e) =>
    service.recomputeCustomer(e.order.userId),
  );
  await app.register(customerGroupAdminRoutes, { prefix: '/api/v1' });
}
