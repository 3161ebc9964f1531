import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useI18n } from '../../i18n/i18n.tsx';
import { paymentMethodName } from './order-bits.tsx';

/** A payment continued on a provider's hosted page reached by a form POST (PayDollar's "Client Post through browser"). */
export interface HostedHandoff {
  ok: true;
  handoff: { action: string; fields: Record<string, string> };
  method: string;
  /** the provider's kind (how it names the method: PayDollar's Alipay is AlipayHK) */
  provider: string;
  /** the order's payment page, to come back to */
  payPath: string;
  /** the amount, formatted in the shopper's language */
  price?: string;
}

/** how long the browser may wait on the gateway before the page says it is slow (the shopper may press again) */
const SLOW_MS = 8000;

/**
 * The form the browser posts to the provider: a real <form method="post"> with hidden fields, sent once by itself
 * when the page loads, and a button for a browser without JavaScript or one that blocked the automatic send. The
 * fields are the same payment each time (same order reference): pressing again never opens a second one, and the
 * provider takes an order reference once.
 */
export function HostedHandoffForm({ handoff, autoSubmit }: { handoff: HostedHandoff; autoSubmit: boolean }) {
  const { t } = useI18n();
  const form = useRef<HTMLFormElement>(null);
  const [slow, setSlow] = useState(false);
  const [back, setBack] = useState(false);
  // sent to the gateway (by itself or by the button): only then can the gateway be slow
  const [sent, setSent] = useState(false);
  const { action, fields } = handoff.handoff;
  const key = `hosted-handoff:${action}:${fields.orderRef ?? JSON.stringify(fields)}`;

  useEffect(() => {
    // once per payment in this tab: coming back (the Back button) shows the button instead of leaving again
    let sent = false;
    try {
      sent = sessionStorage.getItem(key) === '1';
      if (autoSubmit && !sent) sessionStorage.setItem(key, '1');
    } catch {
      // storage blocked: send once per page view
    }
    if (sent) setBack(true);
    else if (autoSubmit) {
      form.current?.submit();
      setSent(true);
    }
    const shown = (e: PageTransitionEvent) => {
      if (e.persisted) setBack(true);
    };
    window.addEventListener('pageshow', shown);
    return () => window.removeEventListener('pageshow', shown);
  }, [key, autoSubmit]);
  useEffect(() => {
    if (!sent) return;
    const timer = setTimeout(() => setSlow(true), SLOW_MS);
    return () => clearTimeout(timer);
  }, [sent]);

  return (
    <form ref={form} method="post" action={action} className="grid gap-3" onSubmit={() => setSent(true)}>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {(back || slow) && (
        <p role="status" className="text-sm text-muted">
          {t(back ? 'payment.handoff_again' : 'payment.handoff_slow')}
        </p>
      )}
      <div>
        <button type="submit" className="btn-primary">
          {t('payment.handoff_continue')}
        </button>
      </div>
    </form>
  );
}

/** The whole page between placing or paying an order and the provider's hosted page. */
export function HostedHandoffPage({ handoff }: { handoff: HostedHandoff }) {
  const { t } = useI18n();
  return (
    <section className="container-page mx-auto grid max-w-xl gap-5 py-12 md:py-20">
      <h1 className="font-serif text-3xl md:text-4xl">{t('payment.handoff_title')}</h1>
      <p className="text-sm">
        {t('payment.handoff_body', {
          price: handoff.price ?? '',
          method: paymentMethodName(t, handoff.method, handoff.provider),
        })}
      </p>
      <HostedHandoffForm handoff={handoff} autoSubmit />
      <Link to={handoff.payPath} className="text-sm underline justify-self-start">
        {t('payment.view_confirmation')}
      </Link>
    </section>
  );
}
