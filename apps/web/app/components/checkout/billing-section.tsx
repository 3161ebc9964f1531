import { useI18n } from '../../i18n/i18n.tsx';
import { Check } from './choice-group.tsx';
import type { FormView } from './page-types.ts';
import { TextInput } from './text-input.tsx';

/** The billing address: the delivery one unless the shopper unticks "same". */
export function BillingSection({
  form,
  same,
  onSame,
  pickup,
}: {
  form: FormView;
  same: boolean;
  onSame: (same: boolean) => void;
  pickup: boolean;
}) {
  const { t } = useI18n();
  return (
    <section aria-labelledby="co-billing-title" className="grid gap-2">
      <h2 id="co-billing-title" className="font-serif text-2xl">
        {t('checkout.billing_title')}
      </h2>
      <Check
        id="co-billing_same"
        name="billing_same"
        checked={same}
        onChange={onSame}
        label={t(pickup ? 'checkout.billing_same_pickup' : 'checkout.billing_same')}
      />
      <div hidden={same} className="grid gap-4 sm:grid-cols-2">
        <TextInput
          form={form}
          name="billing_firstname"
          label={t('checkout.firstname')}
          autoComplete="billing given-name"
        />
        <TextInput
          form={form}
          name="billing_lastname"
          label={t('checkout.lastname')}
          autoComplete="billing family-name"
        />
        <TextInput
          form={form}
          name="billing_contact"
          label={t('checkout.phone')}
          type="tel"
          inputMode="tel"
          autoComplete="billing tel"
          className="sm:col-span-2"
        />
        <TextInput
          form={form}
          name="billing_address"
          label={t('checkout.address1')}
          autoComplete="billing address-line1"
          className="sm:col-span-2"
          maxLength={200}
        />
        <TextInput
          form={form}
          name="billing_address2"
          label={t('checkout.address2')}
          autoComplete="billing address-line2"
          optional
          className="sm:col-span-2"
          maxLength={200}
        />
        <TextInput
          form={form}
          name="billing_city"
          label={t('checkout.city')}
          autoComplete="billing address-level2"
          optional
          maxLength={100}
        />
        <TextInput
          form={form}
          name="billing_country"
          label={t('checkout.billing_country')}
          autoComplete="billing country-name"
          maxLength={100}
        />
      </div>
    </section>
  );
}
