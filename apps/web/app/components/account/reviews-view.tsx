// The REVIEWS account view (2.12-12): my reviews, each with its status, the reason when not published and the
// shop's reply. Text is rendered as text (React escapes it).
import { useI18n } from '../../i18n/i18n.tsx';
import { localizedName } from '../../lib/format.ts';
import { Stars } from '../product/stars.tsx';
import type { ReviewsViewData } from '../../routes/account/reviews.server.ts';

export function ReviewsView({ data }: { data: ReviewsViewData }) {
  const { t, locale } = useI18n();
  return (
    <div>
      <h2 className="font-serif text-2xl">{t('review.mine_title')}</h2>
      {data.items.length === 0 ? (
        <p className="mt-4 text-muted">{t('review.mine_none')}</p>
      ) : (
        <ul className="mt-4 divide-y divide-line">
          {data.items.map((r) => (
            <li key={r._id} className="py-4">
              <div className="flex flex-wrap items-center gap-2 text-sm">
                <span className="font-medium">{localizedName(r.product_name, locale)}</span>
                <Stars rating={r.rating} label={t('review.stars', { n: r.rating })} />
                <span className="rounded-full bg-surface-2 px-2 py-0.5 text-xs">
                  {t(`review.status.${r.status}`)}
                </span>
              </div>
              {r.title && <h3 className="mt-2 font-medium">{r.title}</h3>}
              <p className="mt-1 whitespace-pre-line">{r.content}</p>
              {r.status === 'rejected' && r.reason && (
                <p className="mt-2 text-sm">
                  {t('review.reason')}: {r.reason}
                </p>
              )}
              {r.shop_reply && (
                <div className="mt-2 rounded bg-surface-2 p-3 text-sm">
                  <p className="font-medium">{t('review.shop_reply')}</p>
                  <p className="mt-1 whitespace-pre-line">{r.shop_reply}</p>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
