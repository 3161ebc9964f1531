import { useEffect, useState } from 'react';
import type { Reviewable } from './reviews.ts';

/**
 * The member's reviewable orders of this product (2.10-01). A page members of one group share is rendered without
 * them (`reviewable: null`): they are fetched once the page runs; a guest's 401 leaves the form out.
 */
export function useMemberReviewable(productId: string, loaded: Reviewable[] | null): Reviewable[] {
  const [fetched, setFetched] = useState<{ productId: string; items: Reviewable[] } | null>(null);
  useEffect(() => {
    if (loaded !== null) return;
    const abort = new AbortController();
    fetch(`/api/v1/user/comments/reviewable/${encodeURIComponent(productId)}`, {
      signal: abort.signal,
      headers: { accept: 'application/json' },
    })
      .then((res) => (res.ok ? (res.json() as Promise<{ items: Reviewable[] }>) : null))
      .then((r) => r && setFetched({ productId, items: r.items }))
      .catch(() => {});
    return () => abort.abort();
  }, [productId, loaded]);
  if (loaded !== null) return loaded;
  return fetched?.productId === productId ? fetched.items : [];
}
