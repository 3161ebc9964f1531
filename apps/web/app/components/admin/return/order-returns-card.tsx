// The admin order page's returns: each with its number, status and link to its page (/admin/returns/:id), and for
// staff who may open returns, a form to open one on the shopper's behalf (a call, a WhatsApp message).
import { useId } from 'react';
import { Form, Link } from 'react-router';
import { formatMoney, RETURN_REASONS, type CurrencyCode } from '@shop/core';
import { useAdminLang, useAdminStaff, useAdminT } from '../../../lib/admin-i18n.tsx';
import { ADMIN_BUTTON, ADMIN_INPUT, ADMIN_SELECT, AdminField, Card } from '../ui.tsx';
import type { Localized, OrderDetail } from '../order/order-types.ts';

export function OrderReturnsCard({ o }: { o: OrderDetail }) {
  const t = useAdminT();
  const lang = useAdminLang();
  const staff = useAdminStaff();
  const id = useId();
  const name = (n: Localized) => (lang === 'en' ? n.eng : n.chi) || n.eng;
  const canOpen = staff.can('returns:write') && (o.status === 'shipped' || o.status === 'delivered');
  if (o.returns.length === 0 && !canOpen) return null;
  return (
    <Card title={t('admin.ret.order_returns')}>
      {o.returns.length > 0 && (
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
      )}
      {canOpen && (
        <details className="mt-3">
          <summary className="cursor-pointer text-sm font-medium">{t('admin.ret.open')}</summary>
          <Form method="post" action="/admin/returns" className="mt-3 grid gap-3">
            <input type="hidden" name="order_id" value={o._id} />
            <input type="hidden" name="version" value={o.version} />
            {o.items.map((i, n) => {
              const left = Math.max(0, (i.shipped_quantity || i.quantity) - i.returned_quantity);
              const label = `${name(i.name)} · ${name(i.option_name)}`;
              return (
                <AdminField
                  key={i.id}
                  id={`${id}-q-${n}`}
                  label={t('admin.ret.open_qty', { name: label, max: left })}
                >
                  <input type="hidden" name={`items.${n}.order_item_id`} value={i.id} />
                  <input
                    id={`${id}-q-${n}`}
                    name={`items.${n}.quantity`}
                    type="number"
                    min={0}
                    max={left}
                    defaultValue={0}
                    className={`${ADMIN_INPUT} w-24`}
                  />
                </AdminField>
              );
            })}
            <AdminField id={`${id}-reason`} label={t('admin.ret.reason')}>
              <select id={`${id}-reason`} name="reason" className={ADMIN_SELECT}>
                {RETURN_REASONS.map((r) => (
                  <option key={r} value={r}>
                    {t(`admin.ret.reason.${r}`)}
                  </option>
                ))}
              </select>
            </AdminField>
            <AdminField id={`${id}-kind`} label={t('admin.ret.kind')}>
              <select id={`${id}-kind`} name="kind" className={ADMIN_SELECT}>
                <option value="return">{t('admin.ret.kind.return')}</option>
                <option value="exchange">{t('admin.ret.kind.exchange')}</option>
              </select>
            </AdminField>
            <AdminField id={`${id}-comment`} label={t('admin.ret.comment')}>
              <textarea
                id={`${id}-comment`}
                name="comment"
                rows={2}
                maxLength={1000}
                className={ADMIN_INPUT}
              />
            </AdminField>
            <div>
              <button type="submit" className={ADMIN_BUTTON}>
                {t('admin.ret.open_submit')}
              </button>
            </div>
          </Form>
        </details>
      )}
    </Card>
  );
}
