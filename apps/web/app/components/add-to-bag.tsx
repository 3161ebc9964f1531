import { useEffect, useRef } from 'react';
import { useFetcher, useLocation } from 'react-router';
import { localizePath } from '@shop/core';
import { useI18n } from '../i18n/i18n.tsx';
import { localizedName, money } from '../lib/format.ts';
import type { CardOption } from '../lib/product-view.ts';
import type { CartResult } from '../lib/cart.ts';
import { useShell } from './shell-context.tsx';

/**
 * The add-to-bag button (2.9-05, 4-16, 8-06): the price when the option can be bought, otherwise the translated reason;
 * not_for_sale keeps its price beside the reason. It posts to the bag action (works without JavaScript); on success
 * the bag opens and the popup that held the button closes (2.8-04, 4-20).
 */
export function AddToBag({
  product,
  option,
  bundleSku,
  className = '',
  onAdded,
  compact = false,
}: {
  product: { _id: string; sku: string; name: { eng: string; chi: string; cn: string } };
  option: CardOption | undefined;
  bundleSku?: string;
  className?: string;
  onAdded?: () => void;
  /** the grid card's small button: the card already shows the price */
  compact?: boolean;
}) {
  const { t, locale } = useI18n();
  const fetcher = useFetcher<CartResult>();
  const { openRight } = useShell();
  const location = useLocation();
  const handled = useRef<CartResult | undefined>(undefined);
  useEffect(() => {
    const d = fetcher.data;
    if (fetcher.state !== 'idle' || !d || handled.current === d) return;
    handled.current = d;
    if (d.ok) {
      onAdded?.();
      openRight('cart');
    }
  }, [fetcher.state, fetcher.data, openRight, onAdded]);
  if (!option) return null;
  const d = option.display;
  const price = money(d.price, d.currency, locale);
  const reason = d.reason ? t(`reason.${d.reason}` as 'reason.out_of_stock') : null;
  const hiddenTooltip =
    option.availability === 'hidden' && d.reason === 'only_vip' ? t('product.only_vip_tooltip') : undefined;
  const failed = fetcher.state === 'idle' && fetcher.data && !fetcher.data.ok ? fetcher.data : null;
  const fields = (
    <>
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="pid" value={product._id} />
      <input type="hidden" name="sku" value={product.sku} />
      <input type="hidden" name="sub_sku" value={option.sub_sku} />
      <input type="hidden" name="quantity" value="1" />
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      {bundleSku && <input type="hidden" name="bundle_sku" value={bundleSku} />}
    </>
  );
  return (
    <div className={className}>
      <fetcher.Form method="post" action={localizePath('/cart', locale)}>
        {fields}
        <button
          type="submit"
          disabled={!d.purchasable || fetcher.state !== 'idle'}
          title={hiddenTooltip}
          aria-label={
            compact ? `${t('product.add_to_bag')}: ${localizedName(product.name, locale)}` : undefined
          }
          className={
            compact
              ? 'btn-ghost min-h-11 border border-line text-xs disabled:opacity-60'
              : 'btn-primary w-full disabled:cursor-not-allowed disabled:opacity-60'
          }
        >
          {fetcher.state !== 'idle' && <span className="spinner" aria-hidden="true" />}
          {compact ? (
            t('product.add_to_bag')
          ) : d.purchasable ? (
            <>
              <span>{t('product.add_to_bag')}</span>
              <span aria-hidden="true">·</span>
              <span>{price}</span>
            </>
          ) : (
            <span>{d.show_price ? `${price} · ${reason}` : reason}</span>
          )}
        </button>
      </fetcher.Form>
      {failed && (
        <div role="alert" className="mt-2 text-sm text-danger">
          <p>{failed.error}</p>
          {failed.needsClear && (
            <fetcher.Form method="post" action={localizePath('/cart', locale)} className="mt-2">
              {fields}
              <input type="hidden" name="clear" value="1" />
              <button type="submit" className="btn-ghost border border-danger text-danger">
                {t('cart.clear_and_add')}
              </button>
            </fetcher.Form>
          )}
        </div>
      )}
    </div>
  );
}
