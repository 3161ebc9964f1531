import { useId, useState } from 'react';
import * as Tabs from '@radix-ui/react-tabs';
import { useI18n } from '../../i18n/i18n.tsx';
import { DEFAULT_CALLING_ISO2, findCallingCode, useCallingCodes } from '../../lib/calling-codes.ts';
import { PhoneFields } from './calling-code-select.tsx';
import { describedBy, ErrorSummary, Field, INPUT_CLASS, Spinner } from './field.tsx';
import { useAuthFetcher } from './use-auth-fetcher.ts';

export const TAB_LIST_CLASS = 'flex gap-1 border-b border-line';
export const TAB_CLASS =
  'min-h-11 flex-1 border-b-2 border-transparent px-3 text-sm text-muted data-[state=active]:border-accent data-[state=active]:font-medium data-[state=active]:text-text';

/**
 * Forgot password (2.6-01, 4-09, 8-05): email or phone tab; idle → loading → success or error. Empty input reads
 * 'Please enter a valid phone number.'; success shows the reset-link message and a log-in-now button.
 */
export function ForgotPassword({
  initialEmail = '',
  onLogin,
}: {
  initialEmail?: string;
  onLogin: () => void;
}) {
  const { t, locale } = useI18n();
  const id = useId();
  const codes = useCallingCodes(locale);
  const [tab, setTab] = useState<'email' | 'phone'>('email');
  const [email, setEmail] = useState(initialEmail);
  const [iso2, setIso2] = useState(DEFAULT_CALLING_ISO2);
  const [phone, setPhone] = useState('');
  const forgot = useAuthFetcher();
  const status = forgot.pending
    ? 'loading'
    : forgot.data?.ok
      ? 'success'
      : forgot.errors.list.length
        ? 'error'
        : 'idle';
  const result = forgot.data?.ok && forgot.data.intent === 'forgot' ? forgot.data : null;

  if (status === 'success' && result) {
    return (
      <div className="grid gap-4" data-status={status}>
        <p role="status" className="rounded-lg border border-line bg-surface-2 p-4 text-sm">
          {result.message}
        </p>
        <button type="button" className="btn-primary w-full" onClick={onLogin}>
          {t('forgot.login_now')}
        </button>
      </div>
    );
  }

  const entry = findCallingCode(codes, iso2);
  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    if (forgot.pending) return;
    const fields: Record<string, string> =
      tab === 'email'
        ? { mode: 'email', username: email.trim() }
        : { mode: 'phone', contact_no_country: entry?.code ?? '', contact_no: phone };
    void forgot.submit('forgot', fields, { revalidate: false });
  };
  const err = forgot.errors.fields;
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="grid gap-4"
      data-status={status}
      aria-busy={status === 'loading'}
    >
      <p className="text-sm text-muted">{t('forgot.intro')}</p>
      <ErrorSummary
        id={`${id}-errors`}
        errors={forgot.errors.list}
        focusKey={forgot.fetcher.data}
        limited={forgot.errors.limited}
      />
      <Tabs.Root
        value={tab}
        onValueChange={(v) => {
          setTab(v as 'email' | 'phone');
          forgot.dismiss();
        }}
      >
        <Tabs.List className={TAB_LIST_CLASS} aria-label={t('forgot.by')}>
          <Tabs.Trigger value="email" className={TAB_CLASS}>
            {t('auth.tab_email')}
          </Tabs.Trigger>
          <Tabs.Trigger value="phone" className={TAB_CLASS}>
            {t('auth.tab_phone')}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="email" forceMount className="pt-4 data-[state=inactive]:hidden">
          <Field id={`${id}-email`} label={t('auth.email')} error={err.username}>
            <input
              id={`${id}-email`}
              type="email"
              autoComplete="email"
              value={email}
              className={INPUT_CLASS}
              onChange={(e) => {
                setEmail(e.target.value);
                forgot.dismiss();
              }}
              aria-invalid={!!err.username || undefined}
              aria-describedby={describedBy(`${id}-email`, err.username)}
            />
          </Field>
        </Tabs.Content>
        <Tabs.Content value="phone" forceMount className="pt-4 data-[state=inactive]:hidden">
          <PhoneFields
            id={`${id}-phone`}
            codes={codes}
            iso2={iso2}
            phone={phone}
            onIso2={(e) => {
              setIso2(e.iso2);
              forgot.dismiss();
            }}
            onPhone={(v) => {
              setPhone(v);
              forgot.dismiss();
            }}
            codeError={err.contact_no_country}
            phoneError={err.contact_no}
          />
        </Tabs.Content>
      </Tabs.Root>
      <button type="submit" className="btn-primary w-full" aria-disabled={forgot.pending || undefined}>
        {forgot.pending && <Spinner />}
        {t('forgot.submit')}
      </button>
      <button type="button" className="btn-ghost w-full" onClick={onLogin}>
        {t('forgot.back_to_login')}
      </button>
    </form>
  );
}
