import { Link } from 'react-router';
import { localizePath, RECENTLY_VIEWED_VISIBLE } from '@shop/core';
import { useI18n } from '../../i18n/i18n.tsx';
import { localizedName } from '../../lib/format.ts';
import { IMAGE_SIZES } from '../../lib/image-sizes.ts';
import { Picture } from '../picture.tsx';
import type { HistoryItem } from '../../lib/recently-viewed.ts';
import { Slider } from '../slider.tsx';

/** Recently viewed (2.9-11, 9-17): at most 4 other products from this browser's history, 2 in view at a time. */
export function RecentlyViewed({ items }: { items: HistoryItem[] }) {
  const { t, locale } = useI18n();
  if (items.length === 0) return null;
  return (
    <section className="mt-16" aria-labelledby="recent-title">
      <h2 id="recent-title" className="font-serif text-2xl">
        {t('product.recently_viewed')}
      </h2>
      <div className="mt-6 md:max-w-3xl">
        <Slider label={t('product.recently_viewed')} perView={RECENTLY_VIEWED_VISIBLE}>
          {items.map((r) => (
            <Link key={r._id} to={localizePath(r.path, locale)} className="block">
              <Picture
                src={r.thumbnail}
                sizes={IMAGE_SIZES.recentlyViewed}
                alt=""
                decorative
                locale={locale}
                width={400}
                height={400}
                className="aspect-square w-full rounded-sm bg-surface-2 object-cover"
              />
              <span className="mt-2 block text-sm">{localizedName(r.name, locale)}</span>
            </Link>
          ))}
        </Slider>
      </div>
    </section>
  );
}
