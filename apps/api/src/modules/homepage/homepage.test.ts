// Homepage sections: staff save the ordered list (checked, audited, nothing written on a refusal), the storefront
// reads the sections active now, a scheduled one appears at its time, and every cache follows a save.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import type { AdminHomepageOut, HomepageOut } from '@shop/core/contract/admin-homepage';
import { auditLog, homepageSections } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { staffLogin, type StaffAuth } from '../../test/staff-login.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-homepage-'));
let t: TestApp;
let owner: StaffAuth;
let support: StaffAuth;
let hash: string;

const t3 = (eng: string) => ({ eng, chi: `${eng}（繁）`, cn: `${eng}（简）` });
const as = (who: StaffAuth, method: 'GET' | 'PUT', payload?: unknown) =>
  t.app.inject({
    method,
    url: '/api/v1/admin/homepage/sections',
    headers: who.headers,
    payload: payload as object,
  });
const current = async () => (await as(owner, 'GET')).json() as AdminHomepageOut;
/** the saved list as a PUT body (ids kept, positions from the order) */
const asBody = (v: AdminHomepageOut) =>
  v.sections.map(({ position: _p, ...s }) => s) as Record<string, unknown>[];
const storefront = async () => (await t.app.inject('/api/v1/homepage')).json() as HomepageOut;
const banner = (title: string, over: Record<string, unknown> = {}) => ({
  kind: 'banner',
  content: {
    title: t3(title),
    subtitle: t3('Two for one'),
    button: t3('Shop now'),
    image: hash,
    alt: t3('A jar of cream'),
    link: { kind: 'path', target: '/collection/big-pi' },
  },
  ...over,
});
const audits = async () =>
  (await t.database.db.select().from(auditLog).where(eq(auditLog.entity, 'homepage'))).length;

beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: dataDir });
  [owner, support] = [await staffLogin(t, 'owner'), await staffLogin(t, 'support')];
  const png = await sharp({
    create: { width: 800, height: 400, channels: 3, background: '#c08070' },
  })
    .png()
    .toBuffer();
  const up = await t.app.inject({
    method: 'POST',
    url: '/api/v1/admin/homepage/images',
    headers: { ...owner.headers, 'content-type': 'image/png' },
    payload: png,
  });
  expect(up.statusCode).toBe(201);
  hash = up.json().hash;
  expect(hash).toMatch(/^[0-9a-f]{64}$/);
  await t.app.jobs.drain();
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('homepage sections', () => {
  it('are seeded from the old home: the hero banners, then best sellers and treatments', async () => {
    const view = await current();
    expect(view.sections.map((s) => s.kind)).toEqual([
      'hero',
      'hero',
      'hero',
      'product_list',
      'product_list',
    ]);
    const lists = view.sections.flatMap((s) => (s.kind === 'product_list' ? [s.content.list_key] : []));
    expect(lists).toEqual(['best_seller_list', 'treatment_list']);
    // the editor gets names for what the sections name, never just ids
    expect(view.products.length).toBeGreaterThan(8);
    expect(view.products[0]!.name.eng).not.toBe('');
    const home = await storefront();
    expect(home.sections[0]).toMatchObject({ kind: 'hero', href: '/collection/oxygen-ceuticals' });
    // the seeded heroes keep their drawings: each picture the home page names is served
    const images = view.sections.flatMap((s) => (s.kind === 'hero' ? [String(s.content.image)] : []));
    expect(images).toHaveLength(3);
    for (const image of images) {
      const res = await t.app.inject(image.startsWith('/') ? image : `/media/b/${image}.svg`);
      expect(res.statusCode, image).toBe(200);
    }
  });

  it('are content staff work: support may not read or save them', async () => {
    expect((await as(support, 'GET')).statusCode).toBe(403);
    expect((await as(support, 'PUT', { sections: [] })).statusCode).toBe(403);
  });

  it('the homepage-setting call keeps its hero banners and lists, from the sections (7-14)', async () => {
    const settings = (await t.app.inject('/api/v1/setting')).json();
    expect(settings.hero_banner.map((b: { title: { eng: string } }) => b.title.eng)[0]).toBe(
      'Let city skin breathe',
    );
    expect(settings.homepage_setting.best_seller_list).toHaveLength(8);
  });

  it('saves a new banner at the top: order kept, audited, and the storefront follows at once', async () => {
    const before = await current();
    await storefront(); // fills the cache
    (await t.app.inject('/api/v1/setting')).json();
    const res = await as(owner, 'PUT', { sections: [banner('Winter sale'), ...asBody(before)] });
    expect(res.statusCode).toBe(200);
    const after = res.json() as AdminHomepageOut;
    expect(after.sections.map((s) => s.position)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(after.sections[0]).toMatchObject({ kind: 'banner', content: { image: hash } });
    expect(after.images.map((i) => i.hash)).toEqual([hash]);
    // the existing sections kept their ids
    expect(after.sections.slice(1).map((s) => s.id)).toEqual(before.sections.map((s) => s.id));
    const home = await storefront();
    expect(home.sections[0]).toMatchObject({
      kind: 'banner',
      title: { eng: 'Winter sale' },
      image: { src: `/media/i/${hash}`, width: 800, height: 400 },
      href: '/collection/big-pi',
    });
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'homepage.sections_save'))
      .orderBy(desc(auditLog.createdAt))
      .limit(1);
    expect(entry?.staffEmail).toMatch(/^owner@/);

    // reorder: the banner moves last; the hero banners lead again
    const moved = [...asBody(after).slice(1), asBody(after)[0]!];
    // and the hero slides of the settings call follow the save (its cache dropped): the first one disabled
    moved[0] = { ...moved[0], enabled: false };
    expect((await as(owner, 'PUT', { sections: moved })).statusCode).toBe(200);
    const settings = (await t.app.inject('/api/v1/setting')).json();
    expect(settings.hero_banner).toHaveLength(2);
    moved[0] = { ...moved[0], enabled: true };
    expect((await as(owner, 'PUT', { sections: moved })).statusCode).toBe(200);
    expect((await storefront()).sections.at(-1)).toMatchObject({ kind: 'banner' });
    expect((await storefront()).sections[0]).toMatchObject({ kind: 'hero' });
  });

  it('refuses an unknown product, a picture not uploaded, an end before the start: 400 naming the field, nothing written', async () => {
    const before = await t.database.db.select().from(homepageSections);
    const auditsBefore = await audits();
    const base = asBody(await current());
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { kind: 'product_list', content: { title: t3(''), product_ids: ['no-such-product'] } },
        'sections.0.content.product_ids.0',
        'product_not_found',
      ],
      [
        banner('x', { content: { ...banner('x').content, image: 'f'.repeat(64) } }),
        'sections.0.content.image',
        'unknown_image',
      ],
      [
        banner('x', { starts_at: '2026-12-10T10:00:00+08:00', ends_at: '2026-12-01T10:00:00+08:00' }),
        'sections.0.ends_at',
        'invalid',
      ],
      [
        banner('x', { content: { ...banner('x').content, image: '/etc/passwd' } }),
        'sections.0.content.image',
        'invalid',
      ],
    ];
    for (const [section, field, code] of cases) {
      const res = await as(owner, 'PUT', { sections: [section, ...base] });
      expect(res.statusCode, field).toBe(400);
      expect(res.json()).toMatchObject({ field, code });
    }
    expect(await t.database.db.select().from(homepageSections)).toEqual(before);
    expect(await audits()).toBe(auditsBefore);
  });

  it('a section scheduled for later is not served until its time, then is, without a save', async () => {
    const base = asBody(await current());
    const start = new Date(Date.now() + 1500);
    const end = new Date(start.getTime() + 7 * 86_400_000);
    const later = banner('Starts soon', { starts_at: start.toISOString(), ends_at: end.toISOString() });
    const nextMonth = banner('Next month', {
      starts_at: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    });
    expect((await as(owner, 'PUT', { sections: [later, nextMonth, ...base] })).statusCode).toBe(200);
    const titles = async () => (await storefront()).sections.map((s) => s.title.eng).filter((x) => x !== '');
    expect(await titles()).not.toContain('Starts soon');
    // the cache lives only until the start: no save, no invalidation needed
    await expect.poll(titles, { timeout: 10_000, interval: 250 }).toContain('Starts soon');
    expect(await titles()).not.toContain('Next month');
  });

  it('a disabled section is kept for staff but not shown', async () => {
    const view = await current();
    const body = asBody(view).map((s, i) => (i === 0 ? { ...s, enabled: false } : s));
    expect((await as(owner, 'PUT', { sections: body })).statusCode).toBe(200);
    expect((await current()).sections[0]!.enabled).toBe(false);
    expect((await storefront()).sections.map((s) => s.id)).not.toContain(view.sections[0]!.id);
  });

  it('a save on another instance drops this one’s cache (the settings topic)', async () => {
    await storefront();
    await t.database.db.delete(homepageSections);
    expect((await storefront()).sections.length).toBeGreaterThan(0);
    t.app.catalogue.invalidateSettings();
    expect((await storefront()).sections).toEqual([]);
  });
});
