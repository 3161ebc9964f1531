// Product copy as the page renders it. Staff write sanitized HTML (the API refuses scripts and strips the rest); the
// seeded and older copy is plain text, shown as paragraphs with its line breaks kept.
const HAS_TAG = /<\/?[a-z][^>]*>/i;
const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };
const decodeEntities = (s: string) =>
  s.replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, e: string) => ENTITIES[e] ?? '');

/**
 * HTML for a copy section: sanitized HTML as it is; plain text escaped, blank lines → paragraphs, newlines → <br>.
 * Plain text the sanitizer passed through has its entities encoded already ("A &amp; B"): decoded first, so it is
 * escaped once.
 */
export function copyHtml(text: string): string {
  if (HAS_TAG.test(text)) return text;
  return text
    .trim()
    .split(/\n\s*\n/)
    .map((p) => `<p>${escapeHtml(decodeEntities(p.trim())).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

/** The words of a copy section without markup (meta descriptions, structured data). */
export function plainText(html: string | undefined | null): string {
  if (!html) return '';
  return html
    .replace(/<(br|\/p|\/li|\/h[2-4])\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, e: string) => ENTITIES[e] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}
