import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { localizePath } from '@shop/core';
import { useI18n } from '../i18n/i18n.tsx';
import { localizedName, money } from '../lib/format.ts';
import { IMAGE_SIZES } from '../lib/image-sizes.ts';
import {
  cardImage,
  defaultOption,
  optionName,
  singleOptions,
  type CardProduct,
} from '../lib/product-view.ts';
import { Picture } from './picture.tsx';
import { AddToBag } from './add-to-bag.tsx';

// the dialog code loads with the first quick view, not with every grid
const QuickView = lazy(() => import('./quick-view.tsx').then((m) => ({ default: m.QuickView })));

/** Grid card: thumbnail with hover image (third, else second, else first detail image), names, price or reason. */
export function ProductCard({
  product,
  eager = false,
  priority = false,
  quickView = false,
  heading: Heading = 'h3',
  sizes = IMAGE_SIZES.card,
}: {
  product: CardProduct;
  eager?: boolean;
  priority?: boolean;
  quickView?: boolean;
  /** the card's title level: h2 where the grid sits right under the page's h1 (a collection), else h3 */
  heading?: 'h2' | 'h3';
  /** the card's width at each breakpoint (a grid's column, a slider's view) */
  sizes?: string;
}) {
  const { t, locale } = useI18n();
  const [open, setOpen] = useState(false);
  const images = product.detail.filter((d) => d.type === 'image');
  const hover = (images[2] ?? images[1] ?? images[0])?.thumbnail;
  const d = product.display;
  const name = localizedName(product.name, locale);
  // the line above the name: the brand in English; on Chinese pages the English name, except a treatment's card,
  // which names the brand in the page's language (a treatment's English name adds nothing to a studio booking)
  const secondary =
    locale === 'en' || product.product_type === 2
      ? localizedName(product.brand_name, locale)
      : product.name.eng;
  const singles = singleOptions(product);
  // the option line (2.7-04): the sizes on offer, or how many
  const optionLine =
    singles.length > 1
      ? t('product.options', { count: singles.length })
      : singles[0]
        ? optionName(singles[0], locale)
        : '';
  return (
    <article className="group relative flex flex-col">
      <Link to={localizePath(product.path, locale)} className="block">
        <div className="relative aspect-square overflow-hidden rounded-sm bg-surface-2">
          <Picture
            image={cardImage(product)}
            src={product.thumbnail}
            sizes={sizes}
            alt={name}
            locale={locale}
            width={800}
            height={800}
            eager={eager}
            priority={priority}
            className="absolute inset-0 h-full w-full object-cover transition-opacity duration-200 group-hover:opacity-0"
          />
          {hover && (
            <Picture
              image={product.images?.find((i) => i.src === hover)}
              src={hover}
              sizes={sizes}
              alt=""
              decorative
              locale={locale}
              width={800}
              height={800}
              // only where a pointer can hover: a phone would fetch and decode a picture it never shows (lazy images
              // that are not displayed are not fetched)
              className="absolute inset-0 hidden h-full w-full object-cover opacity-0 transition-opacity duration-200 group-hover:opacity-100 [@media(hover:hover)]:block"
            />
          )}
        </div>
        <p className="eyebrow mt-3">{secondary}</p>
        <Heading className="mt-1 text-base leading-snug">{name}</Heading>
      </Link>
      {/* the prices wrap onto two lines in a narrow card rather than widen the page */}
      <p className="mt-1 flex flex-wrap gap-x-2 text-sm">
        {d.price !== null && (d.purchasable || d.reason === 'not_for_sale') ? (
          <>
            <span>{money(d.price, d.currency, locale)}</span>
            {d.original_price !== null && d.original_price > d.price && (
              <s
                className="text-muted"
                aria-label={t('product.original_price', {
                  price: money(d.original_price, d.currency, locale),
                })}
              >
                {money(d.original_price, d.currency, locale)}
              </s>
            )}
          </>
        ) : null}
        {!d.purchasable && d.reason && (
          <span className="text-danger">{t(`reason.${d.reason}` as 'reason.out_of_stock')}</span>
        )}
      </p>
      <p className="text-xs text-muted">{optionLine}</p>
      {d.purchasable && (
        <AddToBag product={product} option={defaultOption(product)} className="mt-2" compact />
      )}
      {quickView && (
        <>
          <button
            type="button"
            onClick={() => setOpen(true)}
            aria-haspopup="dialog"
            aria-label={t('product.quick_view_of', { name })}
            className="btn-ghost mt-2 self-start border border-line text-xs"
          >
            {t('product.quick_view')}
          </button>
          {open && (
            <Suspense fallback={null}>
              <QuickView product={product} open={open} onOpenChange={setOpen} />
            </Suspense>
          )}
        </>
      )}
    </article>
  );
}
