// The coupon form's wire format: amounts per currency (core's parseMoneyInput) and Hong Kong local times in, the
// API's minor units and ISO instants out (and back, to fill the edit form).
import { CURRENCY_CODES, formatMoney, isCurrency, parseMoneyInput, type CurrencyCode } from '@shop/core';
import type { AdminT } from './admin-i18n.tsx';
import type { AdminCoupon } from '@shop/core/contract/admin-coupon';

/** GET /api/v1/admin/coupons' rows */
export type { AdminCoupon };

/** The currencies shown first; the rest sit under "other currencies". */
export const MAIN_CURRENCIES: CurrencyCode[] = ['HKD', 'USD'];
export const OTHER_CURRENCIES = CURRENCY_CODES.filter((c) => !MAIN_CURRENCIES.includes(c));

const HK_OFFSET = '+08:00';

/** '2026-03-01T10:00' (a datetime-local value, read as Hong Kong time) → ISO with the offset. */
export function hkLocalToIso(v: string): string | null {
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(v) ? `${v}:00${HK_OFFSET}` : null;
}

/** An instant → the datetime-local value in Hong Kong time. */
export function isoToHkLocal(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(new Date(iso).getTime() + 8 * 3600_000);
  return d.toISOString().slice(0, 16);
}

export type CouponFormResult =
  | { ok: true; body: Record<string, unknown> }
  | { ok: false; field: string; reason: 'invalid' | 'invalid_amount' };

/** Reads the form into the API's body. `creating` adds the code; an empty optional field clears it. */
export function readCouponForm(form: FormData, creating: boolean): CouponFormResult {
  const text = (k: string) => String(form.get(k) ?? '').trim();
  const body: Record<string, unknown> = { kind: text('kind') };
  if (creating) body.code = text('code');
  const kind = text('kind');
  if (kind === 'percent') {
    const p = text('percent');
    if (!/^\d{1,3}$/.test(p)) return { ok: false, field: 'percent', reason: 'invalid' };
    body.percent = Number(p);
  } else body.percent = null;
  for (const [name, key] of [
    ['amounts', 'amount'],
    ['min_spend', 'min'],
  ] as const) {
    if (name === 'amounts' && kind !== 'fixed') continue;
    const map: Record<string, number> = {};
    for (const c of CURRENCY_CODES) {
      const v = text(`${key}_${c}`);
      if (!v) continue;
      const minor = parseMoneyInput(v, c);
      if (minor === null) return { ok: false, field: `${name}.${c}`, reason: 'invalid_amount' };
      map[c] = minor;
    }
    body[name] = map;
  }
  for (const k of ['starts_at', 'expires_at'] as const) {
    const v = text(k);
    const iso = v ? hkLocalToIso(v) : null;
    if (v && !iso) return { ok: false, field: k, reason: 'invalid' };
    body[k] = iso;
  }
  for (const k of ['usage_limit', 'per_member_limit'] as const) {
    const v = text(k);
    if (v && !/^\d{1,7}$/.test(v)) return { ok: false, field: k, reason: 'invalid' };
    body[k] = v ? Number(v) : null;
  }
  body.description = text('description') || null;
  return { ok: true, body };
}

export type CouponActionResult =
  { ok: true; message: string } | { ok: false; message: string; field?: string };

/** The API's refusal as a message beside its field. */
export function couponFailure(t: AdminT, error: { code?: string; field?: string }): CouponActionResult {
  if (error.code === 'coupon_exists') return { ok: false, field: 'code', message: t('admin.coupons.exists') };
  return { ok: false, field: error.field, message: t('admin.coupons.invalid') };
}

/** What a coupon takes off, as staff read it: 10% or HK$50 · US$7. */
export function couponValue(c: AdminCoupon, lang: 'en' | 'hk') {
  if (c.kind === 'percent') return `${c.percent}%`;
  return Object.entries(c.amounts)
    .filter(([cur]) => isCurrency(cur))
    .map(([cur, v]) => formatMoney(v, cur as CurrencyCode, lang))
    .join(' · ');
}

export function couponStatus(c: AdminCoupon, now = Date.now()) {
  if (c.disabled) return 'disabled' as const;
  if (c.starts_at && Date.parse(c.starts_at) > now) return 'scheduled' as const;
  if (c.expires_at && Date.parse(c.expires_at) <= now) return 'expired' as const;
  if (c.usage_limit !== null && c.used_count >= c.usage_limit) return 'used_up' as const;
  return 'active' as const;
}
