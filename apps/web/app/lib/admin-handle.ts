// A product's URL handle suggested from its English name: lower-case words and digits joined by dashes (the
// contract's handleField), accents dropped, at most 120 characters.
export function suggestHandle(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120)
    .replace(/-+$/, '');
}

/** The same grammar as the contract's handleField, for the input's pattern attribute. */
export const HANDLE_PATTERN = '[a-z0-9]+(-[a-z0-9]+)*';
