import { describe, expect, it } from 'vitest';
import { missingTranslations, nameForLocale } from './catalogue-translations.ts';

const full = { eng: 'Shampoo', chi: '洗髮露', cn: '洗发露' };

describe('nameForLocale', () => {
  it('reads the locale’s own script when it is written', () => {
    expect(nameForLocale(full, 'hk')).toBe('洗髮露');
    expect(nameForLocale(full, 'zh')).toBe('洗髮露');
    expect(nameForLocale(full, 'cn')).toBe('洗发露');
    expect(nameForLocale(full, 'en')).toBe('Shampoo');
  });
  it('falls back: hk/zh chi → cn → eng, cn cn → chi → eng, en eng → chi → cn', () => {
    expect(nameForLocale({ eng: 'Shampoo', chi: '', cn: '洗发露' }, 'hk')).toBe('洗发露');
    expect(nameForLocale({ eng: 'Shampoo', chi: ' ', cn: '' }, 'zh')).toBe('Shampoo');
    expect(nameForLocale({ eng: 'Shampoo', chi: '洗髮露', cn: '' }, 'cn')).toBe('洗髮露');
    expect(nameForLocale({ eng: 'Shampoo', chi: '', cn: '' }, 'cn')).toBe('Shampoo');
    expect(nameForLocale({ eng: '', chi: '洗髮露', cn: '洗发露' }, 'en')).toBe('洗髮露');
    expect(nameForLocale({ eng: '', chi: '', cn: '洗发露' }, 'en')).toBe('洗发露');
  });
  it('is empty only when every script is', () => {
    expect(nameForLocale({ eng: '', chi: '', cn: '' }, 'hk')).toBe('');
    expect(nameForLocale(undefined, 'en')).toBe('');
  });
});

describe('missingTranslations', () => {
  it('lists nothing for a product written in every script', () => {
    expect(missingTranslations({ name: full })).toEqual([]);
  });
  it('names each empty script of a text that some script has', () => {
    expect(
      missingTranslations({
        name: { eng: 'Shampoo', chi: '', cn: '' },
        content: { eng: { description: '<p>Gentle</p>', why: '' }, chi: { description: '<p>溫和</p>' } },
        seo: { title: { eng: 'Buy', chi: '', cn: '' }, description: { eng: '', chi: '', cn: '' } },
        options: [{ name: full }, { name: { eng: '250 ml', chi: '250 毫升', cn: '' } }],
      }),
    ).toEqual([
      'name.chi',
      'name.cn',
      'content.cn.description',
      'seo.title.chi',
      'seo.title.cn',
      'options.1.name.cn',
    ]);
  });
  it('names options by their place in the list, leaving archived ones out', () => {
    const half = { eng: '250 ml', chi: '', cn: '' };
    expect(
      missingTranslations({ name: full, options: [{ name: half, archived: true }, { name: half }] }),
    ).toEqual(['options.1.name.chi', 'options.1.name.cn']);
  });
  it('does not count a text no script has yet as missing', () => {
    expect(missingTranslations({ name: full, content: { eng: {}, chi: {}, cn: {} } })).toEqual([]);
  });
});
