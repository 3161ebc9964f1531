import { useEffect, useRef } from 'react';
import { Link, useFetcher, useLocation, useNavigate } from 'react-router';
import { formatDateDMY, localizePath, MAX_LINE_QUANTITY, type CurrencyCode } from '@shop/core';
import { useI18n } from '../../i18n/i18n.tsx';
import { localizedName, money, optionWithInterval } from '../../lib/format.ts';
import { useShopState } from '../../lib/shop-state-context.tsx';
import { useRecentlyViewed } from '../../lib/recently-viewed.ts';
import type { Cart, CartItem, CartResponse, CartResult } from '../../lib/cart.ts';
import type { User } from '../../lib/user.ts';
import { Slider } from '../slider.tsx';
import { Offers } from './cart-offers.tsx';
import { useNotify } from '../notifications.tsx';
import { IMAGE_SIZES } from '../../lib/image-sizes.ts';
import { Picture } from '../picture.tsx';

/** The bag in the right drawer (2.11-01 to 2.11-07). */
export function CartPanel({
  cart,
  user,
  onClose,
  onNeedLogin,
}: {
  cart: CartResponse | null;
  user: User | null;
  onClose: () => void;
  onNeedLogin: () => void;
}) {
  const { t, locale } = useI18n();
  const state = useShopState();
  const navigate = useNavigate();
  const single = cart?.single_cart;
  const subscription = cart?.subscription_cart;
  const empty = !single?.items.length && !subscription?.items.length;
  const recent = useRecentlyViewed();
  const total = (single?.total_amount ?? 0) + (subscription?.total_amount ?? 0);
  const blocked = [single, subscription].find((c) => c && c.items.length > 0 && !c.can_checkout);
  const checkout = () => {
    // a guest is asked to log in first, or to continue as a guest (4-28)
    if (!user) {
      onNeedLogin();
      return;
    }
    onClose();
    void navigate(localizePath('/checkout', locale));
  };
  // a suspended subscription asks for a card update in the bag too (8-15)
  const suspended = cart?.subscription_suspended ? (
    <div role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900">
      {t('subs.suspended_banner')}{' '}
      <Link
        to={`${localizePath('/account', locale)}?view=SUBSCRIPTION`}
        onClick={onClose}
        className="underline"
      >
        {t('subs.manage')}
      </Link>
    </div>
  ) : null;
  if (empty) {
    return (
      <div className="grid gap-6 p-5">
        {suspended}
        <p className="text-muted">{t('cart.empty')}</p>
        {recent.length > 0 && (
          <section aria-labelledby="cart-recent">
            <h3 id="cart-recent" className="eyebrow">
              {t('product.recently_viewed')}
            </h3>
            <div className="mt-3">
              <Slider label={t('product.recently_viewed')} perView={2}>
                {recent.slice(0, 4).map((r) => (
                  <Link key={r._id} to={localizePath(r.path, locale)} onClick={onClose} className="block">
                    <Picture
                      src={r.thumbnail}
                      sizes={IMAGE_SIZES.cartRecent}
                      alt=""
                      decorative
                      locale={locale}
                      width={200}
                      height={200}
                      className="aspect-square w-full rounded-sm bg-surface-2 object-cover"
                    />
                    <span className="mt-2 block text-sm">{localizedName(r.name, locale)}</span>
                  </Link>
                ))}
              </Slider>
            </div>
          </section>
        )}
      </div>
    );
  }
  return (
    <div className="flex min-h-full flex-col">
      {/* grid-cols-1 (minmax(0, 1fr)): a long line never widens the bag past the drawer */}
      <div className="grid flex-1 grid-cols-1 gap-6 p-5">
        {suspended}
        {state.country === 'hk' && single && single.items.length > 0 && <FreeShipping cart={single} />}
        {subscription && subscription.items.length > 0 && (
          <Section cart={subscription} title={t('cart.subscription')} />
        )}
        {single && single.items.length > 0 && <Section cart={single} title={t('cart.single')} />}
        {cart && <Offers cart={cart} />}
      </div>
      <div className="sticky bottom-0 grid gap-3 border-t border-line bg-bg p-5">
        <p className="flex items-baseline justify-between gap-3 text-lg">
          <span>{t('cart.total')}</span>
          <span data-testid="cart-total" data-price className="whitespace-nowrap">
            {money(total, state.currency, locale)}
          </span>
        </p>
        {blocked && (
          <p id="checkout-blocked" className="text-sm text-danger">
            {t(
              blocked.blocking_reason === 'only_hk_macau'
                ? 'cart.blocked_only_hk_macau'
                : blocked.blocking_reason === 'not_shippable' ||
                    blocked.blocking_reason === 'combination_restrictions'
                  ? 'cart.blocked_not_shippable'
                  : blocked.blocking_reason === 'mixed_product_types'
                    ? 'cart.blocked_mixed_product_types'
                    : 'cart.blocked_other',
            )}
          </p>
        )}
        <button
          type="button"
          className="btn-primary w-full disabled:cursor-not-allowed disabled:opacity-60"
          disabled={!!blocked}
          aria-describedby={blocked ? 'checkout-blocked' : undefined}
          title={
            blocked
              ? t(
                  blocked.blocking_reason === 'only_hk_macau'
                    ? 'reason.only_hk_macau'
                    : 'reason.not_shippable',
                )
              : undefined
          }
          onClick={checkout}
        >
          {t('cart.checkout')}
        </button>
      </div>
    </div>
  );
}

function FreeShipping({ cart }: { cart: Cart }) {
  const { t, locale } = useI18n();
  const f = cart.free_shipping;
  return (
    <div>
      <p className="text-sm">
        {f.qualifies
          ? t('cart.free_shipping_reached')
          : t('cart.free_shipping_remaining', { amount: money(f.remaining, cart.currency, locale) })}
      </p>
      <div
        role="progressbar"
        aria-label={t('cart.free_shipping_label')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(f.progress * 100)}
        className="mt-2 h-1.5 overflow-hidden rounded-full bg-surface-2"
      >
        <div
          className="h-full bg-accent transition-[width] duration-200"
          style={{ width: `${Math.round(f.progress * 100)}%` }}
        />
      </div>
    </div>
  );
}

function Section({ cart, title }: { cart: Cart; title: string }) {
  const { t, locale } = useI18n();
  return (
    <section aria-label={title}>
      <h3 className="eyebrow">{title}</h3>
      <ul className="mt-3 divide-y divide-line">
        {cart.items.map((item) => (
          <Line key={`${item.sub_sku}:${item.bundle_sku ?? ''}`} item={item} cart={cart} />
        ))}
      </ul>
      {cart.estimated_delivery && (
        <p className="mt-2 text-xs text-muted">
          {t('cart.delivery', {
            from: formatDateDMY(cart.estimated_delivery.from),
            to: formatDateDMY(cart.estimated_delivery.to),
          })}
        </p>
      )}
      <p className="mt-2 flex justify-between gap-3 text-sm">
        <span>{t('cart.section_total')}</span>
        <span data-price className="whitespace-nowrap">
          {money(cart.total_amount, cart.currency as CurrencyCode, locale)}
        </span>
      </p>
    </section>
  );
}

function Line({ item, cart }: { item: CartItem; cart: Cart }) {
  const { t, locale } = useI18n();
  const fetcher = useFetcher<CartResult>();
  const notify = useNotify();
  const location = useLocation();
  const name = localizedName(item.name, locale);
  const seen = useRef<CartResult | undefined>(undefined);
  useEffect(() => {
    if (fetcher.state === 'idle' && fetcher.data && fetcher.data !== seen.current) {
      seen.current = fetcher.data;
      if (!fetcher.data.ok) notify({ type: 'error', text: fetcher.data.error });
    }
  }, [fetcher.state, fetcher.data, notify]);
  // optimistic quantity while the change is on its way
  const intent = fetcher.formData?.get('intent');
  const pending =
    intent === 'remove'
      ? 0
      : intent === 'delta'
        ? item.quantity + Number(fetcher.formData!.get('delta'))
        : null;
  const qty = pending ?? item.quantity;
  const hidden = (
    <>
      <input type="hidden" name="pid" value={item.pid} />
      <input type="hidden" name="sku" value={item.sku} />
      <input type="hidden" name="sub_sku" value={item.sub_sku} />
      <input type="hidden" name="update_ts" value={cart.update_ts} />
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      {item.bundle_sku && <input type="hidden" name="bundle_sku" value={item.bundle_sku} />}
    </>
  );
  const action = localizePath('/cart', locale);
  if (pending !== null && pending <= 0) return null;
  return (
    // the price shares the stepper's row and wraps under it when a 320 px phone has no room: never clipped
    <li className="flex gap-3 py-3">
      <Picture
        src={item.thumbnail}
        sizes={IMAGE_SIZES.px72}
        alt=""
        decorative
        locale={locale}
        width={72}
        height={72}
        eager
        className="h-16 w-16 shrink-0 rounded-sm bg-surface-2 object-cover sm:h-18 sm:w-18"
      />
      <div className="min-w-0 flex-1">
        <Link
          to={localizePath(item.path, locale)}
          // padding with a negative margin: a 44 px tall tap target without a taller row
          className="-my-3 block truncate py-3 text-sm font-medium hover:underline"
        >
          {name}
        </Link>
        <p className="text-xs text-muted">
          {optionWithInterval(
            localizedName(item.option_name, locale),
            item.subscription_inteval_in_month
              ? t('cart.every_n_months', { n: item.subscription_inteval_in_month })
              : null,
          )}
        </p>
        {!item.purchasable && item.reason && (
          <p className="text-xs font-medium text-danger">
            {t(`reason.${item.reason}` as 'reason.out_of_stock')}
          </p>
        )}
        <div className="mt-2 flex flex-wrap items-center justify-between gap-x-2 gap-y-1">
          <div className="flex items-center gap-1">
            <fetcher.Form
              method="post"
              action={action}
              className="flex items-center rounded-full border border-line"
            >
              {hidden}
              <input type="hidden" name="intent" value="delta" />
              <button
                type="submit"
                name="delta"
                value={-1}
                className="btn-ghost min-w-11"
                aria-label={t('cart.decrease', { name })}
              >
                −
              </button>
              <span
                className="min-w-6 text-center text-sm"
                aria-label={t('cart.quantity_of', { name })}
                aria-live="polite"
              >
                {qty}
              </span>
              {/* the per-line limit (core MAX_LINE_QUANTITY): the server refuses more, so the button stops there */}
              <button
                type="submit"
                name="delta"
                value={1}
                disabled={qty >= MAX_LINE_QUANTITY}
                className="btn-ghost min-w-11 disabled:opacity-40"
                aria-label={t('cart.increase', { name })}
              >
                +
              </button>
            </fetcher.Form>
            <fetcher.Form method="post" action={action}>
              {hidden}
              <input type="hidden" name="intent" value="remove" />
              <button
                type="submit"
                className="btn-ghost text-xs underline"
                aria-label={t('cart.remove', { name })}
              >
                <svg
                  width="16"
                  height="16"
                  viewBox="0 0 24 24"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.5"
                  aria-hidden="true"
                >
                  <path d="M5 7h14M10 7V5h4v2M7 7l1 13h8l1-13" />
                </svg>
              </button>
            </fetcher.Form>
          </div>
          <p className="ml-auto text-sm whitespace-nowrap" data-price>
            {money(item.line_total, item.currency as CurrencyCode, locale)}
          </p>
        </div>
      </div>
    </li>
  );
}
