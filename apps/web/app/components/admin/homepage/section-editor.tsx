// One section's editor, by kind: texts in three scripts, the picture and the link (hero, banner), the products or a
// collection (product list), the stories (stories); the schedule for all.
import { useAdminLang, useAdminT } from '../../../lib/admin-i18n.tsx';
import { localizedName } from '../../../lib/admin-catalogue.ts';
import { ADMIN_SELECT } from '../ui.tsx';
import { ProductListPicker } from './product-picker.tsx';
import { ImageField, LinkField, ScheduleField, TextTriple } from './section-fields.tsx';
import type { Draft, Lookups } from './section-model.ts';

export interface EditorProps {
  draft: Draft;
  lookups: Lookups;
  onChange: (d: Draft) => void;
  /** something the editor learned about (an uploaded picture, a product picked): kept for names and previews */
  onLookups: (l: Partial<Lookups>) => void;
  /** the API's refusal of this section: its field under the section (content.image, ends_at …) and the text */
  error?: { field: string; text: string };
}

export function SectionEditor({ draft, lookups, onChange, onLookups, error }: EditorProps) {
  const t = useAdminT();
  const lang = useAdminLang();
  const err = (...fields: string[]) =>
    error && fields.some((f) => error.field === f || error.field.startsWith(`${f}.`))
      ? error.text
      : undefined;
  const addProduct = (p: Lookups['products'][number]) =>
    onLookups({ products: [...lookups.products.filter((x) => x.id !== p.id), p] });
  const schedule = (
    <ScheduleField
      startsAt={draft.starts_at}
      endsAt={draft.ends_at}
      onChange={(v) => onChange({ ...draft, ...v })}
      error={err('starts_at', 'ends_at')}
    />
  );
  if (draft.kind === 'hero' || draft.kind === 'banner') {
    const c = draft.content;
    const set = (patch: Partial<typeof c>) => onChange({ ...draft, content: { ...c, ...patch } });
    return (
      <div className="flex flex-col gap-3">
        <TextTriple
          label={t('admin.home.title')}
          value={c.title}
          onChange={(v) => set({ title: v })}
          error={err('content.title')}
        />
        <TextTriple
          label={t('admin.home.subtitle')}
          value={c.subtitle}
          multiline
          onChange={(v) => set({ subtitle: v })}
          error={err('content.subtitle')}
        />
        <ImageField
          hash={c.image}
          lookups={lookups}
          error={err('content.image')}
          onUploaded={(img) => {
            onLookups({ images: [...lookups.images.filter((i) => i.hash !== img.hash), img] });
            set({ image: img.hash });
          }}
        />
        <TextTriple
          label={t('admin.home.alt')}
          value={c.alt}
          onChange={(v) => set({ alt: v })}
          error={err('content.alt')}
        />
        <TextTriple
          label={t('admin.home.button')}
          value={c.button}
          onChange={(v) => set({ button: v })}
          error={err('content.button')}
        />
        <LinkField
          value={c.link}
          lookups={lookups}
          onChange={(link) => set({ link })}
          onProductPicked={addProduct}
          error={err('content.link')}
        />
        {schedule}
      </div>
    );
  }
  if (draft.kind === 'product_list') {
    const c = draft.content;
    const set = (patch: Partial<typeof c>) => onChange({ ...draft, content: { ...c, ...patch } });
    const fromCollection = c.product_ids.length === 0 && c.collection !== null;
    return (
      <div className="flex flex-col gap-3">
        <TextTriple
          label={t('admin.home.title')}
          value={c.title}
          onChange={(v) => set({ title: v })}
          error={err('content.title')}
        />
        <p className="text-xs text-muted">{t('admin.home.title_standard')}</p>
        <fieldset className="flex flex-wrap gap-4 text-sm">
          <legend className="sr-only">{t('admin.home.list_source')}</legend>
          <label className="flex items-center gap-2">
            <input type="radio" checked={!fromCollection} onChange={() => set({ collection: null })} />
            {t('admin.home.list_products')}
          </label>
          <label className="flex items-center gap-2">
            <input
              type="radio"
              checked={fromCollection}
              onChange={() => set({ product_ids: [], collection: lookups.collections[0]?.key ?? null })}
            />
            {t('admin.home.list_collection')}
          </label>
        </fieldset>
        {fromCollection ? (
          <label className="text-sm">
            {t('admin.home.link_collection')}
            <select
              className={`${ADMIN_SELECT} mt-1 block`}
              value={c.collection ?? ''}
              onChange={(e) => set({ collection: e.target.value })}
            >
              {lookups.collections.map((col) => (
                <option key={col.key} value={col.key}>
                  {localizedName(col.name, lang)}
                </option>
              ))}
            </select>
          </label>
        ) : (
          <ProductListPicker
            ids={c.product_ids}
            lookups={lookups}
            onChange={(ids) => set({ product_ids: ids })}
            onProductPicked={addProduct}
            error={err('content.product_ids', 'content.collection')}
          />
        )}
        {schedule}
      </div>
    );
  }
  const c = draft.content;
  const set = (patch: Partial<typeof c>) => onChange({ ...draft, content: { ...c, ...patch } });
  return (
    <div className="flex flex-col gap-3">
      <TextTriple label={t('admin.home.title')} value={c.title} onChange={(v) => set({ title: v })} />
      <fieldset className="rounded-lg border border-line p-3">
        <legend className="px-1 text-sm font-medium">{t('admin.home.stories_pick')}</legend>
        <p className="text-xs text-muted">{t('admin.home.stories_hint')}</p>
        <ul className="mt-2 flex flex-col gap-1">
          {lookups.stories.map((s) => (
            <li key={s.id}>
              <label className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  checked={c.story_ids.includes(s.id)}
                  onChange={(e) =>
                    set({
                      story_ids: e.target.checked
                        ? [...c.story_ids, s.id]
                        : c.story_ids.filter((x) => x !== s.id),
                    })
                  }
                />
                {s.title} · {s.name}
              </label>
            </li>
          ))}
        </ul>
        {err('content.story_ids') && <p className="text-sm text-danger">{err('content.story_ids')}</p>}
      </fieldset>
      {schedule}
    </div>
  );
}
