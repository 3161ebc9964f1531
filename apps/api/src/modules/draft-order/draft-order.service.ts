// Draft orders in the back office: build, save (while open, with a version), read, list and cancel a phone or
// WhatsApp order, and the two pickers the builder searches (members, product options priced for the customer).
// A draft holds no stock; completing it (draft-order.complete.ts) places the order. Every write is audited.
import { randomUUID } from 'node:crypto';
import type { CurrencyCode } from '@shop/core';
import type { DraftOrderBody, DraftOrderOut } from '@shop/core/contract/admin-draft-order';
import type { Db } from '../../db/client.ts';
import type { DraftLine } from '../../db/schema.ts';
import { ConflictError, InvalidError, NotFoundError } from '../../lib/errors.ts';
import type { Products } from '../product/product.service.ts';
import { audit, type AuditActor } from '../staff/audit.ts';
import type { MemberAdmin } from '../user/user.admin.service.ts';
import type { DraftPricing } from './draft-order.pricing.ts';
import { draftOrderRepository, type DraftMember, type DraftRow } from './draft-order.repository.ts';

const iso = (d: Date) => d.toISOString();

export function createDraftOrderService(deps: {
  db: Db;
  pricing: DraftPricing;
  products: Pick<Products, 'priceLine'>;
  members: Pick<MemberAdmin, 'list'>;
}) {
  const { db } = deps;
  const repo = draftOrderRepository(db);

  async function memberOf(id: string | null) {
    if (!id) return null;
    const m = await repo.member(id);
    if (!m) throw new InvalidError('No member has this id', 'customer.member_id', 'member_not_found');
    return m;
  }

  /** The body as the row stores it, checked against the catalogue and the customer (400 naming the field). */
  async function toValues(body: DraftOrderBody) {
    const member = body.customer.kind === 'member' ? await memberOf(body.customer.member_id) : null;
    if (body.discount?.kind === 'percent' && body.discount.value > 100)
      throw new InvalidError('A percentage discount is at most 100', 'discount.value', 'invalid');
    const lines: DraftLine[] = body.lines.map((l) =>
      'sub_sku' in l
        ? { sub_sku: l.sub_sku, quantity: l.quantity }
        : { name: l.name, unit_price: l.unit_price, quantity: l.quantity },
    );
    const values = {
      userId: member?.id ?? null,
      email: member?.email ?? (body.customer.kind === 'guest' ? body.customer.email : ''),
      customer:
        body.customer.kind === 'guest'
          ? { kind: 'guest', name: body.customer.name, phone: body.customer.phone ?? null }
          : { kind: 'member', name: member!.name, phone: member!.phone },
      locale: body.locale ?? member?.locale ?? 'hk',
      country: body.country,
      currency: body.currency,
      lines,
      discount: body.discount ?? null,
      deliveryMethodId: body.delivery_method ?? null,
      deliveryFee: body.delivery_fee ?? null,
      delivery: body.delivery ?? null,
      gift: body.gift ?? null,
      note: body.note ?? null,
    };
    // priced now: a line this customer cannot buy, or an unknown method, is refused before anything is saved
    const priced = await deps.pricing.price({ ...values, currency: values.currency as CurrencyCode }, member);
    if (priced.quote.total > 2_147_483_647)
      throw new InvalidError('This order is too large to place at once', 'lines', 'total_too_large');
    return { values, member };
  }

  async function present(row: DraftRow, member?: DraftMember | null): Promise<DraftOrderOut> {
    const m = member === undefined ? (row.userId ? await repo.member(row.userId) : null) : member;
    const priced = await deps.pricing.price(
      {
        currency: row.currency as CurrencyCode,
        country: row.country,
        lines: row.lines,
        discount: row.discount ?? null,
        deliveryMethodId: row.deliveryMethodId,
        deliveryFee: row.deliveryFee,
        gift: row.gift,
      },
      m,
      false,
    );
    const c = row.customer as { kind?: 'member' | 'guest'; name?: string; phone?: string | null };
    return {
      id: row.id,
      number: row.number,
      status: row.status,
      customer: {
        kind: row.userId ? 'member' : 'guest',
        member_id: row.userId,
        name: m?.name ?? c.name ?? '',
        email: m?.email ?? row.email,
        phone: m?.phone ?? c.phone ?? null,
        groups: m?.groups.map((g) => g.name) ?? [],
      },
      locale: row.locale as DraftOrderOut['locale'],
      currency: row.currency as CurrencyCode,
      country: row.country,
      lines: priced.lines.map((l) => ({
        sub_sku: l.sub_sku,
        custom: l.custom,
        name: l.name,
        option_name: l.option_name,
        quantity: l.quantity,
        unit_price: l.unit_price,
        list_price: l.list_price,
        line_total: l.line_total,
        stock: l.stock,
        purchasable: l.purchasable,
      })),
      discount: row.discount ?? null,
      delivery_method: row.deliveryMethodId,
      delivery_fee: row.deliveryFee,
      delivery: row.delivery ?? null,
      gift: row.gift ?? null,
      note: row.note,
      delivery_methods: priced.methods,
      quote: priced.quote,
      order: await repo.order(row.orderId),
      version: row.version,
      created_by: row.createdBy,
      created_at: iso(row.createdAt),
      updated_at: iso(row.updatedAt),
    };
  }

  async function loadOr404(id: string) {
    const row = await repo.load(db, id);
    if (!row) throw new NotFoundError('No such draft order', 'not_found');
    return row;
  }

  const notOpen = () => new ConflictError('This draft is no longer open', 'draft_not_open');
  const changed = () =>
    new ConflictError('Someone else changed this draft; reload it to see it as it is now', 'order_changed');

  return {
    present,

    async create(body: DraftOrderBody, who: AuditActor) {
      const { values, member } = await toValues(body);
      const row = await db.transaction(async (tx) => {
        const r = await repo.insert(tx, {
          id: randomUUID(),
          number: await repo.nextNumber(tx),
          createdBy: who.staff?.email ?? 'system',
          ...values,
        });
        await audit(tx, who, {
          action: 'draft_order.create',
          entity: 'draft_order',
          entityId: r.id,
          after: values,
        });
        return r;
      });
      return present(row, member);
    },

    async update(id: string, body: DraftOrderBody, who: AuditActor) {
      const { values, member } = await toValues(body);
      const row = await db.transaction(async (tx) => {
        const before = await repo.load(tx, id, true);
        if (!before) throw new NotFoundError('No such draft order', 'not_found');
        if (before.status !== 'open') throw notOpen();
        if (body.version !== undefined && body.version !== before.version) throw changed();
        const r = await repo.save(tx, id, before.version, values);
        if (!r) throw changed();
        await audit(tx, who, {
          action: 'draft_order.update',
          entity: 'draft_order',
          entityId: id,
          before: { lines: before.lines, discount: before.discount, delivery_fee: before.deliveryFee },
          after: values,
        });
        return r;
      });
      return present(row, member);
    },

    async cancel(id: string, version: number | undefined, who: AuditActor) {
      const row = await db.transaction(async (tx) => {
        const before = await repo.load(tx, id, true);
        if (!before) throw new NotFoundError('No such draft order', 'not_found');
        if (before.status !== 'open') throw notOpen();
        if (version !== undefined && version !== before.version) throw changed();
        const r = (await repo.save(tx, id, before.version, { status: 'cancelled' }))!;
        await audit(tx, who, {
          action: 'draft_order.cancel',
          entity: 'draft_order',
          entityId: id,
          before: { status: 'open' },
          after: { status: 'cancelled' },
        });
        return r;
      });
      return present(row);
    },

    async get(id: string) {
      return present(await loadOr404(id));
    },

    async list(q: { status?: DraftRow['status']; page: number; page_size: number }) {
      const { rows, total } = await repo.list(q);
      return {
        items: rows.map(({ d, orderNumber }) => ({
          id: d.id,
          number: d.number,
          status: d.status,
          customer_name: String((d.customer as { name?: string }).name ?? ''),
          email: d.email,
          currency: d.currency as CurrencyCode,
          lines: d.lines.length,
          order_number: orderNumber,
          created_by: d.createdBy,
          updated_at: iso(d.updatedAt),
        })),
        total,
        page: q.page,
        page_size: q.page_size,
      };
    },

    /** Members by name, email or phone: the members module's own search, ten at most. */
    async customers(q: string) {
      const { items } = await deps.members.list({ q, page: 1 });
      return {
        items: items.slice(0, 10).map((m) => ({
          id: m.id,
          name: `${m.firstname} ${m.lastname}`.trim(),
          email: m.email,
          phone: m.phone,
          groups: m.groups.map((g) => g.name),
        })),
      };
    },

    /** Product options by name or SKU, priced as checkout prices them for this customer (a guest: list prices). */
    async productOptions(q: { q: string; member_id?: string; currency: CurrencyCode; country: string }) {
      const member = q.member_id ? await repo.member(q.member_id) : null;
      const found = await repo.searchOptions(q.q);
      const shopper = {
        currency: q.currency,
        country: q.country as never,
        memberGroupIds: member?.groups.map((g) => g.id) ?? [],
        memberGroupTiers: member?.groups.map((g) => g.tier) ?? [],
      };
      const items = [];
      for (const f of found) {
        // priced as a line bought on its own, like the draft's lines (draft-order.pricing.ts)
        const line = await deps.products.priceLine(
          { pid: f.pid, subSku: f.subSku, quantity: 1, specialOffer: false },
          shopper,
        );
        if (!line) continue;
        items.push({
          sub_sku: f.subSku,
          sku: line.entry.row.sku,
          name: line.entry.row.name,
          option_name: line.row.name,
          price: line.price.unitPrice,
          list_price: line.price.originalPrice ?? line.price.unitPrice,
          currency: q.currency,
          stock: f.stock,
          purchasable: line.check.ok,
        });
      }
      return { items };
    },
  };
}

export type DraftOrderService = ReturnType<typeof createDraftOrderService>;
