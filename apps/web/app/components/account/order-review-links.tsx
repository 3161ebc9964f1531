import { Link } from 'react-router';
import { localizePath } from '@shop/core';
import { useI18n } from '../../i18n/i18n.tsx';
import { localizedName } from '../../lib/format.ts';
import type { OrderReviewLink } from '../../routes/account/order-reviews.server.ts';

/** On a paid order: a "write a review" entry per line not reviewed yet, to the product page’s form (2.10-02). */
export function OrderReviewLinks({ links }: { links: OrderReviewLink[] }) {
  const { t, locale } = useI18n();
  if (!links.length) return null;
  return (
    <section
      aria-labelledby="acc-order-reviews"
      className="mt-4 grid gap-2 rounded-xl border border-line p-5"
    >
      <h3 id="acc-order-reviews" className="font-serif text-xl">
        {t('review.write')}
      </h3>
      <ul className="grid gap-1">
        {links.map((l) => {
          const [path, rest] = [l.to.slice(0, l.to.indexOf('?')), l.to.slice(l.to.indexOf('?'))];
          return (
            <li key={l.sub_sku}>
              <Link
                to={localizePath(path, locale) + rest}
                className="inline-flex min-h-11 items-center underline"
              >
                {t('review.write_for', { name: localizedName(l.name, locale) })}
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
