import { describe, it, expect } from 'vitest';
import { SUPPORTED_LOCALES } from '@shop/core';
import { CONTENT } from './index.ts';
import { SHOPS, SHOP_HOURS } from './shops-data.ts';
import type { Block, ContentDoc, ContentPageKey } from './types.ts';

const PAGES = Object.keys(CONTENT) as ContentPageKey[];

/** Common characters whose Traditional and Simplified forms differ. */
const TRADITIONAL_ONLY = [...'與這們會國說運貨從點為'];
const SIMPLIFIED_ONLY = [...'与这们会国说运货从点为'];

function docStrings(doc: ContentDoc): string[] {
  const out = [doc.title, doc.description, doc.intro];
  if (doc.updated !== undefined) out.push(doc.updated);
  for (const s of doc.sections) {
    out.push(s.heading);
    for (const b of s.blocks) out.push(...blockStrings(b));
  }
  return out;
}

function blockStrings(b: Block): string[] {
  switch (b.kind) {
    case 'p':
      return [b.text];
    case 'list':
      return b.items;
    case 'faq':
      return b.items.flatMap((i) => [i.q, i.a]);
    default:
      return [];
  }
}

const kinds = (doc: ContentDoc) => doc.sections.flatMap((s) => s.blocks.map((b) => b.kind));

describe('content pages', () => {
  it('covers every page key', () => {
    expect(PAGES.sort()).toEqual([
      'exchange',
      'membership',
      'privacy',
      'shipping',
      'shops',
      'story',
      'terms',
    ]);
  });

  describe.each(PAGES)('%s', (page) => {
    const localized = CONTENT[page];

    it('has all four locales', () => {
      expect(Object.keys(localized).sort()).toEqual([...SUPPORTED_LOCALES].sort());
    });

    it.each([...SUPPORTED_LOCALES])('%s doc is complete', (locale) => {
      const doc = localized[locale];
      expect(doc.title.trim()).not.toBe('');
      expect(doc.description.trim()).not.toBe('');
      expect([...doc.description].length).toBeLessThanOrEqual(160);
      expect(doc.sections.length).toBeGreaterThanOrEqual(3);
      for (const s of doc.sections) expect(s.blocks.length).toBeGreaterThan(0);
      for (const str of docStrings(doc)) expect(str.trim()).not.toBe('');
      for (const s of doc.sections) {
        for (const b of s.blocks) {
          if (b.kind === 'list') expect(b.items.length).toBeGreaterThan(0);
          if (b.kind === 'faq') expect(b.items.length).toBeGreaterThan(0);
        }
      }
      if (doc.updated !== undefined) expect(doc.updated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    });

    it('has the same structure in every locale', () => {
      const shape = (doc: ContentDoc) => doc.sections.map((s) => s.blocks.map((b) => b.kind).join(','));
      for (const locale of SUPPORTED_LOCALES) expect(shape(localized[locale])).toEqual(shape(localized.en));
    });

    it('hk and zh are written separately, not copies', () => {
      expect(JSON.stringify(localized.hk)).not.toBe(JSON.stringify(localized.zh));
      const hk = docStrings(localized.hk);
      const zh = new Set(docStrings(localized.zh));
      // a short title or heading may legitimately coincide; running copy must be written per locale
      const long = hk.filter((s) => [...s].length >= 12 && /[\u4e00-\u9fff]/.test(s));
      const same = long.filter((s) => zh.has(s));
      expect(same.length).toBeLessThan(Math.max(1, long.length / 5));
    });

    it('cn uses Simplified characters only', () => {
      const text = docStrings(localized.cn).join('\n');
      for (const ch of TRADITIONAL_ONLY) expect(text, `cn contains ${ch}`).not.toContain(ch);
    });

    it.each(['hk', 'zh'] as const)('%s uses Traditional characters only', (locale) => {
      const text = docStrings(localized[locale]).join('\n');
      for (const ch of SIMPLIFIED_ONLY) expect(text, `${locale} contains ${ch}`).not.toContain(ch);
    });
  });

  it('privacy and terms carry an updated date', () => {
    for (const locale of SUPPORTED_LOCALES) {
      expect(CONTENT.privacy[locale].updated).toBe('2026-11-01');
      expect(CONTENT.terms[locale].updated).toBe('2026-11-01');
    }
  });

  it('shipping has a free_shipping_table block in every locale', () => {
    for (const locale of SUPPORTED_LOCALES)
      expect(kinds(CONTENT.shipping[locale])).toContain('free_shipping_table');
  });

  // the loyalty features (subscriptions, the wallet and referrals) are described in their own section; what the shop does not do is
  // promised nowhere
  it.each([
    [
      'hk',
      '現金回贈、推薦朋友、評價獎賞及定期訂購',
      ['現金回贈', '推薦', '評價獎賞', '定期訂購'],
      ['自動升級', '生日'],
    ],
    [
      'zh',
      '購物金、推薦好友、評價回饋與定期購',
      ['購物金', '推薦', '評價回饋', '定期購'],
      ['自動升等', '生日'],
    ],
    ['cn', '返现、推荐好友、评价奖励与订阅', ['返现', '推荐', '评价奖励', '订阅'], ['自动升级', '生日']],
    [
      'en',
      'Cash dollars, referrals, review rewards and subscriptions',
      ['cash dollar', 'referral', 'review reward', 'subscription'],
      ['move up automatically', 'birthday'],
    ],
  ] as const)(
    'membership (%s) describes the loyalty features and promises only what the shop does',
    (locale, heading, offered, absent) => {
      const doc = CONTENT.membership[locale];
      const loyalty = doc.sections.filter((s) => s.heading === heading);
      expect(loyalty).toHaveLength(1);
      const text = docStrings({ ...doc, sections: loyalty })
        .join('\n')
        .toLowerCase();
      for (const term of offered) expect(text, term).toContain(term.toLowerCase());
      // the figures are the shop's: 10% for the friend and the referrer, 60 days for a review reward, 1–6 months
      for (const figure of ['10%', '60', '6']) expect(text, figure).toContain(figure);
      const all = docStrings(doc).join('\n').toLowerCase();
      for (const term of absent) expect(all, term).not.toContain(term.toLowerCase());
    },
  );

  it('shops has shop_list and office_hours blocks in every locale', () => {
    for (const locale of SUPPORTED_LOCALES) {
      expect(kinds(CONTENT.shops[locale])).toContain('shop_list');
      expect(kinds(CONTENT.shops[locale])).toContain('office_hours');
    }
  });
});

describe('shops data', () => {
  it('lists three Hong Kong shops with complete names and addresses', () => {
    expect(SHOPS).toHaveLength(3);
    expect(new Set(SHOPS.map((s) => s.id)).size).toBe(3);
    for (const shop of SHOPS) {
      for (const field of [shop.name, shop.address, shop.district]) {
        expect(field.eng.trim()).not.toBe('');
        expect(field.chi.trim()).not.toBe('');
        expect(field.cn.trim()).not.toBe('');
        for (const ch of SIMPLIFIED_ONLY) expect(field.chi).not.toContain(ch);
        for (const ch of TRADITIONAL_ONLY) expect(field.cn).not.toContain(ch);
      }
      expect(shop.phone).toMatch(/^\+852 \d{4} \d{4}$/);
      if (shop.whatsapp !== undefined) expect(shop.whatsapp).toMatch(/^\+852 \d{4} \d{4}$/);
      expect(shop.services.length).toBeGreaterThan(0);
      expect(shop.services).toContain('pickup');
    }
  });

  it('has the office hours (9-33)', () => {
    expect(SHOP_HOURS).toEqual([
      { days: 'weekdays', open: '10:00', close: '19:00' },
      { days: 'weekends_holidays', open: '12:00', close: '19:00' },
    ]);
  });
});
