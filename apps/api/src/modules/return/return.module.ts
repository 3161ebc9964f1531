// The returns module (docs/order-operations.md "Returns and exchanges"): its service over the order module's refund
// service, the shopper's routes and the back office's.
import type { App } from '../../app.ts';
import { createOrderAccess } from '../order/order-access.ts';
import { orderLookupTokens } from '../order/order-lookup.ts';
import { createRefundService } from '../order/refund.service.ts';
import { createReturnEmails } from './return-emails.ts';
import { returnAdminRoutes } from './return.admin.routes.ts';
import { returnRoutes } from './return.routes.ts';
import { createReturnService } from './return.service.ts';

export async function returnModule(app: App): Promise<void> {
  const { database, payments, email } = app.deps;
  const db = database.db;
  const refunds = createRefundService({ db, payments, orders: app.orders, log: app.log });
  const { config } = app.deps;
  const lookups = orderLookupTokens(() => app.authSecret);
  const emails = createReturnEmails({
    db,
    email,
    log: app.log,
    links: { publicUrl: config.PUBLIC_URL, guestToken: (id) => lookups.issue(id) },
    emailFrom: config.EMAIL_FROM,
  });
  const service = createReturnService({ db, refunds, emails });
  const access = createOrderAccess({ db, lookupTokens: orderLookupTokens(() => app.authSecret) });
  await app.register(returnRoutes, { prefix: '/api/v1', db, service, access, media: app.media });
  await app.register(returnAdminRoutes, { prefix: '/api/v1', db, service, emails });
}
