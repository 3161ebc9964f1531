import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { orderAdminKit, type OrderAdminKit } from '../../test/order-admin-kit.ts';
import { staffLogin, type StaffAuth } from '../../test/staff-login.ts';
import { auditLog, emailTemplates, outbox } from '../../db/schema.ts';

let t: TestApp;
let k: OrderAdminKit;
let owner: StaffAuth;
beforeAll(async () => {
  t = await createTestApp();
  k = await orderAdminKit(t);
  owner = k.owner;
});
afterAll(() => t.close());

const base = '/api/v1/admin/emails';
const get = (url: string, who: StaffAuth = owner) => t.app.inject({ url, headers: who.headers });
const put = (url: string, payload: object, who: StaffAuth = owner) =>
  t.app.inject({ method: 'PUT', url, payload, headers: who.headers });
const post = (url: string, payload: object, who: StaffAuth = owner) =>
  t.app.inject({ method: 'POST', url, payload, headers: who.headers });
const rows = () => t.database.db.select().from(emailTemplates);

describe('the email editor API', () => {
  it('lists every email with its category, placeholders and the languages staff changed', async () => {
    const res = await get(base);
    expect(res.statusCode).toBe(200);
    const paid = res.json().items.find((i: { template: string }) => i.template === 'order_paid');
    expect(paid).toMatchObject({ category: 'transactional', changed: [], updated_at: null });
    expect(paid.placeholders).toContain('order_number');
    const news = res.json().items.find((i: { template: string }) => i.template === 'newsletter_confirm');
    expect(news.category).toBe('marketing');
  });

  it('refuses an unknown placeholder with 400 unknown_placeholder naming the field, and writes nothing', async () => {
    const before = (await rows()).length;
    const audits = (await t.database.db.select().from(auditLog).where(eq(auditLog.entity, 'email_template')))
      .length;
    const bad = await put(`${base}/order_paid/hk`, { subject: '訂單 {order_numbr} 已付款', intro: null });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'unknown_placeholder', field: 'subject' });
    const badIntro = await put(`${base}/order_paid/hk`, { subject: '好', intro: '你好 {name' });
    expect(badIntro.statusCode).toBe(400);
    expect(badIntro.json()).toMatchObject({ code: 'unknown_placeholder', field: 'intro' });
    expect((await rows()).length).toBe(before);
    expect(
      (await t.database.db.select().from(auditLog).where(eq(auditLog.entity, 'email_template'))).length,
    ).toBe(audits);
    // too long, an unknown template or language: 400 naming the field
    const long = await put(`${base}/order_paid/hk`, { subject: 'x'.repeat(201) });
    expect(long.statusCode).toBe(400);
    expect(long.json().field).toBe('subject');
    expect((await put(`${base}/nope/hk`, { subject: 'x' })).json().field).toBe('template');
    expect((await put(`${base}/order_paid/fr`, { subject: 'x' })).json().field).toBe('lang');
    // the preview checks unsaved wording the same way
    const preview = await get(`${base}/order_paid/preview?lang=hk&intro=${encodeURIComponent('{oops}')}`);
    expect(preview.statusCode).toBe(400);
    expect(preview.json()).toMatchObject({ code: 'unknown_placeholder', field: 'intro' });
  });

  it('saves wording (audited), shows it in the preview, and empty goes back to the built-in', async () => {
    const saved = await put(`${base}/order_paid/hk`, {
      subject: '你的訂單 {order_number} 已付款',
      intro: '多謝你，{customer_name}！',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      lang: 'hk',
      subject: '你的訂單 {order_number} 已付款',
      changed: ['hk'],
      updated_by: expect.any(String),
    });
    expect(saved.json().default_subject).not.toBe(saved.json().subject);
    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, 'order_paid:hk'));
    expect(entry).toMatchObject({ action: 'email.wording', staffEmail: 'owner@example.com' });

    const preview = (await get(`${base}/order_paid/preview?lang=hk`)).json();
    expect(preview.subject).toMatch(/^你的訂單 .+ 已付款$/);
    expect(preview.subject).not.toContain('{order_number}');
    expect(preview.html).toContain('多謝你');
    expect(preview.text).toContain('多謝你');
    // other languages keep the built-in wording; unsaved wording previews without saving
    expect((await get(`${base}/order_paid/preview?lang=en`)).json().subject).not.toContain('你的訂單');
    const draft = await post(`${base}/order_paid/preview`, { lang: 'hk', subject: '草稿 {order_number}' });
    expect(draft.json().subject).toMatch(/^草稿 /);
    expect((await get(`${base}/order_paid?lang=hk`)).json().subject).toBe('你的訂單 {order_number} 已付款');

    const list = (await get(base))
      .json()
      .items.find((i: { template: string }) => i.template === 'order_paid');
    expect(list.changed).toEqual(['hk']);

    const reset = await put(`${base}/order_paid/hk`, { subject: '', intro: null });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toMatchObject({ subject: null, intro: null, changed: [] });
    expect((await rows()).filter((r) => r.template === 'order_paid')).toEqual([]);
  });

  it("sends a test to the signed-in staff member's own address with the wording in force", async () => {
    await put(`${base}/order_shipped/en`, { subject: 'On its way: {order_number} by {carrier}' });
    const res = await post(`${base}/order_shipped/test`, { lang: 'en' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      to: 'owner@example.com',
      subject: expect.stringMatching(/^On its way: /),
    });
    const [mail] = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, 'owner@example.com'))
      .orderBy(outbox.createdAt);
    expect(mail!.subject).toMatch(/^On its way: /);
    expect(mail!.html).toBeTruthy();
  });

  it('the saved wording is used when the shop really sends that email', async () => {
    await put(`${base}/order_paid/hk`, { subject: '已收到款項：訂單 {order_number}' });
    const email = `paid-wording-${Date.now()}@example.com`;
    const o = await k.fx.place({ email, extra: { locale: 'hk' } });
    const mails = await k.mails(email);
    const paid = mails.find((m) => m.subject?.startsWith('已收到款項'));
    expect(paid, mails.map((m) => m.subject).join(' | ')).toBeTruthy();
    expect(paid!.subject).toBe(`已收到款項：訂單 ${o.number}`);
  });

  it('lets owners and managers in; fulfilment and support get 403, no session 401', async () => {
    expect((await t.app.inject(base)).statusCode).toBe(401);
    for (const role of ['fulfilment', 'support'] as const) {
      const who = await staffLogin(t, role);
      expect((await get(base, who)).statusCode, role).toBe(403);
      expect((await put(`${base}/order_paid/en`, { subject: 'x' }, who)).statusCode, role).toBe(403);
      expect((await post(`${base}/order_paid/test`, { lang: 'en' }, who)).statusCode, role).toBe(403);
    }
    expect((await get(base, await staffLogin(t, 'manager'))).statusCode).toBe(200);
  });
});
