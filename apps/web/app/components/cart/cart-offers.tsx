import { useEffect } from 'react';
import { useFetcher } from 'react-router';
import { localizePath, padToMultiple } from '@shop/core';
import { useI18n } from '../../i18n/i18n.tsx';
import { localizedName, money } from '../../lib/format.ts';
import type { CartResponse, CartResult } from '../../lib/cart.ts';
import type { OfferOut } from '../../lib/api.server.ts';
import { Slider } from '../slider.tsx';
import { IMAGE_SIZES } from '../../lib/image-sizes.ts';
import { Picture } from '../picture.tsx';

/** Special add-on offers: four slots padded with blanks, arrows when there are more (2.11-03). */
export function Offers({ cart }: { cart: CartResponse }) {
  const { t, locale } = useI18n();
  const fetcher = useFetcher<{ offers: (OfferOut & { parentPid: string })[] }>();
  const items = [...cart.single_cart.items, ...cart.subscription_cart.items].filter((i) => !i.bundle_sku);
  const pids = [...new Set(items.map((i) => i.pid))].join(',');
  const { load } = fetcher;
  useEffect(() => {
    if (pids) void load(`${localizePath('/cart-offers', locale)}?pids=${pids}`);
  }, [pids, locale, load]);
  const offers = fetcher.data?.offers ?? [];
  if (offers.length === 0) return null;
  const skuOf = new Map(items.map((i) => [i.pid, i.sku]));
  const slots = padToMultiple(offers, 4);
  return (
    <section aria-labelledby="cart-offers">
      <h3 id="cart-offers" className="eyebrow">
        {t('cart.offers')}
      </h3>
      <div className="mt-3">
        <Slider label={t('cart.offers')} perView={4}>
          {slots.map((o, i) =>
            o ? (
              <OfferSlot key={o._id} offer={o} bundleSku={skuOf.get(o.parentPid) ?? ''} />
            ) : (
              // a blank keeps the four-slot row (2.11-03) but draws nothing: no empty boxes beside the offers
              <div key={`blank-${i}`} aria-hidden="true" data-blank-slot />
            ),
          )}
        </Slider>
      </div>
    </section>
  );
}

function OfferSlot({ offer, bundleSku }: { offer: OfferOut; bundleSku: string }) {
  const { t, locale } = useI18n();
  const fetcher = useFetcher<CartResult>();
  const opt = offer.product_option[0];
  if (!opt) return null;
  const name = localizedName(offer.name, locale);
  return (
    <fetcher.Form method="post" action={localizePath('/cart', locale)} className="grid gap-1 text-xs">
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="pid" value={offer._id} />
      <input type="hidden" name="sku" value={offer.sku} />
      <input type="hidden" name="sub_sku" value={opt.sub_sku} />
      <input type="hidden" name="quantity" value="1" />
      <input type="hidden" name="bundle_sku" value={bundleSku} />
      <Picture
        src={offer.thumbnail}
        sizes={IMAGE_SIZES.cartOffer}
        alt=""
        decorative
        locale={locale}
        width={120}
        height={120}
        className="aspect-square w-full rounded-sm bg-surface-2 object-cover"
      />
      <span className="line-clamp-2">{name}</span>
      <span data-price className="break-words">
        {money(opt.display.price, opt.display.currency, locale)}
      </span>
      <button
        type="submit"
        className="btn-ghost border border-line text-xs"
        disabled={!opt.display.purchasable || fetcher.state !== 'idle'}
        aria-label={`${t('product.add_to_bag')}: ${name}`}
      >
        +
      </button>
    </fetcher.Form>
  );
}
