// The collection's image: the browser posts the file itself (too big for a page form), as the product editor does.
import { useId } from 'react';
import { Form } from 'react-router';
import { useImageUpload } from '../../../lib/admin-image-upload.ts';
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
  const { onUpload, note, sending } = useImageUpload(
    collectionId ? `/api/v1/admin/collections/${encodeURIComponent(collectionId)}/image` : null,
    t('admin.coll.image_uploaded'),
  );
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
