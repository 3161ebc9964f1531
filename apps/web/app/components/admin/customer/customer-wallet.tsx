// The customer's cash dollars: balances, the latest ledger entries (formatted money, HK time) and "Adjust balance":
// an amount in dollars and a reason, confirmed in a dialog before any money moves. Also used by the wallet page.
import { useEffect, useId, useRef, useState } from 'react';
import { Form, useNavigation } from 'react-router';
import {
  CURRENCY_CODES,
  isCurrency,
  moneyInputPattern,
  parseMoneyInput,
  type WalletEntryKind,
} from '@shop/core';
import { fieldError, type FormResult } from '../../../lib/admin-form.ts';
import { useAdminLang, useAdminStaff, useAdminT } from '../../../lib/admin-i18n.tsx';
import { adminMoney } from '../../../lib/admin-money.ts';
import type { AdminMessageKey } from '../../../i18n/admin.en.ts';
import {
  ADMIN_BUTTON,
  ADMIN_BUTTON_QUIET,
  ADMIN_INPUT,
  ADMIN_SELECT,
  AdminField,
  describedBy,
  Notice,
} from '../ui.tsx';
import { hkDateTime } from './customer-format.ts';

export interface LedgerRow {
  id: string;
  currency: string;
  amount: number;
  balance_after: number;
  kind: WalletEntryKind;
  note: string | null;
  created_at: string;
}

export const walletKindKey = (kind: WalletEntryKind) =>
  `admin.customers.wallet_kind.${kind}` as AdminMessageKey;

export function WalletLedger({ entries }: { entries: LedgerRow[] }) {
  const t = useAdminT();
  const lang = useAdminLang();
  if (entries.length === 0) return <p className="text-sm text-muted">{t('admin.customers.ledger_empty')}</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="sr-only">{t('admin.customers.ledger')}</caption>
        <thead className="text-left text-muted">
          <tr>
            <th scope="col" className="py-2 pr-3 font-normal">
              {t('admin.customers.ledger_when')}
            </th>
            <th scope="col" className="py-2 pr-3 font-normal">
              {t('admin.customers.ledger_kind')}
            </th>
            <th scope="col" className="py-2 pr-3 text-right font-normal">
              {t('admin.customers.ledger_amount')}
            </th>
            <th scope="col" className="py-2 pr-3 text-right font-normal">
              {t('admin.customers.ledger_balance')}
            </th>
            <th scope="col" className="py-2 pr-3 font-normal">
              {t('admin.customers.ledger_note')}
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.map((e) => (
            <tr key={e.id} className="border-t border-line">
              <td className="py-2 pr-3 whitespace-nowrap">{hkDateTime(e.created_at, lang)}</td>
              <td className="py-2 pr-3">{t(walletKindKey(e.kind))}</td>
              <td className={`py-2 pr-3 text-right whitespace-nowrap ${e.amount < 0 ? 'text-danger' : ''}`}>
                {e.amount > 0 ? '+' : ''}
                {adminMoney(e.amount, e.currency, lang)}
              </td>
              <td className="py-2 pr-3 text-right whitespace-nowrap">
                {adminMoney(e.balance_after, e.currency, lang)}
              </td>
              <td className="py-2 pr-3">{e.note ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The adjust form: `action` is the route that answers intent=adjust (the customer page, or the wallet page). */
export function WalletAdjustForm({
  name,
  result,
  action,
  hidden,
}: {
  /** the customer's name, said in the confirmation */
  name: string;
  result: FormResult | undefined;
  action?: string;
  hidden?: Record<string, string>;
}) {
  const t = useAdminT();
  const lang = useAdminLang();
  const staff = useAdminStaff();
  const id = useId();
  const busy = useNavigation().state === 'submitting';
  const form = useRef<HTMLFormElement>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const [currency, setCurrency] = useState('HKD');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const mine = result?.form === 'adjust' ? result : undefined;
  useEffect(() => {
    dialog.current?.close();
    if (mine?.ok) {
      setAmount('');
      setReason('');
    }
  }, [mine]);
  if (!staff.can('orders:refund')) return null;
  const minor = isCurrency(currency) ? parseMoneyInput(amount, currency, { signed: true }) : null;
  const amountError = fieldError(mine, 'amount');
  const reasonError = fieldError(mine, 'reason');
  return (
    <Form method="post" action={action} ref={form} className="grid gap-3 sm:grid-cols-4">
      <input type="hidden" name="intent" value="adjust" />
      {Object.entries(hidden ?? {}).map(([k, v]) => (
        <input key={k} type="hidden" name={k} value={v} />
      ))}
      <AdminField id={`${id}-cur`} label={t('admin.customers.currency')}>
        <select
          id={`${id}-cur`}
          name="currency"
          value={currency}
          onChange={(e) => setCurrency(e.target.value)}
          className={ADMIN_SELECT}
        >
          {CURRENCY_CODES.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
      </AdminField>
      <AdminField
        id={`${id}-amount`}
        label={t('admin.customers.adjust_amount')}
        hint={t('admin.customers.adjust_amount_hint')}
        error={amountError}
      >
        <input
          id={`${id}-amount`}
          name="amount"
          inputMode="decimal"
          required
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          pattern={isCurrency(currency) ? moneyInputPattern(currency, { signed: true }) : undefined}
          className={ADMIN_INPUT}
          aria-invalid={amountError ? true : undefined}
          aria-describedby={describedBy(`${id}-amount`, amountError, true)}
        />
      </AdminField>
      <AdminField
        id={`${id}-reason`}
        label={t('admin.customers.adjust_reason')}
        error={reasonError}
        className="sm:col-span-2"
      >
        <input
          id={`${id}-reason`}
          name="reason"
          required
          minLength={3}
          maxLength={300}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          className={ADMIN_INPUT}
          aria-invalid={reasonError ? true : undefined}
          aria-describedby={describedBy(`${id}-reason`, reasonError)}
        />
      </AdminField>
      <div className="sm:col-span-4">
        <button
          type="button"
          className={ADMIN_BUTTON}
          disabled={busy}
          onClick={() => {
            // the browser's own checks first (amount grammar, a reason), then the confirmation
            if (form.current?.reportValidity() && minor) dialog.current?.showModal();
          }}
        >
          {t('admin.customers.adjust')}
        </button>
      </div>
      <dialog
        ref={dialog}
        aria-labelledby={`${id}-confirm-title`}
        className="m-auto max-w-md rounded-xl border border-line bg-surface p-6 text-text backdrop:bg-black/40"
      >
        <div className="grid gap-4">
          <h2 id={`${id}-confirm-title`} className="font-serif text-xl">
            {t('admin.customers.adjust_confirm_title')}
          </h2>
          <p className="text-sm">
            {minor && minor > 0
              ? t('admin.customers.adjust_confirm_credit', {
                  amount: adminMoney(minor, currency, lang),
                  name,
                })
              : t('admin.customers.adjust_confirm_debit', {
                  amount: adminMoney(Math.abs(minor ?? 0), currency, lang),
                  name,
                })}
          </p>
          <p className="text-sm text-muted">{t('admin.customers.adjust_confirm_reason', { reason })}</p>
          <div className="flex flex-wrap justify-end gap-2">
            <button type="button" className={ADMIN_BUTTON_QUIET} onClick={() => dialog.current?.close()}>
              {t('admin.customers.adjust_cancel')}
            </button>
            <button type="submit" className={ADMIN_BUTTON} disabled={busy}>
              {t('admin.customers.adjust_confirm')}
            </button>
          </div>
        </div>
      </dialog>
      {mine && (
        <div className="sm:col-span-4">
          <Notice tone={mine.ok ? 'success' : 'error'}>{mine.message}</Notice>
        </div>
      )}
    </Form>
  );
}
