// The product page's gallery (2.9-01): the main picture at its column's width, fetched first (the page's largest
// paint), and a row of 64 px choices loaded lazily; a video plays in the main box.
import { useState } from 'react';
import type { ProductOut } from '@shop/core/contract/product';
import { useI18n } from '../../i18n/i18n.tsx';
import { IMAGE_SIZES } from '../../lib/image-sizes.ts';
import { galleryOf } from '../../lib/product-view.ts';
import { Picture } from '../picture.tsx';

export function Gallery({
  product,
  name,
}: {
  product: Pick<ProductOut, 'images' | 'product_thumbnail' | 'thumbnail' | 'detail'>;
  name: string;
}) {
  const { t, locale } = useI18n();
  const [index, setIndex] = useState(0);
  // staff's pictures first (uploads with their variants, drawn art), then drawn detail views and videos (2.9-01)
  const media = galleryOf(product);
  const current = media[index] ?? media[0];
  return (
    <section className="md:col-span-7" aria-label={t('product.gallery')}>
      <div className="aspect-square overflow-hidden rounded-sm bg-surface-2">
        {current?.type === 'video' && current.video ? (
          <video
            src={current.video}
            poster={current.src}
            controls
            playsInline
            className="h-full w-full object-cover"
          />
        ) : (
          // the page's largest paint: fetched first (the first picture is what the server renders)
          <Picture
            key={current?.src}
            image={current?.image}
            src={current?.src ?? product.thumbnail}
            sizes={IMAGE_SIZES.gallery}
            alt={name}
            locale={locale}
            width={800}
            height={800}
            priority
            className="h-full w-full object-cover"
          />
        )}
      </div>
      {media.length > 1 && (
        <ul className="mt-3 flex flex-wrap gap-2">
          {media.map((m, i) => (
            <li key={`${m.src}-${i}`}>
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-pressed={i === index}
                aria-label={t('product.show_image', { n: i + 1 })}
                className={`block h-16 w-16 overflow-hidden rounded-sm border-2 ${i === index ? 'border-accent' : 'border-transparent'}`}
              >
                <Picture
                  image={m.image}
                  src={m.src}
                  sizes={IMAGE_SIZES.galleryThumb}
                  alt=""
                  decorative
                  locale={locale}
                  width={64}
                  height={64}
                  className="h-full w-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
