import { useI18n } from '../../i18n/i18n.tsx';
import { describedBy, Field, INPUT_CLASS } from '../account/field.tsx';
import { REMARKS_MAX } from './checkout-form.ts';
import type { FormView } from './page-types.ts';

/** The shopper's optional note to the shop. */
export function RemarksSection({ form }: { form: FormView }) {
  const { t } = useI18n();
  const error = form.err('client_remarks');
  return (
    <section aria-labelledby="co-remarks-title" className="grid gap-2">
      <h2 id="co-remarks-title" className="font-serif text-2xl">
        {t('checkout.remarks_title')}
      </h2>
      <Field
        id="co-client_remarks"
        label={t('checkout.optional_label', { label: t('checkout.remarks') })}
        error={error}
      >
        <textarea
          id="co-client_remarks"
          name="client_remarks"
          rows={3}
          maxLength={REMARKS_MAX}
          defaultValue={form.text('client_remarks')}
          className={`${INPUT_CLASS} py-2`}
          aria-invalid={!!error || undefined}
          aria-describedby={describedBy('co-client_remarks', error)}
        />
      </Field>
    </section>
  );
}
