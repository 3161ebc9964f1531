import { describe, expect, it } from 'vitest';
import { htmlLang, readerLang, translateChoice } from './reviews.ts';

describe('review language on the page', () => {
  it('names the scripts in lang attributes', () => {
    expect(htmlLang('en')).toBe('en');
    expect(htmlLang('zh-TW')).toBe('zh-Hant');
    expect(htmlLang('zh-CN')).toBe('zh-Hans');
    expect(htmlLang(readerLang('hk'))).toBe('zh-Hant');
    expect(htmlLang(readerLang('cn'))).toBe('zh-Hans');
  });

  it('says translation is not available where no provider nor stored translation can give one', () => {
    // an English reader, a Chinese review: the API offers English only from a stored text or a provider
    expect(translateChoice({ lang: 'zh-TW', translatable_to: ['zh-CN'] }, 'en')).toBe('unavailable');
    expect(translateChoice({ lang: 'zh-TW', translatable_to: ['en', 'zh-CN'] }, 'en')).toBe('button');
    // a Chinese reader, an English review
    expect(translateChoice({ lang: 'en', translatable_to: [] }, 'zh-TW')).toBe('unavailable');
    // the reader's own language: neither a button nor a note
    expect(translateChoice({ lang: 'zh-TW', translatable_to: ['zh-CN'] }, 'zh-TW')).toBe('none');
  });
});
