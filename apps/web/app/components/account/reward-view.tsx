// /account?view=REWARD (1-12, 2.12-11): the member's rewards with their expiry, what earns the next one, gift codes.
import { Form, useActionData, useNavigation } from 'react-router';
import type { MessageKey } from '../../i18n/messages.en.ts';
import { useI18n } from '../../i18n/i18n.tsx';
import { localizedName, money } from '../../lib/format.ts';
import { SHOP_TIME_ZONE } from '@shop/core';
import type { ViewResult } from '../../routes/account/wallet.server.ts';
import type { RewardRow } from '../../routes/account/reward.server.ts';
import { FIELD } from './wallet-view.tsx';

export function RewardView({ data }: { data: { rewards: RewardRow[] } }) {
  const { t, locale } = useI18n();
  const result = useActionData<ViewResult>();
  const busy = useNavigation().state === 'submitting';
  const date = (iso: string) =>
    new Date(iso).toLocaleDateString(locale === 'en' ? 'en-GB' : 'zh-HK', { timeZone: SHOP_TIME_ZONE });
  const done = result?.ok ? result.done : undefined;
  return (
    <section aria-labelledby="reward-title" className="space-y-6">
      <h2 id="reward-title" className="font-serif text-3xl">
        {t('wallet.rewards_title')}
      </h2>
      <p className="text-muted">{t('wallet.rewards_next')}</p>
      {data.rewards.length === 0 ? (
        <p>{t('wallet.rewards_empty')}</p>
      ) : (
        <ul className="grid gap-3">
          {data.rewards.map((r) => (
            <li
              key={r._id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-line p-4"
            >
              <div>
                <p className="font-medium">{localizedName(r.name, locale)}</p>
                <p className="text-sm text-muted">
                  {r.kind === 'cash'
                    ? t('wallet.reward_cash', { amount: money(r.amount_hkd, 'HKD', locale) })
                    : t('wallet.reward_gift')}
                  {' · '}
                  {t('wallet.reward_expires', { date: date(r.expires_at) })}
                </p>
              </div>
              <span className="rounded-full border border-line px-3 py-1 text-sm">
                {t(`wallet.reward_status_${r.status}` as MessageKey)}
              </span>
            </li>
          ))}
        </ul>
      )}
      <Form method="post" className="space-y-3 rounded-xl border border-line p-4">
        <h3 className="text-lg font-semibold">{t('wallet.giftcode_title')}</h3>
        <input type="hidden" name="intent" value="reward:giftcode" />
        <label className="grid gap-1 text-sm">
          {t('wallet.giftcode_label')}
          <input
            name="code"
            required
            autoComplete="off"
            className={FIELD}
            aria-invalid={result?.field === 'code' || undefined}
          />
        </label>
        {result && !result.ok && result.error && (
          <p role="alert" className="text-sm text-danger">
            {t(result.error as MessageKey)}
          </p>
        )}
        {done && (
          <p role="status" className="text-sm">
            {done.kind === 'cash'
              ? t('wallet.giftcode_done_cash', {
                  amount: money(Number(done.amount), String(done.currency), locale),
                })
              : t('wallet.giftcode_done_reward')}
          </p>
        )}
        <button type="submit" className="btn-primary" disabled={busy}>
          {t('wallet.giftcode_submit')}
        </button>
      </Form>
    </section>
  );
}
