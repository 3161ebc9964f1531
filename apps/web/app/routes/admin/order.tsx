import { useEffect, useId, useRef } from 'react';
import { data, Form, Link, useNavigation } from 'react-router';
import {
  canRefund,
  cancelRefundsInFull,
  formatMoney,
  fromMinor,
  orderStatusName,
  toMinor,
  CURRENCIES,
  type CurrencyCode,
  type OrderStatus,
} from '@shop/core';
import type { Route } from './+types/order';
import { adminApi } from '../../lib/admin-api.server.ts';
import {
  adminLangOf,
  adminTranslate,
  ADMIN_INTL,
  useAdminLang,
  useAdminStaff,
  useAdminT,
  type AdminT,
} from '../../lib/admin-i18n.tsx';
import type { AdminMessageKey } from '../../i18n/admin.en.ts';
import {
  ADMIN_BUTTON,
  ADMIN_BUTTON_DANGER,
  ADMIN_BUTTON_QUIET,
  ADMIN_INPUT,
  AdminField,
  Card,
  describedBy,
  Notice,
  PageHeader,
} from '../../components/admin/ui.tsx';
import { methodLabel } from './orders.tsx';
export { AdminRouteError as ErrorBoundary } from '../../components/admin/route-error.tsx';

type Localized = { eng: string; chi: string; cn: string };
interface OrderDetail {
  _id: string;
  number: string;
  status: OrderStatus;
  created_at: string;
  email: string;
  currency: string;
  subtotal: number;
  discount: number;
  coupon_code: string | null;
  gift_wrap_fee: number;
  delivery_fee: number;
  total: number;
  paid_amount: number;
  refunded_amount: number;
  refundable: number;
  payment_method: string;
  transfer_reference: string | null;
  delivery: Record<string, unknown>;
  billing: Record<string, unknown> | null;
  gift: { recipient: string; sender: string; message: string } | null;
  client_remarks: string | null;
  carrier: string | null;
  tracking_number: string | null;
  tracking_url: string | null;
  items: {
    sku: string;
    sub_sku: string;
    name: Localized;
    option_name: Localized;
    quantity: number;
    unit_price: number;
    line_total: number;
    restocked_quantity: number;
    /** on the shelf now */
    stock: number | null;
  }[];
  payments: {
    id: string;
    provider: string;
    status: string;
    amount: number;
    captured_amount: number;
    refunded_amount: number;
    provider_ref: string | null;
    created_at: string;
  }[];
  refunds: {
    id: string;
    amount: number;
    reason: string;
    status: string;
    actor: string;
    created_at: string;
  }[];
  timeline: { from: string | null; to: string; actor: string; note: string | null; at: string }[];
  notes: { id: string; staff_email: string; text: string; created_at: string }[];
  allowed_transitions: OrderStatus[];
  can_confirm_transfer: boolean;
}

type Intent = 'move' | 'refund' | 'transfer' | 'note';
type Result = { intent: Intent; ok: boolean; message: string; field?: string };

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData ? `Order ${loaderData.number}` : 'Order' }];
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return adminApi(context, request).get<OrderDetail>(`/api/v1/admin/orders/${encodeURIComponent(params.id)}`);
}

const ERROR_KEYS = new Set([
  'invalid_transition',
  'required',
  'invalid_url',
  'exceeds_refundable',
  'not_positive',
  'exceeds_ordered',
  'amount_mismatch',
  'forbidden',
]);

/** Decimal input ('12.50') → the order currency's minor units; null when it is not a number. */
function minorOf(raw: FormDataEntryValue | null, currency: string): number | null {
  const s = String(raw ?? '').trim();
  if (!/^\d+(\.\d+)?$/.test(s) || !(currency in CURRENCIES)) return null;
  try {
    return toMinor(s, currency as CurrencyCode);
  } catch {
    return null;
  }
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const form = await request.formData();
  const client = adminApi(context, request);
  const t = adminTranslate(adminLangOf(request));
  const id = encodeURIComponent(params.id);
  const intent = String(form.get('intent')) as Intent;
  const currency = String(form.get('currency') ?? '');
  const text = (k: string) => String(form.get(k) ?? '').trim();
  const fail = (field: string, key: AdminMessageKey, status = 400) =>
    data<Result>({ intent, ok: false, field, message: t(key) }, { status });

  let res;
  let success = '';
  if (intent === 'move') {
    const to = text('to');
    const body: Record<string, string> = { to };
    for (const k of ['carrier', 'tracking_number', 'tracking_url', 'note']) if (text(k)) body[k] = text(k);
    res = await client.send('POST', `/api/v1/admin/orders/${id}/transitions`, body);
    success = t('admin.order.moved', { status: orderStatusName(to, adminLangOf(request)) });
  } else if (intent === 'refund') {
    const amount = minorOf(form.get('amount'), currency);
    if (amount === null || amount <= 0) return fail('amount', 'admin.order.error.not_positive');
    const restock = [...form.entries()]
      .filter(([k, v]) => k.startsWith('restock:') && Number(v) > 0)
      .map(([k, v]) => ({ sub_sku: k.slice('restock:'.length), quantity: Math.floor(Number(v)) }));
    res = await client.send('POST', `/api/v1/admin/orders/${id}/refunds`, {
      amount,
      reason: text('reason'),
      ...(restock.length ? { restock_items: restock } : {}),
    });
    success = t('admin.order.refunded_ok', {
      amount: formatMoney(amount, currency as CurrencyCode, adminLangOf(request)),
    });
  } else if (intent === 'transfer') {
    const amount = minorOf(form.get('amount'), currency);
    if (amount === null) return fail('amount', 'admin.order.error.amount_mismatch');
    res = await client.send('POST', `/api/v1/admin/bank-transfers/${id}/confirm`, {
      amount,
      reference: text('reference'),
    });
    success = t('admin.order.transfer_ok');
  } else {
    res = await client.send('POST', `/api/v1/admin/orders/${id}/notes`, { text: text('text') });
    success = t('admin.order.note_added');
  }
  if (res.ok) return data<Result>({ intent, ok: true, message: success });
  const code = res.error.code ?? 'invalid';
  const message =
    code === 'payment_provider_error'
      ? t('admin.order.error.payment_provider_error', { reason: res.error.error ?? '' })
      : ERROR_KEYS.has(code)
        ? t(`admin.order.error.${code}` as AdminMessageKey)
        : (res.error.error ?? t('admin.order.error.invalid'));
  return data<Result>(
    { intent, ok: false, field: res.error.field ?? undefined, message },
    { status: res.status },
  );
}

export default function OrderPage({ loaderData: o, actionData }: Route.ComponentProps) {
  const t = useAdminT();
  const lang = useAdminLang();
  const staff = useAdminStaff();
  const result = actionData as Result | undefined;
  const money = (n: number) => formatMoney(n, o.currency as CurrencyCode, lang);
  const date = new Intl.DateTimeFormat(ADMIN_INTL[lang], {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Hong_Kong',
  });
  const name = (n: Localized) => (lang === 'en' ? n.eng : n.chi) || n.eng;
  const canMove = staff.can('orders:write');
  const moves = o.allowed_transitions.filter(
    (to) => canMove && (to !== 'cancelled' || !cancelRefundsInFull(o.status) || staff.can('orders:refund')),
  );
  const refundOpen =
    staff.can('orders:refund') && o.refundable > 0 && canRefund(o.status, o.paid_amount, o.refunded_amount);
  const resultFor = (intent: Intent) => (result?.intent === intent ? result : undefined);

  return (
    <div className="flex flex-col gap-6">
      <p>
        <Link to="/admin/orders" className="text-sm underline underline-offset-2">
          ← {t('admin.order.back')}
        </Link>
      </p>
      <PageHeader title={t('admin.order.title', { number: o.number })} />
      <p className="-mt-4 flex flex-wrap gap-3 text-sm">
        <span className="rounded-full border border-line px-3 py-1 font-medium" data-testid="order-status">
          {orderStatusName(o.status, lang)}
        </span>
        <span className="text-muted">{date.format(new Date(o.created_at))}</span>
        <span className="text-muted">{methodLabel(t, o.payment_method)}</span>
      </p>
      {result && <Notice tone={result.ok ? 'success' : 'error'}>{result.message}</Notice>}

      <div className="grid gap-6 lg:grid-cols-3">
        <div className="flex min-w-0 flex-col gap-6 lg:col-span-2">
          <Card title={t('admin.order.items')}>
            <div className="overflow-x-auto">
              <table className="w-full min-w-[480px] text-sm">
                <thead className="text-left text-muted">
                  <tr>
                    <th scope="col" className="py-1 font-normal">
                      {t('admin.order.item')}
                    </th>
                    <th scope="col" className="py-1 text-right font-normal">
                      {t('admin.order.quantity')}
                    </th>
                    <th scope="col" className="py-1 text-right font-normal">
                      {t('admin.order.unit_price')}
                    </th>
                    <th scope="col" className="py-1 text-right font-normal">
                      {t('admin.order.line_total')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {o.items.map((i) => (
                    <tr key={i.sub_sku} className="border-t border-line align-top">
                      <td className="py-2">
                        {name(i.name)} · {name(i.option_name)}
                        <span className="block text-muted">{i.sub_sku}</span>
                        {i.stock !== null && (
                          <span className="block text-muted">
                            {t('admin.order.in_stock', { count: i.stock })}
                          </span>
                        )}
                        {i.restocked_quantity > 0 && (
                          <span className="block text-muted">
                            {t('admin.order.restocked', { count: i.restocked_quantity })}
                          </span>
                        )}
                      </td>
                      <td className="py-2 text-right">{i.quantity}</td>
                      <td className="py-2 text-right">{money(i.unit_price)}</td>
                      <td className="py-2 text-right">{money(i.line_total)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <dl className="mt-4 grid grid-cols-2 gap-1 text-sm sm:max-w-sm sm:justify-self-end">
              <Row label={t('admin.order.subtotal')} value={money(o.subtotal)} />
              {o.discount > 0 && (
                <Row
                  label={`${t('admin.order.discount')}${o.coupon_code ? ` (${o.coupon_code})` : ''}`}
                  value={`−${money(o.discount)}`}
                />
              )}
              {o.gift_wrap_fee > 0 && (
                <Row label={t('admin.order.gift_wrap')} value={money(o.gift_wrap_fee)} />
              )}
              <Row label={t('admin.order.delivery_fee')} value={money(o.delivery_fee)} />
              <Row label={t('admin.orders.total')} value={money(o.total)} strong />
              <Row label={t('admin.order.paid')} value={money(o.paid_amount)} />
              {o.refunded_amount > 0 && (
                <Row label={t('admin.order.refunded_total')} value={`−${money(o.refunded_amount)}`} />
              )}
              <Row label={t('admin.order.refundable')} value={money(o.refundable)} />
            </dl>
          </Card>

          {(moves.length > 0 || o.can_confirm_transfer) && (
            <Card title={t('admin.order.actions')}>
              <Actions o={o} moves={moves} result={resultFor('move')} money={money} />
              {o.can_confirm_transfer && staff.can('payments:confirm') && (
                <TransferForm o={o} result={resultFor('transfer')} />
              )}
            </Card>
          )}

          {refundOpen && (
            <Card title={t('admin.order.refund')}>
              <RefundForm o={o} result={resultFor('refund')} name={name} />
            </Card>
          )}

          <Card title={t('admin.order.timeline')}>
            <ol className="grid gap-2 text-sm">
              {o.timeline.map((e, i) => (
                <li key={i} className="border-l-2 border-line pl-3">
                  <span className="font-medium">
                    {e.from && e.from !== e.to ? `${orderStatusName(e.from, lang)} → ` : ''}
                    {orderStatusName(e.to, lang)}
                  </span>{' '}
                  <span className="text-muted">
                    {date.format(new Date(e.at))} · {t('admin.order.actor', { actor: e.actor })}
                  </span>
                  {e.note && <span className="block">{e.note}</span>}
                </li>
              ))}
            </ol>
          </Card>
        </div>

        <div className="flex min-w-0 flex-col gap-6">
          <Card title={t('admin.order.customer')}>
            <p className="text-sm">{o.email}</p>
          </Card>
          <Card title={t('admin.order.delivery')}>
            <Address a={o.delivery} />
          </Card>
          <Card title={t('admin.order.billing')}>
            {o.billing ? (
              <Address a={o.billing} />
            ) : (
              <p className="text-sm">{t('admin.order.billing_same')}</p>
            )}
          </Card>
          {o.carrier && (
            <Card title={t('admin.order.tracking')}>
              <p className="text-sm">
                {o.carrier} · {o.tracking_number}
              </p>
              {o.tracking_url && (
                <a
                  className="break-all text-sm underline"
                  href={o.tracking_url}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {o.tracking_url}
                </a>
              )}
            </Card>
          )}
          {o.gift && (
            <Card title={t('admin.order.gift')}>
              <p className="text-sm whitespace-pre-line">
                {o.gift.recipient && `${o.gift.recipient}\n`}
                {o.gift.message}
                {o.gift.sender && `\n— ${o.gift.sender}`}
              </p>
            </Card>
          )}
          {o.client_remarks && (
            <Card title={t('admin.order.remarks')}>
              <p className="text-sm whitespace-pre-line">{o.client_remarks}</p>
            </Card>
          )}
          <Card title={t('admin.order.payments')}>
            {o.payments.length === 0 ? (
              <p className="text-sm text-muted">{t('admin.order.none_yet')}</p>
            ) : (
              <ul className="grid gap-2 text-sm">
                {o.payments.map((p) => (
                  <li key={p.id}>
                    {methodLabel(t, p.provider)} · {payStatus(t, p.status)} ·{' '}
                    {money(p.captured_amount || p.amount)}
                    {p.refunded_amount > 0 && ` (−${money(p.refunded_amount)})`}
                    {p.provider_ref && <span className="block text-muted">{p.provider_ref}</span>}
                  </li>
                ))}
              </ul>
            )}
          </Card>
          <Card title={t('admin.order.refunds')}>
            {o.refunds.length === 0 ? (
              <p className="text-sm text-muted">{t('admin.order.none_yet')}</p>
            ) : (
              <ul className="grid gap-2 text-sm">
                {o.refunds.map((r) => (
                  <li key={r.id}>
                    {money(r.amount)} · {payStatus(t, r.status)} · {r.reason}
                    <span className="block text-muted">
                      {date.format(new Date(r.created_at))} · {r.actor}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </Card>
          <Card title={t('admin.order.notes')}>
            <ul className="mb-3 grid gap-2 text-sm">
              {o.notes.map((n) => (
                <li key={n.id}>
                  <span className="whitespace-pre-line">{n.text}</span>
                  <span className="block text-muted">
                    {date.format(new Date(n.created_at))} · {n.staff_email}
                  </span>
                </li>
              ))}
            </ul>
            {canMove && <NoteForm result={resultFor('note')} />}
          </Card>
        </div>
      </div>
    </div>
  );
}

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <>
      <dt className={strong ? 'font-medium' : 'text-muted'}>{label}</dt>
      <dd className={`text-right ${strong ? 'font-medium' : ''}`}>{value}</dd>
    </>
  );
}

function Address({ a }: { a: Record<string, unknown> }) {
  const s = (k: string) => (typeof a[k] === 'string' ? (a[k] as string) : '');
  const lines = [
    [s('firstname'), s('lastname')].filter(Boolean).join(' '),
    s('calling_code') || s('contact') ? `+${s('calling_code')} ${s('contact')}`.trim() : '',
    s('address'),
    s('address2'),
    [s('city'), s('province'), s('zip')].filter(Boolean).join(', '),
    s('country').toUpperCase(),
    s('method_kind') === 'pickup' ? '(pickup)' : '',
  ].filter(Boolean);
  return <p className="text-sm whitespace-pre-line">{lines.join('\n')}</p>;
}

/** A field's error when the last answer named it. */
function errorOf(result: Result | undefined, field: string) {
  return result && !result.ok && result.field === field ? result.message : undefined;
}

function Actions({
  o,
  moves,
  result,
  money,
}: {
  o: OrderDetail;
  moves: OrderStatus[];
  result?: Result;
  money: (n: number) => string;
}) {
  const t = useAdminT();
  const id = useId();
  const busy = useNavigation().state === 'submitting';
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    if (result) dialog.current?.close();
  }, [result]);
  const simple: Partial<Record<OrderStatus, AdminMessageKey>> = {
    packed: 'admin.order.pack',
    delivered: 'admin.order.deliver',
  };
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap gap-2">
        {moves
          .filter((to) => simple[to])
          .map((to) => (
            <Form method="post" key={to}>
              <input type="hidden" name="intent" value="move" />
              <input type="hidden" name="to" value={to} />
              <button type="submit" className={ADMIN_BUTTON} disabled={busy}>
                {t(simple[to]!)}
              </button>
            </Form>
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
        <Form method="post" className="grid gap-3 sm:grid-cols-2" aria-labelledby={`${id}-ship`}>
          <h3 id={`${id}-ship`} className="text-sm font-medium sm:col-span-2">
            {t('admin.order.ship')}
          </h3>
          <input type="hidden" name="intent" value="move" />
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
        </Form>
      )}
      {moves.includes('cancelled') && (
        <dialog
          ref={dialog}
          aria-labelledby={`${id}-cancel-title`}
          className="m-auto max-w-md rounded-xl border border-line bg-surface p-6 text-text backdrop:bg-black/40"
        >
          <Form method="post" className="grid gap-4">
            <h2 id={`${id}-cancel-title`} className="font-serif text-xl">
              {t('admin.order.cancel_confirm', { number: o.number })}
            </h2>
            {cancelRefundsInFull(o.status) && o.refundable > 0 && (
              <p className="text-sm">{t('admin.order.cancel_refunds', { amount: money(o.refundable) })}</p>
            )}
            <input type="hidden" name="intent" value="move" />
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
          </Form>
        </dialog>
      )}
    </div>
  );
}

function TextField({
  id,
  name,
  label,
  result,
  type = 'text',
  required,
  className,
  defaultValue,
  inputMode,
}: {
  id: string;
  name: string;
  label: string;
  result?: Result;
  type?: string;
  required?: boolean;
  className?: string;
  defaultValue?: string;
  inputMode?: 'decimal';
}) {
  const error = errorOf(result, name);
  return (
    <AdminField id={id} label={label} error={error} className={className}>
      <input
        id={id}
        name={name}
        type={type}
        required={required}
        defaultValue={defaultValue}
        inputMode={inputMode}
        className={ADMIN_INPUT}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error)}
      />
    </AdminField>
  );
}

/** The order total as a decimal the amount field starts from (HKD 12345 → '123.45'). */
function decimalOf(minor: number, currency: string) {
  const c = currency as CurrencyCode;
  return c in CURRENCIES ? fromMinor(minor, c).toFixed(CURRENCIES[c].minorDigits) : String(minor);
}

function RefundForm({
  o,
  result,
  name,
}: {
  o: OrderDetail;
  result?: Result;
  name: (n: Localized) => string;
}) {
  const t = useAdminT();
  const id = useId();
  const busy = useNavigation().state === 'submitting';
  const restockError = errorOf(result, 'restock_items');
  return (
    <Form method="post" className="grid gap-3 sm:grid-cols-2">
      <input type="hidden" name="intent" value="refund" />
      <input type="hidden" name="currency" value={o.currency} />
      <TextField
        id={`${id}-amount`}
        name="amount"
        label={t('admin.order.refund_amount', { currency: o.currency })}
        result={result}
        inputMode="decimal"
        required
      />
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
        <legend className="text-sm font-medium">{t('admin.order.restock')}</legend>
        {o.items.map((i) => {
          const left = i.quantity - i.restocked_quantity;
          return (
            <div key={i.sub_sku} className="flex items-center gap-3 text-sm">
              <input
                id={`${id}-restock-${i.sub_sku}`}
                name={`restock:${i.sub_sku}`}
                type="number"
                min={0}
                max={left}
                defaultValue={0}
                disabled={left === 0}
                className={`${ADMIN_INPUT} w-24`}
                aria-label={t('admin.order.restock_qty', { name: `${name(i.name)} ${name(i.option_name)}` })}
              />
              <label htmlFor={`${id}-restock-${i.sub_sku}`}>
                {name(i.name)} · {name(i.option_name)} (≤ {left})
              </label>
            </div>
          );
        })}
        {restockError && (
          <p id={`${id}-restock-error`} className="text-sm text-danger">
            {restockError}
          </p>
        )}
      </fieldset>
      <div className="sm:col-span-2">
        <button type="submit" className={ADMIN_BUTTON} disabled={busy}>
          {t('admin.order.refund_submit')}
        </button>
      </div>
    </Form>
  );
}

function TransferForm({ o, result }: { o: OrderDetail; result?: Result }) {
  const t = useAdminT();
  const id = useId();
  const busy = useNavigation().state === 'submitting';
  return (
    <Form method="post" className="mt-4 grid gap-3 sm:grid-cols-2" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="text-sm font-medium sm:col-span-2">
        {t('admin.order.confirm_transfer')}
      </h3>
      <input type="hidden" name="intent" value="transfer" />
      <input type="hidden" name="currency" value={o.currency} />
      <TextField
        id={`${id}-amount`}
        name="amount"
        label={t('admin.order.transfer_amount', { currency: o.currency })}
        result={result}
        defaultValue={decimalOf(o.total, o.currency)}
        inputMode="decimal"
        required
      />
      <TextField
        id={`${id}-reference`}
        name="reference"
        label={t('admin.order.transfer_reference')}
        result={result}
        defaultValue={o.transfer_reference ?? ''}
        required
      />
      <div className="sm:col-span-2">
        <button type="submit" className={ADMIN_BUTTON} disabled={busy}>
          {t('admin.order.transfer_submit')}
        </button>
      </div>
    </Form>
  );
}

function NoteForm({ result }: { result?: Result }) {
  const t: AdminT = useAdminT();
  const id = useId();
  const busy = useNavigation().state === 'submitting';
  const error = errorOf(result, 'text');
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (result?.ok) form.current?.reset();
  }, [result]);
  return (
    <Form method="post" className="grid gap-2" ref={form}>
      <input type="hidden" name="intent" value="note" />
      <AdminField id={`${id}-text`} label={t('admin.order.note_text')} error={error}>
        <textarea
          id={`${id}-text`}
          name="text"
          required
          maxLength={2000}
          rows={3}
          className={ADMIN_INPUT}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(`${id}-text`, error)}
        />
      </AdminField>
      <div>
        <button type="submit" className={ADMIN_BUTTON_QUIET} disabled={busy}>
          {t('admin.order.add_note')}
        </button>
      </div>
    </Form>
  );
}

/** A payment's or refund's status in the staff's words; a status the catalogue does not know shows as it is. */
function payStatus(t: AdminT, status: string): string {
  const key = `admin.order.pay_status.${status}` as AdminMessageKey;
  const text = t(key);
  return text === key ? status : text;
}
