// What the editor's layout (routes/admin/product/product.tsx) hands its section pages through the outlet.
import { useOutletContext } from 'react-router';
import type { EditorProduct } from './editor-types.ts';

export interface EditorContext {
  product: EditorProduct;
  /** owner and manager: the catalogue's forms (catalogue:write) */
  canEdit: boolean;
  /** stock counts (stock:write) */
  canStock: boolean;
}

export const useEditorContext = () => useOutletContext<EditorContext>();

/** A product field's translation is missing: the API lists it ('name.cn', 'content.cn.why', 'seo.title.chi'). */
export const isMissing = (product: EditorProduct, path: string) =>
  product.missing_translations.includes(path);
