// An order edit priced as checkout prices (order-quote.ts rules): lines whose quantity changes or that are new are
// priced for the order's shopper today (currency, member groups, tiers), unchanged lines keep what they were sold
// at, the order's coupon is applied again to the new subtotal, the delivery fee follows the free-shipping threshold
// and the new country, gift wrapping follows the unit count. Nothing is written here.
import { and, desc, eq, inArray } from 'drizzle-orm';
import {
  applyEditLines,
  couponAmountOff,
  editSettlement,
  isEditable,
  orderTotalOf,
  qualifiesForFreeShipping,
  type CountryKey,
  type CurrencyCode,
  type EditedLine,
} from '@shop/core';
import type { EditAddressBody, OrderEditBody } from '@shop/core/contract/admin-order-edits';
import type { DbOrTx } from '../../db/client.ts';
import type { LocalizedText as Localized } from '../../db/schema.ts';
import { memberGroups, orderItems, payments, productOptions, userMemberGroups } from '../../db/schema.ts';
import { InvalidError } from '../../lib/errors.ts';
import { findCoupon, ruleOf } from '../coupon/coupon.repository.ts';
import type { createProductService, ShopperContext } from '../product/product.service.ts';
import type { PricingInputs } from '../settings/settings.service.ts';
import type { OrderRow } from './order-lifecycle.ts';
import type { OrderQuote } from './order-quote.ts';
import { taiwanIdRule } from './order.imports.ts';

export interface EditPricingDeps {
  products: Pick<ReturnType<typeof createProductService>, 'priceLine'>;
  quote: Pick<OrderQuote, 'deliveryOptions'>;
  pricing: () => Promise<PricingInputs>;
}

type ItemRow = typeof orderItems.$inferSelect;

export interface PricedLine extends EditedLine {
  pid: string;
  sku: string;
  name: Localized;
  option_name: Localized;
  thumbnail: string;
  unit_price: number;
  line_total: number;
  /** the order's row for this sub_sku (none: a new line) */
  row: ItemRow | null;
}

const PROBLEM_CODE = {
  unknown_line: 'unknown_item',
  invalid_quantity: 'invalid_quantity',
  empty_order: 'cart_empty',
} as const;

/** The order's shopper as checkout priced them: its currency and country, the member's groups today. */
export async function shopperOfOrder(tx: DbOrTx, o: OrderRow, country?: string): Promise<ShopperContext> {
  const groups = o.userId
    ? await tx
        .select({ id: memberGroups.id, name: memberGroups.name, tier: memberGroups.tier })
        .from(userMemberGroups)
        .innerJoin(memberGroups, eq(memberGroups.id, userMemberGroups.groupId))
        .where(eq(userMemberGroups.userId, o.userId))
    : [];
  return {
    currency: o.currency as CurrencyCode,
    country: (country ?? String(o.delivery.country ?? 'hk')) as CountryKey,
    memberGroupIds: groups.map((g) => g.id),
    memberGroupTiers: groups.map((g) => g.tier),
  };
}

/** The delivery record with the new address (checkout's rules; the method stays). */
function newDelivery(o: OrderRow, a: EditAddressBody | undefined) {
  if (!a) return null;
  const tw = taiwanIdRule({
    delivery_country_key: a.country,
    delivery_passport: a.passport,
    delivery_firstname: a.firstname,
    delivery_lastname: a.lastname,
  });
  if (tw)
    throw new InvalidError('A Taiwan delivery needs an ID or passport number', 'address.passport', 'invalid');
  return {
    ...o.delivery,
    firstname: a.firstname,
    lastname: a.lastname,
    calling_code: a.calling_code,
    contact: a.contact,
    address: a.address ?? null,
    address2: a.address2 ?? null,
    city: a.city ?? null,
    province: a.province ?? null,
    zip: a.zip ?? null,
    country: a.country,
    passport: a.passport ?? null,
  };
}

export function createEditPricing(deps: EditPricingDeps) {
  /** Prices the edit of order `o` (read inside `tx`); throws the 400 that names what is wrong. */
  async function price(tx: DbOrTx, o: OrderRow, body: OrderEditBody) {
    const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, o.id));
    const lines = items.map((i) => ({ shipped_quantity: i.shippedQuantity }));
    if (!isEditable(o.status, lines))
      throw new InvalidError(
        `An order that is ${o.status}${o.status === 'packed' ? ' with units shipped' : ''} cannot be edited`,
        'order',
        'not_editable',
      );
    // staff-made and reward lines stay as they are: only the shop's products are edited
    const fixed = items.filter((i) => i.custom || i.pid.startsWith('reward:'));
    const editable = items.filter((i) => !fixed.includes(i));
    const applied = applyEditLines(
      editable.map((i) => ({ sub_sku: i.subSku, quantity: i.quantity })),
      { add: body.add, change: body.change },
    );
    if ('problem' in applied)
      throw new InvalidError(
        `${applied.problem.field}: ${applied.problem.reason}`,
        applied.problem.field,
        PROBLEM_CODE[applied.problem.reason],
      );
    const delivery = newDelivery(o, body.address);
    const country = String((delivery ?? o.delivery).country ?? 'hk');
    const shopper = await shopperOfOrder(tx, o, country);
    const newSkus = applied.lines.filter((l) => !editable.some((i) => i.subSku === l.sub_sku));
    const pids = new Map(
      newSkus.length
        ? (
            await tx
              .select({ subSku: productOptions.subSku, pid: productOptions.productId })
              .from(productOptions)
              .where(
                inArray(
                  productOptions.subSku,
                  newSkus.map((l) => l.sub_sku),
                ),
              )
          ).map((r) => [r.subSku, r.pid])
        : [],
    );
    const priced: PricedLine[] = [];
    for (const [n, l] of applied.lines.entries()) {
      const row = editable.find((i) => i.subSku === l.sub_sku) ?? null;
      if (row && l.after === row.quantity) {
        priced.push({
          ...l,
          pid: row.pid,
          sku: row.sku,
          name: row.name,
          option_name: row.optionName,
          thumbnail: row.thumbnail,
          unit_price: row.unitPrice,
          line_total: row.lineTotal,
          row,
        });
        continue;
      }
      const pid = row?.pid ?? pids.get(l.sub_sku);
      const field = row ? 'change' : `add.${n}.sub_sku`;
      const line =
        pid && l.after > 0
          ? await deps.products.priceLine({ pid, subSku: l.sub_sku, quantity: l.after }, shopper)
          : null;
      if (l.after > 0 && !line)
        throw new InvalidError(`${l.sub_sku} is not in the catalogue`, field, 'unknown_sku');
      // a new line must be one checkout would sell this shopper now
      if (line && !row && !line.check.ok)
        throw new InvalidError(`${l.sub_sku}: ${line.check.reason}`, field, 'not_for_sale');
      const unit = line?.price.unitPrice ?? row?.unitPrice ?? 0;
      priced.push({
        ...l,
        pid: pid ?? row?.pid ?? '',
        sku: line?.entry.row.sku ?? row?.sku ?? l.sub_sku,
        name: line?.entry.row.name ?? row!.name,
        option_name: line?.row.name ?? row!.optionName,
        thumbnail: line?.entry.row.thumbnail ?? row?.thumbnail ?? '',
        unit_price: unit,
        line_total: unit * l.after,
        row,
      });
    }
    const fixedTotal = fixed.reduce((n, i) => n + i.lineTotal, 0);
    const subtotal = priced.reduce((n, l) => n + l.line_total, 0) + fixedTotal;
    const coupon = o.couponCode ? await findCoupon(tx, o.couponCode) : undefined;
    const discount = coupon
      ? couponAmountOff(ruleOf(coupon), shopper.currency, subtotal)
      : Math.min(o.discount, subtotal);
    const inputs = await deps.pricing();
    const methodId = String(o.delivery.method ?? '');
    const method = (await deps.quote.deliveryOptions(country, shopper.currency)).find(
      (m) => m._id === methodId,
    );
    if (!method && methodId)
      throw new InvalidError(
        'The order’s delivery method does not deliver to that country',
        'address.country',
        'delivery_method',
      );
    const free = qualifiesForFreeShipping(
      subtotal - discount,
      shopper.currency,
      inputs.freeShippingThresholds,
    );
    const deliveryFee = !method ? o.deliveryFee : method.kind === 'pickup' || free ? 0 : method.price;
    const unitsBefore = items.reduce((n, i) => n + i.quantity, 0);
    const unitsAfter = priced.reduce((n, l) => n + l.after, 0) + fixed.reduce((n, i) => n + i.quantity, 0);
    const giftWrapFee =
      unitsBefore > 0 ? Math.round((o.giftWrapFee / unitsBefore) * unitsAfter) : o.giftWrapFee;
    const total = orderTotalOf({
      subtotal,
      discount,
      referral_discount: o.referralDiscount,
      reward_discount: o.rewardDiscount,
      wallet_amount: o.walletAmount,
      gift_wrap_fee: giftWrapFee,
      delivery_fee: deliveryFee,
    });
    const settle = editSettlement({
      status: o.status,
      totalBefore: o.total,
      totalAfter: total,
      paid: o.paidAmount,
      refunded: o.refundedAmount,
    });
    const [original] = await tx
      .select({ method: payments.method, provider: payments.provider })
      .from(payments)
      .where(and(eq(payments.orderId, o.id), eq(payments.status, 'succeeded')))
      .orderBy(desc(payments.createdAt))
      .limit(1);
    return {
      lines: priced,
      delivery,
      totals: { subtotal, discount, deliveryFee, giftWrapFee, total },
      settle,
      refundTo: settle.settlement === 'refund' ? (original?.method ?? original?.provider ?? null) : null,
    };
  }

  return { price };
}

export type EditPricing = ReturnType<typeof createEditPricing>;
export type PricedEdit = Awaited<ReturnType<EditPricing['price']>>;

/** The preview's answer (contract orderEditPreviewOut). */
export function presentEdit(o: OrderRow, e: PricedEdit) {
  return {
    currency: o.currency,
    lines: e.lines.map((l) => ({
      sub_sku: l.sub_sku,
      name: l.name,
      option_name: l.option_name,
      before: l.before,
      after: l.after,
      unit_price: l.unit_price,
      line_total: l.line_total,
    })),
    subtotal: e.totals.subtotal,
    discount: e.totals.discount,
    delivery_fee: e.totals.deliveryFee,
    gift_wrap_fee: e.totals.giftWrapFee,
    total_before: o.total,
    total_after: e.totals.total,
    difference: e.settle.difference,
    settlement: e.settle.settlement,
    settlement_amount: e.settle.amount,
    refund_to: e.refundTo,
    address_changed: !!e.delivery,
  };
}
