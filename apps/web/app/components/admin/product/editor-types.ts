// What the product editor reads: the product (GET /api/v1/admin/products/:id) and the lists its pickers offer
// (GET /api/v1/admin/catalogue/choices, /admin/products/picker), as the contract declares them.
import type {
  AdminOption,
  AdminProduct,
  CatalogueChoices,
  ProductPickerOut,
} from '@shop/core/contract/admin-product-out';

export type Script = 'eng' | 'chi' | 'cn';
export const SCRIPTS: Script[] = ['eng', 'chi', 'cn'];
export const COPY_SECTIONS = ['why', 'description', 'how_to_use', 'ingredients'] as const;
export type CopySection = (typeof COPY_SECTIONS)[number];

export type EditorOption = AdminOption;
export type EditorProduct = AdminProduct;
export type { CatalogueChoices };

/** One product the add-on picker offers or shows chosen (a chosen one may come without its picture). */
export type PickerProduct = Omit<ProductPickerOut['items'][number], 'thumbnail'> & { thumbnail?: string };
