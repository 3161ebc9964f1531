import type { TimelineStep } from '../../routes/account/orders.server.ts';
import { useI18n, type MessageKey } from '../../i18n/i18n.tsx';
import { money } from '../../lib/format.ts';
import { formatDateTime } from '../checkout/order-bits.tsx';

const STEP_KEYS: Record<TimelineStep['kind'], MessageKey> = {
  placed: 'account.timeline.placed',
  paid: 'order.status.paid',
  packed: 'order.status.packed',
  shipped: 'order.status.shipped',
  delivered: 'order.status.delivered',
  cancelled: 'order.status.cancelled',
  expired: 'order.status.expired',
  refunded: 'order.status.refunded',
};

/** An order's history as the shopper sees it: each step, when, the carrier's tracking link, refunds in money. */
export function OrderTimeline({ steps, currency }: { steps: TimelineStep[]; currency: string }) {
  const { t, locale } = useI18n();
  return (
    <ol className="grid gap-3 border-l border-line pl-4">
      {steps.map((s, i) => (
        <li key={`${s.kind}-${i}`} className="grid gap-1 text-sm">
          <span className="font-medium">{t(STEP_KEYS[s.kind])}</span>
          <span className="text-muted">{formatDateTime(s.at)}</span>
          {s.kind === 'shipped' && s.carrier && (
            <span>
              {s.carrier}
              {s.tracking_number ? ` · ${s.tracking_number}` : ''}
            </span>
          )}
          {s.kind === 'shipped' && s.tracking_url && /^https:\/\//i.test(s.tracking_url) && (
            <a
              href={s.tracking_url}
              target="_blank"
              rel="noopener noreferrer"
              className="justify-self-start underline underline-offset-4"
            >
              {t('order.track_parcel')}
            </a>
          )}
          {s.kind === 'refunded' && s.amount !== undefined && (
            <span>{money(s.amount, s.currency ?? currency, locale)}</span>
          )}
        </li>
      ))}
    </ol>
  );
}
