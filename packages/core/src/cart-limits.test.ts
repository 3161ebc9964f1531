import { describe, expect, it } from 'vitest';
import { checkPurchasable } from './availability.ts';
import {
  fitsInt4,
  INT4_MAX,
  lineQuantityAllowed,
  MAX_LINE_QUANTITY,
  offerPriceApplies,
  TRANSFER_MAX_LINE_QUANTITY,
  type OfferLine,
} from './cart-rules.ts';
import { contentSecurityPolicy, createNonce } from './csp.ts';
import { makeCtx, makeOption, makeProduct } from './fixtures.test-util.ts';
import { resolveOptionPrice } from './pricing.ts';
import { cartUpdateSchema } from './validation.ts';

describe('line quantity limits', () => {
  it('allows 1 to 99 units per line, and at most 5 on a bank transfer', () => {
    expect(MAX_LINE_QUANTITY).toBe(99);
    expect(TRANSFER_MAX_LINE_QUANTITY).toBe(5);
    for (const q of [1, 5, 98, 99]) expect(lineQuantityAllowed(q), String(q)).toBe(true);
    for (const q of [0, -1, 100, 100_000, 1e9, 2 ** 31, 2 ** 53, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(lineQuantityAllowed(q), String(q)).toBe(false);
    }
    expect(lineQuantityAllowed(5, TRANSFER_MAX_LINE_QUANTITY)).toBe(true);
    expect(lineQuantityAllowed(6, TRANSFER_MAX_LINE_QUANTITY)).toBe(false);
  });

  it('refuses bag quantities past the limit in the cart payload, with the limit in the message', () => {
    const add = { pid: 'p1', sku: 'SKU-1', sub_sku: 'SKU-1-50ML', currency: 'HKD' };
    expect(cartUpdateSchema.safeParse({ ...add, quantity: 99 }).success).toBe(true);
    for (const quantity of [100, 100_000, 1e9, 2 ** 31]) {
      const r = cartUpdateSchema.safeParse({ ...add, quantity });
      expect(r.success, String(quantity)).toBe(false);
      expect(r.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
        ['quantity', 'validation.max_value:99'],
      ]);
    }
  });

  it('tells which sums an int4 column can hold', () => {
    expect(fitsInt4(INT4_MAX)).toBe(true);
    expect(fitsInt4(INT4_MAX + 1)).toBe(false);
    expect(fitsInt4(99 * 2_000_000)).toBe(true);
    expect(fitsInt4(100_000 * 50_000)).toBe(false);
    expect(fitsInt4(0.5)).toBe(false);
  });
});

describe('special-offer (add-on) prices', () => {
  const main: OfferLine = { pid: 'p-main', sku: 'OC-MAIN', bundleSku: '' };
  const addOn: OfferLine = { pid: 'p-mini', sku: 'OC-MINI', bundleSku: 'OC-MAIN' };
  const addOnsOf = (pid: string) => (pid === 'p-main' ? ['p-mini'] : []);

  it('apply only while the product the offer belongs to is in the same bag and offers it', () => {
    expect(offerPriceApplies(addOn, [main, addOn], addOnsOf)).toBe(true);
    // the main product removed, or never there
    expect(offerPriceApplies(addOn, [addOn], addOnsOf)).toBe(false);
    // a line with no bundle sku is an ordinary line
    expect(
      offerPriceApplies({ ...addOn, bundleSku: '' }, [main, { ...addOn, bundleSku: '' }], addOnsOf),
    ).toBe(false);
    expect(offerPriceApplies({ ...addOn, bundleSku: null }, [main], addOnsOf)).toBe(false);
    // a bundle sku naming a product in the bag that does not offer this add-on
    const other: OfferLine = { pid: 'p-other', sku: 'OC-OTHER', bundleSku: '' };
    expect(offerPriceApplies({ ...addOn, bundleSku: 'OC-OTHER' }, [other, addOn], addOnsOf)).toBe(false);
    // the parent must be an ordinary line, not itself an add-on
    expect(offerPriceApplies(addOn, [{ ...main, bundleSku: 'OC-X' }, addOn], addOnsOf)).toBe(false);
  });

  it('fall back to the option’s own price when the offer does not apply; catalogue display keeps the special price', () => {
    const o = makeOption({
      special_pricing_hkd: 6000,
      special_pricing_usd: 800,
      price_hkd: 12000,
      price_usd: 1600,
    });
    const product = makeProduct({ options: [o] });
    expect(resolveOptionPrice(product, o, makeCtx())).toMatchObject({ unitPrice: 6000, source: 'special' });
    expect(resolveOptionPrice(product, o, makeCtx({ specialOffer: true }))).toMatchObject({
      unitPrice: 6000,
      source: 'special',
    });
    expect(resolveOptionPrice(product, o, makeCtx({ specialOffer: false }))).toMatchObject({
      unitPrice: 12000,
      source: 'base',
    });
    expect(resolveOptionPrice(product, o, makeCtx({ specialOffer: false, currency: 'USD' }))).toMatchObject({
      unitPrice: 1600,
    });
  });

  it('sell a hidden add-on only as an add-on', () => {
    const hidden = makeOption({
      availability: 'hidden',
      special_pricing_hkd: 6000,
      special_pricing_usd: 800,
    });
    const product = makeProduct({ options: [hidden] });
    expect(checkPurchasable(product, hidden, makeCtx())).toEqual({ ok: true });
    expect(checkPurchasable(product, hidden, makeCtx({ specialOffer: true }))).toEqual({ ok: true });
    expect(checkPurchasable(product, hidden, makeCtx({ specialOffer: false }))).toMatchObject({
      ok: false,
      reason: 'out_of_stock',
    });
    // an ordinary option is unaffected
    expect(checkPurchasable(product, makeOption(), makeCtx({ specialOffer: false }))).toEqual({ ok: true });
  });
});

describe('content security policy', () => {
  it('is one policy with a fresh 128-bit nonce', () => {
    const a = createNonce();
    expect(a).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(createNonce()).not.toBe(a);
    const policy = contentSecurityPolicy(a);
    expect(policy).toContain(`script-src 'self' 'nonce-${a}'`);
    expect(policy).toContain("style-src 'self' 'unsafe-inline'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("frame-ancestors 'self'");
    expect(policy).not.toContain('unsafe-eval');
  });
});
