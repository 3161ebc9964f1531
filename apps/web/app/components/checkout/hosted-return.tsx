import { useEffect, useRef, useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import { Spinner } from '../account/field.tsx';
import { useI18n } from '../../i18n/i18n.tsx';
import { isPaidResult, POLL_INTERVAL_MS, usePaymentStatus } from './payment-qr.tsx';

/** polls without an answer before the page says it is still waiting (the order updates when the datafeed comes) */
const WAITING_POLLS = 10;

/**
 * Back from a provider's hosted page (PayDollar's success, fail and cancel addresses): the browser's return says
 * nothing about the payment. Only the provider's signed datafeed to the API decides it, so this asks our API every
 * 2 s (GET /payment/:id/status) and shows what it answers: paid (the page reloads as paid), failed (with a retry on
 * the order's payment page), or still waiting.
 */
export function HostedReturnStatus({
  paymentId,
  payPath,
  initialStatus,
}: {
  paymentId: string;
  payPath: string;
  /** the payment's status when the page loaded */
  initialStatus?: string;
}) {
  const { t } = useI18n();
  const polled = usePaymentStatus(paymentId, initialStatus !== 'failed');
  const revalidator = useRevalidator();
  const revalidate = useRef(revalidator.revalidate);
  useEffect(() => {
    revalidate.current = revalidator.revalidate;
  });
  const [polls, setPolls] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setPolls((n) => n + 1), POLL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, []);
  const paid = isPaidResult(polled);
  const failed = !paid && (polled?.status ?? initialStatus) === 'failed';
  // paid or closed: the page's own loader shows the order as it now stands
  useEffect(() => {
    if (paid || (polled?.order_status && polled.order_status !== 'awaiting_payment'))
      void revalidate.current();
  }, [paid, polled?.order_status]);

  if (paid)
    return (
      <p role="status" className="rounded-xl border border-success p-5 font-medium text-success">
        {t('payment.paid')}
      </p>
    );
  if (failed)
    return (
      <div role="alert" className="grid gap-3 rounded-xl border border-danger p-5">
        <p className="text-sm text-danger">{t('payment.return_failed')}</p>
        <Link to={payPath} className="btn-primary justify-self-start">
          {t('payment.try_again')}
        </Link>
      </div>
    );
  return (
    <div className="grid gap-2 rounded-xl border border-line p-5">
      <p role="status" aria-live="polite" className="flex items-center gap-2 text-sm">
        <Spinner /> {t('payment.return_checking')}
      </p>
      {polls >= WAITING_POLLS && <p className="text-sm text-muted">{t('payment.return_still_waiting')}</p>}
    </div>
  );
}
