// The product's pictures: reorder and remove (a form to its own action), upload (the browser posts the file itself).
import { useId, useState } from 'react';
import { useFetcher, useRevalidator } from 'react-router';
import type { FormResult } from '../../../lib/admin-form.ts';
import { useAdminT } from '../../../lib/admin-i18n.tsx';
import { FormOutcome } from '../admin-form.tsx';
import { ADMIN_BUTTON_QUIET, AdminField, Card, Notice } from '../ui.tsx';
import { productFormPath, type AdminProduct } from './product-types.ts';

/** Reads the staff CSRF cookie for the one call the browser makes itself (an image is too big for a page form). */
function staffCsrf(): string {
  return document.cookie.match(/(?:^|;\s*)shop_staff_csrf=([^;]+)/)?.[1] ?? '';
}

export function ImagesCard({ product, canEdit }: { product: AdminProduct; canEdit: boolean }) {
  const t = useAdminT();
  const id = useId();
  // the card's reorder and remove buttons are small forms of one fetcher: one answer for the card
  const fetcher = useFetcher<FormResult>();
  const revalidator = useRevalidator();
  const [upload, setUpload] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [sending, setSending] = useState(false);
  const images = product.images;
  const orderForm = (order: string[], label: string, key: string) => (
    <fetcher.Form method="post" action={productFormPath(product.id, 'images')} key={key}>
      {order.map((u) => (
        <input key={u} type="hidden" name="images" value={u} />
      ))}
      <button
        type="submit"
        className={`${ADMIN_BUTTON_QUIET} min-h-9 px-3`}
        disabled={fetcher.state !== 'idle'}
      >
        {label}
      </button>
    </fetcher.Form>
  );
  async function onUpload(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const file = (e.currentTarget.elements.namedItem('file') as HTMLInputElement).files?.[0];
    if (!file) return;
    setSending(true);
    setUpload(null);
    try {
      const res = await fetch(`/api/v1/admin/products/${encodeURIComponent(product.id)}/images`, {
        method: 'POST',
        headers: { 'content-type': file.type || 'application/octet-stream', 'x-csrf-token': staffCsrf() },
        body: file,
      });
      if (res.ok) {
        setUpload({ tone: 'success', text: t('admin.cat.uploaded') });
        void revalidator.revalidate();
      } else {
        setUpload({
          tone: 'error',
          text: res.status === 413 ? t('admin.cat.err.too_big') : t('admin.cat.err.not_image'),
        });
      }
    } finally {
      setSending(false);
    }
  }
  return (
    <Card title={t('admin.cat.images')}>
      <FormOutcome result={fetcher.data} />
      <ol className="mt-2 flex flex-wrap gap-4">
        {images.map((u, i) => (
          <li key={u} className="flex flex-col items-center gap-2 rounded-lg border border-line p-2">
            <img
              src={u}
              alt={t('admin.cat.image_n', { n: i + 1 })}
              width={96}
              height={96}
              className="rounded-md"
            />
            {canEdit && (
              <span className="flex gap-1">
                {i > 0 &&
                  orderForm(
                    [...images.slice(0, i - 1), u, images[i - 1]!, ...images.slice(i + 1)],
                    t('admin.cat.move_earlier'),
                    'up',
                  )}
                {orderForm(
                  images.filter((x) => x !== u),
                  t('admin.cat.remove'),
                  'rm',
                )}
              </span>
            )}
          </li>
        ))}
      </ol>
      {canEdit && (
        <form onSubmit={(e) => void onUpload(e)} className="mt-4 flex flex-wrap items-end gap-3">
          <AdminField id={`${id}-file`} label={t('admin.cat.upload_label')} hint={t('admin.cat.upload_hint')}>
            <input
              id={`${id}-file`}
              name="file"
              type="file"
              required
              accept="image/jpeg,image/png,image/webp,image/avif"
              className="text-sm"
              aria-describedby={`${id}-file-hint`}
            />
          </AdminField>
          <button type="submit" className={ADMIN_BUTTON_QUIET} disabled={sending}>
            {t('admin.cat.upload')}
          </button>
          {upload && <Notice tone={upload.tone}>{upload.text}</Notice>}
        </form>
      )}
    </Card>
  );
}
