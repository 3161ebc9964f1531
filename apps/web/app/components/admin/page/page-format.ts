// What the pages screens show of a page: its title in the staff's language, its address, its status and times.
import type { AdminPageSummary } from '@shop/core/contract/page';
import type { AdminLang } from '../../../lib/admin-lang.ts';

/** The title staff read first: Traditional for the hk back office, English otherwise, then any script there is. */
export function pageTitle(p: Pick<AdminPageSummary, 'title'>, lang: AdminLang): string {
  const order = lang === 'hk' ? (['chi', 'eng', 'cn'] as const) : (['eng', 'chi', 'cn'] as const);
  for (const s of order) if (p.title[s].trim()) return p.title[s];
  return '';
}

/** Where shoppers read it (hk, no prefix): a seeded page keeps today's address, a new one lives under /pages/. */
export function pagePathOf(p: Pick<AdminPageSummary, 'handle' | 'seeded'>): string {
  return p.seeded ? `/${p.handle}` : `/pages/${p.handle}`;
}

/** A time in Hong Kong, as the staff member reads it. */
export function hkTime(iso: string, lang: AdminLang): string {
  return new Date(iso).toLocaleString(lang === 'hk' ? 'zh-HK' : 'en-HK', {
    timeZone: 'Asia/Hong_Kong',
    dateStyle: 'medium',
    timeStyle: 'short',
  });
}
