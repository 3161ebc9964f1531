// The draft builder: every change is saved at once with the version the page was shown and answered with the
// server's quote (the checkout's rules), so the totals on screen are always the server's.
import { useCallback, useId, useRef, useState } from 'react';
import type { DraftOrderOut } from '@shop/core/contract/admin-draft-order';
import { adminErrorText } from '../../../lib/admin-error-text.ts';
import { useAdminT } from '../../../lib/admin-i18n.tsx';
import { ADMIN_BUTTON_DANGER, ADMIN_BUTTON_QUIET, Card, Notice } from '../ui.tsx';
import { DRAFTS_API, draftSend } from './draft-api.ts';
import { bodyOf, type DraftBodyIn } from './draft-body.ts';
import { DraftComplete, DraftQuote } from './draft-complete.tsx';
import { DraftDelivery, DraftDiscount, DraftGift } from './draft-extras.tsx';
import { DraftLines } from './draft-lines.tsx';

export function DraftBuilder({ initial }: { initial: DraftOrderOut }) {
  const t = useAdminT();
  const id = useId();
  const [d, setD] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const cancelDialog = useRef<HTMLDialogElement>(null);
  const open = d.status === 'open';
  const body = bodyOf(d);

  const save = useCallback(
    async (next: DraftBodyIn) => {
      setBusy(true);
      setError(null);
      setSaved(false);
      const res = await draftSend<DraftOrderOut>('PUT', `${DRAFTS_API}/${d.id}`, next);
      setBusy(false);
      if (!res.ok) {
        setError(adminErrorText(res.error, t));
        return false;
      }
      setD(res.data);
      setSaved(true);
      return true;
    },
    [d.id, t],
  );

  async function cancel() {
    setBusy(true);
    const res = await draftSend<DraftOrderOut>('POST', `${DRAFTS_API}/${d.id}/cancel`, {
      version: d.version,
    });
    setBusy(false);
    cancelDialog.current?.close();
    if (res.ok) setD(res.data);
    else setError(adminErrorText(res.error, t));
  }

  const props = { d, body, save, busy: busy || !open };
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="flex min-w-0 flex-col gap-6">
        <Card title={t('admin.drafts.customer')}>
          <p className="text-sm">
            <span className="font-medium">{d.customer.name}</span>{' '}
            <span className="text-muted">
              ({t(d.customer.kind === 'member' ? 'admin.drafts.member' : 'admin.drafts.guest')}
              {d.customer.groups.length ? ` · ${d.customer.groups.join(', ')}` : ''})
            </span>
            <span className="block text-muted">
              {d.customer.email}
              {d.customer.phone ? ` · ${d.customer.phone}` : ''} · {t(`admin.drafts.language.${d.locale}`)}
            </span>
          </p>
        </Card>
        <Card title={t('admin.drafts.products')}>
          <DraftLines {...props} />
        </Card>
        <Card title={t('admin.drafts.discount')}>
          <DraftDiscount {...props} />
        </Card>
        <Card title={t('admin.drafts.delivery')}>
          <DraftDelivery {...props} />
        </Card>
        <Card title={t('admin.drafts.gift')}>
          <DraftGift {...props} />
        </Card>
      </div>
      <div className="flex flex-col gap-6 lg:sticky lg:top-4 lg:self-start">
        <Card title={t('admin.drafts.quote')}>
          <DraftQuote d={d} />
          <p className="mt-2 min-h-5 text-xs text-muted" role="status">
            {busy ? t('admin.drafts.saving') : saved ? t('admin.drafts.saved') : ''}
          </p>
        </Card>
        {error && <Notice tone="error">{error}</Notice>}
        <Card title={t('admin.drafts.complete')}>
          {open || d.order ? (
            <DraftComplete d={d} onDone={setD} />
          ) : (
            <p className="text-sm">
              {t('admin.drafts.closed', { status: t(`admin.drafts.status.${d.status}`) })}
            </p>
          )}
        </Card>
        {open && (
          <>
            <button
              type="button"
              className={ADMIN_BUTTON_DANGER}
              onClick={() => cancelDialog.current?.showModal()}
            >
              {t('admin.drafts.cancel')}
            </button>
            <dialog
              ref={cancelDialog}
              aria-labelledby={`${id}-cancel`}
              className="m-auto max-w-md rounded-xl border border-line bg-surface p-6 text-text backdrop:bg-black/40"
            >
              <h2 id={`${id}-cancel`} className="font-serif text-xl">
                {t('admin.drafts.cancel_confirm', { number: d.number })}
              </h2>
              <div className="mt-4 flex flex-wrap justify-end gap-2">
                <button
                  type="button"
                  className={ADMIN_BUTTON_QUIET}
                  onClick={() => cancelDialog.current?.close()}
                >
                  {t('admin.drafts.keep')}
                </button>
                <button
                  type="button"
                  className={ADMIN_BUTTON_DANGER}
                  disabled={busy}
                  onClick={() => void cancel()}
                >
                  {t('admin.drafts.cancel')}
                </button>
              </div>
            </dialog>
          </>
        )}
      </div>
    </div>
  );
}
