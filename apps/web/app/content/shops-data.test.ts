import { describe, it, expect } from 'vitest';
import { SHOPS, SHOP_HOURS } from './shops-data.ts';

// The page text itself is a record now (apps/api/src/db/seed/pages-seed.test.ts checks the seeded text); the shops'
// data stays here for the contact page and the seed.

/** Common characters whose Traditional and Simplified forms differ. */
const TRADITIONAL_ONLY = [...'與這們會國說運貨從點為'];
const SIMPLIFIED_ONLY = [...'与这们会国说运货从点为'];

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
