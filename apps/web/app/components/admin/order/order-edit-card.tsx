// "Edit order" on /admin/orders/:id: before the order ships, staff change quantities (steppers), remove lines, add
// products found by name, or change the delivery address. "Review changes" asks the API for the re-priced order
// (nothing written) and shows the old total, the new total and the difference; a dialog then says what happens to
// the money (a payment link, a refund to the original payment, or a new total on an unpaid order) before it is done.
import { useEffect, useId, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import {
  countryShortName,
  formatMoney,
  getCountry,
  GLOBAL_LINE_COUNTRY_KEYS,
  isEditable,
  type CurrencyCode,
} from '@shop/core';
import type { OrderEditPreview } from '@shop/core/contract/admin-order-edits';
import type { FormResult } from '../../../lib/admin-form.ts';
import { useAdminLang, useAdminT } from '../../../lib/admin-i18n.tsx';
import {
  ADMIN_BUTTON,
  ADMIN_BUTTON_QUIET,
  ADMIN_INPUT,
  ADMIN_SELECT,
  AdminField,
  Card,
  Notice,
} from '../ui.tsx';
import { orderFormPath, useOrderFetcher } from './order-form.tsx';
import { ProductPicker, QuantityStepper } from './order-edit-parts.tsx';
import { orderCurrency, type Localized, type OrderDetail } from './order-types.ts';

type PreviewAnswer = { ok: true; preview: OrderEditPreview } | (FormResult & { ok: false });
interface Added {
  sub_sku: string;
  name: Localized;
  option_name: Localized;
  unit_price: number;
  quantity: number;
}

const ADDRESS = [
  'firstname',
  'lastname',
  'calling_code',
  'contact',
  'address',
  'address2',
  'city',
  'zip',
] as const;

export function OrderEditCard({ o }: { o: OrderDetail }) {
  const t = useAdminT();
  const lang = useAdminLang();
  const id = useId();
  const currency = orderCurrency(o);
  const order = useOrderFetcher(o._id);
  // its own fetcher per mount: after an edit the card starts afresh (keyed by the edits made)
  const preview = useFetcher<PreviewAnswer>();
  const form = useRef<HTMLFormElement>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const lines = o.items.filter((i) => !i.custom);
  const [qty, setQty] = useState<Record<string, number>>(() =>
    Object.fromEntries(lines.map((i) => [i.sub_sku, i.quantity])),
  );
  const [added, setAdded] = useState<Added[]>([]);
  const [moving, setMoving] = useState(false);
  const answer = preview.data;
  const shown = answer?.ok ? answer.preview : null;
  useEffect(() => {
    if (order.data?.form === 'edit') dialog.current?.close();
  }, [order.data]);
  if (!currency || !isEditable(o.status, o.items)) return null;
  const money = (n: number) => formatMoney(n, currency as CurrencyCode, lang);
  const name = (n: Localized) => (lang === 'en' ? n.eng : n.chi) || n.eng;
  const d = o.delivery as Record<string, unknown>;
  const str = (k: string) => (typeof d[k] === 'string' ? (d[k] as string) : '');
  const changed = lines.filter((i) => qty[i.sub_sku] !== i.quantity);
  const busy = order.state !== 'idle' || preview.state !== 'idle';
  const settlement = !shown
    ? ''
    : shown.settlement === 'payment_link'
      ? t('admin.ops.edit.collect', { amount: money(shown.settlement_amount) })
      : shown.settlement === 'refund'
        ? t('admin.ops.edit.refund', {
            amount: money(shown.settlement_amount),
            method: shown.refund_to ?? '',
          })
        : shown.difference !== 0
          ? t('admin.ops.edit.unpaid', { amount: money(shown.total_after) })
          : t('admin.ops.edit.nothing');

  return (
    <Card title={t('admin.ops.edit.title')}>
      <form
        ref={form}
        method="post"
        action={orderFormPath(o._id, 'edits/preview')}
        className="grid gap-4"
        aria-label={t('admin.ops.edit.title')}
        onSubmit={(e) => {
          e.preventDefault();
          void preview.submit(e.currentTarget, {
            method: 'post',
            action: orderFormPath(o._id, 'edits/preview'),
          });
        }}
      >
        <p className="text-sm text-muted">{t('admin.ops.edit.hint')}</p>
        <input type="hidden" name="version" value={o.version} />
        <fieldset className="grid gap-2">
          <legend className="text-sm font-medium">{t('admin.ops.edit.lines')}</legend>
          {lines.map((i) => {
            const label = `${name(i.name)} ${name(i.option_name)}`.trim();
            const n = changed.indexOf(i);
            return (
              <div key={i.id} className="flex flex-wrap items-center justify-between gap-2 text-sm">
                <span className={qty[i.sub_sku] === 0 ? 'line-through' : ''}>
                  {label} · {money(i.unit_price)}
                  {qty[i.sub_sku] === 0 && ` (${t('admin.ops.edit.removed')})`}
                </span>
                <span className="flex items-center gap-2">
                  <QuantityStepper
                    label={label}
                    value={qty[i.sub_sku] ?? 0}
                    set={(v) => setQty({ ...qty, [i.sub_sku]: v })}
                    min={0}
                  />
                  <button
                    type="button"
                    className={ADMIN_BUTTON_QUIET}
                    onClick={() => setQty({ ...qty, [i.sub_sku]: 0 })}
                    aria-label={t('admin.ops.edit.remove', { name: label })}
                  >
                    ×
                  </button>
                </span>
                {n >= 0 && (
                  <>
                    <input type="hidden" name={`change.${n}.sub_sku`} value={i.sub_sku} />
                    <input type="hidden" name={`change.${n}.quantity`} value={qty[i.sub_sku]} />
                  </>
                )}
              </div>
            );
          })}
          {added.map((a, n) => {
            const label = `${name(a.name)} ${name(a.option_name)}`.trim();
            return (
              <div key={a.sub_sku} className="flex flex-wrap items-center justify-between gap-2 text-sm">
                <span>
                  {label} · {money(a.unit_price)} ({t('admin.ops.edit.new')})
                </span>
                <span className="flex items-center gap-2">
                  <QuantityStepper
                    label={label}
                    value={a.quantity}
                    set={(v) => setAdded(added.map((x, j) => (j === n ? { ...x, quantity: v } : x)))}
                    min={1}
                  />
                  <button
                    type="button"
                    className={ADMIN_BUTTON_QUIET}
                    onClick={() => setAdded(added.filter((_, j) => j !== n))}
                    aria-label={t('admin.ops.edit.remove', { name: label })}
                  >
                    ×
                  </button>
                </span>
                <input type="hidden" name={`add.${n}.sub_sku`} value={a.sub_sku} />
                <input type="hidden" name={`add.${n}.quantity`} value={a.quantity} />
              </div>
            );
          })}
        </fieldset>
        <ProductPicker
          orderId={o._id}
          name={name}
          money={money}
          onPick={(p) =>
            setAdded(
              added.some((a) => a.sub_sku === p.sub_sku)
                ? added.map((a) => (a.sub_sku === p.sub_sku ? { ...a, quantity: a.quantity + 1 } : a))
                : [...added, { ...p, quantity: 1 }],
            )
          }
        />
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" checked={moving} onChange={(e) => setMoving(e.target.checked)} />
          {t('admin.ops.edit.change_address')}
        </label>
        {moving && (
          <div className="grid gap-3 sm:grid-cols-2">
            {ADDRESS.map((k) => (
              <AdminField key={k} id={`${id}-${k}`} label={t(`admin.ops.edit.${k}`)}>
                <input
                  id={`${id}-${k}`}
                  name={`address.${k}`}
                  defaultValue={str(k)}
                  required={['firstname', 'lastname', 'calling_code', 'contact'].includes(k)}
                  className={ADMIN_INPUT}
                />
              </AdminField>
            ))}
            <AdminField id={`${id}-country`} label={t('admin.ops.edit.country')}>
              <select
                id={`${id}-country`}
                name="address.country"
                defaultValue={str('country') || 'hk'}
                className={ADMIN_SELECT}
              >
                {GLOBAL_LINE_COUNTRY_KEYS.map((c) => (
                  <option key={c} value={c}>
                    {countryShortName(getCountry(c), lang === 'en' ? 'en' : 'hk')}
                  </option>
                ))}
              </select>
            </AdminField>
          </div>
        )}
        <AdminField id={`${id}-note`} label={t('admin.ops.edit.note')}>
          <input id={`${id}-note`} name="note" maxLength={500} className={ADMIN_INPUT} />
        </AdminField>
        {answer && !answer.ok && <Notice tone="error">{answer.message}</Notice>}
        <div>
          <button type="submit" className={ADMIN_BUTTON_QUIET} disabled={busy}>
            {t('admin.ops.edit.review')}
          </button>
        </div>
        {shown && (
          <div className="grid gap-3 rounded-lg border border-line p-4" aria-live="polite">
            <dl className="grid grid-cols-3 gap-2 text-sm">
              <div>
                <dt className="text-muted">{t('admin.ops.edit.old_total')}</dt>
                <dd data-testid="edit-old-total">{money(shown.total_before)}</dd>
              </div>
              <div>
                <dt className="text-muted">{t('admin.ops.edit.new_total')}</dt>
                <dd data-testid="edit-new-total">{money(shown.total_after)}</dd>
              </div>
              <div>
                <dt className="text-muted">{t('admin.ops.edit.difference')}</dt>
                <dd data-testid="edit-difference">
                  {shown.difference > 0 ? '+' : shown.difference < 0 ? '−' : ''}
                  {money(Math.abs(shown.difference))}
                </dd>
              </div>
            </dl>
            <p className="text-sm">{settlement}</p>
            <div>
              <button
                type="button"
                className={ADMIN_BUTTON}
                onClick={() => dialog.current?.showModal()}
                disabled={busy}
              >
                {t('admin.ops.edit.confirm')}
              </button>
            </div>
          </div>
        )}
        <dialog
          ref={dialog}
          aria-labelledby={`${id}-dialog-title`}
          className="m-auto max-w-md rounded-xl border border-line bg-surface p-6 text-text backdrop:bg-black/40"
        >
          <div className="grid gap-4">
            <h2 id={`${id}-dialog-title`} className="font-serif text-xl">
              {t('admin.ops.edit.confirm_title', { number: o.number })}
            </h2>
            {shown && (
              <p className="text-sm">
                {money(shown.total_before)} → {money(shown.total_after)}. {settlement}
              </p>
            )}
            <div className="flex flex-wrap justify-end gap-2">
              <button type="button" className={ADMIN_BUTTON_QUIET} onClick={() => dialog.current?.close()}>
                {t('admin.ops.edit.back')}
              </button>
              <button
                type="button"
                className={ADMIN_BUTTON}
                disabled={busy}
                onClick={() => {
                  if (form.current)
                    void order.submit(form.current, {
                      method: 'post',
                      action: orderFormPath(o._id, 'edits'),
                    });
                }}
              >
                {t('admin.ops.edit.confirm')}
              </button>
            </div>
          </div>
        </dialog>
      </form>
    </Card>
  );
}
