// Recording a bank transfer (or cash) for the amount that arrived. Before anything is written a dialog says what will
// happen, with core's own classification (classifyPayment): paid, paid with the shortfall written off within the
// shop's tolerance, still awaiting payment with the rest owed, or paid with the excess refunded or credited.
import { useEffect, useId, useRef, useState } from 'react';
import { classifyPayment, formatMoney, moneyInputValue, parseMoneyInput } from '@shop/core';
import { fieldError } from '../../../lib/admin-form.ts';
import { useAdminLang, useAdminT } from '../../../lib/admin-i18n.tsx';
import { ADMIN_BUTTON, ADMIN_BUTTON_QUIET, ADMIN_INPUT, AdminField, describedBy } from '../ui.tsx';
import { orderFormPath, resultOf, TextField, useOrderFetcher } from './order-form.tsx';
import { orderCurrency, type OrderDetail } from './order-types.ts';

export function TransferForm({ o, tolerance }: { o: OrderDetail; tolerance: number }) {
  const t = useAdminT();
  const lang = useAdminLang();
  const id = useId();
  const fetcher = useOrderFetcher(o._id);
  const result = resultOf(fetcher.data, 'transfer');
  const currency = orderCurrency(o);
  const form = useRef<HTMLFormElement>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const [text, setText] = useState(() => (currency ? moneyInputValue(o.owed, currency) : ''));
  useEffect(() => {
    if (result) dialog.current?.close();
  }, [result]);
  if (!currency) return null;
  const money = (n: number) => formatMoney(n, currency, lang);
  const received = parseMoneyInput(text, currency);
  const fit =
    received !== null && received > 0
      ? classifyPayment({
          total: o.total,
          paid: o.paid_amount,
          writtenOff: o.written_off,
          received,
          tolerance,
        })
      : null;
  const amountError = fieldError(result, 'amount');
  const sentence = !fit
    ? ''
    : fit.fit === 'exact'
      ? t('admin.ops.transfer.exact', { amount: money(received!) })
      : fit.fit === 'short_within'
        ? t('admin.ops.transfer.within', { short: money(fit.shortfall), tolerance: money(tolerance) })
        : fit.fit === 'short_beyond'
          ? t('admin.ops.transfer.beyond', { short: money(fit.shortfall), tolerance: money(tolerance) })
          : t('admin.ops.transfer.over', { excess: money(fit.excess) });
  return (
    <fetcher.Form
      ref={form}
      method="post"
      action={orderFormPath(o._id, 'transfer')}
      className="mt-4 grid gap-3 sm:grid-cols-2"
      aria-labelledby={`${id}-title`}
    >
      <h3 id={`${id}-title`} className="text-sm font-medium sm:col-span-2">
        {t('admin.order.confirm_transfer')}
      </h3>
      <input type="hidden" name="currency" value={o.currency} />
      <input type="hidden" name="version" value={o.version} />
      <AdminField
        id={`${id}-amount`}
        label={t('admin.order.transfer_amount', { currency: o.currency })}
        error={amountError}
      >
        <input
          id={`${id}-amount`}
          name="amount"
          inputMode="decimal"
          required
          value={text}
          onChange={(e) => setText(e.target.value)}
          className={ADMIN_INPUT}
          aria-invalid={amountError ? true : undefined}
          aria-describedby={describedBy(`${id}-amount`, amountError)}
        />
      </AdminField>
      <TextField
        id={`${id}-reference`}
        name="reference"
        label={t('admin.order.transfer_reference')}
        result={result}
        defaultValue={o.transfer_reference ?? ''}
        required
      />
      <label className="flex items-center gap-2 text-sm sm:col-span-2">
        <input type="checkbox" name="method" value="cash" />
        {t('admin.ops.transfer.cash')}
      </label>
      <div className="sm:col-span-2">
        <button
          type="button"
          className={ADMIN_BUTTON}
          disabled={fetcher.state !== 'idle'}
          onClick={() => {
            if (form.current?.reportValidity() && fit) dialog.current?.showModal();
          }}
        >
          {t('admin.order.transfer_submit')}
        </button>
        {text.trim() !== '' && !fit && (
          <p role="alert" className="mt-2 text-sm text-danger">
            {t('admin.ops.transfer.bad_amount')}
          </p>
        )}
      </div>
      <dialog
        ref={dialog}
        aria-labelledby={`${id}-dialog-title`}
        className="m-auto max-w-md rounded-xl border border-line bg-surface p-6 text-text backdrop:bg-black/40"
      >
        <div className="grid gap-4">
          <h2 id={`${id}-dialog-title`} className="font-serif text-xl">
            {t('admin.ops.transfer.title', { amount: received ? money(received) : '', number: o.number })}
          </h2>
          <p className="text-sm">{sentence}</p>
          {fit?.fit === 'over' &&
            (o.user_id ? (
              <fieldset className="grid gap-2 text-sm">
                <label className="flex items-center gap-2">
                  <input type="radio" name="excess" value="refund" defaultChecked />
                  {t('admin.ops.transfer.excess_refund')}
                </label>
                <label className="flex items-center gap-2">
                  <input type="radio" name="excess" value="wallet" />
                  {t('admin.ops.transfer.excess_wallet')}
                </label>
              </fieldset>
            ) : (
              <>
                <input type="hidden" name="excess" value="refund" />
                <p className="text-sm">{t('admin.ops.transfer.guest_refund')}</p>
              </>
            ))}
          <div className="flex flex-wrap justify-end gap-2">
            <button type="button" className={ADMIN_BUTTON_QUIET} onClick={() => dialog.current?.close()}>
              {t('admin.ops.edit.back')}
            </button>
            <button type="submit" className={ADMIN_BUTTON} disabled={fetcher.state !== 'idle'}>
              {t('admin.ops.transfer.confirm')}
            </button>
          </div>
        </div>
      </dialog>
    </fetcher.Form>
  );
}
