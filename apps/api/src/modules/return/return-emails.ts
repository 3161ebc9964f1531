// The shopper's emails about a return, sent after the write committed, from the return as it is then, in the
// language the shopper reads (a member's preferred one; a guest's order locale). A failure is logged: the return
// stands and its status shows on the order page. Written by emails/ (return_update) with the order's summary.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema.ts';
import type { EmailProvider } from '../../providers/email/email.provider.ts';
import { RETURN_STATUS } from '../../emails/email-bodies.ts';
import type { ReturnEmailKind } from '../../emails/email-data.ts';
import { emailShop, orderEmailData, type OrderLinks } from '../../emails/order-email-data.ts';
import { sendTemplatedEmail } from '../../emails/send-email.ts';
import { orderRecipient } from '../order/order-recipient.ts';
import { orderMoney } from '../order/order-text.ts';
import { loadReturn } from './return.repository.ts';

export type { ReturnEmailKind } from '../../emails/email-data.ts';

export function createReturnEmails(deps: {
  db: Db;
  email: EmailProvider;
  log: { warn(o: object, m: string): void };
  /** the public site (images, order page) and a guest's signed order link */
  links?: OrderLinks;
  emailFrom?: string;
}) {
  async function deliver(returnId: string, kind: ReturnEmailKind) {
    const r = await loadReturn(deps.db, returnId);
    const [o] = await deps.db.select().from(orders).where(eq(orders.id, r.orderId));
    if (!o) return;
    const to = await orderRecipient(deps.db, o);
    if (!to.email) return;
    let extra = r.staffNote ?? '';
    if (kind === 'refunded') extra = orderMoney(r.refundAmount, o.currency, to.locale);
    if (kind === 'exchanged' && r.exchangeOrderId) {
      const [x] = await deps.db
        .select({ n: orders.number })
        .from(orders)
        .where(eq(orders.id, r.exchangeOrderId));
      extra = x?.n ?? '';
    }
    const links = deps.links ?? { publicUrl: 'http://localhost' };
    const order = await orderEmailData(deps.db, o, to.locale, links);
    await sendTemplatedEmail(deps, 'return_update', to.locale, o.email, {
      shop: emailShop(links.publicUrl, deps.emailFrom),
      order,
      returnNumber: r.number,
      kind,
      status: RETURN_STATUS[to.locale][kind],
      extra,
    });
  }

  /** After the write committed: a failing mail server is logged, the return stands. */
  async function send(returnId: string, kind: ReturnEmailKind) {
    await deliver(returnId, kind).catch((err) =>
      deps.log.warn({ err, returnId, kind }, 'return email failed'),
    );
  }
  return { send };
}

export type ReturnEmails = ReturnType<typeof createReturnEmails>;
