// The SUBSCRIPTION account view (2.12-10): each subscription with its status, next renewal and delivery dates,
// price, the actions allowed now (greyed with the reason when a window has closed), and its renewal history.
import { Form } from 'react-router';
import { isErrorCode, type Locale } from '@shop/core';
import { useI18n, type MessageKey } from '../../i18n/i18n.tsx';
import { intlLocale, money } from '../../lib/format.ts';
import { errorMessage } from '../../lib/error-message.ts';
import type {
  SubscriptionActionResult,
  SubscriptionOut,
  SubscriptionViewData,
} from '../../routes/account/subscription.server.ts';

const DAY_MS = 86_400_000;
const date = (iso: string, locale: Locale) =>
  new Intl.DateTimeFormat(intlLocale(locale), {
    timeZone: 'Asia/Hong_Kong',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date(iso));

/** A reason code from the API (or core) as the member reads it. */
function useWhy() {
  const { t } = useI18n();
  return (code: string | null | undefined) => {
    if (!code) return '';
    const key = `subs.why_${code}` as MessageKey;
    const text = t(key);
    // a code without the view's own words: the shop's message for it
    return text === key ? errorMessage({ code: isErrorCode(code) ? code : undefined }, t) : text;
  };
}

export function SuspendedBanner({ subscriptions }: { subscriptions: Pick<SubscriptionOut, 'status'>[] }) {
  const { t } = useI18n();
  if (!subscriptions.some((s) => s.status === 'suspended')) return null;
  return (
    <div role="alert" className="rounded-lg border border-red-300 bg-red-50 p-4 text-sm text-red-900">
      {t('subs.suspended_banner')}
    </div>
  );
}

export function SubscriptionView({
  data,
  result,
}: {
  data: SubscriptionViewData & { subscriptions: (SubscriptionOut & { price?: number | null })[] };
  result?: SubscriptionActionResult;
}) {
  const { t } = useI18n();
  const why = useWhy();
  return (
    <section aria-labelledby="subs-title" className="flex flex-col gap-6">
      <h2 id="subs-title" className="font-serif text-2xl">
        {t('subs.title')}
      </h2>
      <SuspendedBanner subscriptions={data.subscriptions} />
      {result?.ok && result.done && (
        <p role="status" className="text-sm text-green-800">
          {t(`subs.${result.done}` as MessageKey)}
        </p>
      )}
      {result && !result.ok && (
        <p role="alert" className="text-sm text-red-700">
          {why(result.error) || t('auth.try_again')}
        </p>
      )}
      {data.subscriptions.length === 0 && <p className="text-muted">{t('subs.empty')}</p>}
      {data.subscriptions.map((s) => (
        <SubscriptionCard
          key={s._id}
          s={s}
          setupRef={data.setup?.id === s._id ? data.setup.setup_ref : null}
        />
      ))}
    </section>
  );
}

function SubscriptionCard({
  s,
  setupRef,
}: {
  s: SubscriptionOut & { price?: number | null };
  setupRef: string | null;
}) {
  const { t, locale } = useI18n();
  const why = useWhy();
  const renewal = s.next_attempt_at ?? s.next_renewal_at;
  const deliveryFrom = date(renewal, locale);
  const deliveryTo = date(new Date(new Date(renewal).getTime() + 2 * DAY_MS).toISOString(), locale);
  const closed = s.allowed.change;
  const hidden = <input type="hidden" name="id" value={s._id} />;
  return (
    <article aria-label={s.sku} className="rounded-xl border border-line p-5">
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="text-lg font-medium">{s.sku}</h3>
        <span className="text-sm">{t(`subs.status_${s.status}` as MessageKey)}</span>
      </header>
      <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-muted">{t('subs.interval')}</dt>
          <dd>{t('subs.every', { n: s.interval_months })}</dd>
        </div>
        {s.status !== 'cancelled' && (
          <>
            <div>
              <dt className="text-muted">{t('subs.next_renewal')}</dt>
              <dd>{date(renewal, locale)}</dd>
            </div>
            <div>
              <dt className="text-muted">{t('subs.next_delivery')}</dt>
              <dd>
                {deliveryFrom} – {deliveryTo}
              </dd>
            </div>
          </>
        )}
        {s.price != null && (
          <div>
            <dt className="text-muted">{t('subs.price')}</dt>
            <dd>{money(s.price, s.currency, locale)}</dd>
          </div>
        )}
        <div>
          <dt className="text-muted">{t('subs.quantity')}</dt>
          <dd>{s.quantity}</dd>
        </div>
        <div>
          <dt className="text-muted">{t('subs.periods_paid')}</dt>
          <dd>{s.periods_paid}</dd>
        </div>
        {s.payment_method && (
          <div>
            <dt className="text-muted">{t('subs.card')}</dt>
            <dd>{s.payment_method}</dd>
          </div>
        )}
      </dl>

      {s.status === 'active' && (
        <Form method="post" className="mt-5 flex flex-wrap items-end gap-3">
          {hidden}
          <label className="flex flex-col gap-1 text-sm">
            {t('subs.interval')}
            <select
              name="interval_months"
              defaultValue={s.interval_months}
              disabled={!!closed}
              className="min-h-11 rounded-lg border border-line bg-surface px-3"
            >
              {[1, 2, 3, 4, 5, 6].map((n) => (
                <option key={n} value={n}>
                  {t('subs.every', { n })}
                </option>
              ))}
            </select>
          </label>
          <label className="flex flex-col gap-1 text-sm">
            {t('subs.quantity')}
            <input
              name="quantity"
              type="number"
              min={1}
              max={99}
              defaultValue={s.quantity}
              disabled={!!closed}
              className="min-h-11 w-24 rounded-lg border border-line bg-surface px-3"
            />
          </label>
          <button
            type="submit"
            name="intent"
            value="subscription:change"
            disabled={!!closed}
            className="btn-primary disabled:opacity-50"
          >
            {t('subs.save_changes')}
          </button>
          <button
            type="submit"
            name="intent"
            value="subscription:skip"
            disabled={!!closed}
            className="btn-ghost border border-line disabled:opacity-50"
          >
            {t('subs.skip')}
          </button>
          {closed && <p className="w-full text-xs text-muted">{why(closed)}</p>}
        </Form>
      )}

      {s.status !== 'cancelled' && (
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <Form method="post">
            {hidden}
            <button
              type="submit"
              name="intent"
              value="subscription:cancel"
              disabled={!!s.allowed.cancel}
              className="btn-ghost border border-line disabled:opacity-50"
            >
              {t('subs.cancel')}
            </button>
          </Form>
          {s.allowed.cancel && <p className="text-xs text-muted">{why(s.allowed.cancel)}</p>}
          <Form method="post">
            {hidden}
            <button
              type="submit"
              name="intent"
              value="subscription:card-start"
              className="btn-ghost border border-line disabled:opacity-50"
            >
              {t('subs.update_card')}
            </button>
          </Form>
          {s.status === 'suspended' && (
            <Form method="post">
              {hidden}
              <button
                type="submit"
                name="intent"
                value="subscription:reactivate"
                disabled={!!s.allowed.reactivate}
                className="btn-primary disabled:opacity-50"
              >
                {t('subs.reactivate')}
              </button>
            </Form>
          )}
        </div>
      )}

      {setupRef && (
        <Form method="post" className="mt-4 flex flex-wrap items-end gap-3 rounded-lg bg-surface-2 p-4">
          {hidden}
          <input type="hidden" name="setup_ref" value={setupRef} />
          <label className="flex flex-col gap-1 text-sm">
            {t('subs.card_number')}
            <input
              name="card_number"
              inputMode="numeric"
              autoComplete="cc-number"
              required
              className="min-h-11 rounded-lg border border-line bg-surface px-3"
            />
          </label>
          <button
            type="submit"
            name="intent"
            value="subscription:card-save"
            className="btn-primary disabled:opacity-50"
          >
            {t('subs.update_card')}
          </button>
          <p className="w-full text-xs text-muted">{t('subs.sandbox_card_hint')}</p>
        </Form>
      )}

      <h4 className="mt-5 text-sm font-medium">{t('subs.history')}</h4>
      {s.renewal_orders.length === 0 ? (
        <p className="text-sm text-muted">{t('subs.history_empty')}</p>
      ) : (
        <ul className="mt-2 divide-y divide-line text-sm">
          {s.renewal_orders.map((r) => (
            <li key={r.period} className="flex justify-between gap-3 py-2">
              <span>
                {r.number ?? '—'} · {date(r.created_at, locale)}
              </span>
              <span>
                {r.total != null ? money(r.total, s.currency, locale) : ''} ·{' '}
                {t(`subs.renewal_${r.status}` as MessageKey)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
