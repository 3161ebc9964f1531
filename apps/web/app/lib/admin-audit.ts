// The audit log's before → after, field by field, as a person reads it: money with its currency (never cents),
// lists and small records written out instead of JSON.

export interface AuditShowOptions {
  /** formats integer minor units of a currency (formatAdminMoney bound to the staff's language) */
  money: (minor: number, currency: string) => string;
  /** the currency of the entry's money fields when the thing has one (an order's) */
  currency?: string | null;
  /** words for true and false */
  yes?: string;
  no?: string;
}

export interface AuditChange {
  field: string;
  before: string;
  after: string;
}

/** Fields that hold an amount in the entry's currency (integer minor units). */
const MONEY_FIELDS = new Set([
  'amount',
  'total',
  'subtotal',
  'discount',
  'difference',
  'refunded_amount',
  'paid_amount',
  'refundable',
  'balance',
  'balance_after',
  'price',
  'special_price',
  'fee',
  'gift_wrap_fee',
  'delivery_fee',
  'shipping_fee',
  'min_spend',
  'threshold',
  'auto_min_spend',
]);
const CURRENCY_CODE = /^[A-Z]{3}$/;
/** `hkd`, `price_usd`, `special_pricing_hkd`: an amount in that currency */
const CURRENCY_SUFFIX = /(?:^|_)(hkd|usd|cny|mop|twd|sgd|myr|eur|gbp|aud|cad|jpy)$/i;

const isObj = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/** The currency a field's integer holds, or null when it is not money. */
function moneyCurrency(field: string, value: unknown, ctx: Record<string, unknown>, o: AuditShowOptions) {
  if (typeof value !== 'number' || !Number.isInteger(value)) return null;
  const suffix = CURRENCY_SUFFIX.exec(field);
  if (suffix) return suffix[1]!.toUpperCase();
  if (CURRENCY_CODE.test(field)) return field;
  if (!MONEY_FIELDS.has(field)) return null;
  const own = typeof ctx.currency === 'string' ? ctx.currency : null;
  return own ?? o.currency ?? 'HKD';
}

function show(field: string, v: unknown, ctx: Record<string, unknown>, o?: AuditShowOptions): string {
  if (v === undefined || v === null) return '—';
  if (typeof v === 'string') return v === '' ? '—' : v;
  if (!o) return JSON.stringify(v);
  const cur = moneyCurrency(field, v, ctx, o);
  if (cur) return o.money(v as number, cur);
  if (typeof v === 'boolean') return v ? (o.yes ?? 'yes') : (o.no ?? 'no');
  if (Array.isArray(v)) return v.length ? v.map((x) => show(field, x, ctx, o)).join(', ') : '—';
  if (isObj(v))
    return Object.entries(v)
      .map(([k, x]) => `${readableField(k)}: ${show(k, x, v, o)}`)
      .join('; ');
  return String(v);
}

/** refunded_amount → refunded amount */
export function readableField(field: string): string {
  return CURRENCY_CODE.test(field) ? field : field.replace(/_/g, ' ');
}

/**
 * One line per changed field: `field: before → after`; whole values when they are not objects. With options, money
 * fields are formatted in their currency and lists and records are written out.
 */
export function auditChanges(before: unknown, after: unknown, o?: AuditShowOptions): AuditChange[] {
  if ((isObj(before) || before == null) && (isObj(after) || after == null) && (before || after)) {
    const b = (before ?? {}) as Record<string, unknown>;
    const a = (after ?? {}) as Record<string, unknown>;
    return [...new Set([...Object.keys(b), ...Object.keys(a)])]
      .filter((k) => JSON.stringify(b[k]) !== JSON.stringify(a[k]))
      .map((k) => ({
        field: o ? readableField(k) : k,
        before: show(k, b[k], b, o),
        after: show(k, a[k], a, o),
      }));
  }
  if (before == null && after == null) return [];
  return [
    { field: '', before: show('', before ?? undefined, {}, o), after: show('', after ?? undefined, {}, o) },
  ];
}
