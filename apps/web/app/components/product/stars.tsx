import { useI18n } from '../../i18n/i18n.tsx';

export function Stars({ rating, label }: { rating: number; label: string }) {
  const full = Math.round(rating);
  return (
    <span role="img" aria-label={label} className="text-accent">
      {'★'.repeat(full)}
      <span className="text-line">{'★'.repeat(5 - full)}</span>
    </span>
  );
}

/** The average and count: the product page's head and the quick view (2.8-02). */
export function ReviewSummary({ average, count }: { average: number | null; count: number }) {
  const { t } = useI18n();
  if (!count || average === null) return <p className="text-sm text-muted">{t('review.none')}</p>;
  return (
    <p className="flex items-center gap-2 text-sm">
      <Stars rating={average} label={t('review.stars', { n: average.toFixed(1) })} />
      <span>{t('review.summary', { average: average.toFixed(1), count })}</span>
    </p>
  );
}
