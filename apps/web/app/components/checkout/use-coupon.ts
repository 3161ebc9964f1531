import { useEffect, useState } from 'react';
import { useFetcher } from 'react-router';
import { localizePath } from '@shop/core';
import { useI18n, type MessageKey } from '../../i18n/i18n.tsx';
import type { CouponResult } from '../../routes/checkout-quote.tsx';

export type CouponMessage = { tone: 'ok' | 'error'; text: string };

/**
 * The coupon box: a code entered is checked against the current subtotal (/checkout/quote, intent=coupon); a
 * valid one becomes the form's coupon_code, which the summary then prices.
 */
export function useCoupon(initial: () => string) {
  const { t, locale } = useI18n();
  const [coupon, setCoupon] = useState(initial);
  const [entry, setEntry] = useState('');
  const [message, setMessage] = useState<CouponMessage | null>(null);
  const fetcher = useFetcher<CouponResult>();
  const { submit } = fetcher;

  const reasonText = (reason: string | null | undefined) => {
    const key = `checkout.coupon_reason.${reason ?? 'unknown'}` as MessageKey;
    const s = t(key);
    return s === key ? t('checkout.coupon_reason.unknown') : s;
  };
  useEffect(() => {
    const r = fetcher.data;
    if (!r) return;
    if (r.ok && r.result.valid) {
      setCoupon(r.code);
      setEntry('');
      setMessage({ tone: 'ok', text: t('checkout.coupon_applied', { code: r.code }) });
    } else if (r.ok) {
      setMessage({ tone: 'error', text: reasonText(r.result.reason) });
    } else {
      setMessage({
        tone: 'error',
        text: r.status === 400 && !r.code ? t('checkout.coupon_empty') : (r.error ?? t('form.server_error')),
      });
    }
    // the reply alone decides the message; t and reasonText only follow the locale
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetcher.data]);

  function apply(subtotal: number) {
    const code = entry.trim();
    if (!code) {
      setMessage({ tone: 'error', text: t('checkout.coupon_empty') });
      return;
    }
    const fd = new FormData();
    fd.set('intent', 'coupon');
    fd.set('coupon_entry', code);
    fd.set('subtotal', String(subtotal));
    void submit(fd, {
      method: 'post',
      action: localizePath('/checkout/quote', locale),
      defaultShouldRevalidate: false,
    });
  }
  function remove() {
    setCoupon('');
    setMessage(null);
  }

  return { coupon, entry, setEntry, message, apply, remove, reasonText, busy: fetcher.state !== 'idle' };
}
