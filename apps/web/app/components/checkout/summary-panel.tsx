import { useI18n, type MessageKey } from '../../i18n/i18n.tsx';
import { localizedName, money } from '../../lib/format.ts';
import { INPUT_CLASS, Spinner } from '../account/field.tsx';
import { useShell } from '../shell-context.tsx';
import { OrderSummary, type SummaryData } from './order-bits.tsx';
import type { PageData } from './page-types.ts';
import type { Quote } from './types.ts';
import type { useCoupon } from './use-coupon.ts';

const BLOCKED_KEYS: Record<string, MessageKey> = {
  only_hk_macau: 'cart.blocked_only_hk_macau',
  not_shippable: 'cart.blocked_not_shippable',
  combination_restrictions: 'cart.blocked_not_shippable',
  mixed_product_types: 'cart.blocked_mixed_product_types',
};

/**
 * The order summary beside the form: lines and totals (an estimate until the API prices the page), the free
 * shipping progress in Hong Kong, the coupon box, why the bag cannot be checked out, and the place-order button.
 */
export function SummaryPanel({
  summary,
  quote,
  quoting,
  coupon,
  subtotal,
  deliveryLabel,
  freeShipping,
  cartItems,
  blockReason,
  placing,
  noMethods,
}: {
  summary: SummaryData;
  quote: Quote | null;
  quoting: boolean;
  coupon: ReturnType<typeof useCoupon>;
  /** what the coupon is checked against */
  subtotal: number;
  deliveryLabel: string | null;
  freeShipping: boolean;
  cartItems: PageData['cart']['items'];
  blockReason: string | null;
  placing: boolean;
  noMethods: boolean;
}) {
  const { t, locale } = useI18n();
  const { openRight } = useShell();
  const couponState = quote?.coupon && quote.coupon.code === coupon.coupon ? quote.coupon : null;
  const blockedItems = cartItems.filter((i) => !i.purchasable);
  const message = coupon.message;
  return (
    <aside className="md:col-span-5" aria-label={t('checkout.summary')}>
      <div className="grid gap-6 rounded-xl border border-line bg-surface p-5 md:sticky md:top-24 md:p-6">
        <OrderSummary
          summary={summary}
          busy={quoting}
          couponCode={couponState?.valid ? coupon.coupon : null}
          deliveryLabel={deliveryLabel}
          note={quote ? null : t('checkout.estimate_note')}
        />
        {freeShipping && quote && (
          <p className="text-sm">
            {quote.free_shipping.qualifies
              ? t('cart.free_shipping_reached')
              : t('cart.free_shipping_remaining', {
                  amount: money(quote.free_shipping.remaining, quote.currency, locale),
                })}
          </p>
        )}

        <div className="grid gap-2 border-t border-line pt-5">
          {coupon.coupon ? (
            <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
              <span>
                {t('checkout.coupon_in_use', { code: coupon.coupon })}
                {couponState && !couponState.valid && (
                  <span className="block text-danger">{coupon.reasonText(couponState.reason)}</span>
                )}
              </span>
              <button type="button" className="btn-ghost underline" onClick={coupon.remove}>
                {t('checkout.coupon_remove')}
              </button>
            </div>
          ) : (
            <>
              <label htmlFor="co-coupon" className="text-sm">
                {t('checkout.coupon')}
              </label>
              <div className="flex gap-2">
                <input
                  id="co-coupon"
                  name="coupon_entry"
                  value={coupon.entry}
                  autoComplete="off"
                  autoCapitalize="characters"
                  onChange={(e) => coupon.setEntry(e.target.value)}
                  onKeyDown={(e) => {
                    if (e.key === 'Enter') {
                      e.preventDefault();
                      coupon.apply(subtotal);
                    }
                  }}
                  className={INPUT_CLASS}
                  aria-invalid={message?.tone === 'error' || undefined}
                  aria-describedby={message ? 'co-coupon-msg' : undefined}
                />
                <button
                  type="button"
                  className="btn-ghost shrink-0 border border-line px-5"
                  onClick={() => coupon.apply(subtotal)}
                  disabled={coupon.busy}
                >
                  {coupon.busy && <Spinner />}
                  {t('checkout.coupon_apply')}
                </button>
              </div>
            </>
          )}
          <p
            id="co-coupon-msg"
            aria-live="polite"
            className={`text-sm ${message?.tone === 'error' ? 'text-danger' : 'text-success'}`}
          >
            {message?.text}
          </p>
        </div>

        <div className="grid gap-3">
          {blockReason && (
            <div id="checkout-blocked" role="status" className="grid gap-1 text-sm text-danger">
              <p>{t(BLOCKED_KEYS[blockReason] ?? 'cart.blocked_other')}</p>
              {blockedItems.length > 0 && (
                <ul className="list-disc pl-5">
                  {blockedItems.map((i) => (
                    <li key={`${i.sub_sku}:${i.bundle_sku ?? ''}`}>
                      {localizedName(i.name, locale)}
                      {i.reason ? ` — ${t(`reason.${i.reason}` as MessageKey)}` : ''}
                    </li>
                  ))}
                </ul>
              )}
              <button
                type="button"
                className="btn-ghost justify-self-start px-0 underline"
                onClick={() => openRight('cart')}
              >
                {t('checkout.edit_bag')}
              </button>
            </div>
          )}
          <button
            type="submit"
            className="btn-primary w-full disabled:cursor-not-allowed disabled:opacity-60"
            disabled={!!blockReason || placing || noMethods}
            aria-describedby={blockReason ? 'checkout-blocked' : undefined}
          >
            {placing && <Spinner />}
            {t('checkout.place_order', { price: money(summary.total, summary.currency, locale) })}
          </button>
          <p className="text-xs text-muted">{t('checkout.place_order_note')}</p>
          {quoting && (
            <span className="sr-only" role="status">
              {t('checkout.updating_summary')}
            </span>
          )}
        </div>
      </div>
    </aside>
  );
}
