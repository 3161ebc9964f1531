import { useEffect, useRef } from 'react';
import { useFetcher, useLocation } from 'react-router';
import { useI18n } from '../../i18n/i18n.tsx';
import { localizedName, money } from '../../lib/format.ts';
import { IMAGE_SIZES } from '../../lib/image-sizes.ts';
import { Picture } from '../picture.tsx';
import type { OfferOut } from '../../lib/api.server.ts';
import type { CartResult } from '../../lib/cart.ts';
import type { CardOption } from '../../lib/product-view.ts';
import { useShell } from '../shell-context.tsx';

/**
 * Bundle add-ons (2.9-10, 3-12): the offer price holds only with this product in the bag
 * (core offerPriceApplies), so the button posts to the product page's action, which puts the chosen variant in the
 * bag first when it is not there yet, then the add-on with bundle_sku. Works without JavaScript.
 */
export function BundleAddOns({
  offers,
  parent,
  parentOption,
}: {
  offers: OfferOut[];
  parent: { _id: string; sku: string; name: { eng: string; chi: string; cn: string } };
  parentOption: CardOption | undefined;
}) {
  const { t, locale } = useI18n();
  const parentName = localizedName(parent.name, locale);
  const parentBuyable = !!parentOption?.display.purchasable;
  return (
    <section className="mt-16" aria-labelledby="offers-title">
      <h2 id="offers-title" className="font-serif text-2xl">
        {t('product.add_ons')}
      </h2>
      <p className="mt-2 text-sm text-muted">
        {parentBuyable
          ? t('pdp.add_on_note', { name: parentName })
          : t('pdp.add_on_unavailable', { name: parentName })}
      </p>
      <ul className="mt-6 grid grid-cols-2 gap-4 md:grid-cols-4">
        {offers.map((o) => (
          <li key={o._id}>
            <AddOnCard offer={o} parent={parent} parentOption={parentBuyable ? parentOption : undefined} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function AddOnCard({
  offer,
  parent,
  parentOption,
}: {
  offer: OfferOut;
  parent: { _id: string; sku: string };
  parentOption: CardOption | undefined;
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
    if (d.ok) openRight('cart');
  }, [fetcher.state, fetcher.data, openRight]);
  const opt = offer.product_option.find((x) => x.sub_sku === offer.selected) ?? offer.product_option[0];
  if (!opt) return null;
  const name = localizedName(offer.name, locale);
  const d = opt.display;
  const failed = fetcher.state === 'idle' && fetcher.data && !fetcher.data.ok ? fetcher.data : null;
  return (
    <article className="flex h-full flex-col gap-2" aria-label={name}>
      <Picture
        src={offer.thumbnail}
        sizes={IMAGE_SIZES.addOn}
        alt=""
        decorative
        locale={locale}
        width={400}
        height={400}
        className="aspect-square w-full rounded-sm bg-surface-2 object-cover"
      />
      <h3 className="text-sm">{name}</h3>
      <p className="text-sm">
        <span>{money(d.price, d.currency, locale)}</span>
        {d.original_price !== null && d.original_price > d.price && (
          <s
            className="ml-2 text-muted"
            aria-label={t('product.original_price', { price: money(d.original_price, d.currency, locale) })}
          >
            {money(d.original_price, d.currency, locale)}
          </s>
        )}
      </p>
      <fetcher.Form method="post" className="mt-auto">
        <input type="hidden" name="intent" value="add_on" />
        <input type="hidden" name="pid" value={offer._id} />
        <input type="hidden" name="sku" value={offer.sku} />
        <input type="hidden" name="sub_sku" value={opt.sub_sku} />
        <input type="hidden" name="parent_pid" value={parent._id} />
        <input type="hidden" name="parent_sku" value={parent.sku} />
        <input type="hidden" name="parent_sub_sku" value={parentOption?.sub_sku ?? ''} />
        <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
        <button
          type="submit"
          disabled={!parentOption || !d.purchasable || fetcher.state !== 'idle'}
          className="btn-ghost min-h-11 w-full border border-line text-sm disabled:cursor-not-allowed disabled:opacity-60"
        >
          {fetcher.state !== 'idle' && <span className="spinner" aria-hidden="true" />}
          <span>
            {t('pdp.add_on_add')}
            {/* the card shows the name; the button says it to screen readers */}
            <span className="sr-only"> {name}</span>
          </span>
          <span aria-hidden="true">·</span>
          <span>{money(d.price, d.currency, locale)}</span>
        </button>
      </fetcher.Form>
      {failed && (
        <p role="alert" className="text-sm text-danger">
          {failed.error}
        </p>
      )}
    </article>
  );
}
