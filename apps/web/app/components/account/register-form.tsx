import { Fragment, useEffect, useId, useRef, useState } from 'react';
import { localizePath, otpLinkLabel, shouldUseEmailOtp } from '@shop/core';
import { OTP_MIN_LENGTH, registrationFormSchema } from '@shop/core/validation';
import { useI18n, type MessageKey } from '../../i18n/i18n.tsx';
import { maskDob, withPasswordMismatch } from '../../lib/auth.ts';
import { getBotToken, resetBotCheck } from '../../lib/bot-check.ts';
import {
  DEFAULT_CALLING_ISO2,
  findCallingCode,
  useCallingCodes,
  type CallingCodes,
} from '../../lib/calling-codes.ts';
import { collectErrors, mergeErrors, NO_ERRORS } from '../../lib/form-errors.ts';
import { useCountdown } from '../../lib/use-countdown.ts';
import { PhoneFields } from './calling-code-select.tsx';
import { describedBy, ErrorSummary, Field, INPUT_CLASS, Spinner, useTranslate } from './field.tsx';
import { PasswordInput } from './password-input.tsx';
import { useAuthFetcher, useOnResult } from './use-auth-fetcher.ts';

/** What the login panel (or a caller's event) already knows about the new member. */
export interface RegisterPrefill {
  email?: string;
  iso2?: string;
  contact_no?: string;
}

export interface RegisterFormProps {
  prefill?: RegisterPrefill;
  /** key of the register fetcher; the drawer uses AUTH_FETCHER.registerDrawer so the user view sees the outcome */
  fetcherKey?: string;
  /** calling codes from a loader (the register page); otherwise fetched on mount */
  initialCodes?: CallingCodes | null;
  /** called once the account exists and the shopper is signed in */
  onRegistered?: (firstname: string) => void;
  /** level of the email-code view's heading */
  subHeading?: 'h2' | 'h3';
}

type Values = {
  email: string;
  firstname: string;
  lastname: string;
  dob: string;
  password: string;
  confirmPassword: string;
  contact_no: string;
  otp: string;
};

const LABELS: Record<string, MessageKey> = {
  email: 'auth.email',
  firstname: 'register.firstname',
  lastname: 'register.lastname',
  dob: 'register.dob',
  password: 'auth.password',
  confirmPassword: 'register.confirm_password',
  contact_no_country: 'auth.calling_code',
  contact_no: 'auth.phone',
  otp: 'otp.label',
  recaptchaResponse: 'otp.bot_check',
};

/**
 * Registration (2.5-01 to 2.5-05, 4-06 to 4-08, 5-09): every field checked with the core schema on the client — errors collected,
 * de-duplicated, label-prefixed, shown after the first submit and re-checked on each change; submitting is
 * blocked while any remains. The one-time code link reads Send / Resend / Didn't get the code? with a 60 s
 * countdown; after two SMS sends it opens the email-code form (120 s countdown). Server errors join the list.
 */
export function RegisterForm({
  prefill,
  fetcherKey,
  initialCodes,
  onRegistered,
  subHeading = 'h3',
}: RegisterFormProps) {
  const { t, locale } = useI18n();
  const id = useId();
  const translate = useTranslate();
  const codes = useCallingCodes(locale, initialCodes);
  const [values, setValues] = useState<Values>(() => ({
    email: prefill?.email ?? '',
    firstname: '',
    lastname: '',
    dob: '',
    password: '',
    confirmPassword: '',
    contact_no: prefill?.contact_no ?? '',
    otp: '',
  }));
  const [iso2, setIso2] = useState(prefill?.iso2 ?? DEFAULT_CALLING_ISO2);
  /** none: no errors shown yet; send: a code was asked for (all but the code checked); submit: everything */
  const [attempt, setAttempt] = useState<'none' | 'send' | 'submit'>('none');
  const [focusKey, setFocusKey] = useState(0);
  const [mode, setMode] = useState<'form' | 'email-otp'>('form');
  const [smsSends, setSmsSends] = useState(0);
  const [smsUntil, setSmsUntil] = useState(0);
  const [emailUntil, setEmailUntil] = useState(0);
  const [emailSent, setEmailSent] = useState(false);
  const [status, setStatus] = useState('');
  const lastChannel = useRef<'sms' | 'email'>('sms');
  const focusAfterMode = useRef<'otp' | 'heading' | null>(null);
  const otpRef = useRef<HTMLInputElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const reg = useAuthFetcher(fetcherKey);
  const otp = useAuthFetcher();
  const smsLeft = useCountdown(smsUntil);
  const emailLeft = useCountdown(emailUntil);

  const entry = findCallingCode(codes, iso2);
  const parsed = registrationFormSchema.safeParse({ ...values, contact_no_country: entry?.code ?? '' });
  const issues = parsed.success
    ? []
    : withPasswordMismatch(parsed.error.issues, values.password, values.confirmPassword);
  const beforeCode = issues.filter((i) => i.path[0] !== 'otp');
  const shown = attempt === 'none' ? [] : attempt === 'send' ? beforeCode : issues;
  const labelOf = (f: string) => (LABELS[f] ? t(LABELS[f]) : f);
  const errors = mergeErrors(
    shown.length ? collectErrors(shown, labelOf, translate) : NO_ERRORS,
    reg.errors,
    otp.errors,
  );
  const blocked = attempt !== 'none' && shown.length > 0;

  useEffect(() => {
    const target = focusAfterMode.current;
    focusAfterMode.current = null;
    if (target === 'otp') otpRef.current?.focus();
    else if (target === 'heading') headingRef.current?.focus();
  }, [mode]);

  useOnResult(reg.fetcher.data, reg.fetcher.state === 'idle', (d) => {
    if (d.ok && d.intent === 'register') onRegistered?.(d.firstname);
    else if (!d.ok) setFocusKey((k) => k + 1);
  });

  useOnResult(otp.fetcher.data, otp.fetcher.state === 'idle', (d) => {
    if (d.ok && d.intent === 'send-otp') {
      if (d.channel === 'sms') {
        setSmsSends((n) => n + 1);
        setSmsUntil(Date.now() + d.resendAfter * 1000);
        setStatus(t('otp.sent_sms'));
      } else {
        setEmailSent(true);
        setEmailUntil(Date.now() + d.resendAfter * 1000);
      }
    } else if (!d.ok) {
      resetBotCheck(); // 8-03
      if (d.retryAfter)
        (lastChannel.current === 'email' ? setEmailUntil : setSmsUntil)(Date.now() + d.retryAfter * 1000);
      setStatus('');
      setFocusKey((k) => k + 1);
    }
  });

  const change = (field: keyof Values, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    reg.dismiss();
    otp.dismiss();
  };

  async function sendCode(channel: 'sms' | 'email') {
    // 5-10: the form must validate before a code is sent, then the bot check must pass
    if (otp.pending) return;
    if (channel === 'sms') setAttempt((a) => (a === 'none' ? 'send' : a));
    if (beforeCode.length || !entry) {
      setFocusKey((k) => k + 1);
      return;
    }
    lastChannel.current = channel;
    const recaptchaResponse = await getBotToken();
    const fields: Record<string, string> = {
      channel,
      recaptchaResponse,
      contact_no_country: entry.code,
      contact_no: values.contact_no,
    };
    if (channel === 'email')
      Object.assign(fields, { email: values.email, firstname: values.firstname, lastname: values.lastname });
    await otp.submit('send-otp', fields, { revalidate: false });
  }

  function onCodeLink() {
    if (shouldUseEmailOtp(smsSends)) {
      focusAfterMode.current = 'heading';
      setMode('email-otp');
      return;
    }
    void sendCode('sms');
  }

  function onSubmit(e: React.FormEvent) {
    e.preventDefault();
    if (reg.pending) return;
    setAttempt('submit');
    if (!parsed.success || !entry) {
      setFocusKey((k) => k + 1);
      return;
    }
    void reg.submit('register', {
      ...values,
      contact_no_country: entry.code,
      country_iso2: entry.iso2,
      country_name: entry.name_en,
    });
  }

  const countdown = (label: string, left: number) =>
    left >= 120
      ? t('otp.countdown_minutes', { label, n: Math.ceil(left / 60) })
      : t('otp.countdown_seconds', { label, n: left });
  const Heading = subHeading;
  const fid = (f: string) => `${id}-${f}`;
  const err = (f: string) => errors.fields[f];
  const aria = (f: string, hint = false) => ({
    'aria-invalid': !!err(f) || undefined,
    'aria-describedby': describedBy(fid(f), err(f), hint),
  });

  if (mode === 'email-otp') {
    return (
      <section aria-labelledby={fid('email-otp-title')} className="grid gap-4">
        <Heading
          id={fid('email-otp-title')}
          ref={headingRef}
          tabIndex={-1}
          className="font-serif text-2xl outline-none"
        >
          {t('otp.email_title')}
        </Heading>
        <p className="text-sm text-muted">{t('otp.email_intro')}</p>
        <ErrorSummary
          id={fid('email-otp-errors')}
          errors={errors.list}
          focusKey={focusKey}
          limited={errors.limited}
        />
        <Field id={fid('otp-email')} label={t('auth.email')}>
          <input id={fid('otp-email')} type="email" readOnly value={values.email} className={INPUT_CLASS} />
        </Field>
        {emailSent && (
          <div role="status" className="rounded-lg border border-line bg-surface-2 p-4 text-sm">
            <p>{t('otp.email_sent', { email: values.email })}</p>
            <button
              type="button"
              className="btn-primary mt-3"
              onClick={() => {
                focusAfterMode.current = 'otp';
                setMode('form');
              }}
            >
              {t('otp.continue')}
            </button>
          </div>
        )}
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className={emailSent ? 'btn-ghost border border-line' : 'btn-primary'}
            disabled={emailLeft > 0 || otp.pending}
            onClick={() => void sendCode('email')}
          >
            {otp.pending && <Spinner />}
            {emailLeft > 0
              ? countdown(t(emailSent ? 'otp.resend' : 'otp.send'), emailLeft)
              : t(emailSent ? 'otp.resend' : 'otp.send')}
          </button>
          <button
            type="button"
            className="btn-ghost"
            onClick={() => {
              focusAfterMode.current = 'otp';
              setMode('form');
            }}
          >
            {t('otp.back')}
          </button>
        </div>
      </section>
    );
  }

  const otpReady = values.otp.replace(/\s+/g, '').length >= OTP_MIN_LENGTH;
  const linkKey = `otp.${otpLinkLabel(smsSends)}` as MessageKey;
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <ErrorSummary id={fid('errors')} errors={errors.list} focusKey={focusKey} limited={errors.limited} />
      <Field id={fid('email')} label={t('auth.email')} error={err('email')}>
        <input
          id={fid('email')}
          name="email"
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={(e) => change('email', e.target.value)}
          className={INPUT_CLASS}
          {...aria('email')}
        />
      </Field>
      <div className="grid grid-cols-2 gap-3">
        <Field id={fid('firstname')} label={t('register.firstname')} error={err('firstname')}>
          <input
            id={fid('firstname')}
            name="firstname"
            autoComplete="given-name"
            value={values.firstname}
            onChange={(e) => change('firstname', e.target.value)}
            className={INPUT_CLASS}
            {...aria('firstname')}
          />
        </Field>
        <Field id={fid('lastname')} label={t('register.lastname')} error={err('lastname')}>
          <input
            id={fid('lastname')}
            name="lastname"
            autoComplete="family-name"
            value={values.lastname}
            onChange={(e) => change('lastname', e.target.value)}
            className={INPUT_CLASS}
            {...aria('lastname')}
          />
        </Field>
      </div>
      <Field id={fid('dob')} label={t('register.dob')} error={err('dob')} hint={t('register.dob_hint')}>
        <input
          id={fid('dob')}
          name="dob"
          inputMode="numeric"
          autoComplete="bday"
          placeholder="DD/MM/YYYY"
          maxLength={10}
          value={values.dob}
          onChange={(e) => change('dob', maskDob(e.target.value))}
          className={INPUT_CLASS}
          {...aria('dob', true)}
        />
      </Field>
      <Field
        id={fid('password')}
        label={t('auth.password')}
        error={err('password')}
        hint={t('register.password_hint')}
      >
        <PasswordInput
          id={fid('password')}
          name="password"
          autoComplete="new-password"
          value={values.password}
          onChange={(e) => change('password', e.target.value)}
          {...aria('password', true)}
        />
      </Field>
      <Field
        id={fid('confirmPassword')}
        label={t('register.confirm_password')}
        error={err('confirmPassword')}
      >
        <PasswordInput
          id={fid('confirmPassword')}
          name="confirmPassword"
          autoComplete="new-password"
          value={values.confirmPassword}
          onChange={(e) => change('confirmPassword', e.target.value)}
          {...aria('confirmPassword')}
        />
      </Field>
      <PhoneFields
        id={fid('phone')}
        codes={codes}
        iso2={entry?.iso2 ?? iso2}
        phone={values.contact_no}
        onIso2={(e) => {
          setIso2(e.iso2);
          reg.dismiss();
          otp.dismiss();
        }}
        onPhone={(v) => change('contact_no', v)}
        codeError={err('contact_no_country')}
        phoneError={err('contact_no')}
      />
      <div>
        <label htmlFor={fid('otp')} className="text-sm">
          {t('otp.label')}
        </label>
        <div className="mt-1 flex items-center gap-2">
          <div className="relative flex-1">
            <input
              id={fid('otp')}
              ref={otpRef}
              name="otp"
              inputMode="numeric"
              autoComplete="one-time-code"
              value={values.otp}
              onChange={(e) => change('otp', e.target.value)}
              className={`${INPUT_CLASS} pr-10`}
              {...aria('otp')}
            />
            {otpReady && (
              <svg
                className="pointer-events-none absolute right-3 top-1/2 -translate-y-1/2 text-success"
                width="20"
                height="20"
                viewBox="0 0 24 24"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                aria-hidden="true"
              >
                <path d="M5 12.5l4.5 4.5L19 7.5" />
              </svg>
            )}
          </div>
          <button
            type="button"
            className="btn-ghost shrink-0 underline underline-offset-4 disabled:no-underline disabled:opacity-60"
            disabled={smsLeft > 0 || otp.pending}
            onClick={onCodeLink}
          >
            {otp.pending && lastChannel.current === 'sms' && <Spinner />}
            {smsLeft > 0 ? countdown(t(linkKey), smsLeft) : t(linkKey)}
          </button>
        </div>
        <p role="status" className="mt-1 min-h-5 text-xs text-muted">
          {status}
        </p>
        {err('otp') && (
          <p id={`${fid('otp')}-error`} className="text-sm text-danger">
            {err('otp')}
          </p>
        )}
      </div>
      <p className="text-xs text-muted">
        {withLinks(t('register.agree'), {
          terms: (
            <a
              href={localizePath('/terms', locale)}
              target="_blank"
              rel="noopener"
              className="underline underline-offset-2"
            >
              {t('register.terms')}
              <span className="sr-only"> {t('footer.opens_new_tab')}</span>
            </a>
          ),
          privacy: (
            <a
              href={localizePath('/privacy', locale)}
              target="_blank"
              rel="noopener"
              className="underline underline-offset-2"
            >
              {t('register.privacy')}
              <span className="sr-only"> {t('footer.opens_new_tab')}</span>
            </a>
          ),
        })}
      </p>
      <button
        type="submit"
        className="btn-primary w-full aria-disabled:opacity-60"
        aria-disabled={blocked || reg.pending || undefined}
      >
        {reg.pending && <Spinner />}
        {t('register.submit')}
      </button>
    </form>
  );
}

/** Places elements at the {name} slots of a translated sentence, so each locale keeps its own word order. */
function withLinks(text: string, slots: Record<string, React.ReactNode>): React.ReactNode[] {
  return text
    .split(/\{(\w+)\}/)
    .map((part, i) => (i % 2 === 1 ? <Fragment key={i}>{slots[part] ?? part}</Fragment> : part));
}
