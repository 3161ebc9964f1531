// The product's pictures: reorder and remove (a form to its own action), upload (the browser posts the file itself),
// each shown as shoppers get it once its sizes are made (2.9-01), with its alt text in three scripts.
import { useEffect, useId } from 'react';
import { useFetcher, useRevalidator } from 'react-router';
import type { MediaAdminOut } from '@shop/core/contract/media';
import type { FormResult } from '../../../lib/admin-form.ts';
import { useAdminLang, useAdminT } from '../../../lib/admin-i18n.tsx';
import { useImageUpload } from '../../../lib/admin-image-upload.ts';
import { IMAGE_SIZES } from '../../../lib/image-sizes.ts';
import { Picture } from '../../picture.tsx';
import { FormOutcome } from '../admin-form.tsx';
import { ADMIN_BUTTON_QUIET, ADMIN_INPUT, AdminField, Card, Notice } from '../ui.tsx';
import { mediaOf, productFormPath, type AdminProduct } from './product-types.ts';

/** How often the card asks again while a picture's sizes are being made: polite, and only while one is. */
const PROCESSING_POLL_MS = 2000;

export function ImagesCard({ product, canEdit }: { product: AdminProduct; canEdit: boolean }) {
  const t = useAdminT();
  const id = useId();
  // the card's reorder and remove buttons are small forms of one fetcher: one answer for the card
  const fetcher = useFetcher<FormResult>();
  const revalidator = useRevalidator();
  const {
    onUpload,
    note: upload,
    sending,
  } = useImageUpload(
    `/api/v1/admin/products/${encodeURIComponent(product.id)}/images`,
    t('admin.cat.uploaded'),
  );
  const images = product.images;
  const media = mediaOf(product);
  const processing = media.some((m) => m?.status === 'pending');
  // a picture is shown once its variants exist: ask again until none is pending (2.9-01)
  useEffect(() => {
    if (!processing) return;
    const timer = setInterval(() => {
      if (revalidator.state === 'idle' && document.visibilityState === 'visible')
        void revalidator.revalidate();
    }, PROCESSING_POLL_MS);
    return () => clearInterval(timer);
  }, [processing, revalidator]);
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
  return (
    <Card title={t('admin.cat.images')}>
      <FormOutcome result={fetcher.data} />
      <ol className="mt-2 grid gap-4 lg:grid-cols-2">
        {images.map((u, i) => (
          <li key={u} className="flex flex-col gap-3 rounded-lg border border-line p-3 sm:flex-row">
            <div className="flex shrink-0 flex-col items-center gap-2 sm:w-36">
              <ImagePreview src={u} media={media[i]} n={i + 1} />
              {canEdit && (
                <span className="flex flex-wrap justify-center gap-1">
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
            </div>
            {media[i] && media[i].status !== 'failed' && (
              <AltForm productId={product.id} media={media[i]} n={i + 1} canEdit={canEdit} />
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

/** The picture as shoppers get it, or a processing or failed state until its variants exist. */
function ImagePreview({ src, media, n }: { src: string; media: MediaAdminOut | undefined; n: number }) {
  const t = useAdminT();
  const lang = useAdminLang();
  const box = 'flex size-24 items-center justify-center rounded-md bg-surface-2 p-2 text-center text-xs';
  if (media?.status === 'pending')
    return (
      <div role="status" className={box} title={t('admin.cat.processing_hint')}>
        <span>
          <span className="sr-only">{t('admin.cat.image_n', { n })}: </span>
          {t('admin.cat.processing')}
        </span>
      </div>
    );
  if (media?.status === 'failed')
    return (
      <div role="alert" className={`${box} text-danger`}>
        {t('admin.cat.failed')}
      </div>
    );
  return (
    <Picture
      image={media}
      src={src}
      sizes={IMAGE_SIZES.px96}
      alt={t('admin.cat.image_n', { n })}
      locale={lang}
      width={96}
      height={96}
      eager
      className="size-24 rounded-md bg-surface-2 object-cover"
    />
  );
}

const SCRIPTS = [
  ['eng', 'admin.cat.alt_eng', 'en'],
  ['chi', 'admin.cat.alt_chi', 'zh-Hant'],
  ['cn', 'admin.cat.alt_cn', 'zh-Hans'],
] as const;

/** Staff's alt text of one picture in three scripts, saved on its own (PUT /api/v1/admin/media/alt). */
function AltForm({
  productId,
  media,
  n,
  canEdit,
}: {
  productId: string;
  media: MediaAdminOut;
  n: number;
  canEdit: boolean;
}) {
  const t = useAdminT();
  const id = useId();
  const fetcher = useFetcher<FormResult>();
  const error = fetcher.data && !fetcher.data.ok ? fetcher.data.field : undefined;
  return (
    <fetcher.Form method="post" action={productFormPath(productId, 'image-alt')} className="min-w-0 flex-1">
      <fieldset className="grid gap-2" disabled={!canEdit}>
        <legend className="text-sm font-medium">{t('admin.cat.alt_legend', { n })}</legend>
        <p id={`${id}-hint`} className="text-xs text-muted">
          {t('admin.cat.alt_hint')}
        </p>
        <input type="hidden" name="src" value={media.src} />
        {SCRIPTS.map(([script, label, htmlLang]) => (
          <AdminField key={script} id={`${id}-${script}`} label={t(label)}>
            <input
              id={`${id}-${script}`}
              name={`alt.${script}`}
              lang={htmlLang}
              maxLength={200}
              defaultValue={media.alt?.[script] ?? ''}
              className={ADMIN_INPUT}
              aria-describedby={`${id}-hint`}
              aria-invalid={error === `alt.${script}` ? true : undefined}
            />
          </AdminField>
        ))}
        {canEdit && (
          <div className="flex flex-wrap items-center gap-3">
            <button type="submit" className={ADMIN_BUTTON_QUIET} disabled={fetcher.state !== 'idle'}>
              {t('admin.cat.alt_save')}
            </button>
            <FormOutcome result={fetcher.data} />
          </div>
        )}
      </fieldset>
    </fetcher.Form>
  );
}
