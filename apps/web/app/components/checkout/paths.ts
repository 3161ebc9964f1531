import { localizePath, parseLocalePath, safeRedirectPath, type Locale } from '@shop/core';
import type { Payment, PaymentMethod } from './types.ts';

/**
 * Where to send the shopper after the API names a place: a site path is put in the shopper's language (whatever
 * locale prefix it came with); a provider's own https page is kept as it is; anything else falls back.
 */
export function localTarget(target: string | null | undefined, locale: Locale, fallback: string): string {
  if (!target) return fallback;
  if (/^https:\/\//i.test(target)) return target;
  const path = safeRedirectPath(target, null);
  return path === null ? fallback : localizePath(parseLocalePath(path).rest, locale);
}

/** `/checkout/{id}`, `/checkout/order-confirmation/{id}`: the guest's token stays in the URL. */
export function orderPath(
  page: 'pay' | 'confirmation',
  orderId: string,
  token: string | null | undefined,
  locale: Locale,
): string {
  const base =
    page === 'pay'
      ? `/checkout/${encodeURIComponent(orderId)}`
      : `/checkout/order-confirmation/${encodeURIComponent(orderId)}`;
  return localizePath(token ? `${base}?token=${encodeURIComponent(token)}` : base, locale);
}

/**
 * A payment's own page on this site (the sandbox's hosted page): the API names it without any credential, so a
 * guest's order token rides along in the URL as on the order pages. A provider's https page is kept as it is.
 */
export function paymentPagePath(
  target: string | null | undefined,
  token: string | null | undefined,
  locale: Locale,
  fallback: string,
): string {
  const to = localTarget(target, locale, fallback);
  if (!token || to === fallback || !to.startsWith('/')) return to;
  return `${to}${to.includes('?') ? '&' : '?'}token=${encodeURIComponent(token)}`;
}

/** Where a fresh payment attempt continues: the hosted page (card, Alipay), the QR page (FPS, PayMe), or the bank details. */
export function paymentNextPath(
  method: PaymentMethod,
  payment: Payment,
  orderId: string,
  token: string | null | undefined,
  locale: Locale,
): string {
  if ((method === 'card' || method === 'alipay') && payment.redirect_url)
    return paymentPagePath(payment.redirect_url, token, locale, orderPath('pay', orderId, token, locale));
  if (method === 'bank_transfer') return orderPath('confirmation', orderId, token, locale);
  return orderPath('pay', orderId, token, locale);
}
