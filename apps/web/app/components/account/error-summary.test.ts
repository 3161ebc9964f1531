import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Locale } from '@shop/core';
import { I18nProvider } from '../../i18n/i18n.tsx';
import { CATALOGUES } from '../../i18n/catalogues.server.ts';
import { ErrorSummary } from './field.tsx';

const render = (locale: Locale, limited: boolean, errors: string[]) =>
  renderToStaticMarkup(
    createElement(I18nProvider, {
      locale,
      messages: CATALOGUES[locale],
      children: createElement(ErrorSummary, { id: 'e', errors, focusKey: 1, limited }),
    }),
  );

describe('ErrorSummary', () => {
  it('asks to check the highlighted fields for field errors', () => {
    expect(render('en', false, ['Email is required.'])).toContain('Please check the highlighted fields.');
  });

  it.each([
    ['en', 'Too many attempts.', 'Please check the highlighted fields.'],
    ['hk', '嘗試次數太多。', '請檢查標示的欄位。'],
    ['zh', '嘗試次數過多。', '請檢查標示的欄位。'],
    ['cn', '尝试次数过多。', '请检查标注的字段。'],
  ] as const)('a 429 in %s gets its own heading, not "check the fields"', (locale, heading, fields) => {
    const html = render(locale, true, ['…']);
    expect(html).toContain(heading);
    expect(html).not.toContain(fields);
  });
});
