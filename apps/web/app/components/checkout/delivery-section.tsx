import { useI18n } from '../../i18n/i18n.tsx';
import { localizedName, money } from '../../lib/format.ts';
import { Choice, ChoiceGroup } from './choice-group.tsx';
import type { DeliveryMethod } from './types.ts';

/** The fee of a method for this subtotal: free once the subtotal exceeds its threshold (9-08). */
export function deliveryFee(method: DeliveryMethod | undefined, subtotal: number): number {
  if (!method) return 0;
  return method.free_over !== null && subtotal > method.free_over ? 0 : method.price;
}

/** Delivery methods, then pickup points, with their fee for the current subtotal. */
export function DeliverySection({
  methods,
  value,
  onChange,
  error,
  subtotal,
  countryName,
}: {
  methods: DeliveryMethod[];
  value: string;
  onChange: (id: string) => void;
  error: string | undefined;
  subtotal: number;
  countryName: string;
}) {
  const { t } = useI18n();
  const deliveryMethods = methods.filter((m) => m.kind === 'delivery');
  const pickupPoints = methods.filter((m) => m.kind === 'pickup');
  const choice = (m: DeliveryMethod) => (
    <MethodChoice
      key={m._id}
      m={m}
      checked={value === m._id}
      onChange={onChange}
      invalid={!!error}
      subtotal={subtotal}
    />
  );
  return (
    <section aria-labelledby="co-ship-title" className="grid gap-4">
      <h2 id="co-ship-title" className="font-serif text-2xl">
        {t('checkout.delivery_title')}
      </h2>
      <p className="text-sm">
        {t('checkout.ship_to', { country: countryName })}
        <span className="block text-xs text-muted">{t('checkout.ship_to_hint')}</span>
      </p>
      {methods.length === 0 ? (
        <p role="alert" className="rounded-lg border border-danger p-4 text-sm text-danger">
          {t('checkout.no_methods')}
        </p>
      ) : (
        <ChoiceGroup
          id="co-delivery_method"
          legend={t('checkout.delivery_method')}
          legendClassName="text-sm font-medium"
          error={error}
        >
          {deliveryMethods.map(choice)}
          {pickupPoints.length > 0 && (
            <p className="mt-2 text-xs font-medium uppercase tracking-[0.14em] text-muted" aria-hidden="true">
              {t('checkout.pickup_points')}
            </p>
          )}
          {pickupPoints.map(choice)}
        </ChoiceGroup>
      )}
    </section>
  );
}

function MethodChoice({
  m,
  checked,
  onChange,
  invalid,
  subtotal,
}: {
  m: DeliveryMethod;
  checked: boolean;
  onChange: (id: string) => void;
  invalid: boolean;
  subtotal: number;
}) {
  const { t, locale } = useI18n();
  const fee = deliveryFee(m, subtotal);
  return (
    <Choice
      id={`co-method-${m._id}`}
      name="delivery_method"
      value={m._id}
      checked={checked}
      onChange={onChange}
      invalid={invalid}
      data={{ 'data-kind': m.kind }}
      title={localizedName(m.name, locale)}
      detail={
        m.kind === 'pickup'
          ? t('checkout.pickup_detail')
          : m.free_over !== null
            ? t('checkout.free_over', { price: money(m.free_over, m.currency, locale) })
            : undefined
      }
      aside={fee === 0 ? t('checkout.free') : money(fee, m.currency, locale)}
    />
  );
}
