import { useFetcher } from 'react-router';
import { localizePath } from '@shop/core';
import type { ProductOut } from '@shop/api/types';
import { useI18n } from '../i18n/i18n.tsx';
import { money } from '../lib/format.ts';
import type { ProductOption } from '../lib/product-view.ts';

/**
 * The add-to-bag button (SPEC §2.9, §8): the price when the option can be bought, otherwise the translated reason;
 * not_for_sale keeps its price beside the reason. It posts to the cart action, so it works without JavaScript.
 */
export function AddToBag({ product, option, bundleSku, className = '' }: {
  product: ProductOut; option: ProductOption | undefined; bundleSku?: string; className?: string;
}) {
  const { t, locale } = useI18n();
  const fetcher = useFetcher();
  if (!option) return null;
  const d = option.display;
  const price = money(d.price, d.currency, locale);
  const reason = d.reason ? t(`reason.${d.reason}` as 'reason.out_of_stock') : null;
  const hiddenTooltip = option.availability === 'hidden' && d.reason === 'only_vip' ? t('product.only_vip_tooltip') : undefined;
  return (
    <fetcher.Form method="post" action={localizePath('/cart', locale)} className={className}>
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="pid" value={product._id} />
      <input type="hidden" name="sku" value={product.sku} />
      <input type="hidden" name="sub_sku" value={option.sub_sku} />
      <input type="hidden" name="quantity" value="1" />
      {bundleSku && <input type="hidden" name="bundle_sku" value={bundleSku} />}
      <button type="submit" disabled={!d.purchasable || fetcher.state !== 'idle'} title={hiddenTooltip}
        className="btn-primary w-full disabled:cursor-not-allowed disabled:opacity-60">
        {d.purchasable ? (
          <><span>{t('product.add_to_bag')}</span><span aria-hidden="true">·</span><span>{price}</span></>
        ) : (
          <span>{d.show_price ? `${price} · ${reason}` : reason}</span>
        )}
      </button>
    </fetcher.Form>
  );
}
