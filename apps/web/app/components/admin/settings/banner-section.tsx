// Marketplace banners: one card each with its texts in three languages, a card to add one, delete. The home page's
// hero slides and banners are homepage sections (/admin/homepage).
import { useId } from 'react';
import { useFetcher } from 'react-router';
import { fieldError, type FormResult } from '../../../lib/admin-form.ts';
import { useAdminT } from '../../../lib/admin-i18n.tsx';
import { FormOutcome } from '../admin-form.tsx';
import { ADMIN_INPUT, AdminField, Card, describedBy } from '../ui.tsx';
import {
  DeletedNotice,
  DeleteForm,
  LocalizedInputs,
  NewRecordFields,
  SaveButton,
} from './settings-fields.tsx';
import { BannerImage } from './banner-image.tsx';
import type { Banner } from './settings-types.ts';

const PATH = '/admin/settings/banners';
const DELETED = 'settings:banners:delete';
const ADDED = 'settings:banners:add';
const BLANK = { eng: '', chi: '', cn: '' };
const NEW_BANNER: Banner = {
  id: '',
  kind: 'marketplace',
  title: BLANK,
  subtitle: BLANK,
  cta: BLANK,
  image: '',
  link: '',
  priority: 0,
};

export function BannerSection({ banners }: { banners: Banner[] }) {
  const t = useAdminT();
  return (
    <section id="banners" aria-labelledby="banners-h" className="flex scroll-mt-4 flex-col gap-4">
      <h2 id="banners-h" className="font-serif text-xl">
        {t('admin.settings.banners')}
      </h2>
      <DeletedNotice fetcherKey={DELETED} />
      {/* keyed on the picture too: an upload changes the address the form's image input holds */}
      {banners.map((b) => (
        <BannerForm key={`${b.id}:${b.image}`} banner={b} />
      ))}
      <BannerForm key={`new-${banners.length}`} banner={NEW_BANNER} isNew />
    </section>
  );
}

function BannerForm({ banner: b, isNew = false }: { banner: Banner; isNew?: boolean }) {
  const t = useAdminT();
  const id = useId();
  const fetcher = useFetcher<FormResult>(isNew ? { key: ADDED } : undefined);
  const error = (f: string) => fieldError(fetcher.data, f);
  const text = (name: 'image' | 'link', label: string, value: string) => (
    <AdminField id={`${id}-${name}`} label={label} error={error(name)}>
      <input
        id={`${id}-${name}`}
        name={name}
        required
        maxLength={500}
        defaultValue={value}
        className={ADMIN_INPUT}
        aria-invalid={error(name) ? true : undefined}
        aria-describedby={describedBy(`${id}-${name}`, error(name))}
      />
    </AdminField>
  );
  const kind = b.kind === 'hero' ? t('admin.settings.hero') : t('admin.settings.marketplace');
  return (
    <Card title={isNew ? t('admin.settings.add_banner') : `${b.title.eng} · ${kind}`}>
      {!isNew && (
        <div className="mb-4 border-b border-line pb-4">
          <BannerImage banner={b} />
        </div>
      )}
      <fetcher.Form
        method="post"
        action={isNew ? PATH : `${PATH}/${encodeURIComponent(b.id)}`}
        className="flex flex-col gap-4"
      >
        {isNew ? (
          <NewRecordFields
            error={error}
            kinds={[{ value: 'marketplace', label: t('admin.settings.marketplace') }]}
          />
        ) : (
          <input type="hidden" name="kind" value={b.kind} />
        )}
        <LocalizedInputs
          prefix="title"
          label={t('admin.settings.banner_title')}
          value={b.title}
          error={error}
        />
        <LocalizedInputs
          prefix="subtitle"
          label={t('admin.settings.banner_subtitle')}
          value={b.subtitle}
          error={error}
        />
        <LocalizedInputs prefix="cta" label={t('admin.settings.banner_cta')} value={b.cta} error={error} />
        <div className="grid gap-4 sm:grid-cols-3">
          {text('image', t('admin.settings.banner_image'), b.image)}
          {text('link', t('admin.settings.banner_link'), b.link)}
          <AdminField id={`${id}-prio`} label={t('admin.settings.priority')}>
            <input
              id={`${id}-prio`}
              name="priority"
              type="number"
              min={0}
              max={10000}
              defaultValue={b.priority}
              className={ADMIN_INPUT}
            />
          </AdminField>
        </div>
        <FormOutcome result={fetcher.data} />
        <div>
          <SaveButton busy={fetcher.state !== 'idle'} label={isNew ? t('admin.settings.add') : undefined} />
        </div>
      </fetcher.Form>
      {!isNew && (
        <div className="mt-4 border-t border-line pt-4">
          <DeleteForm
            action={`${PATH}/${encodeURIComponent(b.id)}/delete`}
            fetcherKey={DELETED}
            label={b.title.eng}
          />
        </div>
      )}
    </Card>
  );
}
