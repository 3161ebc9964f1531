// Review languages with OpenCC: which Chinese script a text is in, and conversion between the two.
import { detectReviewLang, type ReviewLang } from '@shop/core';
import { toSimplified, toTraditional } from '../../lib/chinese-script.ts';

/** Simplified when more of its characters change going to Traditional than going to Simplified. */
export function isSimplified(han: string): boolean {
  let simplifiedOnly = 0;
  let traditionalOnly = 0;
  for (const ch of han) {
    if (toTraditional(ch) !== ch) simplifiedOnly++;
    if (toSimplified(ch) !== ch) traditionalOnly++;
  }
  return simplifiedOnly > traditionalOnly;
}

export const reviewLangOf = (text: string) => detectReviewLang(text, isSimplified);

/** Traditional ↔ Simplified by character conversion; only between the Chinese scripts. */
export function convertScript(text: string, to: Exclude<ReviewLang, 'en'>): string {
  return to === 'zh-CN' ? toSimplified(text) : toTraditional(text);
}
