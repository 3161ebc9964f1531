// The order's payments as staff read them: the provider (PayDollar), the method in words, the provider's own reference
// (PayDollar's PayRef) and, under PayDollar, a re-check that asks its merchant API where the payment stands.
import type { AdminMessageKey } from '../../../i18n/admin.en.ts';
import { useAdminStaff, useAdminT, type AdminT } from '../../../lib/admin-i18n.tsx';
import { methodLabel } from '../../../routes/admin/orders.tsx';
import { ADMIN_BUTTON_QUIET, Card } from '../ui.tsx';
import { orderFormPath, useOrderFetcher } from './order-form.tsx';
import type { OrderDetail } from './order-types.ts';

/** A method in the staff's words; PayDollar's Alipay is the Hong Kong wallet (AlipayHK). */
export function paymentMethodLabel(t: AdminT, method: string, provider: string): string {
  return provider === 'paydollar' && method === 'alipay'
    ? t('admin.orders.method.alipay_hk')
    : methodLabel(t, method);
}

function known(t: AdminT, key: string, fallback: string): string {
  const text = t(key as AdminMessageKey);
  return text === key ? fallback : text;
}

export function PaymentCard({
  o,
  provider,
  money,
  payStatus,
}: {
  o: OrderDetail;
  /** the shop's payment provider (sandbox, stripe, paydollar; '' when unknown) */
  provider: string;
  money: (n: number) => string;
  payStatus: (status: string) => string;
}) {
  const t = useAdminT();
  const staff = useAdminStaff();
  const fetcher = useOrderFetcher(o._id);
  const paydollar = provider === 'paydollar';
  const refLabel = paydollar ? t('admin.pay.reference.paydollar') : t('admin.pay.reference');
  // bank transfers are matched by hand: only a provider's payment can be asked about
  const canRecheck =
    paydollar && staff.can('orders:refund') && o.payments.some((p) => p.provider !== 'bank_transfer');
  return (
    <Card title={t('admin.order.payments')}>
      {provider && (
        <p className="mb-2 text-sm">
          <span className="text-muted">{t('admin.pay.provider')}: </span>
          {known(t, `admin.pay.provider.${provider}`, provider)}
        </p>
      )}
      {o.payments.length === 0 ? (
        <p className="text-sm text-muted">{t('admin.order.none_yet')}</p>
      ) : (
        <ul className="grid gap-3 text-sm">
          {o.payments.map((p) => (
            <li key={p.id}>
              {paymentMethodLabel(t, p.provider, provider)} · {payStatus(p.status)} ·{' '}
              {money(p.captured_amount || p.amount)}
              {p.refunded_amount > 0 && ` (−${money(p.refunded_amount)})`}
              {p.provider_ref && (
                <span className="block text-muted">
                  {refLabel}: <span className="font-mono text-fg">{p.provider_ref}</span>
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
      {canRecheck && (
        <fetcher.Form method="post" action={orderFormPath(o._id, 'payment/recheck')} className="mt-3">
          <button type="submit" className={ADMIN_BUTTON_QUIET} disabled={fetcher.state !== 'idle'}>
            {t('admin.pay.recheck')}
          </button>
        </fetcher.Form>
      )}
    </Card>
  );
}
