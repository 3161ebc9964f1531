// The member's address book (1-18): checkout's validation, one default of each kind, other members' 404.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { addresses } from '../../db/schema.ts';
import { DEMO_MEMBERS, DEMO_PASSWORD } from '../../db/seed/members.ts';

let t: TestApp;
let member: Record<string, string>;
let other: Record<string, string>;

async function loginAs(i: number) {
  const res = await t.inject({
    method: 'POST',
    url: '/api/v1/user/login',
    payload: { username: DEMO_MEMBERS[i]!.email, password: DEMO_PASSWORD },
  });
  expect(res.statusCode, res.body).toBe(200);
  return Object.fromEntries(res.cookies.map((c) => [c.name, c.value]));
}

beforeAll(async () => {
  t = await createTestApp();
  member = await loginAs(1);
  other = await loginAs(2);
});
afterAll(async () => {
  await t.close();
});

const home = {
  firstname: 'Tai Man',
  lastname: 'Chan',
  code: '852',
  phone: '91234567',
  address: "12/F, 88 Queen's Road Central",
  country: 'hk',
};
const add = (cookies: Record<string, string>, payload: object) =>
  t.inject({ method: 'POST', url: '/api/v1/address', cookies, payload });
const list = async (cookies: Record<string, string>) =>
  (await t.inject({ url: '/api/v1/address', cookies })).json().addresses as {
    _id: string;
    address: string;
    default_delivery: boolean;
    default_billing: boolean;
  }[];

describe('address book', () => {
  it('adds, edits and deletes, keeping one default delivery and one default billing address', async () => {
    const a = await add(member, { ...home, default_delivery: true, default_billing: true });
    expect(a.statusCode, a.body).toBe(201);
    expect(a.json().address).toMatchObject({ default_delivery: true, default_billing: true });
    const b = await add(member, { ...home, address: '2 Nathan Road', default_delivery: true });
    expect(b.statusCode, b.body).toBe(201);
    const [aId, bId] = [a.json().address._id, b.json().address._id];
    let rows = await list(member);
    // the default delivery address comes first (checkout preselects it); the billing default stayed on a
    expect(rows[0]).toMatchObject({ _id: bId, default_delivery: true, default_billing: false });
    expect(rows.find((r) => r._id === aId)).toMatchObject({ default_delivery: false, default_billing: true });
    expect(rows.filter((r) => r.default_delivery)).toHaveLength(1);
    expect(rows.filter((r) => r.default_billing)).toHaveLength(1);

    const put = await t.inject({
      method: 'PUT',
      url: `/api/v1/address/${aId}`,
      cookies: member,
      payload: { ...home, address: '3 Des Voeux Road', default_delivery: true, default_billing: true },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().address).toMatchObject({ address: '3 Des Voeux Road', default_delivery: true });
    rows = await list(member);
    expect(rows.filter((r) => r.default_delivery).map((r) => r._id)).toEqual([aId]);
    expect(rows.filter((r) => r.default_billing).map((r) => r._id)).toEqual([aId]);

    const del = await t.inject({ method: 'DELETE', url: `/api/v1/address/${bId}`, cookies: member });
    expect(del.statusCode, del.body).toBe(204);
    expect((await list(member)).some((r) => r._id === bId)).toBe(false);
    const again = await t.inject({ method: 'DELETE', url: `/api/v1/address/${bId}`, cookies: member });
    expect(again.statusCode).toBe(404);
  });

  it('answers another member’s address with 404 and leaves it unchanged', async () => {
    const mine = (await add(member, { ...home, address: 'Mine 1' })).json().address;
    const put = await t.inject({
      method: 'PUT',
      url: `/api/v1/address/${mine._id}`,
      cookies: other,
      payload: { ...home, address: 'Stolen', default_delivery: true },
    });
    expect(put.statusCode).toBe(404);
    expect(put.json().code).toBe('address_not_found');
    const del = await t.inject({ method: 'DELETE', url: `/api/v1/address/${mine._id}`, cookies: other });
    expect(del.statusCode).toBe(404);
    const [row] = await t.database.db.select().from(addresses).where(eq(addresses.id, mine._id));
    expect(row).toMatchObject({ address: 'Mine 1', isDefaultDelivery: false });
    expect((await list(other)).some((r) => r._id === mine._id)).toBe(false);
    expect((await t.inject({ method: 'DELETE', url: `/api/v1/address/${mine._id}` })).statusCode).toBe(401);
  });

  it('validates as checkout does: 400 with the field, Taiwan’s ID or passport rule included', async () => {
    const cases: [object, string][] = [
      [{ ...home, country: 'tw' }, 'passport'],
      [{ ...home, country: 'tw', passport: 'no!' }, 'passport'],
      [{ ...home, phone: 'abc' }, 'phone'],
      [{ ...home, country: 'xx' }, 'country'],
      [{ ...home, address: '' }, 'address'],
      [{ ...home, default_delivery: 'yes' }, 'default_delivery'],
    ];
    const before = (await list(member)).length;
    for (const [payload, field] of cases) {
      const res = await add(member, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().field, JSON.stringify(payload)).toBe(field);
    }
    expect((await list(member)).length).toBe(before);
    const id = (await list(member))[0]!._id;
    const put = await t.inject({
      method: 'PUT',
      url: `/api/v1/address/${id}`,
      cookies: member,
      payload: { ...home, country: 'tw' },
    });
    expect(put.statusCode).toBe(400);
    expect(put.json().field).toBe('passport');
    expect((await add(member, { ...home, country: 'tw', passport: 'A123456789' })).statusCode).toBe(201);
  });
});
