import { useEffect, useState } from 'react';
import { Form } from 'react-router';
import { codePointLength } from '@shop/core';
import { INPUT_CLASS } from '../account/field.tsx';
import { GIFT_MESSAGE_LIMIT } from './checkout-form.ts';
import { useI18n } from '../../i18n/i18n.tsx';
import type { GiftCard } from './types.ts';

export type CardResult =
  { intent: 'card'; ok: true } | { intent: 'card'; ok: false; error: string; card: GiftCard };

/**
 * The gift card of a placed order (/order/card-message, 7-21): shown as written, and while the parcel has not
 * left, a form to add or change it. The page's action sends it to the API, which applies checkout's gift rules.
 */
export function CardMessage({
  gift,
  editable,
  result,
  pending,
}: {
  gift: GiftCard | null | undefined;
  editable: boolean;
  result?: CardResult;
  pending: boolean;
}) {
  const { t } = useI18n();
  const failed = result && !result.ok ? result : undefined;
  const [open, setOpen] = useState(!!failed);
  const draft = failed?.card ?? gift ?? { recipient: '', sender: '', message: '' };
  const [length, setLength] = useState(codePointLength(draft.message.trim()));
  // a saved card closes the form; a refused one keeps it open with what was typed
  useEffect(() => {
    if (result) setOpen(!result.ok);
  }, [result]);
  if (!gift && !editable) return null;
  const showForm = editable && open;
  return (
    <section aria-labelledby="order-card-title" className="grid gap-3">
      <h2 id="order-card-title" className="font-serif text-2xl">
        {t('order.card_title')}
      </h2>
      {gift ? (
        <figure className="grid gap-1 rounded-lg border border-line p-4 text-sm">
          <p>
            <span className="text-muted">{t('checkout.gift_recipient')}:</span> {gift.recipient}
          </p>
          <blockquote className="whitespace-pre-wrap border-l-2 border-accent pl-3">
            {gift.message}
          </blockquote>
          <figcaption>
            <span className="text-muted">{t('checkout.gift_sender')}:</span> {gift.sender}
          </figcaption>
        </figure>
      ) : (
        <p className="text-sm text-muted">{t('order.card_none')}</p>
      )}
      {result?.ok && (
        <p role="status" className="text-sm text-success">
          {t('order.card_saved')}
        </p>
      )}
      {editable && !showForm && (
        <button
          type="button"
          className="btn-ghost justify-self-start border border-line px-5"
          onClick={() => setOpen(true)}
        >
          {t(gift ? 'order.card_change' : 'order.card_add')}
        </button>
      )}
      {showForm && (
        <Form method="post" className="grid gap-3" aria-describedby={failed ? 'card-error' : undefined}>
          <input type="hidden" name="intent" value="card" />
          <label className="grid gap-1 text-sm">
            {t('checkout.gift_recipient')}
            <input
              name="recipient"
              required
              maxLength={GIFT_MESSAGE_LIMIT}
              defaultValue={draft.recipient}
              className={INPUT_CLASS}
            />
          </label>
          <label className="grid gap-1 text-sm">
            {t('checkout.gift_sender')}
            <input
              name="sender"
              required
              maxLength={GIFT_MESSAGE_LIMIT}
              defaultValue={draft.sender}
              className={INPUT_CLASS}
            />
          </label>
          <label className="grid gap-1 text-sm">
            {t('checkout.gift_message')}
            <textarea
              name="message"
              required
              rows={3}
              maxLength={GIFT_MESSAGE_LIMIT}
              defaultValue={draft.message}
              onChange={(e) => setLength(codePointLength(e.currentTarget.value.trim()))}
              className={`${INPUT_CLASS} py-2`}
              aria-describedby="card-hint"
            />
          </label>
          <p id="card-hint" className="text-xs text-muted">
            {t('checkout.gift_message_hint', { count: length, max: GIFT_MESSAGE_LIMIT })}
          </p>
          {failed && (
            <p id="card-error" role="alert" className="text-sm text-danger">
              {failed.error}
            </p>
          )}
          <button type="submit" className="btn-primary justify-self-start" disabled={pending}>
            {t('order.card_save')}
          </button>
        </Form>
      )}
    </section>
  );
}
