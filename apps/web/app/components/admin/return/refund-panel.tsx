// A return's refund: core's itemised computation (lines, their share of discounts, delivery and gift wrap when
// everything came back), an adjustment with its reason, then a dialog that says exactly where the money goes (the
// provider, by hand, the wallet) before anything moves.
import { useId, useRef, useState } from 'react';
import { Form, useNavigation } from 'react-router';
import { formatMoney, isCurrency, parseMoneyInput } from '@shop/core';
import type { AdminReturn } from '@shop/core/contract/admin-return';
import { fieldError, type FormResult } from '../../../lib/admin-form.ts';
import { useAdminLang, useAdminT } from '../../../lib/admin-i18n.tsx';
import { MoneyField } from '../admin-form.tsx';
import { ADMIN_BUTTON, ADMIN_BUTTON_QUIET } from '../ui.tsx';
import { TextField } from '../order/order-form.tsx';
import { methodLabel } from '../../../routes/admin/orders.tsx';
import { Hidden } from './return-panels.tsx';

export function RefundPanel({
  r,
  result,
  open,
}: {
  r: AdminReturn;
  result: FormResult | undefined;
  open: boolean;
}) {
  const t = useAdminT();
  const lang = useAdminLang();
  const id = useId();
  const busy = useNavigation().state !== 'idle';
  const dialog = useRef<HTMLDialogElement>(null);
  const [adjustText, setAdjustText] = useState('');
  const currency = isCurrency(r.order.currency) ? r.order.currency : null;
  const money = (n: number) => (currency ? formatMoney(n, currency, lang) : String(n));
  const c = r.computed;
  const adjust =
    (currency && adjustText.trim() && parseMoneyInput(adjustText, currency, { signed: true })) || 0;
  // the computation's payment part before any adjustment, then the staff's adjustment (never below 0)
  const toPayment = Math.max(0, c.to_payment - c.adjustment + adjust);
  const method = methodLabel(t, r.destination.method);
  if (!open)
    return <p className="text-sm">{t('admin.ret.refunded_amount', { amount: money(r.refund_amount) })}</p>;
  return (
    <Form
      method="post"
      className="grid gap-3"
      onSubmit={() => dialog.current?.close()}
      onInput={(e) => {
        const el = e.target;
        if (el instanceof HTMLInputElement && el.name === 'adjustment') setAdjustText(el.value);
      }}
    >
      <Hidden r={r} intent="refund" />
      <table className="w-full text-sm">
        <tbody>
          <tr>
            <th scope="row" className="text-left font-normal">
              {t('admin.ret.goods')}
            </th>
            <td className="text-right">{money(c.goods)}</td>
          </tr>
          <tr>
            <th scope="row" className="text-left font-normal">
              {t('admin.ret.discount_share')}
            </th>
            <td className="text-right">−{money(c.discount_share)}</td>
          </tr>
          {c.delivery > 0 && (
            <tr>
              <th scope="row" className="text-left font-normal">
                {t('admin.ret.delivery')}
              </th>
              <td className="text-right">{money(c.delivery)}</td>
            </tr>
          )}
          {c.gift_wrap > 0 && (
            <tr>
              <th scope="row" className="text-left font-normal">
                {t('admin.ret.gift_wrap')}
              </th>
              <td className="text-right">{money(c.gift_wrap)}</td>
            </tr>
          )}
          <tr className="font-medium">
            <th scope="row" className="text-left">
              {t('admin.ret.to_payment')}
            </th>
            <td className="text-right" data-testid="refund-computed">
              {money(c.to_payment - c.adjustment)}
            </td>
          </tr>
          {c.to_wallet > 0 && (
            <tr>
              <th scope="row" className="text-left font-normal">
                {t('admin.ret.to_wallet')}
              </th>
              <td className="text-right">{money(c.to_wallet)}</td>
            </tr>
          )}
        </tbody>
      </table>
      {c.capped && <p className="text-sm text-muted">{t('admin.ret.capped')}</p>}
      {currency && (
        <MoneyField
          id={`${id}-adj`}
          name="adjustment"
          currency={currency}
          signed
          label={t('admin.ret.adjustment', { currency: r.order.currency })}
          error={fieldError(result, 'adjustment')}
        />
      )}
      <TextField
        id={`${id}-adj-reason`}
        name="adjustment_reason"
        label={t('admin.ret.adjustment_reason')}
        result={result}
      />
      <div>
        <button
          type="button"
          className={ADMIN_BUTTON}
          onClick={() => dialog.current?.showModal()}
          disabled={busy}
        >
          {t('admin.ret.refund_review')}
        </button>
      </div>
      <dialog
        ref={dialog}
        aria-labelledby={`${id}-title`}
        className="m-auto max-w-md rounded-xl border border-line bg-surface p-6 text-text backdrop:bg-black/40"
      >
        <div className="grid gap-4">
          <h2 id={`${id}-title`} className="font-serif text-xl">
            {t('admin.ret.refund_confirm_title', { number: r.number })}
          </h2>
          <p className="text-sm" data-testid="refund-destination">
            {t(r.destination.by_hand ? 'admin.ret.refund_goes_by_hand' : 'admin.ret.refund_goes_provider', {
              amount: money(toPayment),
              method,
            })}
          </p>
          {c.to_wallet > 0 && (
            <p className="text-sm">{t('admin.ret.refund_goes_wallet', { amount: money(c.to_wallet) })}</p>
          )}
          <div className="flex flex-wrap justify-end gap-2">
            <button type="button" className={ADMIN_BUTTON_QUIET} onClick={() => dialog.current?.close()}>
              {t('admin.ret.refund_cancel')}
            </button>
            <button type="submit" className={ADMIN_BUTTON} disabled={busy}>
              {t('admin.ret.refund_confirm')}
            </button>
          </div>
        </div>
      </dialog>
    </Form>
  );
}
