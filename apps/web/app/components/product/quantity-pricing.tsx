import { useI18n } from '../../i18n/i18n.tsx';
import { money } from '../../lib/format.ts';
import type { ProductOption } from '../../lib/product-view.ts';

/**
 * Multi-quantity pricing (2.9-04, 6-05): the server's rows for this shopper's groups and currency (core prices
 * them exactly as the bag will), from one unit up, each with the price per unit and the saving against one.
 */
export function QuantityPricing({ option }: { option: ProductOption }) {
  const { t, locale } = useI18n();
  const d = option.display;
  if (!d.purchasable || d.tiers.length === 0) return null;
  const cell = 'py-2 text-right tabular-nums';
  return (
    <section className="mt-6" aria-labelledby="tiers-title">
      <h2 id="tiers-title" className="text-sm font-medium">
        {t('product.quantity_pricing')}
      </h2>
      <table className="mt-2 w-full text-sm" aria-describedby="tiers-note">
        <thead>
          <tr className="border-b border-line text-muted">
            <th scope="col" className="py-2 text-left font-normal">
              {t('pdp.tiers_quantity')}
            </th>
            <th scope="col" className="py-2 text-right font-normal">
              {t('pdp.tiers_each')}
            </th>
            <th scope="col" className="py-2 text-right font-normal">
              {t('pdp.tiers_saving')}
            </th>
          </tr>
        </thead>
        <tbody>
          <tr className="border-b border-line">
            <th scope="row" className="py-2 text-left font-normal">
              1
            </th>
            <td className={cell}>{money(d.price, d.currency, locale)}</td>
            <td className={`${cell} text-muted`}>–</td>
          </tr>
          {d.tiers.map((tier) => (
            <tr key={tier.qty} className="border-b border-line">
              <th scope="row" className="py-2 text-left font-normal">
                {t('product.qty_or_more', { qty: tier.qty })}
              </th>
              <td className={cell}>{money(tier.unit_price, d.currency, locale)}</td>
              <td className={`${cell} text-success`}>
                {t('pdp.tiers_saving_value', {
                  amount: money(tier.saving, d.currency, locale),
                  percent: tier.saving_percent,
                })}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p id="tiers-note" className="mt-2 text-xs text-muted">
        {t('pdp.tiers_note')}
      </p>
    </section>
  );
}
