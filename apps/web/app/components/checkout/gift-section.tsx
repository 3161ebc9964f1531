import { codePointLength } from '@shop/core';
import { useI18n } from '../../i18n/i18n.tsx';
import { describedBy, Field, INPUT_CLASS } from '../account/field.tsx';
import { GIFT_MESSAGE_LIMIT } from './checkout-form.ts';
import { Check } from './choice-group.tsx';
import type { FormView } from './page-types.ts';
import { TextInput } from './text-input.tsx';

/** Gift box wrapping with recipient, sender and a message counted in characters (5-13, 5-14). */
export function GiftSection({
  form,
  wrap,
  onWrap,
  message,
  onMessage,
}: {
  form: FormView;
  wrap: boolean;
  onWrap: (wrap: boolean) => void;
  message: string;
  onMessage: (message: string) => void;
}) {
  const { t } = useI18n();
  const error = form.err('gift_message');
  return (
    <section aria-labelledby="co-gift-title" className="grid gap-2">
      <h2 id="co-gift-title" className="font-serif text-2xl">
        {t('checkout.gift_title')}
      </h2>
      <Check
        id="co-add_gift_box_wrapping"
        name="add_gift_box_wrapping"
        checked={wrap}
        onChange={onWrap}
        label={t('checkout.gift_wrap')}
        detail={t('checkout.gift_wrap_detail')}
      />
      <div hidden={!wrap} className="grid gap-4 sm:grid-cols-2">
        <TextInput
          form={form}
          name="gift_recipient"
          label={t('checkout.gift_recipient')}
          autoComplete="off"
          maxLength={GIFT_MESSAGE_LIMIT}
        />
        <TextInput
          form={form}
          name="gift_sender"
          label={t('checkout.gift_sender')}
          autoComplete="off"
          maxLength={GIFT_MESSAGE_LIMIT}
        />
        <Field
          id="co-gift_message"
          label={t('checkout.gift_message')}
          error={error}
          className="sm:col-span-2"
          hint={t('checkout.gift_message_hint', {
            count: codePointLength(message.trim()),
            max: GIFT_MESSAGE_LIMIT,
          })}
        >
          <textarea
            id="co-gift_message"
            name="gift_message"
            rows={3}
            value={message}
            onChange={(e) => onMessage(e.target.value)}
            className={`${INPUT_CLASS} py-2`}
            aria-invalid={!!error || undefined}
            aria-describedby={describedBy('co-gift_message', error, true)}
          />
        </Field>
      </div>
    </section>
  );
}
