import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { staffLogin, type StaffAuth } from '../../test/staff-login.ts';
import { auditLog, orders, userMemberGroups, users } from '../../db/schema.ts';
import type { CustomerOut } from '@shop/core/contract/admin-customer';

let t: TestApp;
let owner: StaffAuth;
let support: StaffAuth;
let fulfilment: StaffAuth;
beforeAll(async () => {
  t = await createTestApp();
  [owner, support, fulfilment] = [
    await staffLogin(t, 'owner'),
    await staffLogin(t, 'support'),
    await staffLogin(t, 'fulfilment'),
  ];
});
afterAll(() => t.close());

const as = (
  who: StaffAuth | null,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) => t.app.inject({ method, url: `/api/v1${url}`, payload, headers: who?.headers ?? {} });

let seq = 0;
async function newCustomer(over: Partial<typeof users.$inferInsert> = {}) {
  const n = seq++;
  const id = randomUUID();
  const number = String(90000000 + Math.floor(Math.random() * 9999999));
  const row = {
    id,
    email: `customer-${n}-${id.slice(0, 6)}@example.com`,
    firstname: 'Ka Yan',
    lastname: `Chan${n}`,
    nickname: 'Ka Yan',
    contactNoCountry: '852',
    contactNo: number,
    phone: `852${number}`,
    phoneVerifiedAt: new Date(),
    country: 'hong kong',
    passwordHash: 'scrypt$unused',
    ...over,
  };
  await t.database.db.insert(users).values(row);
  await t.database.db.insert(userMemberGroups).values({ userId: id, groupId: 'basic' });
  return row;
}

const row = async (id: string) => (await t.database.db.select().from(users).where(eq(users.id, id)))[0]!;

describe('admin customers: access', () => {
  it('401 without a session; 403 for a role without members permissions (fulfilment)', async () => {
    const c = await newCustomer();
    expect((await as(null, 'GET', `/admin/customers/${c.id}`)).statusCode).toBe(401);
    for (const [method, url, body] of [
      ['GET', `/admin/customers/${c.id}`, undefined],
      ['PATCH', `/admin/customers/${c.id}`, { nickname: 'Nope' }],
      ['POST', `/admin/customers/${c.id}/notes`, { body: 'hello' }],
    ] as const) {
      expect((await as(fulfilment, method, url, body)).statusCode, url).toBe(403);
    }
    expect((await row(c.id)).nickname).toBe('Ka Yan');
  });

  it('404 customer_not_found for an unknown id', async () => {
    const res = await as(owner, 'GET', '/admin/customers/nobody-here');
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('customer_not_found');
  });
});

describe('admin customers: the record', () => {
  it('answers the profile, groups by name, consents, orders with count and lifetime spend per currency', async () => {
    const c = await newCustomer();
    const base = {
      userId: c.id,
      email: c.email,
      accessTokenHash: 'x',
      cartType: 'normal',
      locale: 'hk',
      subtotal: 0,
      discount: 0,
      giftWrapFee: 0,
      deliveryFee: 0,
      paymentMethod: 'card',
      delivery: {},
    };
    await t.database.db.insert(orders).values([
      {
        ...base,
        id: randomUUID(),
        number: `C${Date.now()}1`,
        status: 'paid',
        currency: 'HKD',
        total: 50_000,
        paidAmount: 50_000,
        refundedAmount: 10_000,
        createdAt: new Date('2026-01-01T00:00:00Z'),
      },
      {
        ...base,
        id: randomUUID(),
        number: `C${Date.now()}2`,
        status: 'awaiting_payment',
        currency: 'HKD',
        total: 9_000,
        createdAt: new Date('2026-02-01T00:00:00Z'),
      },
      {
        ...base,
        id: randomUUID(),
        number: `C${Date.now()}3`,
        status: 'paid',
        currency: 'USD',
        total: 3_000,
        paidAmount: 3_000,
        createdAt: new Date('2025-12-01T00:00:00Z'),
      },
    ]);
    const res = await as(support, 'GET', `/admin/customers/${c.id}`);
    expect(res.statusCode).toBe(200);
    const body = res.json() as CustomerOut;
    expect(body.country_code).toBe('HK');
    expect(body.groups.map((g) => g.name)).toHaveLength(1);
    expect(body.consents).toEqual({
      order_email: true,
      order_sms: true,
      marketing_email: false,
      marketing_sms: false,
    });
    expect(body.orders.count).toBe(3);
    expect(body.last_order?.number).toBe(`${body.orders.items[0]!.number}`);
    expect(body.orders.items[0]!.status).toBe('awaiting_payment');
    expect(body.lifetime).toEqual({
      paid_orders: 2,
      totals: [
        { currency: 'HKD', amount: 40_000 },
        { currency: 'USD', amount: 3_000 },
      ],
    });
    expect(body.wallet).toEqual({ balances: [], entries: [] });
    expect(body.referral).toEqual({ code: null, referred_by: null, referred_count: 0 });
    expect(JSON.stringify(body)).not.toContain('scrypt');
  });
});

describe('admin customers: profile edit', () => {
  it('saves the fields, normalizes tags and audits before and after', async () => {
    const c = await newCustomer();
    const res = await as(owner, 'PATCH', `/admin/customers/${c.id}`, {
      firstname: 'Mei Ling',
      nickname: 'Mei',
      email: `  NEW-${c.email.toUpperCase()} `,
      contact_no_country: '+852',
      contact_no: '6123 4567',
      country_code: 'TW',
      preferred_lang: 'en',
      dob: '02/03/1991',
      tags: [' VIP ', 'vip', 'Sensitive skin'],
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as CustomerOut;
    expect(body).toMatchObject({
      firstname: 'Mei Ling',
      nickname: 'Mei',
      email: `new-${c.email}`,
      contact_no_country: '852',
      contact_no: '61234567',
      phone_verified: false,
      country_code: 'TW',
      preferred_lang: 'en',
      dob: '02/03/1991',
      tags: ['VIP', 'Sensitive skin'],
    });
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'customer.update'), eq(auditLog.entityId, c.id)));
    expect(entry?.before).toMatchObject({ firstname: 'Ka Yan', email: c.email });
    expect(entry?.after).toMatchObject({ firstname: 'Mei Ling', tags: ['VIP', 'Sensitive skin'] });
  });

  it('refuses an email another member uses: 400 email_taken on email, nothing written', async () => {
    const a = await newCustomer();
    const b = await newCustomer();
    const res = await as(owner, 'PATCH', `/admin/customers/${a.id}`, {
      firstname: 'Changed',
      email: b.email,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'email_taken', field: 'email' });
    const after = await row(a.id);
    expect(after.firstname).toBe('Ka Yan');
    expect(after.email).toBe(a.email);
  });

  it('refuses a phone another member proved: 400 phone_taken on contact_no, nothing written', async () => {
    const a = await newCustomer();
    const b = await newCustomer();
    const res = await as(owner, 'PATCH', `/admin/customers/${a.id}`, {
      nickname: 'Changed',
      contact_no_country: '852',
      contact_no: b.contactNo,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'phone_taken', field: 'contact_no' });
    expect((await row(a.id)).nickname).toBe('Ka Yan');
  });

  it('applies the account page rules: a one-letter name, a future birthday, a number without its code', async () => {
    const c = await newCustomer();
    for (const [payload, field] of [
      [{ firstname: 'A' }, 'firstname'],
      [{ dob: '01/01/2999' }, 'dob'],
      [{ contact_no: '61234567' }, 'contact_no_country'],
      [{ email: 'not-an-email' }, 'email'],
      [{ country_code: 'ZZ' }, 'country_code'],
      [{ preferred_lang: 'fr' }, 'preferred_lang'],
    ] as const) {
      const res = await as(owner, 'PATCH', `/admin/customers/${c.id}`, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().field, JSON.stringify(payload)).toBe(field);
    }
    expect(await row(c.id)).toMatchObject({ firstname: 'Ka Yan', dob: null, country: 'hong kong' });
  });
});

describe('admin customers: notes and wallet', () => {
  it('adds a note with its author; only the author may delete it', async () => {
    const c = await newCustomer();
    const res = await as(support, 'POST', `/admin/customers/${c.id}/notes`, { body: 'Prefers WhatsApp' });
    expect(res.statusCode).toBe(201);
    const note = (res.json() as CustomerOut).notes[0]!;
    expect(note).toMatchObject({ body: 'Prefers WhatsApp', mine: true });
    expect(note.author).not.toBe('');
    const seen = (await as(owner, 'GET', `/admin/customers/${c.id}`)).json() as CustomerOut;
    expect(seen.notes[0]).toMatchObject({ id: note.id, mine: false });
    expect((await as(owner, 'DELETE', `/admin/customers/${c.id}/notes/${note.id}`)).statusCode).toBe(403);
    const del = await as(support, 'DELETE', `/admin/customers/${c.id}/notes/${note.id}`);
    expect(del.statusCode).toBe(200);
    expect((del.json() as CustomerOut).notes).toEqual([]);
    expect((await as(support, 'POST', `/admin/customers/${c.id}/notes`, { body: '  ' })).statusCode).toBe(
      400,
    );
  });

  it('a wallet adjustment shows on the record and is audited with its reason', async () => {
    const c = await newCustomer();
    const adj = await as(owner, 'POST', `/admin/members/${c.id}/wallet/adjust`, {
      currency: 'HKD',
      amount: 12_345,
      reason: 'Goodwill for a late parcel',
    });
    expect(adj.statusCode, adj.body).toBe(200);
    const body = (await as(owner, 'GET', `/admin/customers/${c.id}`)).json() as CustomerOut;
    expect(body.wallet.balances).toEqual([{ currency: 'HKD', balance: 12_345 }]);
    expect(body.wallet.entries[0]).toMatchObject({
      amount: 12_345,
      kind: 'adjustment',
      note: 'Goodwill for a late parcel',
    });
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'wallet.adjust'), eq(auditLog.entityId, c.id)))
      .orderBy(desc(auditLog.createdAt));
    expect(entry?.after).toMatchObject({ amount: 12_345, reason: 'Goodwill for a late parcel' });
    // support runs members but moves no money
    const refused = await as(support, 'POST', `/admin/members/${c.id}/wallet/adjust`, {
      currency: 'HKD',
      amount: 100,
      reason: 'Not allowed',
    });
    expect(refused.statusCode).toBe(403);
  });
});
