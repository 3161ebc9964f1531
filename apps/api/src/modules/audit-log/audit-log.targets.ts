// What an audit entry changed, as a person reads it: the order number, the customer's name, the product's name,
// each linked to its back-office page, instead of internal ids; and the currency of the entry's money fields.
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  collections,
  draftOrders,
  orders,
  productOptions,
  products,
  returns,
  staff,
  subscriptions,
  users,
} from '../../db/schema.ts';

export interface AuditTarget {
  /** English and Traditional Chinese labels (the same for numbers and people's names) */
  label: string;
  label_hk: string;
  /** the back-office page of the thing, when it has one */
  href: string | null;
}

interface Row {
  entity: string;
  entityId: string;
  staffId: string | null;
}

const ids = (rows: Row[], ...entities: string[]) => [
  ...new Set(rows.filter((r) => entities.includes(r.entity)).map((r) => r.entityId)),
];
const person = (u: { firstname: string; lastname: string; email: string }) =>
  `${u.firstname} ${u.lastname}`.trim() || u.email;
const byId = <T extends { id: string }>(list: T[]) => new Map(list.map((x) => [x.id, x]));

/** Looks up, for one page of entries, the names and links of what they changed and who changed them. */
export async function auditTargets(db: Db, rows: Row[]) {
  const q = <T>(list: string[], run: (l: string[]) => Promise<T[]>) =>
    list.length ? run(list) : Promise.resolve([] as T[]);
  const [ord, mem, prod, opt, ret, sub, col, draft, who] = await Promise.all([
    q(ids(rows, 'order'), (l) =>
      db
        .select({ id: orders.id, number: orders.number, currency: orders.currency })
        .from(orders)
        .where(inArray(orders.id, l)),
    ),
    q(ids(rows, 'member'), (l) =>
      db
        .select({ id: users.id, firstname: users.firstname, lastname: users.lastname, email: users.email })
        .from(users)
        .where(inArray(users.id, l)),
    ),
    q(ids(rows, 'product'), (l) =>
      db.select({ id: products.id, name: products.name }).from(products).where(inArray(products.id, l)),
    ),
    q(ids(rows, 'product_option'), (l) =>
      db
        .select({ id: productOptions.subSku, productId: productOptions.productId, name: products.name })
        .from(productOptions)
        .innerJoin(products, eq(products.id, productOptions.productId))
        .where(inArray(productOptions.subSku, l)),
    ),
    q(ids(rows, 'return'), (l) =>
      db.select({ id: returns.id, number: returns.number }).from(returns).where(inArray(returns.id, l)),
    ),
    q(ids(rows, 'subscription'), (l) =>
      db
        .select({
          id: subscriptions.id,
          currency: subscriptions.currency,
          firstname: users.firstname,
          lastname: users.lastname,
          email: users.email,
          name: products.name,
        })
        .from(subscriptions)
        .innerJoin(users, eq(users.id, subscriptions.userId))
        .leftJoin(products, eq(products.id, subscriptions.pid))
        .where(inArray(subscriptions.id, l)),
    ),
    q(ids(rows, 'collection'), (l) =>
      db
        .select({ id: collections.key, name: collections.name })
        .from(collections)
        .where(inArray(collections.key, l)),
    ),
    q(ids(rows, 'draft_order'), (l) =>
      db
        .select({ id: draftOrders.id, number: draftOrders.number, currency: draftOrders.currency })
        .from(draftOrders)
        .where(inArray(draftOrders.id, l)),
    ),
    q([...new Set([...rows.flatMap((r) => (r.staffId ? [r.staffId] : [])), ...ids(rows, 'staff')])], (l) =>
      db.select({ id: staff.id, name: staff.name }).from(staff).where(inArray(staff.id, l)),
    ),
  ]);
  const maps = {
    order: byId(ord),
    member: byId(mem),
    product: byId(prod),
    product_option: byId(opt),
    return: byId(ret),
    subscription: byId(sub),
    collection: byId(col),
    draft_order: byId(draft),
    staff: byId(who),
  };

  function target(r: Row): AuditTarget | null {
    const id = r.entityId;
    const same = (label: string, href: string | null) => ({ label, label_hk: label, href });
    switch (r.entity) {
      case 'order': {
        const o = maps.order.get(id);
        return o ? same(`#${o.number}`, `/admin/orders/${encodeURIComponent(id)}`) : null;
      }
      case 'member': {
        const u = maps.member.get(id);
        return u ? same(person(u), `/admin/members/${encodeURIComponent(id)}`) : null;
      }
      case 'product': {
        const p = maps.product.get(id);
        const href = `/admin/products/${encodeURIComponent(id)}`;
        return p ? { label: p.name.eng, label_hk: p.name.chi || p.name.eng, href } : null;
      }
      case 'product_option': {
        const p = maps.product_option.get(id);
        const href = p
          ? `/admin/products/${encodeURIComponent(p.productId)}/options/${encodeURIComponent(id)}`
          : null;
        return p
          ? { label: `${p.name.eng} · ${id}`, label_hk: `${p.name.chi || p.name.eng} · ${id}`, href }
          : null;
      }
      case 'return': {
        const x = maps.return.get(id);
        return x ? same(`#${x.number}`, `/admin/returns/${encodeURIComponent(id)}`) : null;
      }
      case 'subscription': {
        const x = maps.subscription.get(id);
        const href = `/admin/subscriptions/${encodeURIComponent(id)}`;
        if (!x) return null;
        const what = (l: 'eng' | 'chi') => (x.name ? ` · ${x.name[l] || x.name.eng}` : '');
        return { label: person(x) + what('eng'), label_hk: person(x) + what('chi'), href };
      }
      case 'collection': {
        const c = maps.collection.get(id);
        const href = `/admin/collections/${encodeURIComponent(id)}`;
        return c ? { label: c.name.eng, label_hk: c.name.chi || c.name.eng, href } : null;
      }
      case 'draft_order': {
        const d = maps.draft_order.get(id);
        return d ? same(`#${d.number}`, `/admin/orders/drafts/${encodeURIComponent(id)}`) : null;
      }
      case 'staff': {
        const s = maps.staff.get(id);
        return s ? same(s.name, null) : null;
      }
      default:
        return null;
    }
  }

  return {
    target,
    staffName: (r: Row) => (r.staffId ? (maps.staff.get(r.staffId)?.name ?? null) : null),
    /** the currency of an order's (or a draft's) money fields */
    currency: (r: Row) =>
      (r.entity === 'order' ? maps.order.get(r.entityId)?.currency : undefined) ??
      (r.entity === 'draft_order' ? maps.draft_order.get(r.entityId)?.currency : undefined) ??
      (r.entity === 'subscription' ? maps.subscription.get(r.entityId)?.currency : undefined) ??
      null,
  };
}
