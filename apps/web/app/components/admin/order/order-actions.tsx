// Moving the order on (pack, ship with tracking, deliver, cancel after a confirm) and confirming a bank transfer.
import { useEffect, useId, useRef } from 'react';
import { cancelRefundsInFull, type OrderStatus } from '@shop/core';
import type { AdminMessageKey } from '../../../i18n/admin.en.ts';
import { fieldError } from '../../../lib/admin-form.ts';
import { useAdminT } from '../../../lib/admin-i18n.tsx';
import { MoneyField } from '../admin-form.tsx';
import { ADMIN_BUTTON, ADMIN_BUTTON_DANGER, ADMIN_BUTTON_QUIET } from '../ui.tsx';
import { orderFormPath, resultOf, TextField, useOrderFetcher } from './order-form.tsx';
import { orderCurrency, type OrderDetail } from './order-types.ts';

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
      {moves.includes('shipped') && (
        <fetcher.Form
          method="post"
          action={action}
          className="grid gap-3 sm:grid-cols-2"
          aria-labelledby={`${id}-ship`}
        >
          <h3 id={`${id}-ship`} className="text-sm font-medium sm:col-span-2">
            {t('admin.order.ship')}
          </h3>
          <input type="hidden" name="to" value="shipped" />
          <TextField
            id={`${id}-carrier`}
            name="carrier"
            label={t('admin.order.carrier')}
            result={result}
            required
          />
          <TextField
            id={`${id}-tracking`}
            name="tracking_number"
            label={t('admin.order.tracking_number')}
            result={result}
            required
          />
          <TextField
            id={`${id}-url`}
            name="tracking_url"
            type="url"
            label={t('admin.order.tracking_url')}
            result={result}
            className="sm:col-span-2"
          />
          <div className="sm:col-span-2">
            <button type="submit" className={ADMIN_BUTTON} disabled={busy}>
              {t('admin.order.ship')}
            </button>
          </div>
        </fetcher.Form>
      )}
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

export function TransferForm({ o }: { o: OrderDetail }) {
  const t = useAdminT();
  const id = useId();
  const fetcher = useOrderFetcher(o._id);
  const result = resultOf(fetcher.data, 'transfer');
  const currency = orderCurrency(o);
  return (
    <fetcher.Form
      method="post"
      action={orderFormPath(o._id, 'transfer')}
      className="mt-4 grid gap-3 sm:grid-cols-2"
      aria-labelledby={`${id}-title`}
    >
      <h3 id={`${id}-title`} className="text-sm font-medium sm:col-span-2">
        {t('admin.order.confirm_transfer')}
      </h3>
      <input type="hidden" name="currency" value={o.currency} />
      {currency && (
        <MoneyField
          id={`${id}-amount`}
          name="amount"
          currency={currency}
          label={t('admin.order.transfer_amount', { currency: o.currency })}
          error={fieldError(result, 'amount')}
          value={o.total}
          required
        />
      )}
      <TextField
        id={`${id}-reference`}
        name="reference"
        label={t('admin.order.transfer_reference')}
        result={result}
        defaultValue={o.transfer_reference ?? ''}
        required
      />
      <div className="sm:col-span-2">
        <button type="submit" className={ADMIN_BUTTON} disabled={fetcher.state !== 'idle'}>
          {t('admin.order.transfer_submit')}
        </button>
      </div>
    </fetcher.Form>
  );
}
