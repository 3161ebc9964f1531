// Moving the order on (pack, deliver, cancel after a confirm); each form sends the order's version it was shown (a
// stale one answers 409 order_changed). Shipping is the Shipments card (shipments-card.tsx: carrier from the shop's
// list, some or all items); the transfer form is transfer-form.tsx.
import { useEffect, useId, useRef } from 'react';
import { cancelRefundsInFull, type OrderStatus } from '@shop/core';
import type { AdminMessageKey } from '../../../i18n/admin.en.ts';
import { useAdminT } from '../../../lib/admin-i18n.tsx';
import { ADMIN_BUTTON, ADMIN_BUTTON_DANGER, ADMIN_BUTTON_QUIET } from '../ui.tsx';
import { orderFormPath, resultOf, TextField, useOrderFetcher } from './order-form.tsx';
import type { OrderDetail } from './order-types.ts';

const SIMPLE: Partial<Record<OrderStatus, AdminMessageKey>> = {
  packed: 'admin.order.pack',
  delivered: 'admin.order.deliver',
};

export function OrderActions({
  o,
  moves,
  money,
}: {
  o: OrderDetail;
  moves: OrderStatus[];
  money: (n: number) => string;
}) {
  const t = useAdminT();
  const id = useId();
  const fetcher = useOrderFetcher(o._id);
  const result = resultOf(fetcher.data, 'move');
  const busy = fetcher.state !== 'idle';
  const action = orderFormPath(o._id, 'transitions');
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    if (result) dialog.current?.close();
  }, [result]);
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap gap-2">
        {moves
          .filter((to) => SIMPLE[to])
          .map((to) => (
            <fetcher.Form method="post" action={action} key={to}>
              <input type="hidden" name="to" value={to} />
              <input type="hidden" name="version" value={o.version} />
              <button type="submit" className={ADMIN_BUTTON} disabled={busy}>
                {t(SIMPLE[to]!)}
              </button>
            </fetcher.Form>
          ))}
        {moves.includes('cancelled') && (
          <button
            type="button"
            className={ADMIN_BUTTON_DANGER}
            onClick={() => dialog.current?.showModal()}
            disabled={busy}
          >
            {t('admin.order.cancel')}
          </button>
        )}
      </div>
      {moves.includes('cancelled') && (
        <dialog
          ref={dialog}
          aria-labelledby={`${id}-cancel-title`}
          className="m-auto max-w-md rounded-xl border border-line bg-surface p-6 text-text backdrop:bg-black/40"
        >
          <fetcher.Form method="post" action={action} className="grid gap-4">
            <h2 id={`${id}-cancel-title`} className="font-serif text-xl">
              {t('admin.order.cancel_confirm', { number: o.number })}
            </h2>
            {cancelRefundsInFull(o.status) && o.refundable > 0 && (
              <p className="text-sm">{t('admin.order.cancel_refunds', { amount: money(o.refundable) })}</p>
            )}
            <input type="hidden" name="to" value="cancelled" />
            <input type="hidden" name="version" value={o.version} />
            <TextField
              id={`${id}-cancel-note`}
              name="note"
              label={t('admin.order.move_note')}
              result={result}
            />
            <div className="flex flex-wrap justify-end gap-2">
              <button type="button" className={ADMIN_BUTTON_QUIET} onClick={() => dialog.current?.close()}>
                {t('admin.order.keep')}
              </button>
              <button type="submit" className={ADMIN_BUTTON_DANGER} disabled={busy}>
                {t('admin.order.cancel')}
              </button>
            </div>
          </fetcher.Form>
        </dialog>
      )}
    </div>
  );
}
