import { data } from 'react-router';
import type { Route } from './+types/checkout-quote';
import { checkoutApi } from '../components/checkout/checkout.server.ts';
import { NEW_ADDRESS, readCheckoutForm } from '../components/checkout/checkout-form.ts';
import { quoteInput } from '../components/checkout/checkout-validation.ts';
import type { GiftcodeResult, Quote } from '../components/checkout/types.ts';
import { readShopState } from '../lib/shop-state.ts';
import { errorMessage } from '../lib/error-message.ts';
import { serverT } from '../lib/form-errors.server.ts';

export type QuoteResult = { ok: true; quote: Quote } | { ok: false; status: number; code: string | null };
export type CouponResult =
  | { ok: true; code: string; result: GiftcodeResult }
  /** error: the refusal in the shopper's language (null: no code entered) */
  | { ok: false; code: string; status: number; error: string | null };

/**
 * The checkout's live summary: the form as it stands (unvalidated) → POST /api/v1/order/quote. With
 * intent=coupon, the entered code is checked with POST /api/v1/user/giftcode against the current subtotal.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const state = readShopState(request);
  const form = await request.formData();
  const client = checkoutApi(context, request);
  const headers = { 'Cache-Control': 'private, no-store' };

  if (form.get('intent') === 'coupon') {
    const code = String(form.get('coupon_entry') ?? '')
      .trim()
      .toUpperCase();
    const subtotal = Number(form.get('subtotal') ?? 0);
    // failures travel in the body (ok: false) with a 200, so the page's console stays clean
    if (!code) return data<CouponResult>({ ok: false, code, status: 400, error: null }, { headers });
    const res = await client.giftcode({
      code,
      currency: state.currency,
      subtotal: Number.isSafeInteger(subtotal) && subtotal > 0 ? subtotal : 0,
    });
    if (!res.ok)
      return data<CouponResult>(
        { ok: false, code, status: res.status, error: errorMessage(res.error, serverT(state.locale)) },
        { headers },
      );
    return data<CouponResult>({ ok: true, code, result: res.data }, { headers });
  }

  const values = readCheckoutForm(form);
  const usesSaved = !!values.address_id && values.address_id !== NEW_ADDRESS;
  const [methods, addresses, paymentMethods] = await Promise.all([
    client.deliveryMethods(state.country, state.currency),
    usesSaved ? client.addresses() : Promise.resolve([]),
    client.paymentMethods(state.currency),
  ]);
  const input = quoteInput(values, {
    loggedIn: false,
    country: state.country,
    currency: state.currency,
    methods,
    addresses,
    paymentMethods,
  });
  const res = await client.quote(input, state.locale);
  if (!res.ok)
    return data<QuoteResult>({ ok: false, status: res.status, code: res.error.code ?? null }, { headers });
  return data<QuoteResult>({ ok: true, quote: res.data }, { headers });
}

export async function loader() {
  throw new Response('Not found', { status: 404 });
}
