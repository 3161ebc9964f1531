// A banner's picture (2.9-01): shown as shoppers get it, replaced by an upload the browser posts itself (too big for a
// page form), as the product and collection editors do; the API makes its sizes and points the banner at it.
import { useId } from 'react';
import { useImageUpload } from '../../../lib/admin-image-upload.ts';
import { useAdminLang, useAdminT } from '../../../lib/admin-i18n.tsx';
import { IMAGE_SIZES } from '../../../lib/image-sizes.ts';
import { Picture } from '../../picture.tsx';
import { ADMIN_BUTTON_QUIET, AdminField, Notice } from '../ui.tsx';
import type { Banner } from './settings-types.ts';

export function BannerImage({ banner: b }: { banner: Banner }) {
  const t = useAdminT();
  const lang = useAdminLang();
  const id = useId();
  const { onUpload, note, sending } = useImageUpload(
    `/api/v1/admin/settings/banners/${encodeURIComponent(b.id)}/image`,
    t('admin.settings.banner_uploaded'),
  );
  return (
    <div className="flex flex-wrap items-end gap-4">
      {b.image ? (
        <Picture
          src={b.image}
          sizes={IMAGE_SIZES.adminBanner}
          alt={t('admin.settings.banner_current', { title: b.title.eng })}
          locale={lang}
          width={240}
          height={120}
          eager
          className="h-[120px] w-[240px] rounded-lg bg-surface-2 object-cover"
        />
      ) : (
        <p className="text-sm text-muted">{t('admin.settings.banner_none')}</p>
      )}
      <form onSubmit={(e) => void onUpload(e)} className="flex flex-wrap items-end gap-3">
        <AdminField
          id={`${id}-file`}
          label={t('admin.settings.banner_upload_label')}
          hint={t('admin.settings.banner_upload_hint')}
        >
          <input
            id={`${id}-file`}
            name="file"
            type="file"
            required
            accept="image/*"
            className="text-sm"
            aria-describedby={`${id}-file-hint`}
          />
        </AdminField>
        <button type="submit" className={ADMIN_BUTTON_QUIET} disabled={sending}>
          {t('admin.settings.banner_upload')}
        </button>
      </form>
      {note && (
        <div className="basis-full">
          <Notice tone={note.tone}>{note.text}</Notice>
        </div>
      )}
    </div>
  );
}
