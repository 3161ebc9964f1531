import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { staffLogin, type StaffAuth } from '../../test/staff-login.ts';
import { auditLog, pages } from '../../db/schema.ts';
import { SEED_PAGES, SEEDED_PAGE_HANDLES, seededPageId } from '../../db/seed/pages-seed.ts';

let t: TestApp;
let owner: StaffAuth;
let support: StaffAuth;

beforeAll(async () => {
  t = await createTestApp();
  [owner, support] = [await staffLogin(t, 'owner'), await staffLogin(t, 'support')];
});
afterAll(async () => {
  await t.close();
});

const as = (who: StaffAuth, method: 'GET' | 'PATCH' | 'POST' | 'DELETE', path: string, payload?: unknown) =>
  t.app.inject({ method, url: `/api/v1${path}`, headers: who.headers, payload: payload as object });
const store = (handle: string, locale: string, preview?: string) =>
  t.app.inject(`/api/v1/pages/${handle}?locale=${locale}${preview ? `&preview=${preview}` : ''}`);
const admin = async (id: string) => (await as(owner, 'GET', `/admin/pages/${id}`)).json();
const rowOf = async (id: string) => (await t.database.db.select().from(pages).where(eq(pages.id, id)))[0]!;
const lastAudit = async (action: string) =>
  (
    await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, action))
      .orderBy(desc(auditLog.createdAt))
      .limit(1)
  )[0];

describe('store pages', () => {
  it('every seeded page is published in each script: hk and zh read Traditional, cn Simplified, en English', async () => {
    expect(SEEDED_PAGE_HANDLES.sort()).toEqual([
      'exchange',
      'membership',
      'privacy',
      'shipping',
      'shops',
      'story',
      'terms',
    ]);
    for (const handle of SEEDED_PAGE_HANDLES) {
      const seed = SEED_PAGES[handle]!;
      for (const [locale, script] of [
        ['en', 'eng'],
        ['hk', 'chi'],
        ['zh', 'chi'],
        ['cn', 'cn'],
      ] as const) {
        const res = await store(handle, locale);
        expect(res.statusCode, `${handle} ${locale}`).toBe(200);
        expect(res.json()).toMatchObject({
          handle,
          title: seed.title[script],
          body: seed.body[script],
          seo_description: seed.seo_description[script],
          preview: false,
        });
      }
    }
  });

  it('an unknown handle is 404 page_not_found', async () => {
    const res = await store('no-such-page', 'en');
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('page_not_found');
  });
});

describe('admin pages: access', () => {
  it('401 without a staff session, 403 without content:write', async () => {
    expect((await t.app.inject('/api/v1/admin/pages')).statusCode).toBe(401);
    expect((await as(support, 'GET', '/admin/pages')).statusCode).toBe(403);
    const list = await as(owner, 'GET', '/admin/pages');
    expect(list.statusCode).toBe(200);
    const shipping = list.json().pages.find((p: { handle: string }) => p.handle === 'shipping');
    expect(shipping).toMatchObject({ status: 'published', seeded: true, title: SEED_PAGES.shipping!.title });
  });
});

describe('draft, preview, publish', () => {
  const id = seededPageId('story');
  it('a saved draft is seen only through the preview link until it is published', async () => {
    const before = await admin(id);
    const save = await as(owner, 'PATCH', `/admin/pages/${id}`, {
      version: before.version,
      title: { eng: 'Our story, retold', chi: '我們的故事（新版）' },
      body: { eng: '<h2>Since 2009</h2><p>Made in <strong>Hong Kong</strong>.</p>' },
    });
    expect(save.statusCode).toBe(200);
    expect(save.json()).toMatchObject({ status: 'changed', version: before.version + 1 });
    expect(save.json().draft.title.cn).toBe(SEED_PAGES.story!.title.cn);
    // the shop still shows the published text
    expect((await store('story', 'en')).json().title).toBe(SEED_PAGES.story!.title.eng);
    // the preview link opens the draft, never cached
    const preview = await store('story', 'en', before.preview_token);
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({ title: 'Our story, retold', preview: true });
    expect(preview.json().body).toContain('<strong>Hong Kong</strong>');
    expect(preview.headers['cache-control']).toBe('no-store');
    expect((await store('story', 'en', 'wrong-token')).statusCode).toBe(404);
    expect(await lastAudit('page.update')).toMatchObject({ entity: 'page', entityId: id });

    const publish = await as(owner, 'POST', `/admin/pages/${id}/publish`);
    expect(publish.statusCode).toBe(200);
    expect(publish.json().status).toBe('published');
    // the cached published page dropped at once
    expect((await store('story', 'en')).json().title).toBe('Our story, retold');
    expect((await store('story', 'hk')).json().title).toBe('我們的故事（新版）');
    // publishing rotates the link: the old one opens nothing
    expect((await store('story', 'en', before.preview_token)).statusCode).toBe(404);
    expect(await lastAudit('page.publish')).toMatchObject({ entityId: id, staffEmail: expect.any(String) });
  });

  it('a stale version is 409 conflict, nothing written', async () => {
    const current = await admin(id);
    const res = await as(owner, 'PATCH', `/admin/pages/${id}`, {
      version: current.version - 1,
      title: { eng: 'Lost update' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('conflict');
    expect((await rowOf(id)).draft.title.eng).toBe(current.draft.title.eng);
  });

  it('unpublish takes the page off the shop (404), publish brings it back; a seeded page is never deleted', async () => {
    expect((await as(owner, 'POST', `/admin/pages/${id}/unpublish`)).json().status).toBe('draft');
    expect((await store('story', 'en')).statusCode).toBe(404);
    const del = await as(owner, 'DELETE', `/admin/pages/${id}`);
    expect(del.statusCode).toBe(400);
    expect(await rowOf(id)).toBeDefined();
    expect((await as(owner, 'POST', `/admin/pages/${id}/publish`)).statusCode).toBe(200);
    expect((await store('story', 'en')).statusCode).toBe(200);
  });
});

describe('bad input: 400 naming the field, nothing written', () => {
  const id = seededPageId('terms');
  it.each([
    ['<p>Hi</p><script>alert(1)</script>', 'eng'],
    ['<p onclick="steal()">Hi</p>', 'chi'],
    ['<a href="javascript:alert(1)">x</a>', 'cn'],
    ['<img src=x onerror=alert(1)>', 'eng'],
  ])('%s in body.%s is unsafe_html', async (html, script) => {
    const before = await rowOf(id);
    const res = await as(owner, 'PATCH', `/admin/pages/${id}`, {
      version: before.version,
      body: { [script]: html },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'unsafe_html', field: `body.${script}` });
    const after = await rowOf(id);
    expect(after.version).toBe(before.version);
    expect(after.draft).toEqual(before.draft);
  });

  it('markup in a title is unsafe_html naming title.eng', async () => {
    const { version } = await rowOf(id);
    const res = await as(owner, 'PATCH', `/admin/pages/${id}`, { version, title: { eng: '<b>Terms</b>' } });
    expect(res.json()).toMatchObject({ code: 'unsafe_html', field: 'title.eng' });
  });

  it('handles: lowercase, digits and hyphens; a taken one is handle_taken; a seeded page keeps its own', async () => {
    const bad = await as(owner, 'POST', '/admin/pages', { handle: 'Gift Cards' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('handle');
    const taken = await as(owner, 'POST', '/admin/pages', { handle: 'shipping' });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toMatchObject({ code: 'handle_taken', field: 'handle' });
    const { version } = await rowOf(id);
    const rename = await as(owner, 'PATCH', `/admin/pages/${id}`, { version, handle: 'rules' });
    expect(rename.statusCode).toBe(400);
    expect(rename.json().field).toBe('handle');
    expect((await rowOf(id)).handle).toBe('terms');
  });

  it('an owner-made page: created as a draft (404 in the shop), renamed, published, deleted', async () => {
    const made = await as(owner, 'POST', '/admin/pages', {
      handle: 'gift-cards',
      title: { eng: 'Gift cards', chi: '禮品卡', cn: '礼品卡' },
      body: { eng: '<p>Give a gift.</p>' },
    });
    expect(made.statusCode).toBe(201);
    const page = made.json();
    expect(page).toMatchObject({ status: 'draft', seeded: false, published: null });
    expect(await lastAudit('page.create')).toMatchObject({ entityId: page.id });
    expect((await store('gift-cards', 'en')).statusCode).toBe(404);
    const renamed = await as(owner, 'PATCH', `/admin/pages/${page.id}`, {
      version: page.version,
      handle: 'gifts',
    });
    expect(renamed.json().handle).toBe('gifts');
    await as(owner, 'POST', `/admin/pages/${page.id}/publish`);
    expect((await store('gifts', 'cn')).json().title).toBe('礼品卡');
    expect((await as(owner, 'DELETE', `/admin/pages/${page.id}`)).statusCode).toBe(200);
    expect((await store('gifts', 'cn')).statusCode).toBe(404);
    expect(await lastAudit('page.delete')).toMatchObject({ entityId: page.id });
  });
});
