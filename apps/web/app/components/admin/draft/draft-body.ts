// The draft as the API saves it (PUT /admin/draft-orders/{id}), rebuilt from the draft the server last answered,
// with one change applied: the builder always sends the whole draft and the version it was shown.
import type { DraftOrderBody, DraftOrderOut } from '@shop/core/contract/admin-draft-order';

export type DraftBodyIn = Omit<DraftOrderBody, 'currency' | 'country' | 'lines'> & {
  currency: DraftOrderBody['currency'];
  country: string;
  lines: DraftOrderBody['lines'];
};

export function bodyOf(d: DraftOrderOut): DraftBodyIn {
  const c = d.customer;
  const delivery = d.delivery
    ? Object.fromEntries(
        Object.entries(d.delivery).filter(
          ([k, v]) =>
            ['firstname', 'lastname', 'calling_code', 'contact', 'address', 'address2', 'city'].includes(k) &&
            typeof v === 'string',
        ),
      )
    : null;
  return {
    customer:
      c.kind === 'member' && c.member_id
        ? { kind: 'member', member_id: c.member_id }
        : { kind: 'guest', name: c.name, email: c.email, ...(c.phone ? { phone: c.phone } : {}) },
    locale: d.locale,
    currency: d.currency,
    country: d.country,
    lines: d.lines.map((l) =>
      l.custom || !l.sub_sku
        ? { custom: true as const, name: l.name.eng, unit_price: l.unit_price, quantity: l.quantity }
        : { sub_sku: l.sub_sku, quantity: l.quantity },
    ),
    discount: d.discount
      ? { kind: d.discount.kind, value: d.discount.value, reason: d.discount.reason || '-' }
      : null,
    delivery_method: d.delivery_method,
    delivery_fee: d.delivery_fee,
    delivery,
    gift: d.gift,
    ...(d.note ? { note: d.note } : {}),
    version: d.version,
  };
}
