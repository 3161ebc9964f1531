// The collection's image: the browser posts the file itself (too big for a page form), as the product editor does.
import { useId, useState } from 'react';
import { Form, useRevalidator } from 'react-router';
import { staffCsrf } from '../../../lib/admin-collections.ts';
import { useAdminLang, useAdminT } from '../../../lib/admin-i18n.tsx';
import { ADMIN_BUTTON_QUIET, AdminField, Card, Notice } from '../ui.tsx';
import { IMAGE_SIZES } from '../../../lib/image-sizes.ts';
import { Picture } from '../../picture.tsx';

export function CollectionImage({
  collectionId,
  image,
  canEdit,
}: {
  collectionId: string | null;
  image: string | null;
  canEdit: boolean;
}) {
  const t = useAdminT();
  const lang = useAdminLang();
  const id = useId();
  const revalidator = useRevalidator();
  const [note, setNote] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [sending, setSending] = useState(false);
  async function onUpload(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const file = (e.currentTarget.elements.namedItem('file') as HTMLInputElement).files?.[0];
    if (!file || !collectionId) return;
    setSending(true);
    setNote(null);
    try {
      const res = await fetch(`/api/v1/admin/collections/${encodeURIComponent(collectionId)}/image`, {
        method: 'POST',
        headers: { 'content-type': file.type || 'application/octet-stream', 'x-csrf-token': staffCsrf() },
        body: file,
      });
      if (res.ok) {
        setNote({ tone: 'success', text: t('admin.coll.image_uploaded') });
        void revalidator.revalidate();
      } else
        setNote({
          tone: 'error',
          text: res.status === 413 ? t('admin.cat.err.too_big') : t('admin.cat.err.not_image'),
        });
    } finally {
      setSending(false);
    }
  }
  return (
    <Card title={t('admin.coll.image')}>
      {image ? (
        <Picture
          src={image}
          sizes={IMAGE_SIZES.adminCollection}
          alt={t('admin.coll.image_alt')}
          locale={lang}
          width={240}
          height={150}
          eager
          className="h-[150px] w-[240px] rounded-lg object-cover"
        />
      ) : (
        <p className="text-sm text-muted">{t('admin.coll.image_none')}</p>
      )}
      {canEdit && !collectionId && (
        <p className="mt-2 text-sm text-muted">{t('admin.coll.image_after_save')}</p>
      )}
      {canEdit && collectionId && (
        <div className="mt-4 flex flex-wrap items-end gap-3">
          <form onSubmit={(e) => void onUpload(e)} className="flex flex-wrap items-end gap-3">
            <AdminField id={`${id}-file`} label={t('admin.coll.image_label')}>
              <input
                id={`${id}-file`}
                name="file"
                type="file"
                required
                accept="image/jpeg,image/png,image/webp,image/avif"
                className="text-sm"
              />
            </AdminField>
            <button type="submit" className={ADMIN_BUTTON_QUIET} disabled={sending}>
              {t('admin.coll.image_upload')}
            </button>
          </form>
          {image && (
            <Form method="post">
              <button type="submit" name="intent" value="remove-image" className={ADMIN_BUTTON_QUIET}>
                {t('admin.coll.image_remove')}
              </button>
            </Form>
          )}
        </div>
      )}
      {note && (
        <div className="mt-3">
          <Notice tone={note.tone}>{note.text}</Notice>
        </div>
      )}
    </Card>
  );
}
