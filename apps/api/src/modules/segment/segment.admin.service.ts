// Saved customer filters (segments): CRUD, member counts through customer-facts.ts's SQL, and the CSV export whose
// contact columns follow marketing consent (core exportContact): an email only with marketing-email consent, a
// phone only with marketing-SMS consent.
import { randomUUID } from 'node:crypto';
import { asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  COUNTRIES,
  exportContact,
  formatMoney,
  LOCALE_META,
  segmentFilter,
  segmentFilterProblem,
  shopDate,
  toCsv,
  type SegmentFilter,
} from '@shop/core';
import type { Db } from '../../db/client.ts';
import { customerSegments, memberGroups, users } from '../../db/schema.ts';
import { InvalidError, NotFoundError } from '../../lib/errors.ts';
import { firstRow } from '../../db/first-row.ts';
import { audit } from '../staff/audit.ts';
import { countMatching, customersMatching } from '../customer-group/customer-facts.ts';

type SegmentRow = typeof customerSegments.$inferSelect;

/** A stored filter read back through the schema (a key no longer known is dropped, never a 500). */
const filterOf = (row: SegmentRow): SegmentFilter => {
  const parsed = segmentFilter.safeParse(row.filter);
  return parsed.success ? parsed.data : {};
};

function checked(f: SegmentFilter) {
  const field = segmentFilterProblem(f);
  if (field) throw new InvalidError('must not be below the lower bound', `filter.${field}`);
  return f;
}

/** A country as a person reads it: the shop's name for a known key or name, else what the customer typed. */
function countryLabel(raw: string | null): string {
  if (!raw) return '';
  const v = raw.trim().toLowerCase();
  const c = COUNTRIES.find(
    (k) =>
      k.key === v || k.shortNameEng.toLowerCase() === v || k.shortNameEng.toLowerCase().startsWith(`${v} `),
  );
  return c ? c.shortNameEng : raw;
}

const languageLabel = (lang: string) =>
  Object.values(LOCALE_META).find((m) => m.preferredLang === lang)?.labelEn ?? lang;

/** A phone as a person reads it, without a leading + (a spreadsheet would take it for a formula). */
function phoneLabel(digits: string): string {
  const hk = /^(852|853)(\d{4})(\d{4})$/.exec(digits);
  return hk ? `(${hk[1]}) ${hk[2]} ${hk[3]}` : digits;
}

export const SEGMENT_CSV_HEADER = [
  'Name',
  'Email (marketing consent)',
  'Phone (marketing consent)',
  'Country',
  'Language',
  'Tags',
  'Lifetime spend',
  'Orders',
  'Last order (HK time)',
];

export function createSegmentAdmin(deps: { db: Db }) {
  const { db } = deps;

  async function load(id: string) {
    const [row] = await db.select().from(customerSegments).where(eq(customerSegments.id, id));
    if (!row) throw new NotFoundError('No such segment');
    return row;
  }

  const present = async (row: SegmentRow) => {
    const filter = filterOf(row);
    return {
      id: row.id,
      name: row.name,
      filter,
      members: await countMatching(db, filter),
      created_by: row.createdBy,
      updated_at: row.updatedAt.toISOString(),
    };
  };

  return {
    async list() {
      const rows = await db.select().from(customerSegments).orderBy(asc(customerSegments.name));
      const [countries, languages, groups, tags] = await Promise.all([
        db
          .selectDistinct({ v: users.country })
          .from(users)
          .where(isNotNull(users.country))
          .orderBy(users.country),
        db.selectDistinct({ v: users.preferredLang }).from(users).orderBy(users.preferredLang),
        db
          .select({ id: memberGroups.id, name: memberGroups.name })
          .from(memberGroups)
          .orderBy(memberGroups.name),
        db.execute(sql`select distinct unnest(tags) as v from users order by 1`) as unknown as Promise<{
          rows: { v: string }[];
        }>,
      ]);
      return {
        items: await Promise.all(rows.map(present)),
        choices: {
          countries: countries.map((c) => c.v!).filter(Boolean),
          languages: languages.map((l) => l.v),
          groups,
          tags: tags.rows.map((t) => t.v),
        },
      };
    },

    get: async (id: string) => present(await load(id)),

    count: async (filter: SegmentFilter) => ({ members: await countMatching(db, checked(filter)) }),

    async create(req: FastifyRequest, body: { name: string; filter: SegmentFilter }) {
      const filter = checked(body.filter);
      const row = await db.transaction(async (tx) => {
        const r = firstRow(
          await tx
            .insert(customerSegments)
            .values({ id: randomUUID(), name: body.name, filter, createdBy: req.staff?.email ?? null })
            .returning(),
        );
        await audit(tx, req, {
          action: 'segment.create',
          entity: 'segment',
          entityId: r.id,
          after: { name: r.name, filter },
        });
        return r;
      });
      return present(row);
    },

    async update(req: FastifyRequest, id: string, patch: { name?: string; filter?: SegmentFilter }) {
      const before = await load(id);
      const filter = patch.filter ? checked(patch.filter) : filterOf(before);
      const row = await db.transaction(async (tx) => {
        const r = firstRow(
          await tx
            .update(customerSegments)
            .set({ name: patch.name ?? before.name, filter, updatedAt: new Date() })
            .where(eq(customerSegments.id, id))
            .returning(),
        );
        await audit(tx, req, {
          action: 'segment.update',
          entity: 'segment',
          entityId: id,
          before: { name: before.name, filter: before.filter },
          after: { name: r.name, filter },
        });
        return r;
      });
      return present(row);
    },

    async remove(req: FastifyRequest, id: string) {
      const before = await load(id);
      await db.transaction(async (tx) => {
        await tx.delete(customerSegments).where(eq(customerSegments.id, id));
        await audit(tx, req, {
          action: 'segment.delete',
          entity: 'segment',
          entityId: id,
          before: { name: before.name, filter: before.filter },
        });
      });
    },

    /** The segment as CSV for Excel: money formatted in HKD, dates as HK days, contacts by consent. */
    async exportCsv(req: FastifyRequest, id: string) {
      const row = await load(id);
      const customers = await customersMatching(db, filterOf(row));
      const lines = customers.map((c) => {
        const contact = exportContact(c);
        return [
          `${c.firstname} ${c.lastname}`.trim(),
          contact.email,
          contact.phone ? phoneLabel(contact.phone) : '',
          countryLabel(c.country),
          languageLabel(c.preferred_lang),
          c.tags.join(' '),
          formatMoney(c.lifetime_spend, 'HKD', 'en'),
          c.order_count,
          c.last_order_at ? shopDate(c.last_order_at) : '',
        ];
      });
      await audit(db, req, {
        action: 'segment.export',
        entity: 'segment',
        entityId: id,
        after: { name: row.name, rows: customers.length },
      });
      return { name: row.name, csv: toCsv([SEGMENT_CSV_HEADER, ...lines]) };
    },
  };
}

export type SegmentAdmin = ReturnType<typeof createSegmentAdmin>;
