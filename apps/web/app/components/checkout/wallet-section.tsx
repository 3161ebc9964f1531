// Rewards and cash dollar at checkout (2.12-04): the member's cash dollars, one reward and a referral code. The server recomputes every
// amount; the summary shows its numbers.
import { useI18n } from '../../i18n/i18n.tsx';
import { localizedName, money } from '../../lib/format.ts';
import type { Quote } from './types.ts';

const FIELD = 'min-h-11 w-full rounded-lg border border-line bg-bg px-3 text-base';

export function WalletSection({
  quote,
  rewards,
  error,
  onCommit,
}: {
  quote: Quote | null;
  rewards: readonly { _id: string; name: { eng: string; chi: string; cn: string } }[];
  error: (field: string) => string | undefined;
  /** the section's values as one key: the page re-prices the summary when it changes */
  onCommit: (key: string) => void;
}) {
  const { t, locale } = useI18n();
  const balance = quote?.wallet_balance ?? 0;
  const cashError = error('cash_dollars');
  const rewardError = error('redeem_items') ?? error('redeem_item');
  const referralError = error('referral_code');
  const commit = (e: { currentTarget: HTMLElement }) => {
    const form = (e.currentTarget as HTMLInputElement).form;
    if (!form) return;
    const v = (n: string) => String(new FormData(form).get(n) ?? '').trim();
    onCommit([v('cash_dollars'), v('redeem_item'), v('referral_code')].join('|'));
  };
  return (
    <fieldset className="grid gap-4">
      <legend className="mb-2 font-serif text-2xl">{t('wallet.title')}</legend>
      <label className="grid gap-1 text-sm">
        {t('wallet.checkout_cash')}
        <span className="flex gap-2">
          <input
            id="co-cash_dollars"
            name="cash_dollars"
            inputMode="decimal"
            autoComplete="off"
            className={FIELD}
            onBlur={commit}
            aria-invalid={!!cashError || undefined}
            aria-describedby="co-cash-hint"
          />
          <button type="button" className="btn-ghost shrink-0 border border-line px-5" onClick={commit}>
            {t('wallet.apply')}
          </button>
        </span>
        <span id="co-cash-hint" className="text-xs text-muted">
          {cashError ??
            t('wallet.checkout_cash_hint', { amount: money(balance, quote?.currency ?? 'HKD', locale) })}
        </span>
      </label>
      {rewards.length > 0 && (
        <label className="grid gap-1 text-sm">
          {t('wallet.checkout_reward')}
          <select
            id="co-redeem_item"
            name="redeem_item"
            className={FIELD}
            onChange={commit}
            aria-invalid={!!rewardError || undefined}
          >
            <option value="">{t('wallet.checkout_no_reward')}</option>
            {rewards.map((r) => (
              <option key={r._id} value={r._id}>
                {localizedName(r.name, locale)}
              </option>
            ))}
          </select>
          {rewardError && <span className="text-xs text-danger">{rewardError}</span>}
        </label>
      )}
      <label className="grid gap-1 text-sm">
        {t('wallet.checkout_referral_code')}
        <input
          id="co-referral_code"
          name="referral_code"
          autoComplete="off"
          autoCapitalize="characters"
          className={FIELD}
          onBlur={commit}
          aria-invalid={!!referralError || undefined}
        />
        {referralError && <span className="text-xs text-danger">{referralError}</span>}
      </label>
    </fieldset>
  );
}
