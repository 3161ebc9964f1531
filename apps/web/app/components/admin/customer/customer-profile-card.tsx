// The customer's profile as people read it, and the edit form (the account page's rules; errors beside each field).
import { useId } from 'react';
import { Form, useNavigation } from 'react-router';
import { PREFERRED_LANGS } from '@shop/core';
import type { CustomerOut } from '@shop/core/contract/admin-customer';
import type { CallingCodes } from '@shop/core/contract/user';
import { fieldError, type FormResult } from '../../../lib/admin-form.ts';
import { useAdminLang, useAdminStaff, useAdminT } from '../../../lib/admin-i18n.tsx';
import { ADMIN_BUTTON, ADMIN_INPUT, ADMIN_SELECT, AdminField, Card, describedBy, Notice } from '../ui.tsx';
import { hkDate, languageName, phoneText, regionName } from './customer-format.ts';

export function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-wrap gap-x-4 border-t border-line py-2 first:border-t-0">
      <dt className="w-40 text-muted">{label}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

function Text({
  id,
  name,
  label,
  value,
  result,
  type = 'text',
  hint,
  autoComplete,
}: {
  id: string;
  name: string;
  label: string;
  value: string;
  result: FormResult | undefined;
  type?: string;
  hint?: string;
  autoComplete?: string;
}) {
  const error = fieldError(result, name);
  return (
    <AdminField id={id} label={label} error={error} hint={hint}>
      <input
        id={id}
        name={name}
        type={type}
        defaultValue={value}
        autoComplete={autoComplete ?? 'off'}
        className={ADMIN_INPUT}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, !!hint)}
      />
    </AdminField>
  );
}

export function CustomerProfileCard({
  c,
  codes,
  result,
}: {
  c: CustomerOut;
  codes: CallingCodes;
  result: FormResult | undefined;
}) {
  const t = useAdminT();
  const lang = useAdminLang();
  const staff = useAdminStaff();
  const id = useId();
  const busy = useNavigation().state === 'submitting';
  const mine = result?.form === 'profile' ? result : undefined;
  const regions = [...codes.frequent, ...codes.others];
  const names = new Map(regions.map((r) => [r.iso2, r.name]));
  const callingCodes = [...new Set(regions.map((r) => r.code))].sort((a, b) => Number(a) - Number(b));
  const phoneError = fieldError(mine, 'contact_no');
  const codeError = fieldError(mine, 'contact_no_country');
  const countryError = fieldError(mine, 'country_code');
  const langError = fieldError(mine, 'preferred_lang');
  return (
    <Card title={t('admin.customers.profile')}>
      <dl className="text-sm">
        <Row label={t('admin.customers.name')}>{`${c.firstname} ${c.lastname}`.trim() || '—'}</Row>
        <Row label={t('admin.customers.nickname')}>{c.nickname || '—'}</Row>
        <Row label={t('admin.customers.email')}>{c.email}</Row>
        <Row label={t('admin.customers.phone')}>
          {phoneText(c.contact_no_country, c.contact_no)}
          {c.contact_no && !c.phone_verified && (
            <span className="ml-2 text-xs text-muted">({t('admin.customers.phone_unverified')})</span>
          )}
        </Row>
        <Row label={t('admin.customers.country')}>{regionName(c.country_code, c.country, lang, names)}</Row>
        <Row label={t('admin.customers.language')}>{languageName(c.preferred_lang)}</Row>
        <Row label={t('admin.customers.dob')}>{c.dob ?? '—'}</Row>
        <Row label={t('admin.customers.joined')}>{hkDate(c.created_at, lang)}</Row>
        <Row label={t('admin.customers.status')}>
          {c.locked ? t('admin.members.locked') : t('admin.members.active')}
        </Row>
      </dl>
      {staff.can('members:write') && (
        <details className="mt-4" open={mine && !mine.ok ? true : undefined}>
          <summary className="cursor-pointer text-sm font-medium underline">
            {t('admin.customers.edit_profile')}
          </summary>
          <Form method="post" className="mt-3 grid gap-3 sm:grid-cols-2" noValidate>
            <input type="hidden" name="intent" value="profile" />
            <Text
              id={`${id}-fn`}
              name="firstname"
              label={t('admin.customers.firstname')}
              value={c.firstname}
              result={mine}
            />
            <Text
              id={`${id}-ln`}
              name="lastname"
              label={t('admin.customers.lastname')}
              value={c.lastname}
              result={mine}
            />
            <Text
              id={`${id}-nn`}
              name="nickname"
              label={t('admin.customers.nickname')}
              value={c.nickname}
              result={mine}
            />
            <Text
              id={`${id}-em`}
              name="email"
              type="email"
              label={t('admin.customers.email')}
              value={c.email}
              result={mine}
            />
            <AdminField id={`${id}-cc`} label={t('admin.customers.calling_code')} error={codeError}>
              <select
                id={`${id}-cc`}
                name="contact_no_country"
                defaultValue={c.contact_no_country ?? '852'}
                className={ADMIN_SELECT}
                aria-invalid={codeError ? true : undefined}
                aria-describedby={describedBy(`${id}-cc`, codeError)}
              >
                {callingCodes.map((code) => (
                  <option key={code} value={code}>
                    +{code}
                  </option>
                ))}
              </select>
            </AdminField>
            <AdminField id={`${id}-ph`} label={t('admin.customers.phone_number')} error={phoneError}>
              <input
                id={`${id}-ph`}
                name="contact_no"
                type="tel"
                inputMode="tel"
                defaultValue={c.contact_no ?? ''}
                className={ADMIN_INPUT}
                aria-invalid={phoneError ? true : undefined}
                aria-describedby={describedBy(`${id}-ph`, phoneError)}
              />
            </AdminField>
            <AdminField id={`${id}-co`} label={t('admin.customers.country')} error={countryError}>
              <select
                id={`${id}-co`}
                name="country_code"
                defaultValue={c.country_code ?? ''}
                className={ADMIN_SELECT}
                aria-invalid={countryError ? true : undefined}
                aria-describedby={describedBy(`${id}-co`, countryError)}
              >
                {!c.country_code && <option value="">{regionName(null, c.country, lang, names)}</option>}
                {regions.map((r) => (
                  <option key={r.iso2} value={r.iso2}>
                    {regionName(r.iso2, null, lang, names)}
                  </option>
                ))}
              </select>
            </AdminField>
            <AdminField id={`${id}-pl`} label={t('admin.customers.language')} error={langError}>
              <select
                id={`${id}-pl`}
                name="preferred_lang"
                defaultValue={c.preferred_lang}
                className={ADMIN_SELECT}
                aria-invalid={langError ? true : undefined}
                aria-describedby={describedBy(`${id}-pl`, langError)}
              >
                {PREFERRED_LANGS.map((l) => (
                  <option key={l} value={l}>
                    {languageName(l)}
                  </option>
                ))}
              </select>
            </AdminField>
            <Text
              id={`${id}-dob`}
              name="dob"
              label={t('admin.customers.dob')}
              value={c.dob ?? ''}
              result={mine}
              hint={t('admin.customers.dob_hint')}
            />
            <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
              <button type="submit" className={ADMIN_BUTTON} disabled={busy}>
                {t('admin.customers.save_profile')}
              </button>
              <p className="text-xs text-muted">{t('admin.customers.phone_note')}</p>
            </div>
          </Form>
        </details>
      )}
      {mine && (
        <div className="mt-3">
          <Notice tone={mine.ok ? 'success' : 'error'}>{mine.message}</Notice>
        </div>
      )}
    </Card>
  );
}
