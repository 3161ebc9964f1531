// The order module, wired once: the service (app.orders), the side effects of its status changes as lifecycle hooks,
// its jobs (order.expire, email.send), and its route sets: the store's, payments', the address book and the back
// office's. Other modules reach orders through app.orders only.
import { ORDER_STATUSES } from '@shop/core';
import type { App } from '../../app.ts';
import { addressBookRoutes } from './address-book.routes.ts';
import { orderLookupTokens } from './order-lookup.ts';
import { orderPaymentRoutes } from './order-payment.routes.ts';
import { createOrderAdminService } from './order.admin.service.ts';
import { createOrderPrint, shopNameFrom } from './order.admin.print.ts';
import { orderAdminPrintRoutes } from './order.admin.print.routes.ts';
import { orderAdminRoutes } from './order.admin.routes.ts';
import { paymentRecheckRoutes } from './payment-recheck.admin.routes.ts';
import { createOrderViewsAdmin } from './order.admin.views.ts';
import { orderEditAdminRoutes } from './order-edit.admin.routes.ts';
import { createOrderEdits } from './order-edit.service.ts';
import { orderRoutes } from './order.routes.ts';
import { createOrderService, type OrderService } from './order.service.ts';
import { createRefundService } from './refund.service.ts';
import { createPaymentReconcile } from './payment-reconcile.ts';
import { createCarrierService } from './carrier.service.ts';
import { createOrderBulkService } from './order-bulk.service.ts';
import { shipmentAdminRoutes } from './shipment.admin.routes.ts';
import { createShipmentService, type ShipmentService } from './shipment.service.ts';
import { slipFontProblem } from './packing-slips.pdf.ts';

/**
 * What a status change does beyond the order row, in one place. In the move's transaction: the wallet (a referral
 * credited on delivery, cash dollars and rewards given back when an order closes), the stock and coupon an unpaid
 * order held, and the shopper's email queued on the job table. After the commit: the open payments closed at the
 * provider, and the subscriptions a paid order starts. The emails of a staff cancellation and of a refund name the
 * money the provider gave back, so their flows send them once it answered.
 */
export function registerOrderHooks(
  app: App,
  orders: OrderService,
  shipments?: Pick<ShipmentService, 'hasShipments'>,
) {
  const { lifecycle } = orders;
  lifecycle.on(ORDER_STATUSES, (tx, e) => app.wallet.onTransition(tx, e.order, e.to));
  lifecycle.on(['expired', 'cancelled'], async (tx, e) => {
    if (e.from === 'awaiting_payment') await orders.releaseHolds(tx, e.order.id);
  });
  lifecycle.on(['paid', 'shipped', 'delivered'], async (tx, e) => {
    // every parcel sends its own email (shipment.service.ts): no second "shipped" one
    if (e.to === 'shipped' && (await shipments?.hasShipments(tx, e.order.id))) return;
    await orders.queueOrderEmail(tx, e.order, e.to as 'paid' | 'shipped' | 'delivered');
    if (e.to === 'delivered') await orders.queueReferralRewardEmail(tx, e.order);
  });
  lifecycle.afterCommit(['expired', 'cancelled'], async (e) => {
    if (e.from === 'awaiting_payment') await orders.closeOpenPayments(e.order.id);
  });
  lifecycle.afterCommit('paid', (e) => app.subscriptions.createFromOrder(e.order.id));
}

export async function orderModule(app: App): Promise<void> {
  const { config, database, payments, email } = app.deps;
  const orders = createOrderService({
    db: database.db,
    carts: app.carts,
    products: app.products,
    payments,
    email,
    jobs: app.jobs,
    pricing: () => app.settings.getPricingInputs(),
    log: app.log,
    transferReservationHours: config.TRANSFER_RESERVATION_HOURS,
    // the auth secret is read when a lookup token is issued or checked, once the app is running
    lookupTokens: orderLookupTokens(() => app.authSecret),
    wallet: app.wallet,
    publicUrl: config.PUBLIC_URL,
    emailFrom: config.EMAIL_FROM,
  });
  app.decorate('orders', orders);
  const carriers = createCarrierService(database.db);
  const shipments = createShipmentService({
    db: database.db,
    orders,
    carriers,
    // admin is made below; a parcel's capture runs at request time
    capture: (id, actor) => admin.captureHeld(id, actor),
  });
  registerOrderHooks(app, orders, shipments);
  app.jobs.handle('order.expire', (d) => orders.expireOrder(d.orderId).then(() => undefined));
  app.jobs.handle('email.send', (d) => orders.deliverOrderEmail(d));

  const refunds = createRefundService({ db: database.db, payments, orders, log: app.log, jobs: app.jobs });
  const reconcile = createPaymentReconcile({
    db: database.db,
    payments,
    applyNotification: orders.applyNotification,
    log: app.log,
  });
  app.jobs.handle('payment.reconcile', (d) => reconcile.reconcilePayment(d.paymentId).then(() => undefined));
  app.jobs.handle('refund.retry', (d) => reconcile.retryRefund(d.refundId));
  const admin = createOrderAdminService({
    db: database.db,
    orders,
    refunds,
    payments,
    log: app.log,
    shipments,
    wallet: () => app.wallet,
  });
  const bulk = createOrderBulkService({ db: database.db, orders, admin, carriers, shipments });
  await app.register(orderRoutes, { prefix: '/api/v1' });
  await app.register(orderPaymentRoutes, { prefix: '/api/v1' });
  await app.register(addressBookRoutes, { prefix: '/api/v1' });
  await app.register(orderAdminRoutes, { prefix: '/api/v1', service: admin });
  await app.register(paymentRecheckRoutes, { prefix: '/api/v1', reconcile });
  await app.register(shipmentAdminRoutes, { prefix: '/api/v1', admin, shipments, carriers, bulk });
  const font = { path: config.PDF_FONT_PATH, name: config.PDF_FONT_NAME };
  const fontProblem = slipFontProblem(font);
  if (fontProblem) app.log.warn({ font: font.path }, `${fontProblem}; packing slips answer 503 until then`);
  const print = createOrderPrint({ db: database.db, font, shop: shopNameFrom(config.EMAIL_FROM) });
  const views = createOrderViewsAdmin(database.db);
  await app.register(orderAdminPrintRoutes, { prefix: '/api/v1', print, views });
  const edits = createOrderEdits({
    db: database.db,
    orders,
    refunds,
    products: app.products,
    quote: orders,
    pricing: () => app.settings.getPricingInputs(),
    log: app.log,
  });
  await app.register(orderEditAdminRoutes, { prefix: '/api/v1', edits, admin });
}
