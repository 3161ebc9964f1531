// The order's lines and totals, as the shopper was charged.
import { useAdminT } from '../../../lib/admin-i18n.tsx';
import { Card } from '../ui.tsx';
import type { Localized, OrderDetail } from './order-types.ts';

export function OrderItems({
  o,
  money,
  name,
}: {
  o: OrderDetail;
  money: (n: number) => string;
  name: (n: Localized) => string;
}) {
  const t = useAdminT();
  return (
    <Card title={t('admin.order.items')}>
      <div className="overflow-x-auto">
        <table className="w-full min-w-[480px] text-sm">
          <thead className="text-left text-muted">
            <tr>
              <th scope="col" className="py-1 font-normal">
                {t('admin.order.item')}
              </th>
              <th scope="col" className="py-1 text-right font-normal">
                {t('admin.order.quantity')}
              </th>
              <th scope="col" className="py-1 text-right font-normal">
                {t('admin.order.unit_price')}
              </th>
              <th scope="col" className="py-1 text-right font-normal">
                {t('admin.order.line_total')}
              </th>
            </tr>
          </thead>
          <tbody>
            {o.items.map((i) => (
              <tr key={i.sub_sku} className="border-t border-line align-top">
                <td className="py-2">
                  {name(i.name)} · {name(i.option_name)}
                  <span className="block text-muted">{i.sub_sku}</span>
                  {i.stock !== null && (
                    <span className="block text-muted">{t('admin.order.in_stock', { count: i.stock })}</span>
                  )}
                  {i.restocked_quantity > 0 && (
                    <span className="block text-muted">
                      {t('admin.order.restocked', { count: i.restocked_quantity })}
                    </span>
                  )}
                </td>
                <td className="py-2 text-right">{i.quantity}</td>
                <td className="py-2 text-right">{money(i.unit_price)}</td>
                <td className="py-2 text-right">{money(i.line_total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-1 text-sm sm:max-w-sm sm:justify-self-end">
        <Row label={t('admin.order.subtotal')} value={money(o.subtotal)} />
        {o.discount > 0 && (
          <Row
            label={`${t('admin.order.discount')}${o.coupon_code ? ` (${o.coupon_code})` : ''}`}
            value={`−${money(o.discount)}`}
          />
        )}
        {o.gift_wrap_fee > 0 && <Row label={t('admin.order.gift_wrap')} value={money(o.gift_wrap_fee)} />}
        <Row label={t('admin.order.delivery_fee')} value={money(o.delivery_fee)} />
        <Row label={t('admin.orders.total')} value={money(o.total)} strong />
        <Row label={t('admin.order.paid')} value={money(o.paid_amount)} />
        {o.refunded_amount > 0 && (
          <Row label={t('admin.order.refunded_total')} value={`−${money(o.refunded_amount)}`} />
        )}
        <Row label={t('admin.order.refundable')} value={money(o.refundable)} />
      </dl>
    </Card>
  );
}

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <>
      <dt className={strong ? 'font-medium' : 'text-muted'}>{label}</dt>
      <dd className={`text-right ${strong ? 'font-medium' : ''}`}>{value}</dd>
    </>
  );
}
