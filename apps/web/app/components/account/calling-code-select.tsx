import type { ComponentProps } from 'react';
import { useI18n } from '../../i18n/i18n.tsx';
import type { CallingCodeEntry, CallingCodes } from '../../lib/calling-codes.ts';
import { findCallingCode } from '../../lib/calling-codes.ts';
import { describedBy, FieldError, INPUT_CLASS } from './field.tsx';

/**
 * Calling-code picker (2.4-02): a native select grouped as frequently used and others, Hong Kong +852 first.
 * The value is the region (iso2), since codes such as +1 are shared; `onChange` gives the whole entry.
 */
// the field style without its full width (the select sits beside the number, sized by its caller) and without the
// read-only greying: CSS counts every <select> as :read-only, so it looked disabled
const SELECT_CLASS = INPUT_CLASS.split(' ')
  .filter((c) => c !== 'w-full' && !c.startsWith('read-only:'))
  .join(' ');

export function CallingCodeSelect({
  codes,
  value,
  onChange,
  className = 'w-full',
  ...props
}: Omit<ComponentProps<'select'>, 'value' | 'onChange'> & {
  codes: CallingCodes;
  value: string;
  onChange: (entry: CallingCodeEntry) => void;
}) {
  const { t } = useI18n();
  const current = findCallingCode(codes, value);
  return (
    <select
      {...props}
      value={current?.iso2 ?? value}
      className={`${SELECT_CLASS} ${className}`}
      onChange={(e) => {
        const entry = findCallingCode(codes, e.target.value);
        if (entry) onChange(entry);
      }}
    >
      {!current && <option value={value}>{value}</option>}
      <optgroup label={t('auth.codes_frequent')}>
        {codes.frequent.map((e) => (
          <option key={e.iso2} value={e.iso2}>{`${e.name} +${e.code}`}</option>
        ))}
      </optgroup>
      {codes.others.length > 0 && (
        <optgroup label={t('auth.codes_others')}>
          {codes.others.map((e) => (
            <option key={e.iso2} value={e.iso2}>{`${e.name} +${e.code}`}</option>
          ))}
        </optgroup>
      )}
    </select>
  );
}

/** Calling code + number under one visible legend; each control keeps its own (visually hidden) label. */
export function PhoneFields({
  id,
  codes,
  iso2,
  onIso2,
  phone,
  onPhone,
  codeError,
  phoneError,
  legend,
}: {
  id: string;
  codes: CallingCodes;
  iso2: string;
  onIso2: (entry: CallingCodeEntry) => void;
  phone: string;
  onPhone: (value: string) => void;
  codeError?: string;
  phoneError?: string;
  legend?: string;
}) {
  const { t } = useI18n();
  return (
    <fieldset>
      <legend className="text-sm">{legend ?? t('auth.phone')}</legend>
      <div className="mt-1 flex gap-2">
        <label htmlFor={`${id}-code`} className="sr-only">
          {t('auth.calling_code')}
        </label>
        <CallingCodeSelect
          id={`${id}-code`}
          name="contact_no_country"
          codes={codes}
          value={iso2}
          onChange={onIso2}
          autoComplete="tel-country-code"
          className="w-[44%] shrink-0 pr-2"
          aria-invalid={!!codeError || undefined}
          aria-describedby={describedBy(`${id}-code`, codeError)}
        />
        <label htmlFor={`${id}-number`} className="sr-only">
          {t('auth.phone_number')}
        </label>
        <input
          id={`${id}-number`}
          name="contact_no"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          value={phone}
          onChange={(e) => onPhone(e.target.value)}
          className={INPUT_CLASS}
          aria-invalid={!!phoneError || undefined}
          aria-describedby={describedBy(`${id}-number`, phoneError)}
        />
      </div>
      <FieldError id={`${id}-code`} error={codeError} />
      <FieldError id={`${id}-number`} error={phoneError} />
    </fieldset>
  );
}
