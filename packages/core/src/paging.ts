// Paged storefront lists (2.7-01, 7-10): a collection of thousands is read a page at a time.

/** Products on one page of a collection: a multiple of 4 and of 2, so the grid's rows stay full (2.7-06). */
export const COLLECTION_PAGE_SIZE = 48;

/** The page asked for in `?page=`: a whole number from 1; anything else is the first page. */
export function parsePage(value: string | null | undefined): number {
  if (!value || !/^\d{1,6}$/.test(value)) return 1;
  return Math.max(1, Number(value));
}

/** How many pages `total` items make (at least one: an empty list is one empty page). */
export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / size));
}
