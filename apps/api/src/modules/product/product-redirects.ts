// A product's former handles: its page at an old address answers 301 to the current one (links, search engines).
import type { DbOrTx } from '../../db/client.ts';
import { productRepository } from './product.repository.ts';
import { productPath } from './product.service.ts';

export function createProductRedirects(db: DbOrTx) {
  return {
    /** The current page's path of the product on sale that once had this handle, or null. */
    async pathFor(handle: string): Promise<string | null> {
      const [row] = await productRepository(db).redirectFrom(handle);
      return row ? productPath(row) : null;
    },
  };
}
export type ProductRedirects = ReturnType<typeof createProductRedirects>;
