import { useI18n } from '../../i18n/i18n.tsx';
import { Check } from './choice-group.tsx';

/**
 * What a subscription commits to (2.12-02, 4-18): it renews every n months, can be changed until one day
 * before a renewal (the address until three days before shipping), and cancelled once two periods have passed.
 * The shopper ticks that they agree before the order is placed.
 */
export function SubscriptionTerms({
  intervals,
  error,
  checked,
  onChange,
}: {
  intervals: number[];
  error?: string;
  checked: boolean;
  onChange: (v: boolean) => void;
}) {
  const { t } = useI18n();
  const unique = [...new Set(intervals)].sort((a, b) => a - b);
  return (
    <section aria-labelledby="co-sub-title" className="rounded-xl border border-line bg-surface-2/60 p-5">
      <h2 id="co-sub-title" className="font-serif text-2xl">
        {t('checkout.subscription_title')}
      </h2>
      <ul className="mt-3 grid list-disc gap-1.5 pl-5 text-sm">
        {unique.length > 0 ? (
          unique.map((n) => <li key={n}>{t('checkout.subscription_renews', { count: n })}</li>)
        ) : (
          <li>{t('checkout.subscription_renews_generic')}</li>
        )}
        <li>{t('checkout.subscription_change')}</li>
        <li>{t('checkout.subscription_address')}</li>
        <li>{t('checkout.subscription_cancel')}</li>
        <li>{t('checkout.subscription_charge')}</li>
      </ul>
      <div className="mt-3">
        <Check
          id="co-accept_subscription_terms"
          name="accept_subscription_terms"
          checked={checked}
          onChange={onChange}
          label={t('checkout.subscription_accept')}
          invalid={!!error}
          describedBy={error ? 'co-accept_subscription_terms-error' : undefined}
        />
        {error && (
          <p id="co-accept_subscription_terms-error" className="text-sm text-danger">
            {error}
          </p>
        )}
      </div>
    </section>
  );
}
