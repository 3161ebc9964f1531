// A content page's address: /{locale}/pages/{handle} (2.2-12). Lowercase letters, digits and single hyphens, so
// the address reads the same in every language and never needs escaping.

export const PAGE_HANDLE_MAX = 80;
const HANDLE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** True for a handle staff may give a page: `shipping`, `gift-cards-2026`; never `Gift Cards`, `-a`, `a--b`. */
export function isPageHandle(v: string): boolean {
  return v.length > 0 && v.length <= PAGE_HANDLE_MAX && HANDLE.test(v);
}

/** A suggestion from a title: lowercase ASCII words joined by hyphens ('' when the title has none, e.g. Chinese). */
export function suggestPageHandle(title: string): string {
  return title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, PAGE_HANDLE_MAX)
    .replace(/-+$/, '');
}

/** The most text one script of a page body may hold (the "10 MB" body is refused, naming the field). */
export const PAGE_BODY_MAX_CHARS = 1_000_000;
