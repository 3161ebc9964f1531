import { formatCutOff, formatDateDMY, OFFICE_HOURS, optionShippingEstimate, shopDate } from '@shop/core';
import { useI18n } from '../../i18n/i18n.tsx';
import type { ProductOption } from '../../lib/product-view.ts';

/**
 * Estimated shipping text (2.9-06, 9-34): ships within 48 hours or on the pre-order date, the delivery window the
 * bag will show (ship date to +2 days, DD/MM/YYYY), the order-by date (DD/MM) while it is ahead, and the care
 * team's office hours. Dates are Hong Kong dates, the same on the server and in the browser.
 */
export function ShippingEstimate({ option, now = new Date() }: { option: ProductOption; now?: Date }) {
  const { t } = useI18n();
  const e = optionShippingEstimate(option, shopDate(now));
  return (
    <section className="mt-4 rounded-lg border border-line p-4 text-sm" aria-label={t('pdp.shipping')}>
      <p className="font-medium">
        {e.preOrder
          ? t('product.pre_order_eta', { date: formatDateDMY(e.shipDate) })
          : t('product.ships_48h')}
        {e.cutOff && <> · {t('product.cut_off', { date: formatCutOff(e.cutOff) })}</>}
      </p>
      <p className="mt-1">
        {t('pdp.delivery', { from: formatDateDMY(e.delivery.from), to: formatDateDMY(e.delivery.to) })}
      </p>
      <p className="mt-2 text-muted">{t('pdp.care_hours')}</p>
      <dl className="text-muted">
        {OFFICE_HOURS.map((h) => (
          <div key={h.days}>
            <dt className="inline">{t(`hours.${h.days}`)}: </dt>
            <dd className="inline tabular-nums">
              {h.open}–{h.close}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
