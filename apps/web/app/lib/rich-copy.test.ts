import { describe, expect, it } from 'vitest';
import { copyHtml, plainText } from './rich-copy.ts';

describe('copyHtml', () => {
  it('keeps the sanitized HTML staff wrote', () => {
    expect(copyHtml('<p>Light <strong>serum</strong></p><ul><li>a</li></ul>')).toBe(
      '<p>Light <strong>serum</strong></p><ul><li>a</li></ul>',
    );
  });
  it('shows plain text as paragraphs with its line breaks, escaped', () => {
    expect(copyHtml('First line\nsecond & more\n\nNext <3 paragraph')).toBe(
      '<p>First line<br>second &amp; more</p><p>Next &lt;3 paragraph</p>',
    );
  });
  it('escapes plain text the sanitizer already encoded only once', () => {
    expect(copyHtml('Tea &amp; rose, 2 &lt; 3')).toBe('<p>Tea &amp; rose, 2 &lt; 3</p>');
  });
});

describe('plainText', () => {
  it('drops markup and decodes entities for meta descriptions', () => {
    expect(plainText('<p>Light &amp; <em>fresh</em></p><p>Daily</p>')).toBe('Light & fresh Daily');
    expect(plainText(undefined)).toBe('');
  });
});
