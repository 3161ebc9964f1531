// The draft's live quote (the server's numbers) and placing the order: a payment link (shown with a Copy button,
// and emailed) or marked paid by cash or bank transfer with a reference, each after a dialog naming the amount.
import { useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { DraftOrderOut } from '@shop/core/contract/admin-draft-order';
import type { z } from 'zod';
import type { draftCompleteOut } from '@shop/core/contract/admin-draft-order';
import { adminErrorText } from '../../../lib/admin-error-text.ts';
import { formatAdminMoney } from '../../../lib/admin-catalogue.ts';
import { useAdminLang, useAdminT } from '../../../lib/admin-i18n.tsx';
import { ADMIN_BUTTON, ADMIN_BUTTON_QUIET, ADMIN_INPUT, AdminField, Notice } from '../ui.tsx';
import { DRAFTS_API, draftSend } from './draft-api.ts';

type Completed = z.infer<typeof draftCompleteOut>;
const DIALOG = 'm-auto max-w-md rounded-xl border border-line bg-surface p-6 text-text backdrop:bg-black/40';

export function DraftQuote({ d }: { d: DraftOrderOut }) {
  const t = useAdminT();
  const lang = useAdminLang();
  const money = (n: number) => formatAdminMoney(n, d.currency, lang);
  const q = d.quote;
  const rows: [string, string][] = [
    [t('admin.drafts.q_subtotal'), money(q.subtotal)],
    ...(q.member_discount
      ? [[t('admin.drafts.q_member'), `− ${money(q.member_discount)}`] as [string, string]]
      : []),
    ...(q.discount ? [[t('admin.drafts.q_discount'), `− ${money(q.discount)}`] as [string, string]] : []),
    [
      t(q.delivery_fee_set ? 'admin.drafts.q_delivery_set' : 'admin.drafts.q_delivery'),
      money(q.delivery_fee),
    ],
    ...(q.gift_wrap_fee ? [[t('admin.drafts.q_gift'), money(q.gift_wrap_fee)] as [string, string]] : []),
  ];
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm" aria-live="polite">
      {rows.map(([k, v]) => (
        <div key={k} className="contents">
          <dt>{k}</dt>
          <dd className="text-right">{v}</dd>
        </div>
      ))}
      <dt className="border-t border-line pt-2 font-medium">{t('admin.drafts.q_total')}</dt>
      <dd className="border-t border-line pt-2 text-right font-medium" data-testid="draft-total">
        {money(q.total)}
      </dd>
    </dl>
  );
}

export function DraftComplete({ d, onDone }: { d: DraftOrderOut; onDone: (next: DraftOrderOut) => void }) {
  const t = useAdminT();
  const lang = useAdminLang();
  const id = useId();
  const linkDialog = useRef<HTMLDialogElement>(null);
  const paidDialog = useRef<HTMLDialogElement>(null);
  const [method, setMethod] = useState<'cash' | 'bank_transfer'>('cash');
  const [reference, setReference] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<Completed | null>(null);
  const [copied, setCopied] = useState(false);
  const amount = formatAdminMoney(d.quote.total, d.currency, lang);

  async function complete(payment: 'link' | 'cash' | 'bank_transfer') {
    setBusy(true);
    setError(null);
    const res = await draftSend<Completed>('POST', `${DRAFTS_API}/${d.id}/complete`, {
      payment,
      ...(payment === 'link' ? {} : { reference: reference.trim() }),
      version: d.version,
    });
    setBusy(false);
    linkDialog.current?.close();
    paidDialog.current?.close();
    if (!res.ok) return setError(adminErrorText(res.error, t));
    setDone(res.data);
    onDone(res.data.draft);
  }

  if (done)
    return (
      <div className="flex flex-col gap-3">
        <Notice tone="success">{t('admin.drafts.placed', { number: done.order.number })}</Notice>
        {done.payment_link && (
          <>
            <AdminField id={`${id}-link`} label={t('admin.drafts.link')}>
              <div className="flex gap-2">
                <input id={`${id}-link`} className={ADMIN_INPUT} readOnly value={done.payment_link} />
                <button
                  type="button"
                  className={ADMIN_BUTTON_QUIET}
                  onClick={() =>
                    void navigator.clipboard?.writeText(done.payment_link!).then(
                      () => setCopied(true),
                      () => setCopied(false),
                    )
                  }
                >
                  {t('admin.drafts.copy')}
                </button>
              </div>
            </AdminField>
            <p className="text-sm" role="status">
              {copied
                ? t('admin.drafts.copied')
                : done.emailed
                  ? t('admin.drafts.link_emailed', { email: d.customer.email })
                  : t('admin.drafts.link_not_emailed')}
            </p>
          </>
        )}
        <Link to={`/admin/orders/${done.order.id}`} className={`${ADMIN_BUTTON} self-start`}>
          {t('admin.drafts.view_order', { number: done.order.number })}
        </Link>
      </div>
    );

  return (
    <div className="flex flex-col gap-3">
      {error && <Notice tone="error">{error}</Notice>}
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={ADMIN_BUTTON}
          disabled={busy || d.lines.length === 0}
          onClick={() => linkDialog.current?.showModal()}
        >
          {t('admin.drafts.send_link')}
        </button>
        <button
          type="button"
          className={ADMIN_BUTTON_QUIET}
          disabled={busy || d.lines.length === 0}
          onClick={() => paidDialog.current?.showModal()}
        >
          {t('admin.drafts.mark_paid')}
        </button>
      </div>
      <dialog ref={linkDialog} aria-labelledby={`${id}-link-title`} className={DIALOG}>
        <div className="grid gap-4">
          <h2 id={`${id}-link-title`} className="font-serif text-xl">
            {t('admin.drafts.link_confirm', { amount })}
          </h2>
          <p className="text-sm">
            {t('admin.drafts.link_confirm_text', { name: d.customer.name, email: d.customer.email })}
          </p>
          <div className="flex flex-wrap justify-end gap-2">
            <button type="button" className={ADMIN_BUTTON_QUIET} onClick={() => linkDialog.current?.close()}>
              {t('admin.drafts.keep')}
            </button>
            <button
              type="button"
              className={ADMIN_BUTTON}
              disabled={busy}
              onClick={() => void complete('link')}
            >
              {t('admin.drafts.send_link')}
            </button>
          </div>
        </div>
      </dialog>
      <dialog ref={paidDialog} aria-labelledby={`${id}-paid-title`} className={DIALOG}>
        <form
          className="grid gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            void complete(method);
          }}
        >
          <h2 id={`${id}-paid-title`} className="font-serif text-xl">
            {t('admin.drafts.paid_confirm', { amount })}
          </h2>
          <fieldset className="flex flex-wrap gap-4 text-sm">
            <legend className="mb-1 font-medium">{t('admin.drafts.paid_how')}</legend>
            {(['cash', 'bank_transfer'] as const).map((m) => (
              <label key={m} className="flex items-center gap-2">
                <input type="radio" name="paid_by" checked={method === m} onChange={() => setMethod(m)} />
                {t(`admin.drafts.pay.${m}`)}
              </label>
            ))}
          </fieldset>
          <AdminField id={`${id}-ref`} label={t('admin.drafts.reference')}>
            <input
              id={`${id}-ref`}
              className={ADMIN_INPUT}
              required
              maxLength={100}
              value={reference}
              onChange={(e) => setReference(e.target.value)}
            />
          </AdminField>
          <p className="text-sm">
            {t('admin.drafts.paid_confirm_text', {
              name: d.customer.name,
              amount,
              method: t(`admin.drafts.pay.${method}`),
            })}
          </p>
          <div className="flex flex-wrap justify-end gap-2">
            <button type="button" className={ADMIN_BUTTON_QUIET} onClick={() => paidDialog.current?.close()}>
              {t('admin.drafts.keep')}
            </button>
            <button type="submit" className={ADMIN_BUTTON} disabled={busy}>
              {t('admin.drafts.confirm')}
            </button>
          </div>
        </form>
      </dialog>
    </div>
  );
}
