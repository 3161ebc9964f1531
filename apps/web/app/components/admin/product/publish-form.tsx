// The product's publish / hide switch in the editor's header, and its answer under the header.
import { useFetcher } from 'react-router';
import type { FormResult } from '../../../lib/admin-form.ts';
import { useAdminT } from '../../../lib/admin-i18n.tsx';
import { FormOutcome } from '../admin-form.tsx';
import { ADMIN_BUTTON_QUIET } from '../ui.tsx';
import { productFormPath, type AdminProduct } from './product-types.ts';

const publishKey = (productId: string) => `product:publish:${productId}`;

/** Publish or hide: a button in the page header; its answer shows under the header (PublishNotice). */
export function PublishForm({ product }: { product: AdminProduct }) {
  const t = useAdminT();
  const fetcher = useFetcher<FormResult>({ key: publishKey(product.id) });
  return (
    <fetcher.Form method="post" action={productFormPath(product.id, 'publish')}>
      <input type="hidden" name="published" value={String(!product.published)} />
      <button type="submit" className={ADMIN_BUTTON_QUIET} disabled={fetcher.state !== 'idle'}>
        {product.published ? t('admin.cat.hide') : t('admin.cat.publish')}
      </button>
    </fetcher.Form>
  );
}

export function PublishNotice({ productId }: { productId: string }) {
  return <FormOutcome result={useFetcher<FormResult>({ key: publishKey(productId) }).data} />;
}
