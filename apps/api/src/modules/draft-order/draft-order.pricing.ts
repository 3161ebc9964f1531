// A draft priced by the checkout's own rules: each product line through the catalogue's priceLine for the customer's
// member groups (exactly what the bag charges them), the delivery methods of the draft's country with their fees
// (order-quote.ts deliveryOptions), the gift wrap fee from settings, then core's draftQuote for the totals.
import {
  draftQuote,
  priceInCurrency,
  type CountryKey,
  type CurrencyCode,
  type ErrorCode,
  type DraftQuote,
} from '@shop/core';
import type { DraftLine, LocalizedText } from '../../db/schema.ts';
import { InvalidError } from '../../lib/errors.ts';
import type { OrderService } from '../order/order.service.ts';
import type { Products, ShopperContext } from '../product/product.service.ts';
import type { PricingInputs } from '../settings/settings.service.ts';
import type { draftOrderRepository, DraftMember } from './draft-order.repository.ts';

export interface PricedLine {
  sub_sku: string | null;
  pid: string | null;
  sku: string | null;
  custom: boolean;
  name: LocalizedText;
  option_name: LocalizedText | null;
  thumbnail: string;
  quantity: number;
  unit_price: number;
  list_price: number;
  line_total: number;
  stock: number | null;
  availability: string | null;
  /** false: checkout would refuse this line for this customer now (out of stock, not for their group …) */
  purchasable: boolean;
}

export interface DraftPricingInput {
  currency: CurrencyCode;
  country: string;
  lines: readonly DraftLine[];
  discount: { kind: 'amount' | 'percent'; value: number; reason?: string } | null;
  deliveryMethodId: string | null;
  deliveryFee: number | null;
  gift: unknown;
}

const same = (s: string): LocalizedText => ({ eng: s, chi: s, cn: s });

export function createDraftPricing(deps: {
  products: Pick<Products, 'priceLine'>;
  orders: Pick<OrderService, 'deliveryOptions'>;
  pricing: () => Promise<PricingInputs>;
  repo: ReturnType<typeof draftOrderRepository>;
}) {
  /**
   * Every line and number of the draft for this customer. Strict (saving, completing): a line checkout would refuse
   * is a 400 naming it; otherwise (reading a draft) it is priced all the same and marked not purchasable.
   */
  async function price(d: DraftPricingInput, member: DraftMember | null, strict = true) {
    const shopper: ShopperContext = {
      currency: d.currency,
      country: d.country as CountryKey,
      memberGroupIds: member?.groups.map((g) => g.id) ?? [],
      memberGroupTiers: member?.groups.map((g) => g.tier) ?? [],
    };
    const options = await deps.repo.options(d.lines.flatMap((l) => (l.sub_sku ? [l.sub_sku] : [])));
    const lines: PricedLine[] = [];
    for (const [i, l] of d.lines.entries()) {
      if (!l.sub_sku) {
        const unit = l.unit_price ?? 0;
        lines.push({
          sub_sku: null,
          pid: null,
          sku: null,
          custom: true,
          name: same(l.name ?? ''),
          option_name: null,
          thumbnail: '',
          quantity: l.quantity,
          unit_price: unit,
          list_price: unit,
          line_total: unit * l.quantity,
          stock: null,
          availability: null,
          purchasable: true,
        });
        continue;
      }
      const opt = options.get(l.sub_sku);
      const priced = opt
        ? await deps.products.priceLine(
            // a draft line is bought on its own, never as a product's add-on: the bag then charges it without
            // the add-on's special price (cart-rules offerPriceApplies), and so does the draft
            { pid: opt.pid, subSku: l.sub_sku, quantity: l.quantity, specialOffer: false },
            shopper,
          )
        : null;
      if (!opt || !priced)
        throw new InvalidError('No product has this option', `lines.${i}.sub_sku`, 'product_not_found');
      if (strict && !priced.check.ok)
        throw new InvalidError(
          `This customer cannot buy ${l.sub_sku}: ${priced.check.reason}`,
          `lines.${i}.sub_sku`,
          priced.check.reason as ErrorCode,
        );
      lines.push({
        sub_sku: l.sub_sku,
        pid: opt.pid,
        sku: priced.entry.row.sku,
        custom: false,
        name: priced.entry.row.name,
        option_name: priced.row.name,
        thumbnail: priced.entry.row.thumbnail,
        quantity: l.quantity,
        unit_price: priced.price.unitPrice,
        list_price: priced.price.originalPrice ?? priced.price.unitPrice,
        line_total: priced.price.unitPrice * l.quantity,
        stock: opt.stock,
        availability: opt.availability,
        purchasable: priced.check.ok,
      });
    }
    const inputs = await deps.pricing();
    const methods = await deps.orders.deliveryOptions(d.country, d.currency);
    const method = methods.find((m) => m._id === d.deliveryMethodId) ?? null;
    if (d.deliveryMethodId && !method)
      throw new InvalidError(
        'Choose a delivery method available in this country',
        'delivery_method',
        'delivery_method',
      );
    const giftWrapUnit = d.gift
      ? priceInCurrency(
          { hkdMinor: inputs.giftWrapFee.hkd, usdMinor: inputs.giftWrapFee.usd },
          d.currency,
          inputs.ratesToUsd,
        )
      : null;
    const quote: DraftQuote = draftQuote({
      currency: d.currency,
      lines: lines.map((l) => ({ unitPrice: l.unit_price, listPrice: l.list_price, quantity: l.quantity })),
      discount: d.discount,
      method: method ? { kind: method.kind, price: method.price } : null,
      feeOverride: d.deliveryFee,
      giftWrapUnit,
      freeShippingThresholds: inputs.freeShippingThresholds,
    });
    return {
      lines,
      quote,
      method,
      methods: methods.map((m) => ({ id: m._id, kind: m.kind, name: m.name, price: m.price })),
    };
  }

  return { price };
}

export type DraftPricing = ReturnType<typeof createDraftPricing>;
