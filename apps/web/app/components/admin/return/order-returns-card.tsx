// The admin order page's returns: each with its number, status and link to its page (/admin/returns/:id).
import { Link } from 'react-router';
import { formatMoney, type CurrencyCode } from '@shop/core';
import { useAdminLang, useAdminT } from '../../../lib/admin-i18n.tsx';
import { Card } from '../ui.tsx';
import type { OrderDetail } from '../order/order-types.ts';

export function OrderReturnsCard({ o }: { o: OrderDetail }) {
  const t = useAdminT();
  const lang = useAdminLang();
  if (o.returns.length === 0) return null;
  return (
    <Card title={t('admin.ret.order_returns')}>
      <ul className="grid gap-2 text-sm">
        {o.returns.map((r) => (
          <li key={r.id}>
            <Link className="underline" to={`/admin/returns/${encodeURIComponent(r.id)}`}>
              {r.number}
            </Link>{' '}
            · {t(`admin.ret.status.${r.status as 'requested'}`)}
            {r.refund_amount > 0 &&
              ` · ${t('admin.ret.refunded_amount', { amount: formatMoney(r.refund_amount, o.currency as CurrencyCode, lang) })}`}
          </li>
        ))}
      </ul>
    </Card>
  );
}
