// Search across the back office: each kind the staff member's role may see, each ranked (the whole number or SKU,
// then its start, then anywhere inside), at most SEARCH_PER_KIND of each.
import {
  bestRank,
  can,
  mergeRanked,
  rankMatch,
  searchQueryShape,
  type Permission,
  type SearchRank,
  type StaffRole,
} from '@shop/core';
import { SEARCH_PER_KIND, type AdminSearchOut } from '@shop/core/contract/admin-search';
import type { Db } from '../../db/client.ts';
import { normalizeSearchText } from '../../lib/search-text.ts';
import { createAdminSearchRepository, type SearchOrderRow } from './admin-search.repository.ts';

/** What a role must hold to see each kind (pages: whoever edits the shop's content). */
export const SEARCH_PERMISSIONS: Record<'orders' | 'customers' | 'products' | 'pages', Permission> = {
  orders: 'orders:read',
  customers: 'members:read',
  products: 'catalogue:read',
  pages: 'content:write',
};

const str = (v: unknown) => (typeof v === 'string' ? v : '');
const digitsOf = (s: string) => s.replace(/\D/g, '');
const deliveryName = (d: Record<string, unknown>) =>
  [str(d.firstname), str(d.lastname)].filter(Boolean).join(' ');
const deliveryPhone = (d: Record<string, unknown>) =>
  [str(d.calling_code) && `+${str(d.calling_code)}`, str(d.contact)].filter(Boolean).join(' ');

type OrderHit = NonNullable<AdminSearchOut['orders']>[number];
const orderHit = (r: SearchOrderRow, matched: OrderHit['matched'], rank: SearchRank): OrderHit => ({
  id: r.id,
  number: r.number,
  name: deliveryName(r.delivery),
  email: r.email,
  phone: deliveryPhone(r.delivery),
  status: r.status,
  total: r.total,
  currency: r.currency,
  created_at: r.createdAt.toISOString(),
  matched,
  rank,
});

export function createAdminSearch(db: Db) {
  const repo = createAdminSearchRepository(db);
  const n = SEARCH_PER_KIND;

  async function searchOrders(q: ReturnType<typeof searchQueryShape>): Promise<OrderHit[]> {
    const lists: OrderHit[][] = [];
    const { code, phone } = q;
    if (code) {
      const rows = await repo.ordersByNumber(code, n);
      lists.push(rows.map((r) => orderHit(r, 'number', rankMatch(r.number, code) ?? 'contains')));
      // the whole order number: nothing else can rank above it, and it is what was meant
      if (rows[0]?.number === code) return mergeRanked(lists, n);
      if (code.length >= 6 && /\d{4}/.test(code)) {
        const tracked = await repo.ordersByTracking(code, n);
        lists.push(
          tracked.map((r) =>
            orderHit(r, 'tracking', bestRank(r.tracking.map((t) => rankMatch(t, code))) ?? 'contains'),
          ),
        );
      }
    }
    if (phone) {
      const rows = await repo.ordersByPhone(phone.local, n);
      lists.push(
        rows.map((r) => {
          const full = digitsOf(str(r.delivery.calling_code) + str(r.delivery.contact));
          const local = digitsOf(str(r.delivery.contact));
          const exact = full === phone.digits || local === phone.local;
          return orderHit(r, 'phone', exact ? 'exact' : 'contains');
        }),
      );
    }
    // an email, or a word long enough to be part of one (numbers and phones are matched above)
    if (q.email || (!phone && q.lower.length >= 3 && !q.text.includes(' '))) {
      const rows = await repo.ordersByEmail(q.lower, n);
      lists.push(
        rows.map((r) => orderHit(r, 'email', rankMatch(r.email.toLowerCase(), q.lower) ?? 'contains')),
      );
    }
    return mergeRanked(lists, n);
  }

  async function searchCustomers(q: ReturnType<typeof searchQueryShape>) {
    const rows = await repo.customers(q.text, q.phone?.digits ?? null, n * 4);
    const hits = rows.map((u) => {
      const name = [u.firstname, u.lastname].filter(Boolean).join(' ') || u.nickname;
      const phone = u.contactNo
        ? [u.contactNoCountry && `+${u.contactNoCountry}`, u.contactNo].filter(Boolean).join(' ')
        : u.phone
          ? `+${u.phone}`
          : '';
      const rank =
        bestRank([
          rankMatch(u.email.toLowerCase(), q.lower),
          rankMatch(name.toLowerCase(), q.lower),
          rankMatch(`${u.lastname} ${u.firstname}`.toLowerCase(), q.lower),
          q.phone ? rankMatch(u.phone ?? '', q.phone.digits) : null,
          q.phone && u.phone === `852${q.phone.local}` ? 'exact' : null,
        ]) ?? 'contains';
      return { id: u.id, name, email: u.email, phone, rank };
    });
    return mergeRanked([hits], n);
  }

  async function searchProducts(q: ReturnType<typeof searchQueryShape>) {
    const folded = normalizeSearchText(q.text);
    const rows = await repo.products(q.text, folded, n * 4);
    const hits = rows.map((p) => ({
      id: p.id,
      sku: p.sku,
      name: p.name,
      thumbnail: p.thumbnail,
      archived: !!p.archivedAt,
      rank:
        bestRank([
          rankMatch(p.sku.toUpperCase(), q.text.toUpperCase()),
          ...[p.name.eng, p.name.chi, p.name.cn].map((s) => rankMatch(normalizeSearchText(s), folded)),
        ]) ?? ('contains' as SearchRank),
    }));
    return mergeRanked([hits], n);
  }

  async function searchPages(q: ReturnType<typeof searchQueryShape>) {
    const folded = normalizeSearchText(q.text);
    const rows = await repo.pages(q.text, folded, n * 4);
    const hits = rows.map((p) => ({
      id: p.id,
      handle: p.handle,
      title: p.draft.title,
      published: !!p.publishedAt,
      rank:
        bestRank([
          rankMatch(p.handle, q.lower),
          ...[p.draft.title.eng, p.draft.title.chi, p.draft.title.cn].map((s) =>
            rankMatch(normalizeSearchText(s ?? ''), folded),
          ),
        ]) ?? ('contains' as SearchRank),
    }));
    return mergeRanked([hits], n);
  }

  return {
    async search(raw: string, role: StaffRole): Promise<AdminSearchOut> {
      const q = searchQueryShape(raw);
      const allowed = (k: keyof typeof SEARCH_PERMISSIONS) => can(role, SEARCH_PERMISSIONS[k]);
      const [orders, customers, products, pageHits] = await Promise.all([
        allowed('orders') ? searchOrders(q) : undefined,
        allowed('customers') ? searchCustomers(q) : undefined,
        allowed('products') ? searchProducts(q) : undefined,
        allowed('pages') ? searchPages(q) : undefined,
      ]);
      return {
        q: q.text,
        ...(orders ? { orders } : {}),
        ...(customers ? { customers } : {}),
        ...(products ? { products } : {}),
        ...(pageHits ? { pages: pageHits } : {}),
      };
    },
  };
}
export type AdminSearch = ReturnType<typeof createAdminSearch>;
