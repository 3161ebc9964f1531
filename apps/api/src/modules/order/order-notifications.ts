// The shopper's emails about their order, through the durable email.send job: queued in a status change's own
// transaction (a lifecycle hook) or after a flow that waited for a provider (a cancellation's refund, a refund);
// written when the job runs, from the order as it is then, in the language the shopper reads.
import type { Locale } from '@shop/core';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { Jobs } from '../../jobs/jobs.ts';
import type { EmailProvider } from '../../providers/email/email.provider.ts';
import type { OrderAccess } from './order-access.ts';
import type { OrderRow } from './order-lifecycle.ts';
import { orderRecipient } from './order-recipient.ts';
import { deliverReferralRewardEmail } from './referral-reward-email.ts';
import { orderMoney } from './order-text.ts';
import { shipmentEmail } from './shipment-email.ts';
import type { EmailData } from '../../emails/email-data.ts';
import { emailShop, orderEmailData, type OrderLinks } from '../../emails/order-email-data.ts';
import { sendTemplatedEmail } from '../../emails/send-email.ts';

export type OrderEmailKind =
  | 'confirmation'
  | 'paid'
  | 'shipped'
  | 'delivered'
  | 'cancelled'
  | 'refunded'
  /** the order was changed by staff before it shipped (order-edit.service.ts) */
  | 'edited'
  /** one parcel of the order (shipment.service.ts), named by the job's shipmentId */
  | 'shipment';

const EMAIL_KINDS: readonly OrderEmailKind[] = [
  'confirmation',
  'paid',
  'shipped',
  'delivered',
  'cancelled',
  'refunded',
  'edited',
];

type OrderTemplate =
  | 'order_confirmation'
  | 'order_paid'
  | 'order_shipped'
  | 'order_delivered'
  | 'order_cancelled'
  | 'order_refunded'
  | 'order_edited';

const SIMPLE: Record<
  'confirmation' | 'paid' | 'delivered',
  'order_confirmation' | 'order_paid' | 'order_delivered'
> = {
  confirmation: 'order_confirmation',
  paid: 'order_paid',
  delivered: 'order_delivered',
};

export function createOrderNotifications(deps: {
  db: Db;
  email: EmailProvider;
  jobs: Pick<Jobs, 'send'>;
  access: Pick<OrderAccess, 'loadOrder'>;
  log: { warn(o: object, m: string): void };
  /** the order's payment page with a token that opens it for a guest too (absent: the email names no link) */
  payLink?: (orderId: string, locale: Locale) => string | null;
  /** the public site and a guest's signed order link, for the email's images and order button */
  links?: OrderLinks;
  /** EMAIL_FROM: the shop's name and help address in the email */
  emailFrom?: string;
}) {
  const job = (o: OrderRow, kind: OrderEmailKind, amount?: number) => ({
    orderId: o.id,
    kind,
    ...(amount ? { amount } : {}),
  });

  /**
   * Queues the email after the change is committed: a failing mail server retries it later instead of losing it.
   * `amount` is what a cancellation or refund gives back.
   */
  async function sendOrderEmail(o: OrderRow, kind: OrderEmailKind, extra: { amount?: number } = {}) {
    await deps.jobs
      .send('email.send', job(o, kind, extra.amount))
      .catch((err) => deps.log.warn({ err }, 'order email not queued'));
  }

  /** Queues the email in the caller's transaction: it exists exactly when the change commits. */
  async function queueOrderEmail(tx: DbOrTx, o: OrderRow, kind: OrderEmailKind) {
    await deps.jobs.send('email.send', job(o, kind), { tx });
  }

  /** The referrer's reward email, queued with a delivered order's own (it sends only if a referral paid out). */
  async function queueReferralRewardEmail(tx: DbOrTx, o: OrderRow) {
    if (o.userId) await deps.jobs.send('email.send', { orderId: o.id, kind: 'referral_reward' }, { tx });
  }

  /** One parcel's email (its lines, carrier and tracking link), queued in the shipment's transaction. */
  async function queueShipmentEmail(tx: DbOrTx, orderId: string, shipmentId: string) {
    await deps.jobs.send('email.send', { orderId, kind: 'shipment', shipmentId }, { tx });
  }

  /** The email.send job: written from the order as it is now, in the order's language; a throw retries it. */
  async function deliverOrderEmail(j: {
    orderId: string;
    kind: string;
    amount?: number;
    shipmentId?: string;
  }) {
    const o = await deps.access.loadOrder(j.orderId);
    if (!o) return;
    if (j.kind === 'referral_reward') {
      const publicUrl = deps.links?.publicUrl ?? 'http://localhost';
      return deliverReferralRewardEmail(deps, o, emailShop(publicUrl, deps.emailFrom), publicUrl);
    }
    const kind = j.kind as OrderEmailKind;
    if (!EMAIL_KINDS.includes(kind) && kind !== 'shipment') throw new Error(`unknown order email ${j.kind}`);
    // a member who switched order emails off gets none; a member's mail is in their preferred language
    const to = await orderRecipient(deps.db, o);
    if (!to.email) return;
    const locale: Locale = to.locale;
    const links = deps.links ?? { publicUrl: 'http://localhost' };
    const shop = emailShop(links.publicUrl, deps.emailFrom);
    const order = await orderEmailData(deps.db, o, locale, links);
    const money = (n: number) => orderMoney(n, o.currency, locale);
    const back = j.amount && j.amount > 0 ? money(j.amount) : null;
    const send = <K extends OrderTemplate>(key: K, data: EmailData[K]) =>
      sendTemplatedEmail(deps, key, locale, o.email, data);
    let sent: Promise<void>;
    if (kind === 'shipment') {
      const parcel = await shipmentEmail(deps.db, o, j.shipmentId ?? '', locale);
      if (!parcel) return;
      sent = send('order_shipped', { shop, order, ...parcel });
    } else if (kind === 'shipped')
      sent = send('order_shipped', {
        shop,
        order,
        carrier: o.carrier ?? '',
        trackingNumber: o.trackingNumber ?? '',
        trackingUrl: o.trackingUrl,
        complete: true,
        parcel: order.lines.map((l) => ({
          name: l.option ? `${l.name} (${l.option})` : l.name,
          quantity: l.quantity,
        })),
      });
    else if (kind === 'cancelled') sent = send('order_cancelled', { shop, order, amount: back });
    else if (kind === 'refunded') sent = send('order_refunded', { shop, order, amount: back ?? money(0) });
    else if (kind === 'edited')
      // amount: the edit's difference (above 0 to pay, below 0 refunded)
      sent = send('order_edited', {
        shop,
        order,
        due: j.amount && j.amount > 0 ? money(j.amount) : null,
        back: j.amount && j.amount < 0 ? money(-j.amount) : null,
        payUrl: j.amount && j.amount > 0 ? (deps.payLink?.(o.id, locale) ?? null) : null,
      });
    else sent = send(SIMPLE[kind], { shop, order });
    await sent.catch((err) => {
      deps.log.warn({ err, orderId: o.id, kind }, 'order email failed');
      throw err;
    });
  }

  return { sendOrderEmail, queueOrderEmail, queueShipmentEmail, queueReferralRewardEmail, deliverOrderEmail };
}

export type OrderNotifications = ReturnType<typeof createOrderNotifications>;
