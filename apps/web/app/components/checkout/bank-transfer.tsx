import { Form } from 'react-router';
import { useI18n } from '../../i18n/i18n.tsx';
import { money } from '../../lib/format.ts';
import { describedBy, Field, INPUT_CLASS, Spinner } from '../account/field.tsx';
import { formatDateTime } from './order-bits.tsx';
import type { BankDetails } from './types.ts';

/**
 * The bank-transfer reservation (1-15): where to send the money, by when, and a form to tell us the
 * transfer's reference so we can match it.
 */
export function BankTransfer({
  bank,
  amount,
  currency,
  deadline,
  error,
  pending,
  sent,
  defaultReference,
}: {
  bank: BankDetails;
  amount: number;
  currency: string;
  deadline: string | null;
  error?: string;
  pending: boolean;
  sent: boolean;
  defaultReference?: string;
}) {
  const { t, locale } = useI18n();
  const due = formatDateTime(bank.deadline || deadline);
  return (
    <section aria-labelledby="bank-title" className="rounded-xl border border-line bg-surface p-5 md:p-6">
      <h2 id="bank-title" className="font-serif text-2xl">
        {t('payment.bank_title')}
      </h2>
      <p className="mt-2 text-sm text-muted">
        {t('payment.bank_intro', { price: money(amount, currency, locale) })}
      </p>
      {due && <p className="mt-3 text-sm font-medium">{t('payment.bank_deadline', { date: due })}</p>}
      <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-2">
        <Detail label={t('payment.bank_name')} value={bank.bank_name} />
        <Detail label={t('payment.bank_account_name')} value={bank.account_name} />
        <Detail label={t('payment.bank_account_no')} value={bank.account_no} mono />
        <Detail label={t('payment.bank_amount')} value={money(amount, currency, locale)} />
        <Detail
          label={t('payment.bank_reference')}
          value={bank.reference}
          mono
          hint={t('payment.bank_reference_hint')}
        />
      </dl>
      {sent ? (
        <p role="status" className="mt-6 rounded-lg border border-success p-4 text-sm text-success">
          {t('payment.reference_sent')}
        </p>
      ) : (
        <Form method="post" noValidate className="mt-6 grid gap-3 border-t border-line pt-5">
          <input type="hidden" name="intent" value="reference" />
          <Field
            id="transfer-reference"
            label={t('payment.transfer_reference')}
            error={error}
            hint={t('payment.transfer_reference_hint')}
          >
            <input
              id="transfer-reference"
              name="reference"
              defaultValue={defaultReference}
              autoComplete="off"
              maxLength={100}
              className={INPUT_CLASS}
              aria-invalid={!!error || undefined}
              aria-describedby={describedBy('transfer-reference', error, true)}
            />
          </Field>
          <div>
            <button type="submit" className="btn-primary" disabled={pending}>
              {pending && <Spinner />}
              {t('payment.reference_submit')}
            </button>
          </div>
        </Form>
      )}
    </section>
  );
}

function Detail({
  label,
  value,
  mono = false,
  hint,
}: {
  label: string;
  value: string;
  mono?: boolean;
  hint?: string;
}) {
  return (
    <div className="rounded-lg bg-surface-2 p-3">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className={`mt-1 select-all break-all ${mono ? 'font-mono tracking-wide' : ''}`}>{value}</dd>
      {hint && <dd className="mt-1 text-xs text-muted">{hint}</dd>}
    </div>
  );
}
