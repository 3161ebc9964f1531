import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { DEFAULT_SCALP_MAPPING, SCALP_QUESTIONS, SCALP_TYPES, type ScalpAnswers } from '@shop/core';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { staffLogin } from '../../test/staff-login.ts';
import { DEMO_MEMBERS, DEMO_PASSWORD } from '../../db/seed/members.ts';
import { auditLog } from '../../db/schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const BALANCED: ScalpAnswers = {
  scalp_feel: 'normal',
  concerns: ['none'],
  hair_type: 'medium',
  wash_frequency: 'every_other_day',
  allergies: 'none',
  current_products: 'supermarket',
};

const jar = (cookies: { name: string; value: string }[]) =>
  cookies.map((c) => `${c.name}=${c.value}`).join('; ');

/** a guest starts a test: its id and the shop_sid cookie the session is bound to */
async function start(locale = 'en', cookie?: string) {
  const res = await t.inject({
    method: 'POST',
    url: '/api/v1/scalptest',
    payload: { locale },
    headers: cookie ? { cookie } : {},
  });
  expect(res.statusCode, res.body).toBe(201);
  const sid = res.cookies.find((c) => c.name === 'shop_sid');
  return { id: res.json().id as string, cookie: cookie ?? jar(sid ? [sid] : []), state: res.json() };
}
const answer = (id: string, cookie: string, payload: object) =>
  t.inject({ method: 'POST', url: `/api/v1/scalptest/${id}/answer`, payload, headers: { cookie } });
async function complete(id: string, cookie: string, answers: ScalpAnswers = BALANCED) {
  let last;
  for (const q of SCALP_QUESTIONS) {
    last = await answer(id, cookie, { question_id: q.id, value: answers[q.id] });
    expect(last.statusCode, last.body).toBe(200);
  }
  return last!.json();
}

describe('scalp test recommendations against the seed catalogue', () => {
  it('every product the mapping names exists and can be bought in hk', async () => {
    const skus = SCALP_TYPES.flatMap((k) => [
      DEFAULT_SCALP_MAPPING[k].shampoo_sku,
      ...DEFAULT_SCALP_MAPPING[k].companion_skus,
    ]);
    const res = await t.inject({
      url: `/api/v1/product?channel=4&currency=HKD&country=hk&limit=50&skus=${[...new Set(skus)].join(',')}`,
    });
    const items = res.json() as { sku: string; category: string[]; display: { purchasable: boolean } }[];
    for (const sku of new Set(skus)) {
      const p = items.find((i) => i.sku === sku);
      expect(p?.display.purchasable, sku).toBe(true);
    }
    for (const k of SCALP_TYPES)
      expect(items.find((i) => i.sku === DEFAULT_SCALP_MAPPING[k].shampoo_sku)?.category).toContain(
        'shampoo',
      );
  });
});

describe('POST /api/v1/scalptest and answers', () => {
  it('asks the questions in order with progress, then gives a result with a shampoo priced in HKD', async () => {
    const { id, cookie, state } = await start('hk');
    expect(state).toMatchObject({
      locale: 'hk',
      progress: { answered: 0, total: 6 },
      done: false,
      assistant: 'engine',
    });
    expect(state.question.id).toBe('scalp_feel');
    expect(state.question.prompt).toMatch(/頭皮/);
    const done = await complete(id, cookie, { ...BALANCED, scalp_feel: 'oily', wash_frequency: 'daily' });
    expect(done).toMatchObject({ done: true, question: null, progress: { answered: 6, total: 6 } });
    const res = await t.inject({ url: `/api/v1/scalptest/result/${id}?locale=en`, headers: { cookie } });
    expect(res.statusCode, res.body).toBe(200);
    const r = res.json();
    expect(r).toMatchObject({ type: 'oily', type_name: 'Oily scalp', mine: true, shared: false });
    expect(r.reasons.map((x: { key: string }) => x.key)).toEqual(['oily_feel', 'daily_wash']);
    expect(r.products[0]).toMatchObject({
      role: 'shampoo',
      sku: 'BP-SHP-OILY',
      currency: 'HKD',
      price: 26000,
    });
    expect(r.products.filter((p: { role: string }) => p.role === 'companion').length).toBeLessThanOrEqual(2);
  });

  it('reads free text, and asks for a button when it names no option', async () => {
    const { id, cookie } = await start('en');
    const unclear = await answer(id, cookie, { question_id: 'scalp_feel', text: 'tell me a joke' });
    expect(unclear.statusCode).toBe(200);
    expect(unclear.json()).toMatchObject({ understood: false, question: { id: 'scalp_feel' } });
    const ok = await answer(id, cookie, { question_id: 'scalp_feel', text: 'greasy by lunch' });
    expect(ok.json()).toMatchObject({ understood: true, question: { id: 'concerns' } });
    expect(ok.json().answered[0]).toMatchObject({ question_id: 'scalp_feel', value: 'oily' });
    const multi = await answer(id, cookie, { question_id: 'concerns', text: '頭皮屑同埋好痕' });
    expect(multi.json().answered[1].value).toEqual(['flakes', 'sensitivity']);
  });

  it('goes back and restarts', async () => {
    const { id, cookie } = await start('en');
    await answer(id, cookie, { question_id: 'scalp_feel', value: 'dry' });
    await answer(id, cookie, { question_id: 'concerns', value: ['dryness'] });
    const back = await t.inject({ method: 'POST', url: `/api/v1/scalptest/${id}/back`, headers: { cookie } });
    expect(back.json()).toMatchObject({ progress: { answered: 1 }, question: { id: 'concerns' } });
    const again = await t.inject({
      method: 'POST',
      url: `/api/v1/scalptest/${id}/restart`,
      headers: { cookie },
    });
    expect(again.json()).toMatchObject({ progress: { answered: 0 }, question: { id: 'scalp_feel' } });
  });

  it.each([
    [{ question_id: 'concerns', value: ['flakes'] }, 'question_id'],
    [{ question_id: 'scalp_feel', value: 'purple' }, 'value'],
    [{ question_id: 'scalp_feel', value: ['oily'] }, 'value'],
    [{ question_id: 'scalp_feel' }, 'value'],
    [{ question_id: 'scalp_feel', value: 'oily', text: 'oily' }, 'value'],
    [{ question_id: 'nope', value: 'oily' }, 'question_id'],
  ])('rejects a bad answer with a 400 naming the field (%#)', async (payload, field) => {
    const { id, cookie } = await start('en');
    const res = await answer(id, cookie, payload);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().field).toBe(field);
  });

  it('rejects a bad locale and a malformed id with 400', async () => {
    const res = await t.inject({ method: 'POST', url: '/api/v1/scalptest', payload: { locale: 'fr' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('locale');
    expect((await t.inject({ url: '/api/v1/scalptest/result/x' })).statusCode).toBe(400);
  });
});

describe('sessions are bound to the visitor', () => {
  it('another visitor can neither read nor answer nor share a test (404) until its owner shares it', async () => {
    const { id, cookie } = await start('en');
    await complete(id, cookie);
    const other = (await start('en')).cookie;
    for (const headers of [{ cookie: other }, {}]) {
      expect((await t.inject({ url: `/api/v1/scalptest/result/${id}`, headers })).statusCode).toBe(404);
      expect((await t.inject({ url: `/api/v1/scalptest/${id}`, headers })).statusCode).toBe(404);
      const share = await t.inject({
        method: 'POST',
        url: `/api/v1/scalptest/${id}/share`,
        payload: { shared: true },
        headers,
      });
      expect(share.statusCode).toBe(404);
    }
    const restart = await t.inject({
      method: 'POST',
      url: `/api/v1/scalptest/${id}/restart`,
      headers: { cookie: other },
    });
    expect(restart.statusCode).toBe(404);
    // a forged shop_sid is not the owner's either
    const forged = await t.inject({
      url: `/api/v1/scalptest/result/${id}`,
      headers: { cookie: 'shop_sid=x' },
    });
    expect(forged.statusCode).toBe(404);

    const share = await t.inject({
      method: 'POST',
      url: `/api/v1/scalptest/${id}/share`,
      payload: { shared: true },
      headers: { cookie },
    });
    expect(share.json()).toEqual({ id, shared: true });
    const read = await t.inject({ url: `/api/v1/scalptest/result/${id}`, headers: { cookie: other } });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ type: 'balanced', mine: false, shared: true });
    // sharing shows the result only: the session itself stays the owner's
    expect((await t.inject({ url: `/api/v1/scalptest/${id}`, headers: { cookie: other } })).statusCode).toBe(
      404,
    );
  });

  it('an unfinished test has no result', async () => {
    const { id, cookie } = await start('en');
    expect((await t.inject({ url: `/api/v1/scalptest/result/${id}`, headers: { cookie } })).statusCode).toBe(
      404,
    );
  });

  it('a test taken as a guest joins the account of the member who signs in on that browser', async () => {
    const { id, cookie } = await start('en');
    await complete(id, cookie, { ...BALANCED, concerns: ['flakes'] });
    const login = await t.inject({
      method: 'POST',
      url: '/api/v1/user/login',
      payload: { username: DEMO_MEMBERS[1].email, password: DEMO_PASSWORD },
    });
    const member = `${cookie}; ${jar(login.cookies)}`;
    expect(
      (await t.inject({ url: `/api/v1/scalptest/result/${id}`, headers: { cookie: member } })).statusCode,
    ).toBe(200);
    const list = await t.inject({ url: '/api/v1/user/scalptests', headers: { cookie: member } });
    expect(list.json().map((x: { id: string }) => x.id)).toContain(id);
    // now the member's: the guest session alone (signed out) no longer opens it
    expect((await t.inject({ url: `/api/v1/scalptest/result/${id}`, headers: { cookie } })).statusCode).toBe(
      404,
    );
  });

  it("keeps a member's results in their account", async () => {
    const login = await t.inject({
      method: 'POST',
      url: '/api/v1/user/login',
      payload: { username: DEMO_MEMBERS[0].email, password: DEMO_PASSWORD },
    });
    const member = jar(login.cookies);
    expect((await t.inject({ url: '/api/v1/user/scalptests' })).statusCode).toBe(401);
    const { id } = await start('en', member);
    await complete(id, member, { ...BALANCED, concerns: ['hair_loss'] });
    const list = await t.inject({ url: '/api/v1/user/scalptests', headers: { cookie: member } });
    expect(list.statusCode).toBe(200);
    expect(list.json()[0]).toMatchObject({ id, type: 'thinning', shampoo_sku: 'BP-SHP-THIN' });
  });
});

describe('admin: scalp types and their products', () => {
  it('staff edit the mapping (audited); results follow it; products filtered by country', async () => {
    const owner = await staffLogin(t, 'owner');
    const put = (payload: object, type = 'balanced', headers = owner.headers) =>
      t.app.inject({ method: 'PUT', url: `/api/v1/admin/scalp-test/${type}`, headers, payload });
    expect((await t.app.inject({ url: '/api/v1/admin/scalp-test' })).statusCode).toBe(401);
    const support = await staffLogin(t, 'support');
    expect(
      (await put({ shampoo_sku: 'BP-SHP-DAILY', companion_skus: [] }, 'balanced', support.headers))
        .statusCode,
    ).toBe(403);
    const bad = await put({ shampoo_sku: 'BP-SRM-DENS', companion_skus: [] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('shampoo_sku');
    const missing = await put({ shampoo_sku: 'BP-SHP-DAILY', companion_skus: ['NOPE-1'] });
    expect(missing.json().field).toBe('companion_skus.0');
    expect((await put({ shampoo_sku: 'BP-SHP-DAILY', companion_skus: ['A', 'B', 'C'] })).statusCode).toBe(
      400,
    );

    // a partner product ships to Hong Kong only
    const ok = await put({ shampoo_sku: 'BP-SHP-DAILY', companion_skus: ['MV-OIL-LAV'] });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().types.find((x: { key: string }) => x.key === 'balanced')).toMatchObject({
      companion_skus: ['MV-OIL-LAV'],
    });
    const [row] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'scalp_type.update'))
      .orderBy(desc(auditLog.createdAt))
      .limit(1);
    expect(row).toMatchObject({ entityId: 'balanced', after: { companion_skus: ['MV-OIL-LAV'] } });

    const { id, cookie } = await start('en');
    await complete(id, cookie);
    const skus = async (q: string) =>
      (await t.inject({ url: `/api/v1/scalptest/result/${id}?${q}`, headers: { cookie } }))
        .json()
        .products.map((p: { sku: string; currency: string }) => `${p.sku}:${p.currency}`);
    expect(await skus('country=hk&currency=HKD')).toEqual(['BP-SHP-DAILY:HKD', 'MV-OIL-LAV:HKD']);
    expect(await skus('country=tw&currency=USD')).toEqual(['BP-SHP-DAILY:USD']);
  });
});
