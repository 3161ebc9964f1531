import { useEffect, useId, useRef, useState } from 'react';
import * as Tabs from '@radix-ui/react-tabs';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { localizePath } from '@shop/core';
import { useI18n } from '../../i18n/i18n.tsx';
import { AUTH_FETCHER, phoneFromQuery } from '../../lib/auth.ts';
import {
  DEFAULT_CALLING_ISO2,
  findCallingCode,
  useCallingCodes,
  type CallingCodes,
} from '../../lib/calling-codes.ts';
import { PhoneFields } from './calling-code-select.tsx';
import { describedBy, ErrorSummary, Field, INPUT_CLASS, Spinner } from './field.tsx';
import { ForgotPassword, TAB_CLASS, TAB_LIST_CLASS } from './forgot-password.tsx';
import { PasswordInput } from './password-input.tsx';
import { RegisterForm, type RegisterPrefill } from './register-form.tsx';
import { useAuthFetcher, useOnResult } from './use-auth-fetcher.ts';
import { LoginBotCheck, useLoginBotCheck } from './login-bot-check.tsx';

export type UserPanelView = 'login' | 'register' | 'forgot';

export interface LoginPanelProps {
  onClose: () => void;
  /** shows the guest-checkout button (2.4-05) */
  guestCheckout?: boolean;
  /** the sub-view to open with (default login) */
  initialView?: UserPanelView;
  /** prefills the register form, e.g. from an event */
  prefill?: RegisterPrefill;
}

/**
 * The right drawer's user view for guests (2.4-01, 2.4-02, 2.4-06, 4-01): email and phone tabs, each asking first for the
 * account and then for the password, or opening registration prefilled; forgot-password and register sub-views
 * with Back. The page query contact_no prefills the phone tab and selects it.
 */
export function LoginPanel({ onClose, guestCheckout, initialView = 'login', prefill }: LoginPanelProps) {
  const { t, locale } = useI18n();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const queryPhone = phoneFromQuery(searchParams.get('contact_no'));
  const codes = useCallingCodes(locale);
  const [view, setView] = useState<UserPanelView>(initialView);
  const [registerPrefill, setRegisterPrefill] = useState<RegisterPrefill>(prefill ?? {});
  const [tab, setTab] = useState<'email' | 'phone'>(queryPhone ? 'phone' : 'email');
  const [email, setEmail] = useState(prefill?.email ?? '');
  const [iso2, setIso2] = useState(
    queryPhone ? DEFAULT_CALLING_ISO2 : (prefill?.iso2 ?? DEFAULT_CALLING_ISO2),
  );
  const [phone, setPhone] = useState(queryPhone ?? prefill?.contact_no ?? '');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownView = useRef(view);

  // a view change moves focus to the new view's heading (not on mount: the drawer places focus itself)
  useEffect(() => {
    if (shownView.current === view) return;
    shownView.current = view;
    headingRef.current?.focus();
  }, [view]);

  const openRegister = (p: RegisterPrefill) => {
    setRegisterPrefill(p);
    setView('register');
  };

  if (view !== 'login') {
    return (
      <div className="grid gap-4 p-5">
        <div className="flex items-center gap-2">
          <button type="button" className="btn-ghost -ml-3" onClick={() => setView('login')}>
            <svg
              width="18"
              height="18"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.5"
              aria-hidden="true"
            >
              <path d="M15 5l-7 7 7 7" />
            </svg>
            {t('auth.back')}
          </button>
        </div>
        <h3 ref={headingRef} tabIndex={-1} className="font-serif text-2xl outline-none">
          {view === 'register' ? t('register.title') : t('forgot.title')}
        </h3>
        {view === 'register' ? (
          <RegisterForm prefill={registerPrefill} fetcherKey={AUTH_FETCHER.registerDrawer} />
        ) : (
          <ForgotPassword initialEmail={email} onLogin={() => setView('login')} />
        )}
      </div>
    );
  }

  return (
    <div className="grid gap-5 p-5">
      <div>
        <h3 ref={headingRef} tabIndex={-1} className="font-serif text-2xl outline-none">
          {t('auth.title')}
        </h3>
        <p className="mt-1 text-sm text-muted">{t('auth.intro')}</p>
      </div>
      <Tabs.Root value={tab} onValueChange={(v) => setTab(v as 'email' | 'phone')}>
        <Tabs.List className={TAB_LIST_CLASS} aria-label={t('auth.login_with')}>
          <Tabs.Trigger value="email" className={TAB_CLASS}>
            {t('auth.tab_email')}
          </Tabs.Trigger>
          <Tabs.Trigger value="phone" className={TAB_CLASS}>
            {t('auth.tab_phone')}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="email" forceMount className="pt-4 data-[state=inactive]:hidden">
          <EmailLogin
            email={email}
            onEmail={setEmail}
            onRegister={() => openRegister({ email: email.trim() })}
            onForgot={() => setView('forgot')}
          />
        </Tabs.Content>
        <Tabs.Content value="phone" forceMount className="pt-4 data-[state=inactive]:hidden">
          <PhoneLogin
            codes={codes}
            iso2={iso2}
            onIso2={setIso2}
            phone={phone}
            onPhone={setPhone}
            onRegister={() => openRegister({ iso2, contact_no: phone.trim() })}
            onForgot={() => setView('forgot')}
          />
        </Tabs.Content>
      </Tabs.Root>
      <div className="grid gap-2 border-t border-line pt-5">
        <p className="text-sm text-muted">{t('auth.new_here')}</p>
        <button
          type="button"
          className="btn-ghost w-full border border-line"
          onClick={() =>
            openRegister(tab === 'email' ? { email: email.trim() } : { iso2, contact_no: phone.trim() })
          }
        >
          {t('auth.create_account')}
        </button>
        {guestCheckout && (
          <button
            type="button"
            className="btn-ghost w-full border border-line"
            onClick={() => {
              onClose();
              void navigate(localizePath('/checkout', locale));
            }}
          >
            {t('auth.guest_checkout')}
          </button>
        )}
        {/* a guest's order: found by its number and email */}
        <Link
          to={localizePath('/order-lookup', locale)}
          onClick={onClose}
          className="btn-ghost justify-self-center text-muted underline underline-offset-4"
        >
          {t('lookup.link')}
        </Link>
      </div>
    </div>
  );
}

interface StepProps {
  onRegister: () => void;
  onForgot: () => void;
}

/** Email tab: step 1 checks the address, step 2 asks for the password (4-01). */
function EmailLogin({
  email,
  onEmail,
  onRegister,
  onForgot,
}: StepProps & { email: string; onEmail: (v: string) => void }) {
  const { t } = useI18n();
  const id = useId();
  const auth = useAuthFetcher(AUTH_FETCHER.loginEmail);
  const bot = useLoginBotCheck();
  const [step, setStep] = useState<'ask' | 'password'>('ask');
  const [password, setPassword] = useState('');

  useOnResult(auth.fetcher.data, auth.fetcher.state === 'idle', (d) => {
    bot.onResult(d);
    if (d.ok && d.intent === 'check') {
      if (d.exists) setStep('password');
      else onRegister();
    }
  });

  const onSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (auth.pending) return;
    if (step === 'ask')
      void auth.submit('check', { mode: 'email', email: email.trim() }, { revalidate: false });
    else void auth.submit('login', { mode: 'email', email: email.trim(), password, ...(await bot.fields()) });
  };
  const reset = () => {
    setStep('ask');
    setPassword('');
    bot.reset();
    auth.dismiss();
  };
  const err = auth.errors.fields;
  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="grid gap-4">
      <ErrorSummary
        id={`${id}-errors`}
        errors={auth.errors.list}
        focusKey={auth.fetcher.data}
        limited={auth.errors.limited}
      />
      {step === 'ask' ? (
        <Field id={`${id}-email`} label={t('auth.email')} error={err.email}>
          <input
            id={`${id}-email`}
            name="email"
            type="email"
            autoComplete="username"
            value={email}
            className={INPUT_CLASS}
            onChange={(e) => {
              onEmail(e.target.value);
              auth.dismiss();
            }}
            aria-invalid={!!err.email || undefined}
            aria-describedby={describedBy(`${id}-email`, err.email)}
          />
        </Field>
      ) : (
        <>
          <Account label={t('auth.email')} value={email.trim()} onChange={reset} />
          <input type="hidden" name="email" autoComplete="username" value={email.trim()} />
          <PasswordField
            id={`${id}-password`}
            value={password}
            error={err.password}
            onChange={(v) => {
              setPassword(v);
              auth.dismiss();
            }}
            onForgot={onForgot}
          />
          {bot.required && (
            <LoginBotCheck id={`${id}-bot`} confirmed={bot.confirmed} onConfirm={bot.setConfirmed} />
          )}
        </>
      )}
      <button type="submit" className="btn-primary w-full" aria-disabled={auth.pending || undefined}>
        {auth.pending && <Spinner />}
        {step === 'ask' ? t('auth.continue') : t('auth.login')}
      </button>
    </form>
  );
}

/** Phone tab: calling code + number, then the password once the account is found (2.4-02). */
function PhoneLogin({
  codes,
  iso2,
  onIso2,
  phone,
  onPhone,
  onRegister,
  onForgot,
}: StepProps & {
  codes: CallingCodes;
  iso2: string;
  onIso2: (iso2: string) => void;
  phone: string;
  onPhone: (v: string) => void;
}) {
  const { t } = useI18n();
  const id = useId();
  const auth = useAuthFetcher(AUTH_FETCHER.loginPhone);
  const bot = useLoginBotCheck();
  const [step, setStep] = useState<'ask' | 'password'>('ask');
  const [password, setPassword] = useState('');
  const entry = findCallingCode(codes, iso2);

  useOnResult(auth.fetcher.data, auth.fetcher.state === 'idle', (d) => {
    bot.onResult(d);
    if (d.ok && d.intent === 'check') {
      if (d.exists) setStep('password');
      else onRegister();
    }
  });

  const fields = () => ({ mode: 'phone', contact_no_country: entry?.code ?? '', contact_no: phone.trim() });
  const onSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (auth.pending) return;
    if (step === 'ask') void auth.submit('check', fields(), { revalidate: false });
    else void auth.submit('login', { ...fields(), password, ...(await bot.fields()) });
  };
  const reset = () => {
    setStep('ask');
    setPassword('');
    bot.reset();
    auth.dismiss();
  };
  const err = auth.errors.fields;
  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="grid gap-4">
      <ErrorSummary
        id={`${id}-errors`}
        errors={auth.errors.list}
        focusKey={auth.fetcher.data}
        limited={auth.errors.limited}
      />
      {step === 'ask' ? (
        <PhoneFields
          id={`${id}-phone`}
          codes={codes}
          iso2={iso2}
          phone={phone}
          onIso2={(e) => {
            onIso2(e.iso2);
            auth.dismiss();
          }}
          onPhone={(v) => {
            onPhone(v);
            auth.dismiss();
          }}
          codeError={err.contact_no_country}
          phoneError={err.contact_no}
        />
      ) : (
        <>
          <Account label={t('auth.phone')} value={`+${entry?.code ?? ''} ${phone.trim()}`} onChange={reset} />
          <input
            type="hidden"
            name="username"
            autoComplete="username"
            value={`${entry?.code ?? ''}${phone.trim()}`}
          />
          <PasswordField
            id={`${id}-password`}
            value={password}
            error={err.password}
            onChange={(v) => {
              setPassword(v);
              auth.dismiss();
            }}
            onForgot={onForgot}
          />
          {bot.required && (
            <LoginBotCheck id={`${id}-bot`} confirmed={bot.confirmed} onConfirm={bot.setConfirmed} />
          )}
        </>
      )}
      <button type="submit" className="btn-primary w-full" aria-disabled={auth.pending || undefined}>
        {auth.pending && <Spinner />}
        {step === 'ask' ? t('auth.continue') : t('auth.login')}
      </button>
    </form>
  );
}

/** The account being signed in to, with a Change button (the login progress's reset event). */
function Account({ label, value, onChange }: { label: string; value: string; onChange: () => void }) {
  const { t } = useI18n();
  return (
    <div className="flex items-center justify-between gap-3 rounded-lg border border-line bg-surface-2 px-3 py-1">
      <div className="min-w-0">
        <p className="text-xs text-muted">{label}</p>
        <p className="truncate text-sm">{value}</p>
      </div>
      <button
        type="button"
        className="btn-ghost shrink-0 underline underline-offset-4"
        onClick={onChange}
        aria-label={`${t('auth.change')}: ${label}`}
      >
        {t('auth.change')}
      </button>
    </div>
  );
}

function PasswordField({
  id,
  value,
  error,
  onChange,
  onForgot,
}: {
  id: string;
  value: string;
  error?: string;
  onChange: (v: string) => void;
  onForgot: () => void;
}) {
  const { t } = useI18n();
  return (
    <div>
      <Field id={id} label={t('auth.password')} error={error}>
        {/* mounted by the step change after a successful check, so focus follows the shopper to it */}
        <PasswordInput
          id={id}
          name="password"
          autoComplete="current-password"
          autoFocus
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={!!error || undefined}
          aria-describedby={describedBy(id, error)}
        />
      </Field>
      <button
        type="button"
        className="btn-ghost -ml-3 mt-1 text-muted underline underline-offset-4"
        onClick={onForgot}
      >
        {t('auth.forgot')}
      </button>
    </div>
  );
}
