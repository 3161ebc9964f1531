// A refund on the order page: chosen lines and quantities (restock per line), the amount computed by core
// (computeRefund: the lines less their share of discounts, delivery and gift wrap only when everything comes back),
// or a free amount with its reason; then a dialog that says where the money goes before anything happens.
import { useEffect, useId, useRef, useState } from 'react';
import { computeRefund, formatMoney, moneyInputValue, parseMoneyInput } from '@shop/core';
import { fieldError } from '../../../lib/admin-form.ts';
import { useAdminLang, useAdminT } from '../../../lib/admin-i18n.tsx';
import { methodLabel } from '../../../routes/admin/orders.tsx';
import { MoneyField } from '../admin-form.tsx';
import { ADMIN_BUTTON, ADMIN_BUTTON_QUIET, ADMIN_INPUT, describedBy } from '../ui.tsx';
import { orderFormPath, resultOf, TextField, useOrderFetcher } from './order-form.tsx';
import { orderCurrency, type Localized, type OrderDetail } from './order-types.ts';

/** The order's money as core's refund computation reads it. */
function refundOrder(o: OrderDetail) {
  return {
    subtotal: o.subtotal,
    discount: o.discount,
    referral_discount: o.referral_discount,
    reward_discount: o.reward_discount,
    wallet_amount: o.wallet_amount,
    delivery_fee: o.delivery_fee,
    gift_wrap_fee: o.gift_wrap_fee,
    paid: o.paid_amount,
    refunded: o.refunded_amount,
    wallet_returned: 0,
    lines: o.items.map((i) => ({
      id: i.id,
      quantity: i.quantity,
      line_total: i.line_total,
      returned_quantity: i.returned_quantity,
    })),
  };
}

export function RefundForm({ o, name }: { o: OrderDetail; name: (n: Localized) => string }) {
  const t = useAdminT();
  const lang = useAdminLang();
  const id = useId();
  const fetcher = useOrderFetcher(o._id);
  const result = resultOf(fetcher.data, 'refund');
  const restockError = fieldError(result, 'restock_items');
  const currency = orderCurrency(o);
  const dialog = useRef<HTMLDialogElement>(null);
  const [mode, setMode] = useState<'lines' | 'amount'>('lines');
  const [qty, setQty] = useState<Record<string, number>>({});
  const [restock, setRestock] = useState<Record<string, boolean>>({});
  const [typed, setTyped] = useState('');
  useEffect(() => {
    if (result) dialog.current?.close();
  }, [result]);
  if (!currency) return null;
  const money = (n: number) => formatMoney(n, currency, lang);
  const asked = o.items
    .filter((i) => (qty[i.id] ?? 0) > 0)
    .map((i) => ({ order_item_id: i.id, quantity: qty[i.id]! }));
  const c = computeRefund(refundOrder(o), asked);
  const amount = mode === 'lines' ? c.to_payment : (parseMoneyInput(typed, currency) ?? 0);
  const payment = o.payments.find((p) => p.status === 'succeeded' || p.status === 'partially_refunded');
  const method = methodLabel(t, o.payment_method);
  const byHand = !payment || o.payment_method === 'bank_transfer' || o.payment_method === 'cash';
  return (
    <fetcher.Form
      method="post"
      action={orderFormPath(o._id, 'refunds')}
      className="grid gap-3 sm:grid-cols-2"
      onInput={(e) => {
        const el = e.target;
        if (el instanceof HTMLInputElement && el.name === 'amount') setTyped(el.value);
      }}
    >
      <input type="hidden" name="currency" value={o.currency} />
      <input type="hidden" name="version" value={o.version} />
      <fieldset className="flex flex-wrap gap-4 text-sm sm:col-span-2">
        <legend className="sr-only">{t('admin.ret.refund_how')}</legend>
        {(['lines', 'amount'] as const).map((m) => (
          <label key={m} className="flex items-center gap-2">
            <input type="radio" name="mode" value={m} checked={mode === m} onChange={() => setMode(m)} />
            {t(m === 'lines' ? 'admin.ret.refund_mode_lines' : 'admin.ret.refund_mode_amount')}
          </label>
        ))}
      </fieldset>
      {mode === 'amount' ? (
        <MoneyField
          id={`${id}-amount`}
          name="amount"
          currency={currency}
          label={t('admin.order.refund_amount', { currency: o.currency })}
          error={fieldError(result, 'amount')}
          required
        />
      ) : (
        <input type="hidden" name="amount" value={moneyInputValue(c.to_payment, currency)} />
      )}
      <TextField
        id={`${id}-reason`}
        name="reason"
        label={t('admin.order.refund_reason')}
        result={result}
        required
      />
      <fieldset
        className="grid gap-2 sm:col-span-2"
        aria-describedby={describedBy(`${id}-restock`, restockError)}
      >
        <legend className="text-sm font-medium">
          {t(mode === 'lines' ? 'admin.ret.refund_lines' : 'admin.order.restock')}
        </legend>
        {o.items.map((i, n) => {
          const label = `${name(i.name)} · ${name(i.option_name)}`;
          const shelf = i.quantity - i.restocked_quantity;
          if (mode === 'amount')
            return (
              <div key={i.id} className="flex items-center gap-3 text-sm">
                <input
                  type="hidden"
                  name={`restock_items.${n}.sub_sku`}
                  value={i.sub_sku}
                  disabled={shelf === 0}
                />
                <input
                  id={`${id}-restock-${n}`}
                  name={`restock_items.${n}.quantity`}
                  type="number"
                  min={0}
                  max={shelf}
                  defaultValue={0}
                  disabled={shelf === 0}
                  className={`${ADMIN_INPUT} w-24`}
                  aria-label={t('admin.order.restock_qty', { name: label })}
                />
                <label htmlFor={`${id}-restock-${n}`}>
                  {label} (≤ {shelf})
                </label>
              </div>
            );
          const left = i.quantity - i.returned_quantity;
          const chosen = qty[i.id] ?? 0;
          const back = restock[i.id] ?? !i.custom;
          return (
            <div key={i.id} className="flex flex-wrap items-center gap-3 text-sm">
              <input
                id={`${id}-line-${n}`}
                type="number"
                min={0}
                max={left}
                value={chosen}
                onChange={(e) =>
                  setQty({ ...qty, [i.id]: Math.max(0, Math.min(left, Number(e.target.value) || 0)) })
                }
                className={`${ADMIN_INPUT} w-24`}
                aria-label={t('admin.ret.line_qty', { name: label })}
              />
              <label htmlFor={`${id}-line-${n}`}>
                {label} (≤ {left})
              </label>
              <label className="flex items-center gap-1">
                <input
                  type="checkbox"
                  checked={back}
                  disabled={i.custom}
                  onChange={(e) => setRestock({ ...restock, [i.id]: e.target.checked })}
                />
                {t('admin.ret.line_restock')}
              </label>
              {chosen > 0 && back && !i.custom && (
                <>
                  <input type="hidden" name={`restock_items.${n}.sub_sku`} value={i.sub_sku} />
                  <input
                    type="hidden"
                    name={`restock_items.${n}.quantity`}
                    value={Math.min(chosen, i.quantity - i.restocked_quantity)}
                  />
                </>
              )}
            </div>
          );
        })}
        {restockError && (
          <p id={`${id}-restock-error`} className="text-sm text-danger">
            {restockError}
          </p>
        )}
      </fieldset>
      {mode === 'lines' && (
        <dl className="grid grid-cols-2 gap-1 text-sm sm:col-span-2">
          <dt>{t('admin.ret.goods')}</dt>
          <dd className="text-right">{money(c.goods)}</dd>
          <dt>{t('admin.ret.discount_share')}</dt>
          <dd className="text-right">−{money(c.discount_share)}</dd>
          {c.delivery > 0 && (
            <>
              <dt>{t('admin.ret.delivery')}</dt>
              <dd className="text-right">{money(c.delivery)}</dd>
            </>
          )}
          {c.gift_wrap > 0 && (
            <>
              <dt>{t('admin.ret.gift_wrap')}</dt>
              <dd className="text-right">{money(c.gift_wrap)}</dd>
            </>
          )}
          <dt className="font-medium">{t('admin.ret.to_payment')}</dt>
          <dd className="text-right font-medium">{money(c.to_payment)}</dd>
        </dl>
      )}
      <div className="sm:col-span-2">
        <button
          type="button"
          className={ADMIN_BUTTON}
          onClick={() => dialog.current?.showModal()}
          disabled={fetcher.state !== 'idle'}
        >
          {t('admin.order.refund_submit')}
        </button>
      </div>
      <dialog
        ref={dialog}
        aria-labelledby={`${id}-confirm`}
        className="m-auto max-w-md rounded-xl border border-line bg-surface p-6 text-text backdrop:bg-black/40"
      >
        <div className="grid gap-4">
          <h2 id={`${id}-confirm`} className="font-serif text-xl">
            {t('admin.ret.order_refund_title', { number: o.number })}
          </h2>
          <p className="text-sm">
            {t(byHand ? 'admin.ret.refund_goes_by_hand' : 'admin.ret.refund_goes_provider', {
              amount: money(amount),
              method,
            })}
          </p>
          {o.wallet_amount > 0 && <p className="text-sm text-muted">{t('admin.ret.wallet_not_here')}</p>}
          <div className="flex flex-wrap justify-end gap-2">
            <button type="button" className={ADMIN_BUTTON_QUIET} onClick={() => dialog.current?.close()}>
              {t('admin.ret.refund_cancel')}
            </button>
            <button type="submit" className={ADMIN_BUTTON} disabled={fetcher.state !== 'idle'}>
              {t('admin.ret.confirm_refund')}
            </button>
          </div>
        </div>
      </dialog>
    </fetcher.Form>
  );
}
