import { useI18n, type MessageKey } from '../../i18n/i18n.tsx';
import { Choice, ChoiceGroup } from './choice-group.tsx';
import { paymentMethodName } from './order-bits.tsx';
import type { PaymentMethod } from './types.ts';

const DETAIL: Record<PaymentMethod, MessageKey> = {
  card: 'payment.detail.card',
  payme: 'payment.detail.payme',
  fps: 'payment.detail.fps',
  alipay: 'payment.detail.alipay',
  bank_transfer: 'payment.detail.bank_transfer',
};

/** Small marks beside each method (decorative; the name is the label). */
function MethodMark({ method }: { method: PaymentMethod }) {
  const common = {
    width: 28,
    height: 28,
    viewBox: '0 0 24 24',
    fill: 'none',
    stroke: 'currentColor',
    strokeWidth: 1.5,
    'aria-hidden': true,
  } as const;
  switch (method) {
    case 'card':
      return (
        <svg {...common}>
          <rect x="3" y="6" width="18" height="12" rx="2" />
          <path d="M3 10h18M7 15h4" />
        </svg>
      );
    case 'payme':
    case 'fps':
      return (
        <svg {...common}>
          <path d="M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h2v2h-2zM18 18h2v2h-2zM14 18h2M18 14h2" />
        </svg>
      );
    case 'alipay':
      return (
        <svg {...common}>
          <rect x="4" y="4" width="16" height="16" rx="4" />
          <path d="M8 9h8M12 7v5M9 16c3-1 5-3 6-6" />
        </svg>
      );
    case 'bank_transfer':
      return (
        <svg {...common}>
          <path d="M4 10l8-5 8 5M5 10v8M19 10v8M9 10v8M15 10v8M3 20h18" />
        </svg>
      );
  }
}

/** Card, PayMe, FPS, Alipay, bank transfer as one radio group with localized names (1-16, 2.12-01). */
export function PaymentMethodList({
  methods,
  value,
  onChange,
  error,
  name = 'payment_method',
  id = 'co-payment',
  legend,
}: {
  methods: readonly PaymentMethod[];
  value: string;
  onChange: (m: PaymentMethod) => void;
  error?: string;
  name?: string;
  id?: string;
  legend?: string;
}) {
  const { t } = useI18n();
  return (
    <ChoiceGroup id={id} legend={legend ?? t('checkout.payment_method')} error={error}>
      {methods.map((m) => (
        <Choice
          key={m}
          id={`${id}-${m}`}
          name={name}
          value={m}
          checked={value === m}
          onChange={() => onChange(m)}
          invalid={!!error}
          title={paymentMethodName(t, m)}
          detail={t(DETAIL[m])}
          aside={
            <span className="text-muted">
              <MethodMark method={m} />
            </span>
          }
        />
      ))}
    </ChoiceGroup>
  );
}
