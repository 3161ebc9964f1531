// The back office's coupons: list, create, change (disable, dates, limits, amounts) and the usage report.
import { COUPON_CODE_PATTERN, normalizeCouponCode, type CouponKind } from '@shop/core';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { coupons } from '../../db/schema.ts';
import { eq } from 'drizzle-orm';
import { AppError, InvalidError, NotFoundError } from '../../lib/errors.ts';
import { audit } from '../staff/audit.ts';
import { couponUsage, findCoupon, listCoupons, type CouponRow } from './coupon.repository.ts';
import { firstRow } from '../../db/first-row.ts';

export const COUPON_PAGE_SIZE = 25;

export interface CouponFields {
  kind: CouponKind;
  percent: number | null;
  amounts: Record<string, number>;
  min_spend: Record<string, number>;
  starts_at: Date | null;
  expires_at: Date | null;
  usage_limit: number | null;
  per_member_limit: number | null;
  disabled: boolean;
  description: string | null;
}

export function presentCoupon(c: CouponRow) {
  return {
    code: c.code,
    kind: c.kind,
    percent: c.percent,
    amounts: c.amounts,
    min_spend: c.minSpend,
    starts_at: c.startsAt?.toISOString() ?? null,
    expires_at: c.expiresAt?.toISOString() ?? null,
    usage_limit: c.usageLimit,
    per_member_limit: c.perMemberLimit,
    used_count: c.usedCount,
    disabled: c.disabled,
    description: c.description,
    created_at: c.createdAt.toISOString(),
  };
}

const fieldsOf = (c: CouponRow): CouponFields => ({
  kind: c.kind,
  percent: c.percent,
  amounts: c.amounts,
  min_spend: c.minSpend,
  starts_at: c.startsAt,
  expires_at: c.expiresAt,
  usage_limit: c.usageLimit,
  per_member_limit: c.perMemberLimit,
  disabled: c.disabled,
  description: c.description,
});

/** The rules the zod schemas cannot see alone: what a kind needs, and dates in order. */
function assertConsistent(f: CouponFields) {
  if (f.kind === 'percent' && !f.percent)
    throw new InvalidError('is required for a percent coupon', 'percent');
  if (f.kind === 'fixed' && Object.keys(f.amounts).length === 0)
    throw new InvalidError('needs an amount in at least one currency', 'amounts');
  if (f.starts_at && f.expires_at && f.expires_at <= f.starts_at)
    throw new InvalidError('must be after starts_at', 'expires_at');
}

const columns = (f: CouponFields) => ({
  kind: f.kind,
  // a fixed code has no percent and a percent code no amounts: the other kind's leftovers never apply
  percent: f.kind === 'percent' ? f.percent : null,
  amounts: f.kind === 'fixed' ? f.amounts : {},
  minSpend: f.min_spend,
  startsAt: f.starts_at,
  expiresAt: f.expires_at,
  usageLimit: f.usage_limit,
  perMemberLimit: f.per_member_limit,
  disabled: f.disabled,
  description: f.description,
});

export function createCouponAdmin(db: Db) {
  return {
    async list(q: { q?: string; page: number }) {
      const { rows, total } = await listCoupons(db, { ...q, pageSize: COUPON_PAGE_SIZE });
      return { items: rows.map(presentCoupon), total, page: q.page, page_size: COUPON_PAGE_SIZE };
    },

    async create(req: FastifyRequest, input: Partial<CouponFields> & { code: string; kind: CouponKind }) {
      const code = normalizeCouponCode(input.code);
      if (!COUPON_CODE_PATTERN.test(code))
        throw new InvalidError('use 3–40 letters, digits, - or _', 'code', 'invalid');
      const f: CouponFields = {
        kind: input.kind,
        percent: input.percent ?? null,
        amounts: input.amounts ?? {},
        min_spend: input.min_spend ?? {},
        starts_at: input.starts_at ?? null,
        expires_at: input.expires_at ?? null,
        usage_limit: input.usage_limit ?? null,
        per_member_limit: input.per_member_limit ?? null,
        disabled: input.disabled ?? false,
        description: input.description ?? null,
      };
      assertConsistent(f);
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(coupons)
          .values({ code, ...columns(f) })
          .onConflictDoNothing()
          .returning();
        if (!row) throw new AppError(409, 'coupon_exists', 'A coupon with this code exists', 'code');
        const view = presentCoupon(row);
        await audit(tx, req, { action: 'coupon.create', entity: 'coupon', entityId: code, after: view });
        return view;
      });
    },

    async update(req: FastifyRequest, rawCode: string, patch: Partial<CouponFields>) {
      const code = normalizeCouponCode(rawCode);
      return db.transaction(async (tx) => {
        const [before] = await tx.select().from(coupons).where(eq(coupons.code, code)).for('update');
        if (!before) throw new NotFoundError('No such coupon');
        const defined = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
        const f: CouponFields = { ...fieldsOf(before), ...defined };
        assertConsistent(f);
        const after = firstRow(
          await tx.update(coupons).set(columns(f)).where(eq(coupons.code, code)).returning(),
        );
        await audit(tx, req, {
          action: f.disabled && !before.disabled ? 'coupon.disable' : 'coupon.update',
          entity: 'coupon',
          entityId: code,
          before: presentCoupon(before),
          after: presentCoupon(after),
        });
        return presentCoupon(after);
      });
    },

    async usage(rawCode: string, page: number) {
      const coupon = await findCoupon(db, normalizeCouponCode(rawCode));
      if (!coupon) throw new NotFoundError('No such coupon');
      const { rows, total, perCurrency } = await couponUsage(db, coupon.code, page, COUPON_PAGE_SIZE);
      return {
        coupon: presentCoupon(coupon),
        items: rows.map(({ r, number, status, firstname, lastname }) => ({
          order_id: r.orderId,
          order_number: number,
          order_status: status,
          user_id: r.userId,
          member_name: r.userId && firstname !== null ? `${firstname} ${lastname ?? ''}`.trim() : null,
          email: r.email,
          currency: r.currency,
          discount: r.discount,
          released: r.releasedAt !== null,
          created_at: r.createdAt.toISOString(),
        })),
        totals: perCurrency.map((p) => ({ currency: p.currency, uses: p.uses, discount: p.discount })),
        total,
        page,
        page_size: COUPON_PAGE_SIZE,
      };
    },
  };
}

export type CouponAdmin = ReturnType<typeof createCouponAdmin>;
