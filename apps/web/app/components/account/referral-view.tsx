// /account?view=REFERRAL (1-11, 2.12-11): the member's code and link (copy, share), friends joined, earned and pending.
import { useEffect, useState } from 'react';
import { useI18n } from '../../i18n/i18n.tsx';
import { money } from '../../lib/format.ts';
import type { ReferralData } from '../../routes/account/referral.server.ts';

export function ReferralView({ data }: { data: ReferralData }) {
  const { t, locale } = useI18n();
  const [copied, setCopied] = useState(false);
  const [canShare, setCanShare] = useState(false);
  // navigator.share exists only in some browsers: the button appears once the page knows
  useEffect(() => setCanShare(typeof navigator.share === 'function'), []);
  const amounts = (rows: ReferralData['earned']) =>
    rows.length ? rows.map((r) => money(r.amount, r.currency, locale)).join(' · ') : t('wallet.none');
  return (
    <section aria-labelledby="referral-title" className="space-y-6">
      <h2 id="referral-title" className="font-serif text-3xl">
        {t('wallet.referral_title')}
      </h2>
      <p className="text-muted">{t('wallet.referral_intro')}</p>
      <dl className="grid gap-4 sm:grid-cols-2">
        <div>
          <dt className="text-sm text-muted">{t('wallet.referral_code')}</dt>
          <dd className="font-mono text-2xl tracking-widest">{data.code}</dd>
        </div>
        <div className="min-w-0">
          <dt className="text-sm text-muted">{t('wallet.referral_link')}</dt>
          <dd className="break-all">{data.link}</dd>
        </div>
      </dl>
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          className="btn-primary"
          onClick={() => {
            void navigator.clipboard?.writeText(data.link).then(() => setCopied(true));
          }}
        >
          {t('wallet.copy')}
        </button>
        {canShare && (
          <button
            type="button"
            className="btn-ghost border border-line"
            onClick={() => {
              void navigator.share({ title: t('wallet.share_text'), url: data.link }).catch(() => undefined);
            }}
          >
            {t('wallet.share')}
          </button>
        )}
        <span role="status" className="self-center text-sm">
          {copied ? t('wallet.copied') : ''}
        </span>
      </div>
      <dl className="grid gap-4 sm:grid-cols-3">
        <div className="rounded-xl border border-line p-4">
          <dt className="text-sm text-muted">{t('wallet.friends_joined')}</dt>
          <dd className="text-2xl tabular-nums">{data.friends_joined}</dd>
        </div>
        <div className="rounded-xl border border-line p-4">
          <dt className="text-sm text-muted">{t('wallet.earned')}</dt>
          <dd className="text-xl tabular-nums">{amounts(data.earned)}</dd>
        </div>
        <div className="rounded-xl border border-line p-4">
          <dt className="text-sm text-muted">{t('wallet.pending')}</dt>
          <dd className="text-xl tabular-nums">{amounts(data.pending)}</dd>
        </div>
      </dl>
      <p className="text-sm text-muted">{t('wallet.pending_note')}</p>
    </section>
  );
}
