import { Form, Link } from 'react-router';
import {
  countryShortName,
  getCountry,
  GLOBAL_LINE_COUNTRY_KEYS,
  isCountryKey,
  localizePath,
  type Address,
} from '@shop/core';
import { useI18n, type MessageKey } from '../../i18n/i18n.tsx';
import type { AddressData } from '../../routes/account/address.server.ts';
import { Check } from '../checkout/choice-group.tsx';
import { fullName } from '../checkout/order-bits.tsx';
import { describedBy, Field, INPUT_CLASS } from './field.tsx';

// a select counts as read-only in CSS: it keeps the plain input look
const SELECT_CLASS = INPUT_CLASS.replace(/read-only:\S+/g, '').trim();
import { FormMessage, useSending, useViewResult, type ViewAnswer } from './view-result.tsx';

const href = (q: string, locale: Parameters<typeof localizePath>[1]) => localizePath(`/account?${q}`, locale);

/** ADDRESS: the address book; add, edit, delete, default delivery and billing (checkout's rules, in the API). */
export function AddressView({ data }: { data: AddressData }) {
  const { t, locale } = useI18n();
  const saved = useViewResult('address:save');
  const other = useViewResult('address:');
  const { addresses, editing } = data;
  // a refused save keeps the form open with what was typed
  const open = editing ?? (saved && !saved.ok ? saved.values?.id || 'new' : null);
  const current = addresses.find((a) => a._id === open);
  return (
    <section aria-labelledby="acc-address" className="grid gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="acc-address" className="font-serif text-2xl">
          {t('account.nav.address')}
        </h2>
        {!open && (
          <Link to={href('view=ADDRESS&edit=new', locale)} className="btn-primary">
            {t('account.address.add')}
          </Link>
        )}
      </div>
      {data.saved && !other && (
        <p role="status" className="rounded-lg border border-success p-3 text-sm">
          {t('account.address.saved')}
        </p>
      )}
      {other && other.intent !== 'address:save' && <FormMessage answer={other} />}
      {open && <AddressForm address={current} answer={saved} />}
      {addresses.length === 0 && !open ? (
        <p className="text-muted">{t('account.address.none')}</p>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {addresses.map((a) => (
            <li key={a._id}>
              <AddressCard a={a} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function AddressCard({ a }: { a: Address }) {
  const { t, locale } = useI18n();
  const country = isCountryKey(a.country) ? countryShortName(getCountry(a.country), locale) : a.country;
  const name = fullName(a.firstname, a.lastname, locale);
  return (
    <article
      aria-label={name}
      className="grid h-full content-start gap-3 rounded-xl border border-line p-4 text-sm"
    >
      <div className="flex flex-wrap gap-2">
        {a.default_delivery && <Badge label="account.address.default_delivery" />}
        {a.default_billing && <Badge label="account.address.default_billing" />}
      </div>
      <p className="font-medium">{name}</p>
      <p className="text-muted">
        {[a.address, a.address2, a.city, a.province, a.zip].filter(Boolean).join(', ')}
        <br />
        {country}
        <br />+{a.code} {a.phone}
      </p>
      <div className="flex flex-wrap gap-2">
        <Link
          to={href(`view=ADDRESS&edit=${encodeURIComponent(a._id)}`, locale)}
          className="btn-ghost border border-line px-4"
          aria-label={t('account.address.edit_named', { name })}
        >
          {t('account.address.edit')}
        </Link>
        {!a.default_delivery && (
          <SmallForm
            id={a._id}
            intent="address:default_delivery"
            label={t('account.address.make_delivery')}
          />
        )}
        {!a.default_billing && (
          <SmallForm id={a._id} intent="address:default_billing" label={t('account.address.make_billing')} />
        )}
        <SmallForm
          id={a._id}
          intent="address:delete"
          label={t('account.address.delete')}
          aria={t('account.address.delete_named', { name })}
        />
      </div>
    </article>
  );
}

function Badge({ label }: { label: MessageKey }) {
  const { t } = useI18n();
  return <span className="rounded-full border border-accent px-2 py-0.5 text-xs">{t(label)}</span>;
}

function SmallForm({
  id,
  intent,
  label,
  aria,
}: {
  id: string;
  intent: string;
  label: string;
  aria?: string;
}) {
  const sending = useSending(intent);
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <button
        type="submit"
        className="btn-ghost border border-line px-4"
        aria-label={aria}
        aria-disabled={sending || undefined}
      >
        {label}
      </button>
    </Form>
  );
}

const FIELDS: [name: keyof Address, label: MessageKey, autoComplete: string, optional?: boolean][] = [
  ['firstname', 'checkout.firstname', 'given-name'],
  ['lastname', 'checkout.lastname', 'family-name'],
  ['address', 'checkout.address1', 'address-line1'],
  ['address2', 'checkout.address2', 'address-line2', true],
  ['city', 'checkout.city', 'address-level2', true],
  ['province', 'checkout.province', 'address-level1', true],
  ['zip', 'checkout.zip', 'postal-code', true],
];

function AddressForm({ address, answer }: { address?: Address; answer?: ViewAnswer }) {
  const { t, locale } = useI18n();
  const sending = useSending('address:save');
  const typed = answer && !answer.ok ? answer.values : undefined;
  const value = (f: string) => typed?.[f] ?? String((address?.[f as keyof Address] as string | null) ?? '');
  const err = (f: string) => answer?.fields?.[f];
  const input = (
    name: string,
    label: string,
    auto: string,
    optional = false,
    extra: Partial<React.InputHTMLAttributes<HTMLInputElement>> = {},
  ) => {
    const id = `addr-${name}`;
    const error = err(name);
    return (
      <Field
        key={name}
        id={id}
        label={optional ? t('checkout.optional_label', { label }) : label}
        error={error}
      >
        <input
          id={id}
          name={name}
          defaultValue={value(name)}
          autoComplete={auto}
          aria-invalid={!!error || undefined}
          aria-describedby={describedBy(id, error)}
          aria-required={!optional || undefined}
          className={INPUT_CLASS}
          {...extra}
        />
      </Field>
    );
  };
  const countryErr = err('country');
  const passportErr = err('passport');
  return (
    <Form
      method="post"
      noValidate
      preventScrollReset
      className="grid gap-4 rounded-xl border border-line p-5"
      aria-labelledby="addr-form-title"
    >
      <h3 id="addr-form-title" className="font-serif text-xl">
        {t(address ? 'account.address.edit_title' : 'account.address.add')}
      </h3>
      <FormMessage answer={answer && !answer.ok ? answer : undefined} />
      <input type="hidden" name="intent" value="address:save" />
      {address && <input type="hidden" name="id" value={address._id} />}
      <div className="grid gap-4 sm:grid-cols-2">
        {FIELDS.slice(0, 2).map(([n, l, a, o]) => input(n, t(l), a, o))}
        {input('code', t('checkout.calling_code'), 'tel-country-code', false, {
          inputMode: 'tel',
          defaultValue: value('code') || '852',
        })}
        {input('phone', t('checkout.phone'), 'tel-national', false, { inputMode: 'tel', type: 'tel' })}
        <div className="sm:col-span-2">{input('address', t('checkout.address1'), 'address-line1')}</div>
        {FIELDS.slice(3).map(([n, l, a, o]) => input(n, t(l), a, o))}
        <Field id="addr-country" label={t('checkout.country')} error={countryErr}>
          <select
            id="addr-country"
            name="country"
            defaultValue={value('country') || 'hk'}
            aria-invalid={!!countryErr || undefined}
            aria-describedby={describedBy('addr-country', countryErr)}
            className={SELECT_CLASS}
          >
            {GLOBAL_LINE_COUNTRY_KEYS.map((k) => (
              <option key={k} value={k}>
                {countryShortName(getCountry(k), locale)}
              </option>
            ))}
          </select>
        </Field>
        <Field
          id="addr-passport"
          label={t('checkout.optional_label', { label: t('checkout.passport') })}
          error={passportErr}
          hint={t('account.address.passport_hint')}
        >
          <input
            id="addr-passport"
            name="passport"
            defaultValue={value('passport')}
            aria-invalid={!!passportErr || undefined}
            aria-describedby={describedBy('addr-passport', passportErr, true)}
            className={INPUT_CLASS}
          />
        </Field>
      </div>
      <div className="grid gap-1">
        <Check
          id="addr-default_delivery"
          name="default_delivery"
          defaultChecked={typed ? typed.default_delivery === 'on' : !!address?.default_delivery}
          label={t('account.address.use_delivery')}
        />
        <Check
          id="addr-default_billing"
          name="default_billing"
          defaultChecked={typed ? typed.default_billing === 'on' : !!address?.default_billing}
          label={t('account.address.use_billing')}
        />
      </div>
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn-primary" aria-disabled={sending || undefined}>
          {t('account.address.save')}
        </button>
        <Link to={href('view=ADDRESS', locale)} className="btn-ghost border border-line px-5">
          {t('account.cancel')}
        </Link>
      </div>
    </Form>
  );
}
