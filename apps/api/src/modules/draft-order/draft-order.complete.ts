// A draft becomes a real order (orders.source = 'draft'), priced once more by the checkout's rules and placed the
// way checkout places one: the order number, its lines, the timeline's first event and the stock taken in one
// transaction (placement's takeStock: 400 insufficient_stock when it ran out). A payment link leaves the order
// awaiting payment with its expiry job and a token for the existing pay page, emailed to the customer in their
// language and returned for staff to copy; cash or a bank transfer with a reference pays it at once through the
// lifecycle's transition (a manual payment row, the staff actor), so the paid hooks run.
import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { DRAFT_LINK_HOURS, localizePath, type CurrencyCode, type Locale } from '@shop/core';
import type { DraftCompleteBody, DraftOrderOut } from '@shop/core/contract/admin-draft-order';
import type { Db } from '../../db/client.ts';
import { orderItems, orders, payments } from '../../db/schema.ts';
import type { Jobs } from '../../jobs/jobs.ts';
import { AppError, ConflictError, InvalidError, NotFoundError } from '../../lib/errors.ts';
import type { EmailProvider } from '../../providers/email/email.provider.ts';
import { hashToken } from '../order/order-access.ts';
import { actors } from '../order/order-lifecycle.ts';
import { nextOrderNumber, takeStock } from '../order/order-placement.ts';
import { emailShop, orderEmailData } from '../../emails/order-email-data.ts';
import { sendTemplatedEmail } from '../../emails/send-email.ts';
import type { OrderService } from '../order/order.service.ts';
import { audit, type AuditActor } from '../staff/audit.ts';
import type { DraftPricing, PricedLine } from './draft-order.pricing.ts';
import { draftOrderRepository, type DraftRow } from './draft-order.repository.ts';

const outOfStock = (e: unknown) =>
  e instanceof AppError && (e.code === 'out_of_stock' || e.code === 'insufficient_stock');
const insufficient = () =>
  new InvalidError('Not enough stock left for a line of this draft', 'lines', 'insufficient_stock');

export function createDraftCompletion(deps: {
  db: Db;
  orders: Pick<OrderService, 'lifecycle'>;
  jobs: Pick<Jobs, 'send'>;
  email: EmailProvider;
  pricing: DraftPricing;
  publicUrl: string;
  log: { warn(o: object, m: string): void };
  present: (row: DraftRow) => Promise<DraftOrderOut>;
}) {
  const { db } = deps;
  const repo = draftOrderRepository(db);

  /** The order's lines: a product line as checkout writes it; a custom line marked custom, no stock behind it. */
  const itemRows = (orderId: string, lines: readonly PricedLine[]) =>
    lines.map((l, i) => ({
      id: randomUUID(),
      orderId,
      pid: l.pid ?? `custom:${i + 1}`,
      sku: l.sku ?? 'CUSTOM',
      subSku: l.sub_sku ?? `CUSTOM-${i + 1}`,
      name: l.name,
      optionName: l.option_name ?? { eng: '', chi: '', cn: '' },
      thumbnail: l.thumbnail,
      quantity: l.quantity,
      unitPrice: l.unit_price,
      lineTotal: l.line_total,
      custom: l.custom,
    }));

  async function complete(id: string, body: DraftCompleteBody, who: AuditActor) {
    const staff = who.staff?.email ?? 'system';
    const reference = body.reference?.trim() ?? '';
    if (body.payment !== 'link' && !reference)
      throw new InvalidError('A cash or bank transfer payment needs its reference', 'reference', 'invalid');
    const draft = await repo.load(db, id);
    if (!draft) throw new NotFoundError('No such draft order', 'not_found');
    if (draft.status !== 'open') throw new ConflictError('This draft is no longer open', 'draft_not_open');
    if (body.version !== undefined && body.version !== draft.version)
      throw new ConflictError('Someone else changed this draft; reload it', 'order_changed');
    const member = draft.userId ? await repo.member(draft.userId) : null;
    const currency = draft.currency as CurrencyCode;
    const priced = await deps.pricing
      .price(
        {
          currency,
          country: draft.country,
          lines: draft.lines,
          discount: draft.discount ?? null,
          deliveryMethodId: draft.deliveryMethodId,
          deliveryFee: draft.deliveryFee,
          gift: draft.gift,
        },
        member,
      )
      .catch((e: unknown) => {
        throw outOfStock(e) ? insufficient() : e;
      });
    const { quote, method } = priced;
    if (priced.lines.length === 0) throw new InvalidError('Add at least one line', 'lines', 'cart_empty');
    if (!method) throw new InvalidError('Choose a delivery method', 'delivery_method', 'delivery_method');
    const delivery = (draft.delivery ?? {}) as Record<string, string | undefined>;
    if (method.kind === 'delivery' && !delivery.address?.trim())
      throw new InvalidError('is required for a delivery', 'delivery.address', 'invalid');
    const customer = draft.customer as { name?: string; phone?: string | null };
    const [first, ...rest] = (member?.name ?? customer.name ?? '').split(' ');
    const token = randomBytes(24).toString('base64url');
    const orderId = randomUUID();
    const link = body.payment === 'link';
    const deadline = new Date(Date.now() + DRAFT_LINK_HOURS * 3600_000);

    const order = await deps.orders.lifecycle.transaction(async (tx) => {
      const locked = await repo.load(tx, id, true);
      if (!locked || locked.status !== 'open')
        throw new ConflictError('This draft is no longer open', 'draft_not_open');
      if (locked.version !== draft.version)
        throw new ConflictError('Someone else changed this draft; reload it', 'order_changed');
      const number = await nextOrderNumber(tx);
      await tx.insert(orders).values({
        id: orderId,
        number,
        userId: draft.userId,
        email: draft.email,
        accessTokenHash: hashToken(token),
        status: 'awaiting_payment',
        cartType: 'single',
        currency,
        locale: draft.locale,
        subtotal: quote.goods,
        discount: quote.discount,
        giftWrapFee: quote.gift_wrap_fee,
        deliveryFee: quote.delivery_fee,
        total: quote.total,
        // a link lets the customer choose on the pay page; card is where it starts
        paymentMethod: link ? 'card' : body.payment,
        paymentDeadline: link ? deadline : null,
        source: 'draft',
        delivery: {
          method: method._id,
          method_kind: method.kind,
          method_name: method.name,
          firstname: delivery.firstname || first || '',
          lastname: delivery.lastname ?? rest.join(' '),
          calling_code: delivery.calling_code ?? '',
          contact: delivery.contact || (customer.phone ?? member?.phone ?? ''),
          address: delivery.address ?? null,
          address2: delivery.address2 ?? null,
          city: delivery.city ?? null,
          province: null,
          zip: null,
          country: draft.country,
          passport: null,
        },
        billing: null,
        gift: draft.gift ?? null,
        clientRemarks: draft.note ?? null,
      });
      await tx.insert(orderItems).values(itemRows(orderId, priced.lines));
      await deps.orders.lifecycle.recordEvent(
        tx,
        orderId,
        null,
        'awaiting_payment',
        `staff:${staff}`,
        `from draft ${draft.number}`,
      );
      const stocked = priced.lines.flatMap((l) =>
        l.sub_sku ? [{ sub_sku: l.sub_sku, sku: l.sku ?? l.sub_sku, quantity: l.quantity }] : [],
      );
      await takeStock(tx, stocked, orderId, `staff:${staff}`).catch((e: unknown) => {
        throw outOfStock(e) ? insufficient() : e;
      });
      if (link) {
        // unpaid, it expires like any checkout order and gives its stock back (lifecycle hook)
        await deps.jobs.send(
          'order.expire',
          { orderId },
          { startAfter: deadline, singletonKey: orderId, tx },
        );
      } else {
        await tx.insert(payments).values({
          id: randomUUID(),
          orderId,
          provider: body.payment,
          method: body.payment,
          status: 'succeeded',
          amount: quote.total,
          capturedAmount: quote.total,
          currency,
          providerRef: reference,
          returnUrl: '',
        });
        await deps.orders.lifecycle.transition(
          tx,
          orderId,
          'awaiting_payment',
          'paid',
          actors.staff(staff),
          `${body.payment === 'cash' ? 'cash' : 'bank transfer'} received, reference ${reference}`,
        );
      }
      await repo.save(tx, id, locked.version, { status: 'completed', orderId });
      await audit(tx, who, {
        action: 'draft_order.complete',
        entity: 'draft_order',
        entityId: id,
        before: { status: 'open' },
        after: { status: 'completed', order: number, payment: body.payment, reference, total: quote.total },
      });
      return { id: orderId, number, status: link ? 'awaiting_payment' : 'paid', total: quote.total };
    });

    // the payment link email (emails/ draft_payment_link): the order's lines and totals with the link to pay
    const draftLinkEmail = async (locale: Locale, payUrl: string) => {
      const [row] = await db.select().from(orders).where(eq(orders.id, order.id));
      if (!row) return;
      const links = { publicUrl: deps.publicUrl, guestToken: () => token };
      const data = await orderEmailData(db, row, locale, links);
      const shop = emailShop(deps.publicUrl);
      await sendTemplatedEmail(deps, 'draft_payment_link', locale, draft.email, {
        shop,
        order: data,
        payUrl,
      });
    };
    let paymentLink: string | null = null;
    let emailed = false;
    if (link) {
      const locale = draft.locale as Locale;
      paymentLink = new URL(
        `${localizePath(`/checkout/${orderId}`, locale)}?token=${encodeURIComponent(token)}`,
        deps.publicUrl,
      ).toString();
      const payUrl = paymentLink;
      emailed = await draftLinkEmail(locale, payUrl).then(
        () => true,
        (err: unknown) => {
          deps.log.warn({ err, orderId }, 'payment link email failed');
          return false;
        },
      );
    }
    const row = (await repo.load(db, id))!;
    return { draft: await deps.present(row), order, payment_link: paymentLink, emailed };
  }

  return { complete };
}
