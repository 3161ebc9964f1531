import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './rich-text.ts';

describe('rich text sanitizer', () => {
  it('keeps headings, lists, links and images', () => {
    const html =
      '<h2>Why</h2><p>Calm <strong>skin</strong></p><ul><li>one</li></ul><a href="/en/collection">shop</a><img src="https://cdn.example.com/a.jpg" alt="jar">';
    expect(sanitizeRichText(html)).toBe(html.replace('alt="jar">', 'alt="jar" />'));
  });

  it('drops script, style, iframes, event attributes and javascript: URLs', () => {
    const out = sanitizeRichText(
      '<p onclick="x()">hi</p><script>alert(1)</script><style>p{}</style><iframe src="https://x"></iframe>' +
        '<a href="javascript:alert(1)">a</a><img src="javascript:alert(1)" onerror="x()"><p style="color:red">c</p>',
    );
    expect(out).not.toMatch(/script|style|iframe|onclick|onerror|javascript:/i);
    expect(out).toContain('<p>hi</p>');
  });

  it('opens outside links in a new tab without the opener', () => {
    expect(sanitizeRichText('<a href="https://example.com">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });
});
