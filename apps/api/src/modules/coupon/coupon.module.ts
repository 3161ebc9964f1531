// Coupons in the back office: list, create, change, and who used them. The checkout applies them (order module).
import type { App } from '../../app-types.ts';
import { couponAdminRoutes } from './coupon.admin.routes.ts';
import { createCouponAdmin } from './coupon.service.ts';

export async function couponModule(app: App): Promise<void> {
  app.decorate('couponAdmin', createCouponAdmin(app.deps.database.db));
  await app.register(couponAdminRoutes, { prefix: '/api/v1' });
}
