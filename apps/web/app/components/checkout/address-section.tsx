import { useI18n } from '../../i18n/i18n.tsx';
import type { CallingCodes } from '../../lib/calling-codes.ts';
import { CallingCodeSelect } from '../account/calling-code-select.tsx';
import { describedBy, INPUT_CLASS } from '../account/field.tsx';
import { NEW_ADDRESS } from './checkout-form.ts';
import { Check, Choice, ChoiceGroup } from './choice-group.tsx';
import { fullName } from './order-bits.tsx';
import type { FormView } from './page-types.ts';
import { TextInput } from './text-input.tsx';
import type { Address } from './types.ts';

/**
 * The recipient (or the collector at a pickup point): a saved address of the ship-to country or a new one, the
 * phone with its calling code, and the passport name rule where the country asks for it (5-24).
 */
export function AddressSection({
  form,
  signedIn,
  addresses,
  addressId,
  onAddress,
  pickup,
  passport,
  codes,
  iso2,
  onIso2,
  countryName,
}: {
  form: FormView;
  signedIn: boolean;
  addresses: Address[];
  addressId: string;
  onAddress: (id: string) => void;
  pickup: boolean;
  passport: boolean;
  codes: CallingCodes;
  iso2: string;
  onIso2: (iso2: string) => void;
  countryName: string;
}) {
  const { t } = useI18n();
  const { text, flag, err } = form;
  const savedChosen = !!addressId && addressId !== NEW_ADDRESS;
  return (
    <section aria-labelledby="co-address-title" className="grid gap-4">
      <h2 id="co-address-title" className="font-serif text-2xl">
        {t(pickup ? 'checkout.collector_title' : 'checkout.address_title')}
      </h2>
      {passport && (
        <p className="rounded-lg border border-line bg-surface-2 p-4 text-sm">{t('checkout.tw_rule')}</p>
      )}
      {addresses.length > 0 && (
        <ChoiceGroup
          id="co-address_id"
          legend={t('checkout.saved_addresses')}
          legendClassName="text-sm font-medium"
          error={err('address_id')}
        >
          {addresses.map((a) => (
            <Choice
              key={a._id}
              id={`co-address-${a._id}`}
              name="address_id"
              value={a._id}
              checked={addressId === a._id}
              onChange={onAddress}
              title={fullName(a.firstname, a.lastname)}
              detail={
                <>
                  {[a.address, a.address2, a.city, a.province, a.zip].filter(Boolean).join(', ')}
                  <br />+{a.code} {a.phone}
                </>
              }
            />
          ))}
          <Choice
            id="co-address-new"
            name="address_id"
            value={NEW_ADDRESS}
            checked={addressId === NEW_ADDRESS}
            onChange={onAddress}
            title={t('checkout.new_address')}
          />
        </ChoiceGroup>
      )}
      {addresses.length === 0 && (
        <input type="hidden" name="address_id" value={signedIn ? NEW_ADDRESS : ''} />
      )}
      <div hidden={savedChosen} className="grid gap-4 sm:grid-cols-2">
        <TextInput
          form={form}
          name="delivery_firstname"
          label={t('checkout.firstname')}
          autoComplete="shipping given-name"
          hint={passport ? t('checkout.real_name_hint') : undefined}
        />
        <TextInput
          form={form}
          name="delivery_lastname"
          label={t('checkout.lastname')}
          autoComplete="shipping family-name"
        />
        <fieldset className="sm:col-span-2">
          <legend className="text-sm">{t('checkout.phone')}</legend>
          <div className="mt-1 flex gap-2">
            <label htmlFor="co-delivery_calling_code" className="sr-only">
              {t('checkout.calling_code')}
            </label>
            <CallingCodeSelect
              id="co-delivery_calling_code"
              name="delivery_calling_region"
              codes={codes}
              value={iso2}
              onChange={(e) => onIso2(e.iso2)}
              autoComplete="shipping tel-country-code"
              className="w-[44%] shrink-0 pr-2"
              aria-invalid={!!err('delivery_calling_code') || undefined}
              aria-describedby={describedBy('co-delivery_calling_code', err('delivery_calling_code'))}
            />
            <label htmlFor="co-delivery_contact" className="sr-only">
              {t('checkout.phone_number')}
            </label>
            <input
              id="co-delivery_contact"
              name="delivery_contact"
              type="tel"
              inputMode="tel"
              autoComplete="shipping tel-national"
              defaultValue={text('delivery_contact')}
              className={INPUT_CLASS}
              aria-required
              aria-invalid={!!err('delivery_contact') || undefined}
              aria-describedby={describedBy('co-delivery_contact', err('delivery_contact'))}
            />
          </div>
          {err('delivery_calling_code') && (
            <p id="co-delivery_calling_code-error" className="mt-1 text-sm text-danger">
              {err('delivery_calling_code')}
            </p>
          )}
          {err('delivery_contact') && (
            <p id="co-delivery_contact-error" className="mt-1 text-sm text-danger">
              {err('delivery_contact')}
            </p>
          )}
        </fieldset>
        <div hidden={pickup} className="grid gap-4 sm:col-span-2 sm:grid-cols-2">
          <TextInput
            form={form}
            name="delivery_address"
            label={t('checkout.address1')}
            autoComplete="shipping address-line1"
            className="sm:col-span-2"
            maxLength={200}
          />
          <TextInput
            form={form}
            name="delivery_address2"
            label={t('checkout.address2')}
            autoComplete="shipping address-line2"
            optional
            className="sm:col-span-2"
            maxLength={200}
          />
          <TextInput
            form={form}
            name="delivery_city"
            label={t('checkout.city')}
            autoComplete="shipping address-level2"
            optional
            maxLength={100}
          />
          <TextInput
            form={form}
            name="delivery_province"
            label={t('checkout.province')}
            autoComplete="shipping address-level1"
            optional
            maxLength={100}
          />
          <TextInput
            form={form}
            name="delivery_zip"
            label={t('checkout.zip')}
            autoComplete="shipping postal-code"
            optional
            maxLength={20}
          />
          <div>
            <p className="text-sm">{t('checkout.country')}</p>
            <p className="mt-1 flex min-h-11 items-center rounded-lg bg-surface-2 px-3 text-base text-muted">
              {countryName}
            </p>
          </div>
        </div>
        {signedIn && !pickup && (
          <div className="sm:col-span-2">
            <Check
              id="co-save_address"
              name="save_address"
              defaultChecked={flag('save_address')}
              label={t('checkout.save_address')}
            />
          </div>
        )}
      </div>
      {passport && (
        <TextInput
          form={form}
          name="delivery_passport"
          label={t('checkout.passport')}
          autoComplete="off"
          hint={t('checkout.passport_hint')}
          maxLength={30}
        />
      )}
    </section>
  );
}
