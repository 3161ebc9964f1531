// The orders a packing-slip PDF prints: looked up by id or number, in the order the staff chose, each with its
// lines. An unknown one is a 400 naming it, so nothing is printed short.
import { asc, inArray, or } from 'drizzle-orm';
import { PACKING_SLIPS_MAX } from '@shop/core/contract/admin-order-print';
import type { Db } from '../../db/client.ts';
import { orderItems, orders } from '../../db/schema.ts';
import { InvalidError } from '../../lib/errors.ts';
import {
  packingSlipsPdf,
  type SlipFont,
  type SlipKind,
  type SlipOrder,
  type SlipSize,
} from './packing-slips.pdf.ts';

/** The shop's name as the email sender shows it ("Oxygen Ceuticals <hello@…>" → "Oxygen Ceuticals"). */
export function shopNameFrom(emailFrom: string): string {
  return (
    emailFrom
      .replace(/<[^>]*>/, '')
      .trim()
      .replace(/^"|"$/g, '') || emailFrom
  );
}

export function createOrderPrint(deps: { db: Db; font: SlipFont; shop: string }) {
  const { db } = deps;
  return {
    async packingSlips(q: { ids: string; size: SlipSize; kind: SlipKind }): Promise<Buffer> {
      const wanted = [
        ...new Set(
          q.ids
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean),
        ),
      ];
      if (!wanted.length) throw new InvalidError('Choose at least one order', 'ids', 'required');
      if (wanted.length > PACKING_SLIPS_MAX)
        throw new InvalidError(
          `At most ${PACKING_SLIPS_MAX} orders in one PDF (${wanted.length} chosen)`,
          'ids',
        );
      const rows = await db
        .select()
        .from(orders)
        .where(or(inArray(orders.id, wanted), inArray(orders.number, wanted)));
      const byKey = new Map<string, (typeof rows)[number]>();
      for (const r of rows) byKey.set(r.id, r).set(r.number, r);
      const missing = wanted.filter((k) => !byKey.has(k));
      if (missing.length) throw new InvalidError(`Unknown order: ${missing.slice(0, 10).join(', ')}`, 'ids');
      const chosen = [...new Set(wanted.map((k) => byKey.get(k)!))];
      const lines = await db
        .select()
        .from(orderItems)
        .where(
          inArray(
            orderItems.orderId,
            chosen.map((o) => o.id),
          ),
        )
        .orderBy(asc(orderItems.id));
      const list: SlipOrder[] = chosen.map((o) => ({
        ...o,
        items: lines.filter((i) => i.orderId === o.id),
      }));
      return packingSlipsPdf(list, { size: q.size, kind: q.kind, font: deps.font, shop: deps.shop });
    },
  };
}
export type OrderPrint = ReturnType<typeof createOrderPrint>;
