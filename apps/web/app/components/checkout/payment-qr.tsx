import { useEffect, useRef } from 'react';
import { Link, useFetcher } from 'react-router';
import { localizePath } from '@shop/core';
import { useI18n } from '../../i18n/i18n.tsx';
import { money } from '../../lib/format.ts';
import { paymentPagePath } from './paths.ts';
import type { PaymentStatusOut } from '@shop/core/contract/payment';
import { PAID_STATUSES, type Payment } from './types.ts';

/** GET /api/v1/payment/:id/status as the contract declares it; null while unknown. */
export type PaymentStatusResult = { [K in keyof PaymentStatusOut]: PaymentStatusOut[K] | null };

export const POLL_INTERVAL_MS = 2000;

/** Whether a polled status is final: paid, or the attempt failed (the page then offers another try). */
export function isSettled(r: PaymentStatusResult | undefined): boolean {
  if (!r) return false;
  return (
    r.status === 'succeeded' ||
    r.status === 'failed' ||
    (r.order_status !== null && r.order_status !== 'awaiting_payment')
  );
}

export function isPaidResult(r: PaymentStatusResult | undefined): boolean {
  return (
    !!r && (r.status === 'succeeded' || (r.order_status !== null && PAID_STATUSES.includes(r.order_status)))
  );
}

/**
 * Asks the payment's status every 2 s while `active` (and the tab is visible), through a fetcher on our own
 * resource route; stops once it is settled.
 */
export function usePaymentStatus(paymentId: string, active: boolean): PaymentStatusResult | undefined {
  const { locale } = useI18n();
  const fetcher = useFetcher<PaymentStatusResult>({ key: `payment-status:${paymentId}` });
  const { load } = fetcher;
  const idle = useRef(true);
  useEffect(() => {
    idle.current = fetcher.state === 'idle';
  }, [fetcher.state]);
  const settled = isSettled(fetcher.data);
  const path = localizePath(`/checkout/payment-status/${encodeURIComponent(paymentId)}`, locale);
  useEffect(() => {
    if (!active || settled) return;
    const timer = setInterval(() => {
      if (idle.current && document.visibilityState !== 'hidden') void load(path);
    }, POLL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [active, settled, load, path]);
  return fetcher.data;
}

/**
 * The FPS / PayMe QR: the SVG from the API drawn as an image (a data URL, so no markup of the API's enters the
 * page and nothing in it can run), the PayMe deep link for phones, and the sandbox's "bank app" when offered.
 */
export function PaymentQr({
  payment,
  method,
  token,
}: {
  payment: Payment;
  method: 'fps' | 'payme';
  token?: string | null;
}) {
  const { t, locale } = useI18n();
  const amount = money(payment.amount, payment.currency, locale);
  // the sandbox's stand-in for the shopper's bank app (a site path; a real provider has none); a guest's token rides along
  const sandbox = payment.redirect_url?.startsWith('/')
    ? paymentPagePath(payment.redirect_url, token, locale, '')
    : '';
  return (
    <div className="grid justify-items-center gap-4 text-center">
      {payment.qr_svg ? (
        <div className="rounded-xl bg-white p-3 shadow-sm ring-1 ring-line">
          <img
            src={`data:image/svg+xml;utf8,${encodeURIComponent(payment.qr_svg)}`}
            width={240}
            height={240}
            alt={t(method === 'fps' ? 'payment.qr_alt_fps' : 'payment.qr_alt_payme', { price: amount })}
            className="h-60 w-60"
          />
        </div>
      ) : (
        <p className="text-sm text-muted">{t('payment.qr_missing')}</p>
      )}
      <p className="max-w-sm text-sm">
        {t(method === 'fps' ? 'payment.scan_fps' : 'payment.scan_payme', { price: amount })}
      </p>
      {method === 'payme' && payment.deep_link && /^https:\/\//i.test(payment.deep_link) && (
        <a href={payment.deep_link} className="btn-primary" rel="noopener">
          {t('payment.open_payme')}
        </a>
      )}
      {sandbox && (
        <p className="text-xs text-muted">
          {t('payment.sandbox_hint')}{' '}
          <Link to={sandbox} className="inline-flex min-h-11 items-center underline">
            {t('payment.sandbox_open_bank')}
          </Link>
        </p>
      )}
    </div>
  );
}
