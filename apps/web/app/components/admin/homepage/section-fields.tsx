// Pieces of the section editor: a text in three scripts (with the OpenCC assist), the picture upload, the link
// picker and the schedule in HK time.
import { useId, useState } from 'react';
import type { HomepageImageOut, SectionLink, SectionText } from '@shop/core/contract/admin-homepage';
import { staffCsrf } from '../../../lib/admin-browser.ts';
import { localizedName } from '../../../lib/admin-catalogue.ts';
import { adminErrorText } from '../../../lib/admin-error-text.ts';
import { useAdminLang, useAdminT } from '../../../lib/admin-i18n.tsx';
import type { AdminMessageKey } from '../../../i18n/admin.en.ts';
import { Picture } from '../../picture.tsx';
import { FillSimplifiedButton } from '../product/editor-ui.tsx';
import { ADMIN_BUTTON_QUIET, ADMIN_INPUT, ADMIN_SELECT, Notice } from '../ui.tsx';
import { fromHkInput, toHkInput, type Lookups } from './section-model.ts';
import { ProductSearch } from './product-picker.tsx';

const SCRIPTS = [
  ['eng', 'admin.home.script_eng'],
  ['chi', 'admin.home.script_chi'],
  ['cn', 'admin.home.script_cn'],
] as const;

/** One text in English, Traditional and Simplified Chinese; "Fill Simplified" converts the Traditional one. */
export function TextTriple({
  label,
  value,
  onChange,
  multiline,
  error,
}: {
  label: string;
  value: SectionText;
  onChange: (v: SectionText) => void;
  multiline?: boolean;
  error?: string;
}) {
  const t = useAdminT();
  const id = useId();
  return (
    <fieldset className="min-w-0 rounded-lg border border-line p-3">
      <legend className="px-1 text-sm font-medium">{label}</legend>
      <div className="grid gap-3 md:grid-cols-3">
        {SCRIPTS.map(([script, key]) => {
          const fieldId = `${id}-${script}`;
          const props = {
            id: fieldId,
            value: value[script],
            className: ADMIN_INPUT,
            onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
              onChange({ ...value, [script]: e.target.value }),
          };
          return (
            <div key={script}>
              <label htmlFor={fieldId} className="text-xs text-muted">
                {`${label} (${t(key)})`}
              </label>
              {multiline ? <textarea rows={2} {...props} /> : <input {...props} />}
            </div>
          );
        })}
      </div>
      <div className="mt-2">
        <FillSimplifiedButton
          label={`${t('admin.pe.fill_simplified')}: ${label}`}
          read={() => [value.chi]}
          fill={([cn]) => onChange({ ...value, cn: cn ?? value.cn })}
        />
      </div>
      {error && <p className="mt-1 text-sm text-danger">{error}</p>}
    </fieldset>
  );
}

/** The section's picture: shown, and replaced by uploading a file (checked and resized by the media module). */
export function ImageField({
  hash,
  lookups,
  onUploaded,
  error,
}: {
  hash: string;
  lookups: Lookups;
  onUploaded: (img: HomepageImageOut) => void;
  error?: string;
}) {
  const t = useAdminT();
  const id = useId();
  const [note, setNote] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const known = lookups.images.find((i) => i.hash === hash);
  const src = known?.src ?? (hash.startsWith('/') ? hash : null);
  async function upload(file: File) {
    setBusy(true);
    setNote(null);
    try {
      const res = await fetch('/api/v1/admin/homepage/images', {
        method: 'POST',
        headers: { 'content-type': file.type || 'application/octet-stream', 'x-csrf-token': staffCsrf() },
        body: file,
      });
      if (res.ok) {
        onUploaded((await res.json()) as HomepageImageOut);
        setNote({ tone: 'success', text: t('admin.home.uploaded') });
      } else if (res.status === 413) setNote({ tone: 'error', text: t('admin.cat.err.too_big') });
      else setNote({ tone: 'error', text: adminErrorText(await res.json().catch(() => ({})), t) });
    } catch {
      setNote({ tone: 'error', text: t('admin.cat.err.not_image') });
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="flex flex-col gap-2">
      <span className="text-sm font-medium">{t('admin.home.image')}</span>
      {src ? (
        <Picture
          src={src}
          sizes="320px"
          alt={t('admin.home.image_current')}
          locale="en"
          width={known?.width ?? 1600}
          height={known?.height ?? 800}
          className="aspect-[2/1] w-80 max-w-full rounded border border-line object-cover"
        />
      ) : (
        <p className="text-sm text-muted">{t('admin.home.image_none')}</p>
      )}
      <label htmlFor={`${id}-file`} className="text-sm">
        {t('admin.home.image_upload')}
      </label>
      <input
        id={`${id}-file`}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/avif"
        disabled={busy}
        aria-describedby={`${id}-hint`}
        onChange={(e) => {
          const file = e.currentTarget.files?.[0];
          if (file) void upload(file);
        }}
        className="text-sm"
      />
      <p id={`${id}-hint`} className="text-xs text-muted">
        {t('admin.cat.upload_hint')}
      </p>
      {busy && <p className="text-sm text-muted">{t('admin.home.uploading')}</p>}
      {note && <Notice tone={note.tone}>{note.text}</Notice>}
      {error && <p className="text-sm text-danger">{error}</p>}
    </div>
  );
}

const LINK_KINDS: [SectionLink['kind'] | 'none', AdminMessageKey][] = [
  ['none', 'admin.home.link_none'],
  ['collection', 'admin.home.link_collection'],
  ['page', 'admin.home.link_page'],
  ['product', 'admin.home.link_product'],
  ['path', 'admin.home.link_path'],
];

/** Where the button leads: a collection or page by name, a product found by name, or a path of the shop. */
export function LinkField({
  value,
  lookups,
  onChange,
  onProductPicked,
  error,
}: {
  value: SectionLink | null;
  lookups: Lookups;
  onChange: (v: SectionLink | null) => void;
  onProductPicked: (p: Lookups['products'][number]) => void;
  error?: string;
}) {
  const t = useAdminT();
  const lang = useAdminLang();
  const id = useId();
  const kind = value?.kind ?? 'none';
  const product = value?.kind === 'product' ? lookups.products.find((p) => p.id === value.target) : undefined;
  return (
    <fieldset className="min-w-0 rounded-lg border border-line p-3">
      <legend className="px-1 text-sm font-medium">{t('admin.home.link')}</legend>
      <div className="flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor={`${id}-kind`} className="text-xs text-muted">
            {t('admin.home.link_kind')}
          </label>
          <select
            id={`${id}-kind`}
            className={ADMIN_SELECT}
            value={kind}
            onChange={(e) => {
              const k = e.target.value as SectionLink['kind'] | 'none';
              onChange(k === 'none' ? null : ({ kind: k, target: k === 'path' ? '/' : '' } as SectionLink));
            }}
          >
            {LINK_KINDS.map(([k, key]) => (
              <option key={k} value={k}>
                {t(key)}
              </option>
            ))}
          </select>
        </div>
        {(kind === 'collection' || kind === 'page') && (
          <div>
            <label htmlFor={`${id}-target`} className="text-xs text-muted">
              {t(kind === 'page' ? 'admin.home.link_page' : 'admin.home.link_collection')}
            </label>
            <select
              id={`${id}-target`}
              className={ADMIN_SELECT}
              value={value?.target ?? ''}
              onChange={(e) => onChange({ kind, target: e.target.value })}
            >
              <option value="">{t('admin.home.choose')}</option>
              {kind === 'collection'
                ? lookups.collections.map((c) => (
                    <option key={c.key} value={c.key}>
                      {localizedName(c.name, lang)}
                    </option>
                  ))
                : lookups.pages.map((p) => (
                    <option key={p.handle} value={p.handle}>
                      {localizedName(p.title, lang) || p.handle}
                    </option>
                  ))}
            </select>
          </div>
        )}
        {kind === 'path' && (
          <div>
            <label htmlFor={`${id}-path`} className="text-xs text-muted">
              {t('admin.home.link_path')}
            </label>
            <input
              id={`${id}-path`}
              className={ADMIN_INPUT}
              value={value?.target ?? ''}
              onChange={(e) => onChange({ kind: 'path', target: e.target.value })}
            />
          </div>
        )}
      </div>
      {kind === 'product' && (
        <div className="mt-2">
          {product && (
            <p className="text-sm">{t('admin.home.link_to', { name: localizedName(product.name, lang) })}</p>
          )}
          <ProductSearch
            label={t('admin.home.link_product_search')}
            exclude={product ? [product.id] : []}
            onPick={(p) => {
              onProductPicked(p);
              onChange({ kind: 'product', target: p.id });
            }}
          />
        </div>
      )}
      {error && <p className="mt-1 text-sm text-danger">{error}</p>}
    </fieldset>
  );
}

/** Start and end typed in Hong Kong time; both optional (no start: at once; no end: until removed). */
export function ScheduleField({
  startsAt,
  endsAt,
  onChange,
  error,
}: {
  startsAt: string | null;
  endsAt: string | null;
  onChange: (v: { starts_at: string | null; ends_at: string | null }) => void;
  error?: string;
}) {
  const t = useAdminT();
  const id = useId();
  return (
    <fieldset className="min-w-0 rounded-lg border border-line p-3">
      <legend className="px-1 text-sm font-medium">{t('admin.home.schedule')}</legend>
      <p className="text-xs text-muted">{t('admin.home.schedule_hint')}</p>
      <div className="mt-2 flex flex-wrap gap-3">
        <div>
          <label htmlFor={`${id}-start`} className="text-xs text-muted">
            {t('admin.home.starts')}
          </label>
          <input
            id={`${id}-start`}
            type="datetime-local"
            className={ADMIN_INPUT}
            value={toHkInput(startsAt)}
            onChange={(e) => onChange({ starts_at: fromHkInput(e.target.value), ends_at: endsAt })}
          />
        </div>
        <div>
          <label htmlFor={`${id}-end`} className="text-xs text-muted">
            {t('admin.home.ends')}
          </label>
          <input
            id={`${id}-end`}
            type="datetime-local"
            className={ADMIN_INPUT}
            value={toHkInput(endsAt)}
            aria-invalid={error ? true : undefined}
            onChange={(e) => onChange({ starts_at: startsAt, ends_at: fromHkInput(e.target.value) })}
          />
        </div>
        {(startsAt || endsAt) && (
          <button
            type="button"
            className={`${ADMIN_BUTTON_QUIET} min-h-9 self-end px-3`}
            onClick={() => onChange({ starts_at: null, ends_at: null })}
          >
            {t('admin.home.schedule_clear')}
          </button>
        )}
      </div>
      {error && <p className="mt-1 text-sm text-danger">{error}</p>}
    </fieldset>
  );
}
