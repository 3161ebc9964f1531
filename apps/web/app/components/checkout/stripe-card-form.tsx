import { useEffect, useRef, useState } from 'react';
import type { Locale } from '@shop/core';
import { useI18n } from '../../i18n/i18n.tsx';
import { Spinner } from '../account/field.tsx';

/** The slice of Stripe.js v3 this form uses (loaded from js.stripe.com only when the shop is configured with Stripe). */
interface StripeJs {
  elements(o: { clientSecret: string; appearance?: object }): StripeElements;
  confirmPayment(o: {
    elements: StripeElements;
    confirmParams: { return_url: string };
  }): Promise<{ error?: { message?: string } }>;
}
interface StripeElements {
  create(type: 'payment'): {
    mount(el: HTMLElement): void;
    destroy(): void;
    on(e: 'ready', f: () => void): void;
  };
}
declare global {
  interface Window {
    Stripe?: (key: string, o?: { locale?: string }) => StripeJs;
  }
}

const STRIPE_JS = 'https://js.stripe.com/v3';
/** Stripe's names for the shop's languages. */
const STRIPE_LOCALE: Record<Locale, string> = { en: 'en', hk: 'zh-HK', zh: 'zh-TW', cn: 'zh' };

let loading: Promise<void> | null = null;
function loadStripeJs(): Promise<void> {
  if (window.Stripe) return Promise.resolve();
  loading ??= new Promise<void>((resolve, reject) => {
    const s = document.createElement('script');
    s.src = STRIPE_JS;
    s.async = true;
    s.onload = () => resolve();
    s.onerror = () => {
      loading = null;
      reject(new Error('Stripe.js did not load'));
    };
    document.head.appendChild(s);
  });
  return loading;
}

/**
 * The card form: Stripe's Payment Element for the order's Payment Intent, drawn by Stripe.js in its own frames (the
 * card number never touches the shop). Paying sends the shopper through 3-D Secure when the bank asks, then back to
 * the confirmation page; the order turns paid by Stripe's signed webhook, not by this page.
 */
export function StripeCardForm(props: {
  clientSecret: string;
  publishableKey: string;
  /** the confirmation page, a site path */
  returnPath: string;
}) {
  const { t, locale } = useI18n();
  const mountRef = useRef<HTMLDivElement>(null);
  const [stripe, setStripe] = useState<{ js: StripeJs; elements: StripeElements } | null>(null);
  const [ready, setReady] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [unavailable, setUnavailable] = useState(false);
  const [paying, setPaying] = useState(false);

  useEffect(() => {
    let gone = false;
    let element: ReturnType<StripeElements['create']> | null = null;
    loadStripeJs()
      .then(() => {
        if (gone || !mountRef.current || !window.Stripe) return;
        const js = window.Stripe(props.publishableKey, { locale: STRIPE_LOCALE[locale] });
        const elements = js.elements({ clientSecret: props.clientSecret });
        element = elements.create('payment');
        element.on('ready', () => setReady(true));
        element.mount(mountRef.current);
        setStripe({ js, elements });
      })
      .catch(() => !gone && setUnavailable(true));
    return () => {
      gone = true;
      element?.destroy();
    };
  }, [props.clientSecret, props.publishableKey, locale]);

  async function pay(e: React.FormEvent) {
    e.preventDefault();
    if (!stripe) return;
    setPaying(true);
    setError(null);
    const { error: failed } = await stripe.js.confirmPayment({
      elements: stripe.elements,
      confirmParams: { return_url: new URL(props.returnPath, window.location.origin).toString() },
    });
    // only a refusal comes back here (a success leaves for return_url): Stripe's message is in the shopper's language
    setError(failed?.message ?? t('payment.card_unavailable'));
    setPaying(false);
  }

  return (
    <form
      onSubmit={(e) => void pay(e)}
      aria-labelledby="card-form-title"
      className="grid gap-4 rounded-xl border border-line bg-surface p-5 md:p-8"
    >
      <h2 id="card-form-title" className="font-serif text-2xl">
        {t('payment.card_title')}
      </h2>
      {!ready && !unavailable && (
        <p role="status" className="flex items-center gap-2 text-sm text-muted">
          <Spinner /> {t('payment.card_loading')}
        </p>
      )}
      <div ref={mountRef} data-testid="stripe-payment-element" />
      {(error || unavailable) && (
        <p role="alert" className="text-sm text-danger">
          {error ?? t('payment.card_unavailable')}
        </p>
      )}
      <div>
        <button type="submit" className="btn-primary" disabled={!ready || paying}>
          {paying && <Spinner />}
          {t('payment.card_pay')}
        </button>
      </div>
    </form>
  );
}
