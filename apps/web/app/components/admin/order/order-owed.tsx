// What the order still owes (a transfer short beyond the tolerance, an edit's difference) and what was written off
// (short within the tolerance), with the payment page's link the customer pays the rest on.
import { useAdminT } from '../../../lib/admin-i18n.tsx';
import type { OrderDetail } from './order-types.ts';

export function OrderOwed({ o, money }: { o: OrderDetail; money: (n: number) => string }) {
  const t = useAdminT();
  const open = ['awaiting_payment', 'paid', 'packed'].includes(o.status);
  if ((!open || o.owed === 0) && o.written_off === 0) return null;
  const link = `/checkout/${encodeURIComponent(o._id)}`;
  return (
    <div className="-mt-2 flex flex-wrap gap-x-6 gap-y-1 text-sm" data-testid="order-owed">
      {open && o.owed > 0 && (
        <p>
          <span className="font-medium">{t('admin.ops.owed')}:</span> {money(o.owed)}
          {o.status !== 'awaiting_payment' && (
            <>
              {' · '}
              <a href={link} className="underline underline-offset-2" title={t('admin.ops.edit.link_hint')}>
                {t('admin.ops.edit.link')}
              </a>
            </>
          )}
        </p>
      )}
      {o.written_off > 0 && (
        <p>
          <span className="font-medium">{t('admin.ops.written_off')}:</span> {money(o.written_off)}
        </p>
      )}
    </div>
  );
}
