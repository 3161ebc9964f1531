// What the product editor reads: the product (GET /api/v1/admin/products/:id) and the lists its pickers offer
// (GET /api/v1/admin/catalogue/choices), as the contract declares them.
import type { AdminOption, AdminProduct } from '@shop/core/contract/admin-product-out';
import type { Localized } from '@shop/core/contract/common';
import type { CountryKey } from '@shop/core';

export type Script = 'eng' | 'chi' | 'cn';
export const SCRIPTS: Script[] = ['eng', 'chi', 'cn'];
export const COPY_SECTIONS = ['why', 'description', 'how_to_use', 'ingredients'] as const;
export type CopySection = (typeof COPY_SECTIONS)[number];

export type EditorOption = AdminOption & { archived: boolean };
export type EditorProduct = Omit<AdminProduct, 'options'> & {
  content: Record<Script, Record<CopySection, string>>;
  seo: { title: Localized; description: Localized };
  tags: string[];
  ship_countries: CountryKey[] | null;
  offers: { id: string; sku: string; name: Localized; thumbnail: string }[];
  archived: boolean;
  ever_ordered: boolean;
  missing_translations: string[];
  options: EditorOption[];
};

export interface CatalogueChoices {
  brands: { key: string; name: Localized }[];
  categories: { key: string; name: Localized }[];
  tags: { key: string; name: Localized }[];
  member_groups: { id: string; name: string }[];
  collections: { key: string; name: Localized }[];
}

/** One product the add-on picker offers (GET /api/v1/admin/products/picker?q=). */
export interface PickerProduct {
  id: string;
  sku: string;
  name: Localized;
  thumbnail: string;
}
