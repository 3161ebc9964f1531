// Script detection for review translation (5-22): a text counts as Chinese or English when more than half
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

// Han, kana and hangul: one such character carries a whole syllable, and a one-character surname (陳, 李) is
// a complete name, so it meets a two-character minimum on its own (docs/decisions.md "CJK names").
const CJK_RE = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/** Length of a personal name for its minimum: a CJK character counts as two, anything else once per code point. */
export function nameLength(text: string): number {
  let n = 0;
  for (const ch of text) n += CJK_RE.test(ch) ? 2 : 1;
  return n;
}
