import sanitizeHtml from 'sanitize-html';

// Staff write product and collection copy as rich text. The server keeps only what the storefront renders safely
// (headings, paragraphs, lists, emphasis, links and images): no script, style, iframe, event attribute or
// javascript: URL survives, whatever the editor or an import sent.
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'hr',
    'ul',
    'ol',
    'li',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'blockquote',
    'a',
    'img',
  ],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'], img: ['src', 'alt', 'width', 'height'] },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https', 'http'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // links leave the shop in a new tab without handing it the opener
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: /^(https?:)?\/\//i.test(attribs.href ?? '')
        ? { ...attribs, target: '_blank', rel: 'noopener noreferrer' }
        : attribs,
    }),
  },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
};

/** Sanitized HTML of staff-written rich text; plain text stays as it is (entities escaped). */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** True when the text carries anything the sanitizer would drop or change (to refuse it with a clear 400). */
export function richTextChanged(html: string): boolean {
  return sanitizeRichText(html) !== html.trim();
}
