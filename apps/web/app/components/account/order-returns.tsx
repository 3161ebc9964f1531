// The order's returns on the shopper's order page (member and guest lookup): each return with its status, and
// "Request a return" while the window is open: items and quantities, a reason, words and photos (2.12 returns).
import { useId } from 'react';
import { Form } from 'react-router';
import { RETURN_REASONS } from '@shop/core';
import type { OrderReturns } from '@shop/core/contract/return';
import { useI18n } from '../../i18n/i18n.tsx';
import { localizedName, money } from '../../lib/format.ts';
import { formatDateTime } from '../checkout/order-bits.tsx';
import { Field, INPUT_CLASS } from './field.tsx';
import { FormMessage, useSending, useViewResult, type ViewAnswer } from './view-result.tsx';

export function OrderReturns({
  orderId,
  data,
  token,
  answer: given,
  children,
}: {
  orderId: string;
  data: OrderReturns | null;
  /** a guest's order token (the lookup's) */
  token?: string;
  /** the request's answer when the page's action is not the account's (the guest lookup) */
  answer?: ViewAnswer;
  /** more hidden inputs the page's action needs (the lookup's number and email) */
  children?: React.ReactNode;
}) {
  const { t, locale } = useI18n();
  const id = useId();
  const own = useViewResult('orders:return');
  const answer = given ?? own;
  const sending = useSending('orders:return');
  if (!data || (data.returns.length === 0 && !data.window_open)) return null;
  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-3">
      <h3 id={`${id}-title`} className="font-serif text-xl">
        {t('returns.title')}
      </h3>
      <FormMessage answer={answer} />
      {data.returns.length > 0 && (
        <ul className="grid gap-2">
          {data.returns.map((r) => (
            <li key={r.id} className="rounded-xl border border-line p-3 text-sm">
              <p className="font-medium">
                {t('returns.number', { number: r.number })} · {t(`returns.status.${r.status}`)}
              </p>
              <p className="text-muted">{formatDateTime(r.created_at)}</p>
              <ul>
                {r.items.map((i) => (
                  <li key={i.order_item_id}>
                    {t('returns.line', {
                      name: `${localizedName(i.name, locale)} ${localizedName(i.option_name, locale)}`,
                      quantity: i.quantity,
                    })}
                  </li>
                ))}
              </ul>
              {r.status === 'refunded' && r.refund_amount > 0 && (
                <p>{t('returns.refunded', { amount: money(r.refund_amount, r.currency, locale) })}</p>
              )}
              {r.exchange_order && <p>{t('returns.exchange_order', { number: r.exchange_order.number })}</p>}
            </li>
          ))}
        </ul>
      )}
      {data.window_open && data.returnable.length > 0 && (
        <details className="rounded-xl border border-line p-4">
          <summary className="cursor-pointer font-medium">{t('returns.request')}</summary>
          <Form method="post" encType="multipart/form-data" className="mt-3 grid gap-3" preventScrollReset>
            <input type="hidden" name="intent" value="orders:return" />
            <input type="hidden" name="order" value={orderId} />
            {token && <input type="hidden" name="token" value={token} />}
            {children}
            {data.deadline && (
              <p className="text-sm text-muted">
                {t('returns.window', { date: formatDateTime(data.deadline) })}
              </p>
            )}
            <fieldset className="grid gap-2">
              <legend className="text-sm font-medium">{t('returns.items')}</legend>
              {data.returnable.map((l) => {
                const name = `${localizedName(l.name, locale)} ${localizedName(l.option_name, locale)}`;
                return (
                  <Field
                    key={l.order_item_id}
                    id={`${id}-q-${l.order_item_id}`}
                    label={t('returns.quantity', { name, max: l.quantity })}
                  >
                    <input
                      id={`${id}-q-${l.order_item_id}`}
                      name={`qty.${l.order_item_id}`}
                      type="number"
                      min={0}
                      max={l.quantity}
                      defaultValue={0}
                      className={`${INPUT_CLASS} w-24`}
                    />
                  </Field>
                );
              })}
            </fieldset>
            <Field id={`${id}-reason`} label={t('returns.reason')}>
              <select id={`${id}-reason`} name="reason" className={INPUT_CLASS} defaultValue="damaged">
                {RETURN_REASONS.map((r) => (
                  <option key={r} value={r}>
                    {t(`returns.reason.${r}`)}
                  </option>
                ))}
              </select>
            </Field>
            <Field id={`${id}-comment`} label={t('returns.comment')}>
              <textarea
                id={`${id}-comment`}
                name="comment"
                rows={3}
                maxLength={1000}
                className={INPUT_CLASS}
              />
            </Field>
            <Field id={`${id}-photos`} label={t('returns.photos')}>
              <input id={`${id}-photos`} name="photos" type="file" accept="image/*" multiple />
            </Field>
            <div>
              <button type="submit" className="btn-primary" aria-disabled={sending || undefined}>
                {t('returns.submit')}
              </button>
            </div>
          </Form>
        </details>
      )}
    </section>
  );
}
