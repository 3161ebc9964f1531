import { useMemo, useRef, useState } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { countryShortName, getCountry } from '@shop/core';
import { useI18n } from '../../i18n/i18n.tsx';
import { findByCode, findCallingCode, useCallingCodes } from '../../lib/calling-codes.ts';
import { ErrorSummary } from '../account/field.tsx';
import { AddressSection } from './address-section.tsx';
import { BillingSection } from './billing-section.tsx';
import {
  needsPassport,
  selectedMethod,
  type CheckoutRules,
  type FlagField,
  type TextField,
} from './checkout-form.ts';
import { ContactSection } from './contact-section.tsx';
import { deliveryFee, DeliverySection } from './delivery-section.tsx';
import { GiftSection } from './gift-section.tsx';
import { AwaitingPaymentList, methodName, type SummaryData } from './order-bits.tsx';
import type { ActionFailure, Echo, FormView, PageData } from './page-types.ts';
import { PaymentMethodList } from './payment-methods.tsx';
import { RemarksSection } from './remarks-section.tsx';
import { SubscriptionTerms } from './subscription-terms.tsx';
import { SummaryPanel } from './summary-panel.tsx';
import type { PaymentMethod } from './types.ts';
import { useCheckoutErrors } from './use-checkout-errors.ts';
import { WalletSection } from './wallet-section.tsx';
import { useCoupon } from './use-coupon.ts';
import { useQuote } from './use-quote.ts';

/** The /checkout form (2.12-01 to 2.12-06): its sections, their shared state, and the summary beside them. */
export function CheckoutPage({ d, result }: { d: PageData; result: ActionFailure | undefined }) {
  const { t, locale } = useI18n();
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const codes = useCallingCodes(locale, d.codes);
  const echo: Echo = result?.values ?? {};
  const text = (f: TextField) => (typeof echo[f] === 'string' ? echo[f] : d.initial[f]);
  const flag = (f: FlagField) => (typeof echo[f] === 'boolean' ? echo[f] : d.initial[f]);

  const [methodId, setMethodId] = useState(() => text('delivery_method'));
  const [addressId, setAddressId] = useState(() => text('address_id'));
  const [payment, setPayment] = useState(() => text('payment_method'));
  const [giftWrap, setGiftWrap] = useState(() => flag('add_gift_box_wrapping'));
  const [billingSame, setBillingSame] = useState(() => flag('billing_same'));
  const [acceptTerms, setAcceptTerms] = useState(() => flag('accept_subscription_terms'));
  const [giftMessage, setGiftMessage] = useState(() => text('gift_message'));
  const [iso2, setIso2] = useState(() => {
    const code = text('delivery_calling_code');
    const own = getCountry(d.country).iso2;
    return findCallingCode(codes, own)?.code === code ? own : (findByCode(codes, code)?.iso2 ?? own);
  });

  const rules = useMemo<CheckoutRules>(
    () => ({
      loggedIn: !!d.user,
      country: d.country,
      currency: d.currency,
      methods: d.methods,
      addresses: d.addresses,
      paymentMethods: d.paymentMethods,
    }),
    [d],
  );
  const coupon = useCoupon(() => text('coupon_code'));
  const { errors, err, changes, focusKey, onSubmit, onChange } = useCheckoutErrors({
    formRef,
    rules,
    result,
  });
  // 2.12-04: cash dollars, reward and referral code re-price the summary when the shopper commits them
  const [walletKey, setWalletKey] = useState('');
  const { quote, quoting } = useQuote({
    formRef,
    initial: () => result?.quote ?? d.quote,
    priceKey: JSON.stringify([methodId, giftWrap, coupon.coupon, walletKey]),
    bagVersion: `${d.cart.update_ts}:${d.cart.total_amount}:${d.cart.items.length}`,
    changes,
    result,
  });
  const form: FormView = { text, flag, err };

  const method = selectedMethod({ delivery_method: methodId }, d.methods);
  const pickup = method?.kind === 'pickup';
  const passport = needsPassport(d.country);
  const callingCode = findCallingCode(codes, iso2)?.code ?? text('delivery_calling_code');
  const countryName = countryShortName(getCountry(d.country), locale);

  // the estimate from the bag until the API has priced the page
  const fallback: SummaryData = {
    currency: d.cart.currency,
    items: d.cart.items.map((i) => ({
      sku: i.sku,
      sub_sku: i.sub_sku,
      name: i.name,
      option_name: i.option_name,
      quantity: i.quantity,
      unit_price: i.price,
      line_total: i.line_total,
      thumbnail: i.thumbnail,
    })),
    subtotal: d.cart.total_amount,
    discount: 0,
    gift_wrap_fee: 0,
    delivery_fee: deliveryFee(method, d.cart.total_amount),
    total: d.cart.total_amount + deliveryFee(method, d.cart.total_amount),
  };
  const summary: SummaryData = quote ?? fallback;
  const placing = navigation.state !== 'idle' && !!navigation.formData?.has('idempotency_key');
  const blockReason = !d.cart.can_checkout
    ? (d.cart.blocking_reason ?? 'other')
    : quote && !quote.can_checkout
      ? (quote.blocking_reason ?? 'other')
      : null;
  const idempotencyKey = result?.idempotencyKey ?? d.idempotencyKey;
  const intervals = d.cart.items.map((i) => i.subscription_inteval_in_month ?? 0).filter((n) => n > 0);

  return (
    <section className="container-page py-10 md:py-14">
      <p className="eyebrow">{t(d.cartType === 'subscription' ? 'cart.subscription' : 'cart.single')}</p>
      <h1 className="mt-1 font-serif text-4xl">{t('checkout.title')}</h1>
      {d.bags.single > 0 && d.bags.subscription > 0 && (
        <nav aria-label={t('checkout.bags_label')} className="mt-4">
          <p className="text-sm text-muted">{t('checkout.bags_hint')}</p>
          <ul className="mt-2 flex flex-wrap gap-2">
            {(['single', 'subscription'] as const).map((b) => (
              <li key={b}>
                <Link
                  to={`?bag=${b}`}
                  aria-current={b === d.cartType ? 'page' : undefined}
                  className="btn-ghost border border-line aria-[current=page]:border-accent aria-[current=page]:bg-surface-2"
                >
                  {t(b === 'single' ? 'cart.single' : 'cart.subscription')} (
                  {b === 'single' ? d.bags.single : d.bags.subscription})
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {d.awaiting.length > 0 && (
        <details className="mt-4 rounded-lg border border-line p-4 text-sm">
          <summary className="min-h-11 cursor-pointer content-center">
            {t('payment.awaiting_notice', { count: d.awaiting.length })}
          </summary>
          <div className="mt-3">
            <AwaitingPaymentList orders={d.awaiting} headingLevel="h2" />
          </div>
        </details>
      )}

      <Form
        method="post"
        noValidate
        ref={formRef}
        onSubmit={onSubmit}
        onChange={onChange}
        className="mt-8 grid gap-10 md:grid-cols-12"
        aria-describedby={errors.list.length ? 'checkout-errors' : undefined}
      >
        <input type="hidden" name="cart_type" value={d.cartType} />
        <input type="hidden" name="idempotency_key" value={idempotencyKey} />
        {/* the total the shopper saw (the estimate too): the API answers totals_changed when it differs */}
        <input type="hidden" name="expected_total" value={String(summary.total)} />
        <input type="hidden" name="coupon_code" value={coupon.coupon} />
        <input type="hidden" name="delivery_calling_code" value={callingCode} />

        <div className="md:col-span-12 empty:hidden">
          <ErrorSummary id="checkout-errors" errors={errors.list} focusKey={focusKey} />
        </div>

        <div className="grid content-start gap-12 md:col-span-7">
          <ContactSection form={form} email={d.user ? d.user.email : null} />
          <DeliverySection
            methods={d.methods}
            value={methodId}
            onChange={setMethodId}
            error={err('delivery_method')}
            subtotal={summary.subtotal}
            countryName={countryName}
          />
          <AddressSection
            form={form}
            signedIn={!!d.user}
            addresses={d.addresses}
            addressId={addressId}
            onAddress={setAddressId}
            pickup={pickup}
            passport={passport}
            codes={codes}
            iso2={iso2}
            onIso2={setIso2}
            countryName={countryName}
          />
          <BillingSection form={form} same={billingSame} onSame={setBillingSame} pickup={pickup} />
          <GiftSection
            form={form}
            wrap={giftWrap}
            onWrap={setGiftWrap}
            message={giftMessage}
            onMessage={setGiftMessage}
          />
          <PaymentMethodList
            methods={d.paymentMethods}
            provider={d.paymentProvider}
            value={payment}
            onChange={(m: PaymentMethod) => setPayment(m)}
            error={err('payment_method')}
            id="co-payment_method"
          />
          {d.user && <WalletSection quote={quote} rewards={d.rewards} error={err} onCommit={setWalletKey} />}
          <RemarksSection form={form} />
          {d.cartType === 'subscription' && (
            <SubscriptionTerms
              intervals={intervals}
              error={err('accept_subscription_terms')}
              checked={acceptTerms}
              onChange={setAcceptTerms}
            />
          )}
        </div>

        <SummaryPanel
          summary={summary}
          quote={quote}
          quoting={quoting}
          coupon={coupon}
          subtotal={quote?.subtotal ?? d.cart.total_amount}
          deliveryLabel={method ? methodName(method.name, locale) : null}
          freeShipping={d.country === 'hk' && !pickup}
          cartItems={d.cart.items}
          blockReason={blockReason}
          placing={placing}
          noMethods={d.methods.length === 0}
        />
      </Form>
    </section>
  );
}
