// Script detection for review translation (../shared/SPEC.md §5): a text counts as Chinese or English when more than half
// of its letters are of that script. Digits, spaces, punctuation and emoji are not letters and do not vote.

const LETTER_RE = /\p{L}/u;
const HAN_RE = /\p{Script=Han}/u;
const LATIN_RE = /\p{Script=Latin}/u;

export type DetectedScript = 'zh' | 'en' | 'other';

export function detectScript(text: string): DetectedScript {
  let letters = 0;
  let han = 0;
  let latin = 0;
  for (const ch of text) {
    if (!LETTER_RE.test(ch)) continue;
    letters++;
    if (HAN_RE.test(ch)) han++;
    else if (LATIN_RE.test(ch)) latin++;
  }
  if (letters === 0) return 'other';
  if (han * 2 > letters) return 'zh';
  if (latin * 2 > letters) return 'en';
  return 'other';
}

/** Length in user-perceived code points (an astral CJK character counts once, unlike String#length). */
export function codePointLength(text: string): number {
  let n = 0;
  for (const _ of text) n++;
  return n;
}
