// The sections as cards in the page's order: dragged to a new place (native HTML5 drag and drop) or moved with the
// Move up / Move down buttons (keyboard), each with its kind, a summary, its schedule in HK time and whether it shows.
import { useState } from 'react';
import type { AdminMessageKey } from '../../../i18n/admin.en.ts';
import { localizedName } from '../../../lib/admin-catalogue.ts';
import { useAdminLang, useAdminT } from '../../../lib/admin-i18n.tsx';
import { ADMIN_BUTTON_QUIET } from '../ui.tsx';
import { SectionEditor, type EditorProps } from './section-editor.tsx';
import { hkText, type Draft, type Lookups } from './section-model.ts';

const SMALL = `${ADMIN_BUTTON_QUIET} min-h-9 px-3`;
export const KIND_LABEL: Record<Draft['kind'], AdminMessageKey> = {
  hero: 'admin.home.kind_hero',
  banner: 'admin.home.kind_banner',
  product_list: 'admin.home.kind_product_list',
  stories: 'admin.home.kind_stories',
};

function useSummary() {
  const t = useAdminT();
  const lang = useAdminLang();
  return (d: Draft, lookups: Lookups): string => {
    const title = localizedName(d.content.title, lang);
    if (d.kind === 'product_list') {
      const standard =
        d.content.list_key === 'treatment_list' ? t('admin.home.std_treatments') : t('admin.home.std_best');
      const col = lookups.collections.find((c) => c.key === d.content.collection);
      const what = col
        ? t('admin.home.sum_collection', { name: localizedName(col.name, lang) })
        : t('admin.home.sum_products', { n: d.content.product_ids.length });
      return `${title || standard} · ${what}`;
    }
    if (d.kind === 'stories')
      return `${title || t('admin.home.kind_stories')} · ${
        d.content.story_ids.length
          ? t('admin.home.sum_stories', { n: d.content.story_ids.length })
          : t('admin.home.sum_all_stories')
      }`;
    return title || t('admin.home.untitled');
  };
}

function status(d: Draft, now: number): AdminMessageKey {
  if (!d.enabled) return 'admin.home.st_hidden';
  if (d.starts_at && Date.parse(d.starts_at) > now) return 'admin.home.st_scheduled';
  if (d.ends_at && Date.parse(d.ends_at) <= now) return 'admin.home.st_ended';
  return 'admin.home.st_live';
}

export function SectionList({
  drafts,
  lookups,
  now,
  errorAt,
  error,
  onChange,
  onLookups,
  open,
  setOpen,
}: {
  /** the key of the section whose editor is open */
  open: string | null;
  setOpen: (key: string | null) => void;
  drafts: Draft[];
  lookups: Lookups;
  now: number;
  /** the index the API's refusal names, and its text */
  errorAt: number | null;
  error?: EditorProps['error'];
  onChange: (next: Draft[]) => void;
  onLookups: EditorProps['onLookups'];
}) {
  const t = useAdminT();
  const lang = useAdminLang();
  const summary = useSummary();
  const [dragging, setDragging] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const move = (from: number, to: number) => {
    if (to < 0 || to >= drafts.length || from === to) return;
    const next = [...drafts];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item!);
    onChange(next);
  };
  const update = (i: number, d: Draft) => onChange(drafts.map((x, j) => (j === i ? d : x)));
  if (!drafts.length) return <p className="text-sm text-muted">{t('admin.home.empty')}</p>;
  return (
    <ol className="flex flex-col gap-3" aria-label={t('admin.home.sections')}>
      {drafts.map((d, i) => {
        const name = `${t(KIND_LABEL[d.kind])}: ${summary(d, lookups)}`;
        const editing = open === d.key || errorAt === i;
        return (
          <li key={d.key} aria-label={name} className="min-w-0">
            <div
              draggable
              data-testid="section-card"
              onDragStart={(e) => {
                setDragging(i);
                e.dataTransfer.effectAllowed = 'move';
                e.dataTransfer.setData('text/plain', String(i));
              }}
              onDragOver={(e) => {
                e.preventDefault();
                setOver(i);
              }}
              onDragLeave={() => setOver((o) => (o === i ? null : o))}
              onDrop={(e) => {
                e.preventDefault();
                const from = dragging ?? Number(e.dataTransfer.getData('text/plain'));
                if (Number.isInteger(from)) move(from, i);
                setDragging(null);
                setOver(null);
              }}
              onDragEnd={() => {
                setDragging(null);
                setOver(null);
              }}
              className={`flex cursor-grab flex-wrap items-center gap-3 rounded-xl border bg-surface p-4 ${
                over === i && dragging !== i ? 'border-accent ring-2 ring-accent' : 'border-line'
              } ${dragging === i ? 'opacity-50' : ''} ${errorAt === i ? 'border-danger' : ''}`}
            >
              <span aria-hidden className="select-none text-muted">
                ⠿
              </span>
              <div className="min-w-0 flex-1">
                <p className="text-xs uppercase tracking-wide text-muted">
                  {i + 1}. {t(KIND_LABEL[d.kind])} · {t(status(d, now))}
                </p>
                <p className="truncate font-medium">{summary(d, lookups)}</p>
                <p className="text-xs text-muted">
                  {d.starts_at || d.ends_at
                    ? t('admin.home.sched_text', {
                        from: d.starts_at ? hkText(d.starts_at, lang) : t('admin.home.sched_now'),
                        to: d.ends_at ? hkText(d.ends_at, lang) : t('admin.home.sched_open'),
                      })
                    : t('admin.home.sched_always')}
                </p>
              </div>
              <label className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  checked={d.enabled}
                  onChange={(e) => update(i, { ...d, enabled: e.target.checked })}
                />
                {t('admin.home.enabled')}
              </label>
              <button
                type="button"
                className={SMALL}
                disabled={i === 0}
                onClick={() => move(i, i - 1)}
                aria-label={t('admin.home.up_named', { name })}
              >
                {t('admin.home.up')}
              </button>
              <button
                type="button"
                className={SMALL}
                disabled={i === drafts.length - 1}
                onClick={() => move(i, i + 1)}
                aria-label={t('admin.home.down_named', { name })}
              >
                {t('admin.home.down')}
              </button>
              <button
                type="button"
                className={SMALL}
                aria-expanded={editing}
                onClick={() => setOpen(editing ? null : d.key)}
                aria-label={t(editing ? 'admin.home.close_named' : 'admin.home.edit_named', { name })}
              >
                {t(editing ? 'admin.home.close' : 'admin.home.edit')}
              </button>
              <button
                type="button"
                className={SMALL}
                onClick={() => onChange(drafts.filter((_, j) => j !== i))}
                aria-label={t('admin.home.remove_named', { name })}
              >
                {t('admin.home.remove')}
              </button>
            </div>
            {editing && (
              <div className="mt-2 rounded-xl border border-line bg-surface p-4">
                <SectionEditor
                  draft={d}
                  lookups={lookups}
                  onChange={(x) => update(i, x)}
                  onLookups={onLookups}
                  error={errorAt === i ? error : undefined}
                />
              </div>
            )}
          </li>
        );
      })}
    </ol>
  );
}
