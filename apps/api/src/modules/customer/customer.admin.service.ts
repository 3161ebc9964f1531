// The customer page (staff): everything about one member in one answer, the profile edit with the account page's
// rules, tags, and staff notes. Every write is audited in its own transaction.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { dmyToIso, lifetimeSpend, normalizeTags } from '@shop/core';
import type { CustomerPatchBody } from '@shop/core/contract/admin-customer';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { customerNotes, users } from '../../db/schema.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { ForbiddenError, InvalidError, NotFoundError } from '../../lib/errors.ts';
import { audit } from '../staff/audit.ts';
import { countryCodeOf, storedCountryOf } from './customer-country.ts';
import { customerRepository } from './customer.repository.ts';

type UserRow = typeof users.$inferSelect;
type StaffReq = Pick<FastifyRequest, 'staff' | 'ip'>;

const isoToDmy = (iso: string | null) =>
  iso ? `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}` : null;
const phoneKey = (code: string, number: string) => `${code.replace(/\D/g, '')}${number.replace(/\D/g, '')}`;

/** The profile fields the audit log keeps before and after an edit. */
const profileOf = (u: UserRow) => ({
  firstname: u.firstname,
  lastname: u.lastname,
  nickname: u.nickname,
  email: u.email,
  phone: u.phone,
  country: u.country,
  preferred_lang: u.preferredLang,
  dob: u.dob,
  tags: u.tags,
});

export function createCustomerAdmin(db: Db) {
  const repo = customerRepository(db);

  async function load(id: string) {
    const u = await repo.byId(id);
    if (!u || u.deletedAt) throw new NotFoundError('No such customer', 'customer_not_found');
    return u;
  }

  return {
    async get(id: string, staffId: string | undefined) {
      const u = await load(id);
      const [
        book,
        groups,
        notes,
        recent,
        orderCount,
        paid,
        subs,
        rets,
        revs,
        balances,
        ledger,
        code,
        referrer,
        referred,
      ] = await Promise.all([
        repo.addresses(id),
        repo.groups(id),
        repo.notes(id),
        repo.recentOrders(id),
        repo.orderCount(id),
        repo.paidOrders(id),
        repo.subscriptions(id),
        repo.returns(id),
        repo.reviews(id),
        repo.balances(id),
        repo.ledger(id),
        repo.referralCode(id),
        repo.referredBy(id),
        repo.referredCount(id),
      ]);
      const spend = lifetimeSpend(paid);
      const last = recent[0];
      return {
        id: u.id,
        email: u.email,
        firstname: u.firstname,
        lastname: u.lastname,
        nickname: u.nickname,
        dob: isoToDmy(u.dob),
        contact_no_country: u.contactNoCountry,
        contact_no: u.contactNo,
        phone_verified: u.phoneVerifiedAt !== null,
        country: u.country,
        country_code: countryCodeOf(u.country),
        preferred_lang: u.preferredLang,
        tags: u.tags,
        locked: u.lockedAt !== null,
        created_at: u.createdAt.toISOString(),
        addresses: book.map((a) => ({
          id: a.id,
          name: `${a.firstname} ${a.lastname}`.trim(),
          calling_code: a.code,
          phone: a.phone,
          lines: [a.address, a.address2, a.city, a.province, a.zip].filter((x): x is string => !!x),
          country: a.country,
          default_delivery: a.isDefaultDelivery,
          default_billing: a.isDefaultBilling,
        })),
        groups,
        notes: notes.map((n) => ({
          id: n.id,
          body: n.body,
          author: n.staffName,
          mine: !!staffId && n.staffId === staffId,
          created_at: n.createdAt.toISOString(),
        })),
        orders: {
          count: orderCount,
          items: recent.map(({ createdAt, ...o }) => ({ ...o, created_at: createdAt.toISOString() })),
        },
        last_order: last
          ? {
              id: last.id,
              number: last.number,
              status: last.status,
              created_at: last.createdAt.toISOString(),
            }
          : null,
        subscriptions: subs.map((s) => ({
          id: s.id,
          sku: s.sku,
          quantity: s.quantity,
          interval_months: s.intervalMonths,
          status: s.status,
          next_renewal_at: s.nextRenewalAt.toISOString(),
        })),
        returns: rets.map((r) => ({
          id: r.id,
          number: r.number,
          order_id: r.orderId,
          order_number: r.orderNumber,
          kind: r.kind,
          status: r.status,
          created_at: r.createdAt.toISOString(),
        })),
        reviews: revs.map((r) => ({
          id: r.id,
          product: r.product,
          rating: r.rating,
          status: r.status,
          created_at: r.createdAt.toISOString(),
        })),
        wallet: {
          balances,
          entries: ledger.map((e) => ({
            id: e.id,
            currency: e.currency,
            amount: e.amount,
            balance_after: e.balanceAfter,
            kind: e.kind,
            note: e.note,
            created_at: e.createdAt.toISOString(),
          })),
        },
        referral: {
          code,
          referred_by: referrer
            ? {
                id: referrer.id,
                name: `${referrer.firstname} ${referrer.lastname}`.trim() || referrer.email,
              }
            : null,
          referred_count: referred,
        },
        consents: u.notifications,
        lifetime: { paid_orders: spend.orders, totals: spend.totals },
      };
    },

    /**
     * The account page's rules, plus email and phone: one taken by another member is a 400 on its field and
     * nothing is written. A phone staff type is not proven by SMS, so it is no sign-in name until the member
     * proves it.
     */
    async update(req: StaffReq, id: string, p: CustomerPatchBody) {
      const before = await load(id);
      const set: Partial<typeof users.$inferInsert> = {};
      if (p.firstname !== undefined) set.firstname = p.firstname.trim();
      if (p.lastname !== undefined) set.lastname = p.lastname.trim();
      if (p.nickname !== undefined) set.nickname = p.nickname.trim();
      if (p.preferred_lang !== undefined) set.preferredLang = p.preferred_lang;
      if (p.dob !== undefined) set.dob = p.dob === null ? null : dmyToIso(p.dob);
      if (p.tags !== undefined) set.tags = normalizeTags(p.tags);
      if (p.country_code !== undefined) {
        const stored = storedCountryOf(p.country_code);
        if (!stored) throw new InvalidError('is not a country', 'country_code');
        set.country = stored;
      }
      if (p.email !== undefined) {
        const email = p.email.trim().toLowerCase();
        if (email !== before.email) {
          if (await repo.emailOwner(email, id))
            throw new InvalidError('Another customer uses this email', 'email', 'email_taken');
          set.email = email;
        }
      }
      if (p.contact_no !== undefined && p.contact_no_country !== undefined) {
        const key = phoneKey(p.contact_no_country, p.contact_no);
        if (key !== before.phone) {
          if (await repo.verifiedPhoneOwner(key, id))
            throw new InvalidError('Another customer uses this phone number', 'contact_no', 'phone_taken');
          set.contactNoCountry = p.contact_no_country;
          set.contactNo = p.contact_no.replace(/\D/g, '');
          set.phone = key;
          set.phoneVerifiedAt = null;
        }
      }
      if (Object.keys(set).length > 0) {
        try {
          await db.transaction(async (tx) => {
            const [after] = await tx.update(users).set(set).where(eq(users.id, id)).returning();
            await audit(tx, req, {
              action: 'customer.update',
              entity: 'member',
              entityId: id,
              before: profileOf(before),
              after: profileOf(after!),
            });
          });
        } catch (e) {
          // another member took the email between the check and the write: the unique index decides
          if (isUniqueViolation(e))
            throw new InvalidError('Another customer uses this email', 'email', 'email_taken');
          throw e;
        }
      }
      return this.get(id, req.staff?.id);
    },

    async addNote(req: StaffReq, id: string, body: string) {
      await load(id);
      const noteId = randomUUID();
      await db.transaction(async (tx) => {
        await tx.insert(customerNotes).values({
          id: noteId,
          userId: id,
          staffId: req.staff?.id ?? null,
          staffName: req.staff?.name || req.staff?.email || 'system',
          body: body.trim(),
        });
        await audit(tx, req, {
          action: 'customer.note_add',
          entity: 'member',
          entityId: id,
          after: { note: noteId, body: body.trim() },
        });
      });
      return this.get(id, req.staff?.id);
    },

    /** Staff delete their own notes only: a colleague's note is their record. */
    async deleteNote(req: StaffReq, id: string, noteId: string) {
      await load(id);
      const note = await repo.note(id, noteId);
      if (!note) throw new NotFoundError('No such note');
      if (!req.staff || note.staffId !== req.staff.id)
        throw new ForbiddenError('Only its author may delete a note');
      await db.transaction(async (tx) => {
        await tx.delete(customerNotes).where(eq(customerNotes.id, note.id));
        await audit(tx, req, {
          action: 'customer.note_delete',
          entity: 'member',
          entityId: id,
          before: { note: note.id, body: note.body },
        });
      });
      return this.get(id, req.staff.id);
    },
  };
}

export type CustomerAdmin = ReturnType<typeof createCustomerAdmin>;
