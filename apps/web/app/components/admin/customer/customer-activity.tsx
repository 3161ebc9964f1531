// What the customer did: orders (linked by number), subscriptions, returns, reviews and the address book.
import { Link } from 'react-router';
import { orderStatusName } from '@shop/core';
import type { CustomerOut } from '@shop/core/contract/admin-customer';
import { useAdminLang, useAdminT } from '../../../lib/admin-i18n.tsx';
import { adminLocale, adminMoney } from '../../../lib/admin-money.ts';
import type { AdminMessageKey } from '../../../i18n/admin.en.ts';
import { Card } from '../ui.tsx';
import { hkDate, phoneText, shippingCountryName } from './customer-format.ts';

function Table({
  caption,
  head,
  rows,
  empty,
}: {
  caption: string;
  head: string[];
  rows: React.ReactNode[][];
  empty: string;
}) {
  if (rows.length === 0) return <p className="text-sm text-muted">{empty}</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="text-left text-muted">
          <tr>
            {head.map((h) => (
              <th key={h} scope="col" className="py-2 pr-3 font-normal">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r, i) => (
            <tr key={i} className="border-t border-line">
              {r.map((cell, j) => (
                <td key={j} className="py-2 pr-3">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const orderLink = (id: string, number: string) => (
  <Link className="underline" to={`/admin/orders/${encodeURIComponent(id)}`}>
    {number}
  </Link>
);

export function CustomerOrdersCard({ c }: { c: CustomerOut }) {
  const t = useAdminT();
  const lang = useAdminLang();
  const title = `${t('admin.customers.orders')} · ${t('admin.customers.orders_count', { count: c.orders.count })}`;
  return (
    <Card title={title}>
      <Table
        caption={t('admin.customers.orders')}
        empty={t('admin.customers.no_orders')}
        head={[
          t('admin.customers.order_number'),
          t('admin.customers.order_date'),
          t('admin.customers.order_status'),
          t('admin.customers.order_total'),
        ]}
        rows={c.orders.items.map((o) => [
          orderLink(o.id, o.number),
          hkDate(o.created_at, lang),
          orderStatusName(o.status, adminLocale(lang)),
          adminMoney(o.total, o.currency, lang),
        ])}
      />
      {c.orders.count > c.orders.items.length && (
        <p className="mt-2 text-xs text-muted">
          {t('admin.customers.orders_latest', { shown: c.orders.items.length })}
        </p>
      )}
    </Card>
  );
}

export function CustomerMoreCards({ c }: { c: CustomerOut }) {
  const t = useAdminT();
  const lang = useAdminLang();
  const script = lang === 'hk' ? 'chi' : 'eng';
  return (
    <>
      <Card title={t('admin.customers.subscriptions')}>
        <Table
          caption={t('admin.customers.subscriptions')}
          empty={t('admin.customers.none')}
          head={[
            t('admin.customers.sub_product'),
            t('admin.customers.sub_every'),
            t('admin.customers.order_status'),
            t('admin.customers.sub_next'),
          ]}
          rows={c.subscriptions.map((s) => [
            <Link key="s" className="underline" to={`/admin/subscriptions/${encodeURIComponent(s.id)}`}>
              {`${s.sku} × ${s.quantity}`}
            </Link>,
            t('admin.customers.sub_months', { n: s.interval_months }),
            t(`admin.subs.status.${s.status}` as AdminMessageKey),
            s.status === 'active' ? hkDate(s.next_renewal_at, lang) : '—',
          ])}
        />
      </Card>
      <Card title={t('admin.customers.returns')}>
        <Table
          caption={t('admin.customers.returns')}
          empty={t('admin.customers.none')}
          head={[
            t('admin.customers.return_number'),
            t('admin.customers.order_number'),
            t('admin.customers.order_status'),
            t('admin.customers.order_date'),
          ]}
          rows={c.returns.map((r) => [
            <Link key="r" className="underline" to={`/admin/returns/${encodeURIComponent(r.id)}`}>
              {r.number}
            </Link>,
            orderLink(r.order_id, r.order_number),
            t(`admin.ret.status.${r.status}` as AdminMessageKey),
            hkDate(r.created_at, lang),
          ])}
        />
      </Card>
      <Card title={t('admin.customers.reviews')}>
        <Table
          caption={t('admin.customers.reviews')}
          empty={t('admin.customers.none')}
          head={[
            t('admin.customers.review_product'),
            t('admin.customers.review_rating'),
            t('admin.customers.order_status'),
            t('admin.customers.order_date'),
          ]}
          rows={c.reviews.map((r) => [
            r.product[script] || r.product.eng,
            t('admin.customers.review_stars', { n: r.rating }),
            t(`admin.reviews.status.${r.status}` as AdminMessageKey),
            hkDate(r.created_at, lang),
          ])}
        />
      </Card>
      <Card title={t('admin.customers.addresses')}>
        {c.addresses.length === 0 && <p className="text-sm text-muted">{t('admin.customers.none')}</p>}
        <ul className="grid gap-3 sm:grid-cols-2">
          {c.addresses.map((a) => (
            <li key={a.id} className="rounded-lg border border-line p-3 text-sm">
              <p className="font-medium">{a.name}</p>
              {a.lines.map((l, i) => (
                <p key={i}>{l}</p>
              ))}
              <p>{shippingCountryName(a.country, lang)}</p>
              <p className="text-muted">{phoneText(a.calling_code, a.phone)}</p>
              {(a.default_delivery || a.default_billing) && (
                <p className="mt-1 text-xs text-muted">
                  {[
                    a.default_delivery ? t('admin.customers.default_delivery') : '',
                    a.default_billing ? t('admin.customers.default_billing') : '',
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
              )}
            </li>
          ))}
        </ul>
      </Card>
    </>
  );
}
