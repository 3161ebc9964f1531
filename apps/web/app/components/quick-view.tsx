import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { localizePath } from '@shop/core';
import { useI18n } from '../i18n/i18n.tsx';
import { localizedName, money } from '../lib/format.ts';
import { IMAGE_SIZES } from '../lib/image-sizes.ts';
import {
  defaultOption,
  galleryOf,
  optionName,
  singleOptions,
  type CardProduct,
} from '../lib/product-view.ts';
import { Picture } from './picture.tsx';
import { AddToBag } from './add-to-bag.tsx';
import { ReviewSummary } from './product/stars.tsx';

/**
 * Quick view / special-offer popup (2.8-01): images, name, editor comment, a variant dropdown (disabled with one
 * option), add-to-bag with price, and an optional embedded social post. A modal on desktop, a sheet on mobile.
 */
export function QuickView({
  product,
  open,
  onOpenChange,
}: {
  product: CardProduct;
  open: boolean;
  onOpenChange: (o: boolean) => void;
}) {
  const { t, locale } = useI18n();
  const options = singleOptions(product);
  const [sku, setSku] = useState(() => defaultOption(product)?.sub_sku ?? '');
  const option = options.find((o) => o.sub_sku === sku) ?? options[0];
  const name = localizedName(product.name, locale);
  // the card carries its first pictures: they stand for the whole list here
  const images = galleryOf({
    ...product,
    product_thumbnail: product.images?.map((i) => i.src) ?? [],
  }).filter((d) => d.type === 'image');
  const editor = product.editor_comment
    ? locale === 'en'
      ? product.editor_comment._en
      : locale === 'cn'
        ? product.editor_comment._cn
        : product.editor_comment._zh
    : '';
  // the review summary (2.8-02), fetched when the popup opens; a failure shows nothing (8-09)
  const [summary, setSummary] = useState<{ average: number | null; count: number } | null>(null);
  useEffect(() => {
    if (!open || summary) return;
    let live = true;
    fetch(`/api/v1/product/comment/${encodeURIComponent(product._id)}`)
      .then((r) => (r.ok ? r.json() : null))
      .then((b: { average: number | null; count: number } | null) => {
        if (live && b) setSummary({ average: b.average, count: b.count });
      })
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [open, product._id, summary]);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed z-50 grid max-h-[90vh] gap-6 overflow-y-auto bg-bg p-6 shadow-2xl outline-none md:grid-cols-2
            left-1/2 top-1/2 w-[min(56rem,94vw)] -translate-x-1/2 -translate-y-1/2 rounded-xl
            max-md:inset-x-0 max-md:bottom-0 max-md:top-auto max-md:w-full max-md:translate-x-0 max-md:translate-y-0 max-md:rounded-b-none"
        >
          <div className="grid grid-cols-2 gap-2">
            {images.slice(0, 4).map((img, i) => (
              <Picture
                key={img.src}
                image={img.image}
                src={img.src}
                sizes={i === 0 ? IMAGE_SIZES.quickViewMain : IMAGE_SIZES.quickViewSmall}
                alt={name}
                decorative={i > 0}
                locale={locale}
                width={400}
                height={400}
                eager
                className={`aspect-square h-auto w-full rounded-sm bg-surface-2 object-cover ${i === 0 ? 'col-span-2' : ''}`}
              />
            ))}
          </div>
          <div className="flex flex-col gap-4">
            <p className="eyebrow">{localizedName(product.brand_name, locale)}</p>
            <Dialog.Title className="font-serif text-3xl">{name}</Dialog.Title>
            {summary && <ReviewSummary average={summary.average} count={summary.count} />}
            {editor && <p className="text-sm text-muted">{editor}</p>}
            <label className="grid gap-1 text-sm">
              {t('product.variant')}
              <select
                value={option?.sub_sku}
                onChange={(e) => setSku(e.target.value)}
                disabled={options.length <= 1}
                className="min-h-11 rounded-full border border-line bg-surface px-4 disabled:opacity-70"
              >
                {options.map((o) => (
                  <option key={o.sub_sku} value={o.sub_sku}>
                    {optionName(o, locale)} — {money(o.display.price, o.display.currency, locale)}
                  </option>
                ))}
              </select>
            </label>
            <AddToBag product={product} option={option} onAdded={() => onOpenChange(false)} />
            <Link
              to={localizePath(product.path, locale)}
              className="inline-flex min-h-11 items-center self-start text-sm underline"
              onClick={() => onOpenChange(false)}
            >
              {t('product.view_details')}
            </Link>
            {product.ig_link && (
              <a
                href={product.ig_link}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex min-h-11 items-center self-start text-sm underline"
              >
                Instagram<span className="sr-only"> {t('footer.opens_new_tab')}</span>
              </a>
            )}
          </div>
          <Dialog.Close className="btn-ghost absolute right-3 top-3" aria-label={t('nav.close')}>
            <svg
              width="20"
              height="20"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.5"
              aria-hidden="true"
            >
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
