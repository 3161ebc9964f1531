import { useI18n, type MessageKey } from '../../i18n/i18n.tsx';
import { Choice, ChoiceGroup } from './choice-group.tsx';
import { paymentMethodName } from './order-bits.tsx';
import type { PaymentMethod } from './types.ts';

const DETAIL: Record<PaymentMethod, MessageKey> = {
  card: 'payment.detail.card',
  payme: 'payment.detail.payme',
  fps: 'payment.detail.fps',
  alipay: 'payment.detail.alipay',
  wechat_pay: 'payment.detail.wechat_pay',
  octopus: 'payment.detail.octopus',
  bank_transfer: 'payment.detail.bank_transfer',
};

/** Small marks beside each method (decorative; the name is the label). */
/** Under PayDollar the card brands are its own (UnionPay too) and Alipay is AlipayHK. */
const PAYDOLLAR_DETAIL: Partial<Record<PaymentMethod, MessageKey>> = {
  card: 'payment.detail.card_brands',
  alipay: 'payment.detail.alipay_hk',
};

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
    case 'wechat_pay':
      return (
        <svg {...common}>
          <path d="M9.5 5C5.9 5 3 7.4 3 10.3c0 1.6.9 3 2.3 4l-.6 2 2.3-1.2c.8.2 1.6.3 2.5.3" />
          <path d="M14.5 9c3.3 0 6.5 2.2 6.5 5s-2.6 5-6 5c-.8 0-1.5-.1-2.2-.3L10.5 20l.5-1.8C9.6 17.3 8.5 16 8.5 14c0-2.8 2.7-5 6-5z" />
        </svg>
      );
    case 'octopus':
      return (
        <svg {...common}>
          <circle cx="12" cy="12" r="8" />
          <path d="M8 12a4 4 0 1 0 8 0a4 4 0 1 0-8 0M12 4v4M12 16v4" />
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
  provider,
}: {
  methods: readonly PaymentMethod[];
  value: string;
  onChange: (m: PaymentMethod) => void;
  error?: string;
  name?: string;
  id?: string;
  legend?: string;
  /** the payment provider's kind (GET /payment-methods): PayDollar names its card brands and AlipayHK */
  provider?: string;
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
          title={paymentMethodName(t, m, provider)}
          detail={t((provider === 'paydollar' && PAYDOLLAR_DETAIL[m]) || DETAIL[m])}
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
