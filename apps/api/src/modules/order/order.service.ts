// The order service as the rest of the API uses it (app.orders): composed from the parts that each do one thing,
// quote (order-quote.ts), placement (order-placement.ts), payments (order-payments.ts), status changes and their
// hooks (order-lifecycle.ts), what the buyer reads (order-views.ts, order-presenter.ts) and emails
// (order-notifications.ts). The hooks themselves are registered by order.module.ts.
import { localizePath, type CheckoutInput, type Locale } from '@shop/core';
import type { Db } from '../../db/client.ts';
import type { Jobs } from '../../jobs/jobs.ts';
import type { EmailProvider } from '../../providers/email/email.provider.ts';
import type { PaymentProvider, RefundNotification } from '../../providers/payment/payment.provider.ts';
import type { createCartService } from '../cart/cart.service.ts';
import type { Owner } from '../cart/cart.repository.ts';
import type { createProductService, ShopperContext } from '../product/product.service.ts';
import type { PricingInputs } from '../settings/settings.service.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import { addressBook } from './address-book.ts';
import { createOrderAccess } from './order-access.ts';
import { createOrderExpiry } from './order-expiry.ts';
import { createOrderLifecycle } from './order-lifecycle.ts';
import type { OrderLookupTokens } from './order-lookup.ts';
import { createOrderNotifications } from './order-notifications.ts';
import { createOrderPayments } from './order-payments.ts';
import { createOrderPlacement, releaseHolds } from './order-placement.ts';
import { createOrderQuote } from './order-quote.ts';
import { createOrderViews } from './order-views.ts';
import { packageDetails } from './package-details.ts';
import { applyRefundNotifications } from './refund-notification.ts';
import { reorder } from './reorder.ts';

export type { CheckoutInput };
export type { OrderRow } from './order-lifecycle.ts';
export type { OrderEmailKind } from './order-notifications.ts';
export { formatOrderNumber } from './order-placement.ts';

export interface OrderServiceDeps {
  db: Db;
  carts: ReturnType<typeof createCartService>;
  /** "buy again" prices the order's lines anew */
  products: ReturnType<typeof createProductService>;
  payments: PaymentProvider;
  email: EmailProvider;
  /** durable work: expiry at the payment deadline, order emails (retried when delivery fails) */
  jobs: Pick<Jobs, 'send' | 'pendingKeys'>;
  pricing: () => Promise<PricingInputs>;
  log: { warn(o: object, m: string): void };
  /** TRANSFER_RESERVATION_HOURS: how long an unpaid bank transfer holds its stock */
  transferReservationHours?: number;
  /** the guest order lookup's signed tokens, accepted beside the order's own */
  lookupTokens?: OrderLookupTokens;
  /** cash dollars, the referral discount and review rewards at checkout */
  wallet?: WalletService;
  /** PUBLIC_URL: the links in order emails (an edit's payment page) */
  publicUrl?: string;
  /** EMAIL_FROM: the shop's name and help address in its emails */
  emailFrom?: string;
}

export function createOrderService(deps: OrderServiceDeps) {
  const { db, log } = deps;
  const lifecycle = createOrderLifecycle({ db, log });
  const access = createOrderAccess({ db, lookupTokens: deps.lookupTokens });
  const { lookupTokens, publicUrl } = deps;
  const payLink =
    lookupTokens && publicUrl
      ? (orderId: string, locale: Locale) =>
          new URL(
            `${localizePath(`/checkout/${orderId}`, locale)}?token=${encodeURIComponent(lookupTokens.issue(orderId))}`,
            publicUrl,
          ).toString()
      : undefined;
  const notifications = createOrderNotifications({
    db,
    email: deps.email,
    jobs: deps.jobs,
    access,
    log,
    payLink,
    links: publicUrl
      ? { publicUrl, ...(lookupTokens ? { guestToken: (id: string) => lookupTokens.issue(id) } : {}) }
      : undefined,
    emailFrom: deps.emailFrom,
  });
  const quote = createOrderQuote(deps);
  const payments = createOrderPayments({
    db,
    payments: deps.payments,
    access,
    lifecycle,
    log,
    jobs: deps.jobs,
  });
  const placement = createOrderPlacement({
    db,
    carts: deps.carts,
    payments: deps.payments,
    jobs: deps.jobs,
    wallet: deps.wallet,
    quote,
    orderPayments: payments,
    notifications,
    lifecycle,
    transferHours: deps.transferReservationHours ?? 48,
  });
  const views = createOrderViews({
    db,
    payments: deps.payments,
    access,
    lifecycle,
    lookupTokens: deps.lookupTokens,
    log,
  });
  const expiry = createOrderExpiry({ db, jobs: deps.jobs, lifecycle });

  return {
    /** status changes: lifecycle.transaction() + transition(), and the hooks registered on them */
    lifecycle,
    transition: lifecycle.transition,
    recordEvent: lifecycle.recordEvent,
    releaseHolds,
    ...notifications,
    ...quote,
    create: placement.create,
    ...views,
    pay: payments.pay,
    transferReference: payments.transferReference,
    paymentStatus: payments.paymentStatus,
    buyerPayment: payments.buyerPayment,
    applyNotification: payments.applyNotification,
    closeOpenPayments: payments.closeOpenPayments,
    /** a payment for part of an order (an edit's difference) and its provider session (order-edit.service.ts) */
    recordPayment: payments.recordPayment,
    openSession: payments.openSession,
    ...expiry,
    packageDetails: (skus: readonly string[]) => packageDetails(db, skus),
    /** the member's address book (address-book.ts) */
    addresses: addressBook(db),
    /** "buy again": the member's order back in their bag at today's prices */
    reorder: (
      orderId: string,
      owner: Owner & { userId: string },
      shopperFor: (orderCurrency: string) => Promise<ShopperContext>,
    ) => reorder({ db, products: deps.products, carts: deps.carts }, orderId, owner, shopperFor),
    /** the provider's signed news about refunds (Stripe: refund.updated, charge.refunded) */
    applyRefundNotifications: (news: readonly RefundNotification[]) => applyRefundNotifications(db, news),
  };
}

export type OrderService = ReturnType<typeof createOrderService>;
