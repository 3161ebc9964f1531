// The shopper's emails about a return, sent after the write committed, from the return as it is then, in the
// language the shopper reads (a member's preferred one; a guest's order locale). A failure is logged: the return
// stands and its status shows on the order page.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema.ts';
import type { EmailProvider } from '../../providers/email/email.provider.ts';
import { orderRecipient } from '../order/order-recipient.ts';
import { orderMoney } from '../order/order-text.ts';
import { returnCopy, type ReturnEmailKind } from './return.copy.ts';
import { loadReturn } from './return.repository.ts';

export function createReturnEmails(deps: {
  db: Db;
  email: EmailProvider;
  log: { warn(o: object, m: string): void };
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
    const [subject, text] = returnCopy[to.locale][kind](r.number, o.number, extra);
    await deps.email.send({ to: o.email, subject, text });
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
