import { useEffect, useState } from 'react';
import type { Reviewable } from './reviews.ts';

const NONE: Reviewable[] = [];
const ready = () => Promise.resolve();

/**
 * The member's reviewable orders of this product (2.10-01). A page members of one group share is rendered without
 * them (`reviewable: null`): they are fetched once the page runs; a guest's 401 leaves the form out.
 */
export function useMemberReviewable(
  productId: string,
  loaded: Reviewable[] | null,
  /** the reviews section's code: loaded before the form is shown, so the section hydrates rather than re-renders */
  prepare: () => Promise<unknown> = ready,
): Reviewable[] {
  const [fetched, setFetched] = useState<{ productId: string; items: Reviewable[] } | null>(null);
  useEffect(() => {
    if (loaded !== null) return;
    const abort = new AbortController();
    fetch(`/api/v1/user/comments/reviewable/${encodeURIComponent(productId)}`, {
      signal: abort.signal,
      headers: { accept: 'application/json' },
    })
      .then((res) => (res.ok ? (res.json() as Promise<{ items: Reviewable[] }>) : null))
      // nothing to review changes nothing: the (lazily hydrated) reviews section is left alone
      .then(async (r) => {
        if (!r?.items.length) return;
        await prepare();
        if (!abort.signal.aborted) setFetched({ productId, items: r.items });
      })
      .catch(() => {});
    return () => abort.abort();
  }, [productId, loaded, prepare]);
  if (loaded !== null) return loaded;
  return fetched?.productId === productId ? fetched.items : NONE;
}
