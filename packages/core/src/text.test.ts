import { describe, expect, it } from 'vitest';
import { codePointLength, detectScript, nameLength } from './text.ts';

describe('detectScript', () => {
  it.each([
    ['這個產品很好用', 'zh'],
    ['这个产品很好用', 'zh'],
    ['Great product, love it!', 'en'],
    ['用了三個月 SK-II 皮膚變好', 'zh'], // 10 Han of 14 letters
    ['很好 good', 'en'], // 4 Latin of 6 letters
    ['非常好用 nice', 'other'], // 4 and 4: neither is more than half
    ['12345 !!! 😀', 'other'], // no letters
    ['', 'other'],
    ['Привет мир', 'other'],
  ])('%j → %s', (text, expected) => {
    expect(detectScript(text)).toBe(expected);
  });

  it('codePointLength counts astral characters once', () => {
    expect(codePointLength('𠀋a')).toBe(2);
    expect('𠀋a'.length).toBe(3);
  });
});

describe('nameLength', () => {
  it('counts a CJK character as two and anything else once', () => {
    expect(nameLength('陳')).toBe(2);
    expect(nameLength('さ')).toBe(2);
    expect(nameLength('김')).toBe(2);
    expect(nameLength('A')).toBe(1);
    expect(nameLength('Li')).toBe(2);
    expect(nameLength('𠮷')).toBe(2);
    expect(nameLength('陳 Li')).toBe(5);
  });
});
