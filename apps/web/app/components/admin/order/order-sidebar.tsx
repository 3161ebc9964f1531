// The order's side column: customer, addresses, tracking, gift, remarks, payments, refunds and staff notes.
import { useEffect, useId, useRef } from 'react';
import { fieldError } from '../../../lib/admin-form.ts';
import type { AdminMessageKey } from '../../../i18n/admin.en.ts';
import { useAdminT, type AdminT } from '../../../lib/admin-i18n.tsx';
import { ADMIN_BUTTON_QUIET, ADMIN_INPUT, AdminField, Card, describedBy } from '../ui.tsx';
import { orderFormPath, resultOf, useOrderFetcher } from './order-form.tsx';
import type { OrderDetail } from './order-types.ts';
import { PaymentCard } from './payment-card.tsx';

export function OrderSidebar({
  o,
  money,
  date,
  canMove,
  provider = '',
}: {
  o: OrderDetail;
  /** the shop's payment provider's kind (GET /payment-methods) */
  provider?: string;
  money: (n: number) => string;
  date: Intl.DateTimeFormat;
  canMove: boolean;
}) {
  const t = useAdminT();
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <Card title={t('admin.order.customer')}>
        <p className="text-sm">{o.email}</p>
      </Card>
      <Card title={t('admin.order.delivery')}>
        <Address a={o.delivery} />
      </Card>
      <Card title={t('admin.order.billing')}>
        {o.billing ? <Address a={o.billing} /> : <p className="text-sm">{t('admin.order.billing_same')}</p>}
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
      <PaymentCard o={o} provider={provider} money={money} payStatus={(s) => payStatus(t, s)} />
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
        {canMove && <NoteForm orderId={o._id} version={o.version} />}
      </Card>
    </div>
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

function NoteForm({ orderId, version }: { orderId: string; version?: number }) {
  const t = useAdminT();
  const id = useId();
  const fetcher = useOrderFetcher(orderId);
  const result = resultOf(fetcher.data, 'note');
  const error = fieldError(result, 'text');
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (result?.ok) form.current?.reset();
  }, [result]);
  return (
    <fetcher.Form method="post" action={orderFormPath(orderId, 'notes')} className="grid gap-2" ref={form}>
      {version !== undefined && <input type="hidden" name="version" value={version} />}
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
        <button type="submit" className={ADMIN_BUTTON_QUIET} disabled={fetcher.state !== 'idle'}>
          {t('admin.order.add_note')}
        </button>
      </div>
    </fetcher.Form>
  );
}

/** A payment's or refund's status in the staff's words; a status the catalogue does not know shows as it is. */
function payStatus(t: AdminT, status: string): string {
  const key = `admin.order.pay_status.${status}` as AdminMessageKey;
  const text = t(key);
  return text === key ? status : text;
}
