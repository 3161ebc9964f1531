import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from '../../lib/rich-text.ts';
import { SEED_PAGES } from './pages-seed.ts';
import { SHOPS } from '../../../../web/app/content/shops-data.ts';

// The content pages' text as the shop had it in code, now the seed of the page records (2.2-12): the checks the
// code pages had, on the HTML. (Taiwanese Chinese no longer has its own copy: zh reads the Traditional text.)

const SCRIPTS = ['eng', 'chi', 'cn'] as const;
const PAGES = Object.keys(SEED_PAGES);
/** Common characters whose Traditional and Simplified forms differ. */
const TRADITIONAL_ONLY = [...'與這們會國說運貨從點為'];
const SIMPLIFIED_ONLY = [...'与这们会国说运货从点为'];

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, '\n')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
const allText = (handle: string, s: (typeof SCRIPTS)[number]) => {
  const p = SEED_PAGES[handle]!;
  return [p.title[s], p.seo_title[s], p.seo_description[s], text(p.body[s])].join('\n');
};
/** The HTML of a section: from its heading to the next. */
const section = (html: string, heading: string) => {
  const at = html.indexOf(`<h2>${heading}</h2>`);
  if (at < 0) return null;
  const next = html.indexOf('<h2>', at + 4);
  return html.slice(at, next < 0 ? undefined : next);
};

describe('seeded content pages', () => {
  it('covers every page the shop had', () => {
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

  describe.each(PAGES)('%s', (handle) => {
    const page = SEED_PAGES[handle]!;

    it.each(SCRIPTS)('%s is complete', (s) => {
      expect(page.title[s].trim()).not.toBe('');
      expect(page.seo_title[s].trim()).not.toBe('');
      expect(page.seo_description[s].trim()).not.toBe('');
      expect([...page.seo_description[s]].length).toBeLessThanOrEqual(160);
      expect(page.body[s].match(/<h2>/g)?.length ?? 0).toBeGreaterThanOrEqual(3);
      // every section has something under its heading
      expect(page.body[s]).not.toMatch(/<\/h2>\s*<h2>/);
    });

    it('is stored as the sanitizer keeps it (nothing the editor would lose)', () => {
      for (const s of SCRIPTS) expect(sanitizeRichText(page.body[s])).toBe(page.body[s]);
    });

    it('has the same sections in every script', () => {
      const count = (s: (typeof SCRIPTS)[number]) => page.body[s].match(/<h2>/g)?.length;
      expect(count('chi')).toBe(count('eng'));
      expect(count('cn')).toBe(count('eng'));
    });

    it('cn uses Simplified characters only', () => {
      const t = allText(handle, 'cn');
      for (const ch of TRADITIONAL_ONLY) expect(t, `cn contains ${ch}`).not.toContain(ch);
    });

    it('chi uses Traditional characters only', () => {
      const t = allText(handle, 'chi');
      for (const ch of SIMPLIFIED_ONLY) expect(t, `chi contains ${ch}`).not.toContain(ch);
    });
  });

  it('privacy and terms carry an updated date', () => {
    for (const s of SCRIPTS) {
      expect(SEED_PAGES.privacy!.body[s]).toContain('01/11/2026');
      expect(SEED_PAGES.terms!.body[s]).toContain('01/11/2026');
    }
  });

  it('shipping points at the thresholds table the storefront shows under it', () => {
    expect(text(SEED_PAGES.shipping!.body.eng).toLowerCase()).toContain('free shipping');
  });

  // the loyalty features (subscriptions, the wallet and referrals) are described in their own section; what the shop does not do is
  // promised nowhere
  it.each([
    [
      'chi',
      '現金回贈、推薦朋友、評價獎賞及定期訂購',
      ['現金回贈', '推薦', '評價獎賞', '定期訂購'],
      ['自動升級', '生日'],
    ],
    ['cn', '返现、推荐好友、评价奖励与订阅', ['返现', '推荐', '评价奖励', '订阅'], ['自动升级', '生日']],
    [
      'eng',
      'Cash dollars, referrals, review rewards and subscriptions',
      ['cash dollar', 'referral', 'review reward', 'subscription'],
      ['move up automatically', 'birthday'],
    ],
  ] as const)(
    'membership (%s) describes the loyalty features and promises only what the shop does',
    (s, heading, offered, absent) => {
      const body = SEED_PAGES.membership!.body[s];
      const loyalty = section(body, heading);
      expect(loyalty).not.toBeNull();
      const t = text(loyalty!).toLowerCase();
      for (const term of offered) expect(t, term).toContain(term.toLowerCase());
      // the figures are the shop's: 10% for the friend and the referrer, 60 days for a review reward, 1–6 months
      for (const figure of ['10%', '60', '6']) expect(t, figure).toContain(figure);
      const all = allText('membership', s).toLowerCase();
      for (const term of absent) expect(all, term).not.toContain(term.toLowerCase());
    },
  );

  it('shops lists every shop (name, address, phone link, map link) and the office hours in each script', () => {
    for (const s of SCRIPTS) {
      const body = SEED_PAGES.shops!.body[s];
      for (const shop of SHOPS) {
        expect(text(body)).toContain(shop.name[s]);
        expect(text(body)).toContain(shop.address[s]);
        expect(body).toContain(`href="tel:${shop.phone.replace(/\s/g, '')}"`);
      }
      expect(body.match(/google\.com\/maps/g)).toHaveLength(SHOPS.length);
      expect(body).toContain('10:00–19:00');
      expect(body).toContain('12:00–19:00');
    }
  });
});
