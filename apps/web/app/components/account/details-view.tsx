import { useState } from 'react';
import { Form } from 'react-router';
import { LOCALE_META, SUPPORTED_LOCALES } from '@shop/core';
import { useI18n } from '../../i18n/i18n.tsx';
import type { Account, DetailsData } from '../../routes/account/details.server.ts';
import { describedBy, Field, INPUT_CLASS } from './field.tsx';

// a select counts as read-only in CSS: it keeps the plain input look
const SELECT_CLASS = INPUT_CLASS.replace(/read-only:\S+/g, '').trim();
import { FormMessage, useSending, useViewResult, type ViewAnswer } from './view-result.tsx';

/** The four languages a member may choose for the site and messages, each named in itself. */
export function LanguageSelect({ id, value, error }: { id: string; value: string; error?: string }) {
  const { t } = useI18n();
  return (
    <Field id={id} label={t('account.details.language')} error={error}>
      <select
        id={id}
        name="preferred_lang"
        defaultValue={value}
        aria-invalid={!!error || undefined}
        aria-describedby={describedBy(id, error)}
        className={SELECT_CLASS}
      >
        {SUPPORTED_LOCALES.map((l) => (
          <option key={l} value={LOCALE_META[l].preferredLang} lang={LOCALE_META[l].htmlLang}>
            {LOCALE_META[l].label}
          </option>
        ))}
      </select>
    </Field>
  );
}

function TextField({
  form,
  name,
  label,
  answer,
  fallback = '',
  hint,
  ...rest
}: {
  form: string;
  name: string;
  label: string;
  answer?: ViewAnswer;
  fallback?: string;
  hint?: string;
} & React.InputHTMLAttributes<HTMLInputElement>) {
  const id = `${form}-${name}`;
  const error = answer?.fields?.[name];
  const typed = answer && !answer.ok ? answer.values?.[name] : undefined;
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      <input
        id={id}
        name={name}
        defaultValue={rest.type === 'password' ? undefined : (typed ?? fallback)}
        aria-invalid={!!error || undefined}
        aria-describedby={describedBy(id, error, !!hint)}
        className={INPUT_CLASS}
        {...rest}
      />
    </Field>
  );
}

/** DETAILS: names, nickname, birthday and language; the password; the email or phone (code to the new one). */
export function DetailsView({ data }: { data: DetailsData }) {
  const { t } = useI18n();
  const { account } = data;
  if (!account) return <p role="alert">{t('form.server_error')}</p>;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Profile account={account} />
      <div className="grid content-start gap-6">
        <Password />
        <Contact account={account} />
      </div>
    </div>
  );
}

function Profile({ account }: { account: Account }) {
  const { t } = useI18n();
  const answer = useViewResult('details:profile');
  const sending = useSending('details:profile');
  return (
    <section aria-labelledby="acc-profile" className="rounded-xl border border-line p-5">
      <h2 id="acc-profile" className="font-serif text-2xl">
        {t('account.details.profile')}
      </h2>
      <Form method="post" noValidate preventScrollReset className="mt-4 grid gap-4">
        <input type="hidden" name="intent" value="details:profile" />
        <FormMessage answer={answer} />
        <TextField
          form="prof"
          name="firstname"
          label={t('register.firstname')}
          answer={answer}
          fallback={account.firstname}
          autoComplete="given-name"
        />
        <TextField
          form="prof"
          name="lastname"
          label={t('register.lastname')}
          answer={answer}
          fallback={account.lastname}
          autoComplete="family-name"
        />
        <TextField
          form="prof"
          name="nickname"
          label={t('account.details.nickname')}
          answer={answer}
          fallback={account.nickname}
          autoComplete="nickname"
        />
        <TextField
          form="prof"
          name="dob"
          label={t('register.dob')}
          hint={t('register.dob_hint')}
          answer={answer}
          fallback={account.dob ?? ''}
          inputMode="numeric"
          autoComplete="bday"
        />
        <LanguageSelect
          id="prof-preferred_lang"
          value={account.preferred_lang}
          error={answer?.fields?.preferred_lang}
        />
        <p className="text-sm text-muted">
          {t('auth.email')}: {account.email}
        </p>
        <button type="submit" className="btn-primary justify-self-start" aria-disabled={sending || undefined}>
          {t('account.save')}
        </button>
      </Form>
    </section>
  );
}

function Password() {
  const { t } = useI18n();
  const answer = useViewResult('details:password');
  const sending = useSending('details:password');
  return (
    <section aria-labelledby="acc-password" className="rounded-xl border border-line p-5">
      <h2 id="acc-password" className="font-serif text-2xl">
        {t('account.details.password_title')}
      </h2>
      <p className="mt-1 text-sm text-muted">{t('account.details.password_intro')}</p>
      <Form
        method="post"
        noValidate
        preventScrollReset
        className="mt-4 grid gap-4"
        key={answer?.ok ? 'done' : 'form'}
      >
        <input type="hidden" name="intent" value="details:password" />
        <FormMessage answer={answer} />
        <TextField
          form="pw"
          name="old_password"
          type="password"
          label={t('account.details.old_password')}
          answer={answer}
          autoComplete="current-password"
        />
        <TextField
          form="pw"
          name="new_password"
          type="password"
          label={t('account.details.new_password')}
          hint={t('register.password_hint')}
          answer={answer}
          autoComplete="new-password"
        />
        <TextField
          form="pw"
          name="new_password_confirm"
          type="password"
          label={t('register.confirm_password')}
          answer={answer}
          autoComplete="new-password"
        />
        <button type="submit" className="btn-primary justify-self-start" aria-disabled={sending || undefined}>
          {t('account.details.password_change')}
        </button>
      </Form>
    </section>
  );
}

/** The email or phone change: the code goes to the NEW address; the second step sends it back with the code. */
function Contact({ account }: { account: Account }) {
  const { t } = useI18n();
  const asked = useViewResult('details:contact_code');
  const done = useViewResult('details:contact');
  const answer = done ?? asked;
  const step = answer?.values?.step === 'code' ? 'code' : 'ask';
  const [channel, setChannel] = useState(answer?.values?.channel === 'phone' ? 'phone' : 'email');
  const asking = useSending('details:contact_code');
  const confirming = useSending('details:contact');
  const sending = asking || confirming;
  const v = answer?.values ?? {};
  return (
    <section aria-labelledby="acc-contact" className="rounded-xl border border-line p-5">
      <h2 id="acc-contact" className="font-serif text-2xl">
        {t('account.details.contact_title')}
      </h2>
      <p className="mt-1 text-sm text-muted">
        {account.contact_no ? `+${account.contact_no_country} ${account.contact_no}` : ''}
        {account.contact_no ? ' · ' : ''}
        {account.email}
      </p>
      <Form
        method="post"
        noValidate
        preventScrollReset
        className="mt-4 grid gap-4"
        key={done?.ok ? 'done' : 'form'}
      >
        <FormMessage answer={answer} />
        {step === 'code' && !done?.ok ? (
          <>
            <input type="hidden" name="intent" value="details:contact" />
            <input type="hidden" name="channel" value={v.channel} />
            <input type="hidden" name="email" value={v.email} />
            <input type="hidden" name="contact_no_country" value={v.contact_no_country} />
            <input type="hidden" name="contact_no" value={v.contact_no} />
            <TextField
              form="ct"
              name="otp"
              label={t('account.details.code')}
              answer={done}
              inputMode="numeric"
              autoComplete="one-time-code"
            />
            <button
              type="submit"
              className="btn-primary justify-self-start"
              aria-disabled={sending || undefined}
            >
              {t('account.details.contact_confirm')}
            </button>
          </>
        ) : (
          <>
            <input type="hidden" name="intent" value="details:contact_code" />
            <fieldset className="flex flex-wrap gap-4">
              <legend className="text-sm">{t('account.details.contact_which')}</legend>
              {(['email', 'phone'] as const).map((c) => (
                <label key={c} className="flex min-h-11 items-center gap-2 text-sm">
                  <input
                    type="radio"
                    name="channel"
                    value={c}
                    checked={channel === c}
                    onChange={() => setChannel(c)}
                  />
                  {t(c === 'email' ? 'auth.email' : 'auth.phone')}
                </label>
              ))}
            </fieldset>
            {channel === 'email' ? (
              <TextField
                form="ct"
                name="email"
                type="email"
                label={t('account.details.new_email')}
                answer={asked}
                autoComplete="email"
              />
            ) : (
              <div className="grid grid-cols-[7rem_1fr] gap-3">
                <TextField
                  form="ct"
                  name="contact_no_country"
                  label={t('auth.calling_code')}
                  answer={asked}
                  fallback="852"
                  inputMode="tel"
                />
                <TextField
                  form="ct"
                  name="contact_no"
                  type="tel"
                  label={t('account.details.new_phone')}
                  answer={asked}
                  autoComplete="tel-national"
                />
              </div>
            )}
            <button
              type="submit"
              className="btn-primary justify-self-start"
              aria-disabled={sending || undefined}
            >
              {t('account.details.send_code')}
            </button>
          </>
        )}
      </Form>
    </section>
  );
}
