// What a menu link opens, chosen by name: pages and collections from their lists, products by a search; a web
// address typed. Staff never type a key or an id.
import { useEffect, useId, useState } from 'react';
import type { MenuKind } from '@shop/core';
import type { MenuTargetOut, MenuTargetsOut } from '@shop/core/contract/menu';
import { staffGet } from '../../../lib/admin-browser.ts';
import { localizedName } from '../../../lib/admin-catalogue.ts';
import { useAdminLang, useAdminT } from '../../../lib/admin-i18n.tsx';
import { ADMIN_BUTTON_QUIET, ADMIN_INPUT } from '../ui.tsx';

type PickKind = Exclude<MenuKind, 'url'>;

/** the choices of one kind for a search; pages and collections are few, so one answer holds them all */
function useChoices(kind: PickKind, q: string, open: boolean) {
  const [state, setState] = useState<{ key: string; targets: MenuTargetOut[] } | null>(null);
  // products are searched as staff type; the lists of pages and collections come once and filter here
  const key = kind === 'product' ? `${kind}:${q.trim()}` : kind;
  useEffect(() => {
    if (!open || (kind === 'product' && !q.trim())) return;
    let live = true;
    const load = async () => {
      const res = await staffGet<MenuTargetsOut>(
        `/api/v1/admin/menus/targets?kind=${kind}&q=${encodeURIComponent(kind === 'product' ? q.trim() : '')}`,
      );
      if (live) setState({ key, targets: res?.targets ?? [] });
    };
    const timer = setTimeout(() => void load(), kind === 'product' ? 250 : 0);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [key, kind, q, open]);
  const loading = state?.key !== key && !(kind === 'product' && !q.trim());
  const needle = q.trim().toLowerCase();
  const targets = (state?.key === key ? state.targets : []).filter(
    (t) =>
      kind === 'product' ||
      !needle ||
      [t.title.eng, t.title.chi, t.title.cn].some((s) => s.toLowerCase().includes(needle)),
  );
  return { loading, targets };
}

export function MenuTargetPicker({
  id,
  kind,
  current,
  itemLabel,
  error,
  onPick,
}: {
  id: string;
  kind: PickKind;
  /** the chosen target as the editor knows it (its title), if any */
  current: MenuTargetOut | undefined;
  itemLabel: string;
  error?: string;
  onPick: (target: MenuTargetOut) => void;
}) {
  const t = useAdminT();
  const lang = useAdminLang();
  const listId = useId();
  const [q, setQ] = useState('');
  const [open, setOpen] = useState(!current);
  const { loading, targets } = useChoices(kind, q, open);
  const findLabel = t(
    kind === 'page'
      ? 'admin.menus.find_page'
      : kind === 'collection'
        ? 'admin.menus.find_collection'
        : 'admin.menus.find_product',
  );
  return (
    <div className="grid gap-2">
      <p id={`${id}-current`} className="text-sm" aria-live="polite">
        {current ? (
          <>
            {t('admin.menus.opens', { title: localizedName(current.title, lang) })}
            {!current.shown && <span className="text-muted"> {t('admin.menus.hidden')}</span>}
          </>
        ) : (
          <span className="text-muted">{t('admin.menus.opens_none')}</span>
        )}
      </p>
      <div>
        <label htmlFor={id} className="text-sm font-medium">
          {findLabel}
        </label>
        <input
          id={id}
          type="search"
          value={q}
          onChange={(e) => {
            setQ(e.target.value);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          aria-describedby={error ? `${id}-error` : `${id}-current`}
          aria-invalid={error ? true : undefined}
          aria-controls={listId}
          className={`${ADMIN_INPUT} mt-1`}
          autoComplete="off"
        />
        {error && (
          <p id={`${id}-error`} className="mt-1 text-sm text-danger">
            {error}
          </p>
        )}
      </div>
      {open && (
        <div id={listId}>
          {loading ? (
            <p role="status" className="text-sm text-muted">
              {t('admin.menus.searching')}
            </p>
          ) : kind === 'product' && !q.trim() ? null : targets.length === 0 ? (
            <p role="status" className="text-sm text-muted">
              {t('admin.menus.no_matches')}
            </p>
          ) : (
            <ul aria-label={`${t('admin.menus.choices')}: ${itemLabel}`} className="flex flex-wrap gap-2">
              {targets.slice(0, 30).map((c) => {
                const title = localizedName(c.title, lang);
                return (
                  <li key={c.target}>
                    <button
                      type="button"
                      className={`${ADMIN_BUTTON_QUIET} min-h-9 px-3`}
                      aria-label={t('admin.menus.choose', { title })}
                      onClick={() => {
                        onPick(c);
                        setQ('');
                        setOpen(false);
                      }}
                    >
                      {title}
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
