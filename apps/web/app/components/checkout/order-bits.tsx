import { Link } from 'react-router';
import {
  countryShortName,
  getCountry,
  isCountryKey,
  localizePath,
  personName,
  type Locale,
} from '@shop/core';
import { useI18n, type MessageKey } from '../../i18n/i18n.tsx';
import { localizedName, money } from '../../lib/format.ts';
import { IMAGE_SIZES } from '../../lib/image-sizes.ts';
import { Picture } from '../picture.tsx';
import type {
  LocalizedText,
  Order,
  OrderStatus,
  PackageContents,
  PaymentMethod,
  QuoteItem,
} from './types.ts';
import { deliveryOf } from './types.ts';

/** The shop keeps Hong Kong time: deadlines and order times read the same on the server and in every browser. */
const SHOP_TIME_ZONE = 'Asia/Hong_Kong';
// made on first use: a browser's first DateTimeFormat loads its date data, which the checkout page paid while its
// module loaded (about 40 ms on a phone) though most checkouts show no date
let dateTimeFormat: Intl.DateTimeFormat | undefined;
const hongKongTime = () =>
  (dateTimeFormat ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: SHOP_TIME_ZONE,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }));

/** 'DD/MM/YYYY HH:mm' in Hong Kong time (9-32); '' for a missing or bad date. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const p = Object.fromEntries(
    hongKongTime()
      .formatToParts(d)
      .map((x) => [x.type, x.value]),
  );
  return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}`;
}

export function paymentMethodName(t: (k: MessageKey) => string, method: string, provider?: string): string {
  // PayDollar's Alipay is the Hong Kong wallet (AlipayHK)
  const key = (
    provider === 'paydollar' && method === 'alipay' ? 'payment.method.alipay_hk' : `payment.method.${method}`
  ) as MessageKey;
  const s = t(key);
  return s === key ? method : s;
}

export function orderStatusName(t: (k: MessageKey) => string, status: string): string {
  const key = `order.status.${status}` as MessageKey;
  const s = t(key);
  return s === key ? status : s;
}

const STATUS_TONE: Record<OrderStatus, string> = {
  awaiting_payment: 'border-accent text-text',
  paid: 'border-success text-success',
  packed: 'border-success text-success',
  shipped: 'border-success text-success',
  delivered: 'border-success text-success',
  cancelled: 'border-line text-muted',
  expired: 'border-line text-muted',
  refunded: 'border-line text-muted',
};

export function StatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useI18n();
  return (
    <span
      className={`inline-flex min-h-7 items-center rounded-full border px-3 text-xs font-medium ${STATUS_TONE[status] ?? 'border-line'}`}
    >
      {orderStatusName(t, status)}
    </span>
  );
}

/** What a summary shows: a quote or a placed order. */
export interface SummaryData {
  currency: string;
  items: QuoteItem[];
  subtotal: number;
  discount: number;
  gift_wrap_fee: number;
  delivery_fee: number;
  total: number;
  /** the friend's first-order 10%, a redeemed reward and cash dollars (server numbers; 1-10 to 1-12) */
  referral_discount?: number;
  reward_discount?: number;
  wallet_amount?: number;
}

/** The lines and every fee of an order or quote (2.12-01). */
export function OrderSummary({
  summary,
  couponCode,
  deliveryLabel,
  note,
  packages = [],
  busy = false,
  headingLevel = 'h2',
  id = 'order-summary',
}: {
  summary: SummaryData;
  couponCode?: string | null;
  deliveryLabel?: string | null;
  note?: string | null;
  /** what is inside the package lines (GET /order/packageDetails) */
  packages?: readonly PackageContents[];
  busy?: boolean;
  headingLevel?: 'h2' | 'h3';
  id?: string;
}) {
  const { t, locale } = useI18n();
  const m = (n: number) => money(n, summary.currency, locale);
  const H = headingLevel;
  return (
    <section aria-labelledby={`${id}-title`} aria-busy={busy || undefined}>
      <H id={`${id}-title`} className="font-serif text-2xl">
        {t('checkout.summary')}
      </H>
      <ul className="mt-4 divide-y divide-line">
        {summary.items.map((item) => (
          <li key={`${item.sku}:${item.sub_sku}`} className="flex gap-3 py-3">
            <span className="relative shrink-0">
              <Picture
                src={item.thumbnail}
                sizes={IMAGE_SIZES.px64}
                alt=""
                decorative
                locale={locale}
                width={64}
                height={64}
                className="h-16 w-16 rounded-sm bg-surface-2 object-cover"
              />
              <span
                className="absolute -right-2 -top-2 inline-flex h-6 min-w-6 items-center justify-center rounded-full bg-accent px-1 text-xs text-accent-contrast"
                aria-hidden="true"
              >
                {item.quantity}
              </span>
            </span>
            <span className="min-w-0 flex-1 text-sm">
              <span className="block font-medium">{localizedName(item.name, locale)}</span>
              <span className="block text-xs text-muted">{localizedName(item.option_name, locale)}</span>
              <PackageInside contents={packages.find((p) => p.sku === item.sku)} />
              <span className="block text-xs text-muted">
                {t('checkout.line_quantity', { count: item.quantity, price: m(item.unit_price) })}
              </span>
            </span>
            <span className="shrink-0 text-sm">{m(item.line_total)}</span>
          </li>
        ))}
      </ul>
      <dl
        className={`mt-4 grid gap-2 border-t border-line pt-4 text-sm transition-opacity duration-200 ${busy ? 'opacity-60' : ''}`}
      >
        <Row label={t('checkout.subtotal')} value={m(summary.subtotal)} />
        {summary.discount > 0 && (
          <Row
            label={couponCode ? t('checkout.discount_code', { code: couponCode }) : t('checkout.discount')}
            value={`−${m(summary.discount)}`}
            tone="text-success"
          />
        )}
        {!!summary.referral_discount && (
          <Row
            label={t('wallet.line_referral')}
            value={`−${m(summary.referral_discount)}`}
            tone="text-success"
          />
        )}
        {!!summary.reward_discount && (
          <Row label={t('wallet.line_reward')} value={`−${m(summary.reward_discount)}`} tone="text-success" />
        )}
        {!!summary.wallet_amount && (
          <Row label={t('wallet.line_cash')} value={`−${m(summary.wallet_amount)}`} tone="text-success" />
        )}
        {summary.gift_wrap_fee > 0 && (
          <Row label={t('checkout.gift_wrap_fee')} value={m(summary.gift_wrap_fee)} />
        )}
        <Row
          label={
            deliveryLabel
              ? t('checkout.delivery_fee_named', { name: deliveryLabel })
              : t('checkout.delivery_fee')
          }
          value={summary.delivery_fee === 0 ? t('checkout.free') : m(summary.delivery_fee)}
        />
        <div className="mt-2 flex items-baseline justify-between border-t border-line pt-3 text-lg">
          <dt>{t('checkout.total')}</dt>
          <dd data-testid="checkout-total" className="font-medium">
            {m(summary.total)}
          </dd>
        </div>
      </dl>
      {note && <p className="mt-2 text-xs text-muted">{note}</p>}
    </section>
  );
}

/** "What's inside" under a package line: the products of the set, each linking to its page. */
function PackageInside({ contents }: { contents?: PackageContents }) {
  const { t, locale } = useI18n();
  if (!contents?.items.length) return null;
  return (
    <span className="mt-1 block text-xs text-muted">
      {t('order.package_inside')}{' '}
      {contents.items.map((i, n) => (
        <span key={i.sku}>
          {n > 0 && ' · '}
          <Link to={localizePath(i.path, locale)} className="underline-offset-2 hover:underline">
            {localizedName(i.name, locale)}
          </Link>
        </span>
      ))}
    </span>
  );
}

function Row({ label, value, tone = '' }: { label: string; value: string; tone?: string }) {
  return (
    <div className={`flex items-baseline justify-between gap-4 ${tone}`}>
      <dt>{label}</dt>
      <dd className="shrink-0">{value}</dd>
    </div>
  );
}

/**
 * A person's name in the locale's order (core personName): 陳美玲 always; 'Mei Chan' in English, 'Chan Mei' in the
 * Chinese locales. Without a locale, the English order.
 */
export function fullName(
  first: string | null | undefined,
  last: string | null | undefined,
  locale: Locale = 'en',
): string {
  return personName(first, last, locale);
}

export function methodName(name: LocalizedText | string | null | undefined, locale: Locale): string {
  if (!name) return '';
  return typeof name === 'string' ? name : localizedName(name, locale);
}

/** A member's orders still waiting for payment (8-18 'no order needing payment' when there are none). */
export function AwaitingPaymentList({
  orders,
  headingLevel = 'h2',
}: {
  orders: Order[];
  headingLevel?: 'h2' | 'h3';
}) {
  const { t, locale } = useI18n();
  const H = headingLevel;
  return (
    <section aria-labelledby="awaiting-title" className="text-left">
      <H id="awaiting-title" className="font-serif text-2xl">
        {t('payment.awaiting_title')}
      </H>
      {orders.length === 0 ? (
        <p className="mt-2 text-muted">{t('payment.no_awaiting')}</p>
      ) : (
        <ul className="mt-3 divide-y divide-line rounded-lg border border-line">
          {orders.map((o) => (
            <li key={o._id} className="flex flex-wrap items-center justify-between gap-3 p-4">
              <div className="text-sm">
                <p className="font-medium">{t('order.number', { number: o.number })}</p>
                <p className="text-muted">
                  {money(o.total, o.currency, locale)} · {paymentMethodName(t, o.payment_method)}
                  {o.payment_deadline
                    ? ` · ${t('payment.pay_by', { date: formatDateTime(o.payment_deadline) })}`
                    : ''}
                </p>
              </div>
              <Link
                to={localizePath(`/checkout/${encodeURIComponent(o._id)}`, locale)}
                className="btn-primary"
                aria-label={t('payment.pay_order', { number: o.number })}
              >
                {t('payment.pay_now')}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function isQrMethod(method: string): method is PaymentMethod {
  return method === 'fps' || method === 'payme';
}

/** A label and its value in an order's details list. */
export function DetailItem({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-muted">{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/** Where and how an order goes, and how it is paid: the confirmation page and the account's order detail. */
export function OrderDeliveryDetails({ order, children }: { order: Order; children?: React.ReactNode }) {
  const { t, locale } = useI18n();
  const delivery = deliveryOf(order.delivery ?? {});
  const country = isCountryKey(delivery.country)
    ? countryShortName(getCountry(delivery.country), locale)
    : delivery.country;
  return (
    <dl className="grid gap-3 text-sm sm:grid-cols-2">
      {delivery.methodName && (
        <DetailItem label={t('checkout.delivery_method')} value={methodName(delivery.methodName, locale)} />
      )}
      <DetailItem
        label={t(delivery.pickup ? 'checkout.collector_title' : 'order.recipient')}
        value={fullName(delivery.firstname, delivery.lastname, locale)}
      />
      {delivery.contact && (
        <DetailItem label={t('checkout.phone')} value={`+${delivery.callingCode} ${delivery.contact}`} />
      )}
      {!delivery.pickup && delivery.lines.length > 0 && (
        <DetailItem label={t('order.address')} value={delivery.lines.join(', ')} />
      )}
      {country && <DetailItem label={t('checkout.country')} value={country} />}
      <DetailItem label={t('checkout.payment_method')} value={paymentMethodName(t, order.payment_method)} />
      {children}
    </dl>
  );
}
