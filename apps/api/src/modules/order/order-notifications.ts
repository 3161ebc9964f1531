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
import { orderMoney } from './order-text.ts';
import { orderCopy } from './order.copy.ts';
import { shipmentEmail } from './shipment-email.ts';
import { orderEditCopy } from './order-edit.copy.ts';

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

export function createOrderNotifications(deps: {
  db: Db;
  email: EmailProvider;
  jobs: Pick<Jobs, 'send'>;
  access: Pick<OrderAccess, 'loadOrder'>;
  log: { warn(o: object, m: string): void };
  /** the order's payment page with a token that opens it for a guest too (absent: the email names no link) */
  payLink?: (orderId: string, locale: Locale) => string | null;
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
    const kind = j.kind as OrderEmailKind;
    if (!EMAIL_KINDS.includes(kind) && kind !== 'shipment') throw new Error(`unknown order email ${j.kind}`);
    // a member who switched order emails off gets none; a member's mail is in their preferred language
    const to = await orderRecipient(deps.db, o);
    if (!to.email) return;
    const locale: Locale = to.locale;
    const copy = orderCopy[locale];
    const money = (n: number) => orderMoney(n, o.currency, locale);
    const tracking = { carrier: o.carrier ?? '', number: o.trackingNumber ?? '', url: o.trackingUrl };
    const back = j.amount && j.amount > 0 ? money(j.amount) : null;
    const mails: Record<Exclude<OrderEmailKind, 'shipment'>, () => [subject: string, text: string]> = {
      confirmation: () => [
        copy.confirmationSubject(o.number),
        copy.confirmationText(o.number, money(o.total)),
      ],
      paid: () => [copy.paidSubject(o.number), copy.paidText(o.number, money(o.total))],
      shipped: () => [copy.shippedSubject(o.number), copy.shippedText(o.number, tracking)],
      delivered: () => [copy.deliveredSubject(o.number), copy.deliveredText(o.number)],
      cancelled: () => [copy.cancelledSubject(o.number), copy.cancelledText(o.number, back)],
      refunded: () => [copy.refundedSubject(o.number), copy.refundedText(o.number, back ?? money(0))],
      // amount: the edit's difference (above 0 to pay, below 0 refunded)
      edited: () => [
        orderEditCopy[locale].subject(o.number),
        orderEditCopy[locale].text(
          o.number,
          money(o.total),
          j.amount && j.amount > 0 ? money(j.amount) : null,
          j.amount && j.amount < 0 ? money(-j.amount) : null,
          j.amount && j.amount > 0 ? (deps.payLink?.(o.id, locale) ?? null) : null,
        ),
      ],
    };
    const shipment = kind === 'shipment' ? await shipmentEmail(deps.db, o, j.shipmentId ?? '', locale) : null;
    if (kind === 'shipment' && !shipment) return;
    const [subject, text] = shipment ?? mails[kind as Exclude<OrderEmailKind, 'shipment'>]();
    await deps.email.send({ to: o.email, subject, text }).catch((err) => {
      deps.log.warn({ err, orderId: o.id, kind }, 'order email failed');
      throw err;
    });
  }

  return { sendOrderEmail, queueOrderEmail, queueShipmentEmail, deliverOrderEmail };
}

export type OrderNotifications = ReturnType<typeof createOrderNotifications>;
