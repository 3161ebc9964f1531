// Products found by name (any script) or SKU and added to a list, which staff reorder and trim: never an id typed.
import { useEffect, useId, useState } from 'react';
import type { ProductPickerOut } from '@shop/core/contract/admin-product-out';
import { staffGet } from '../../../lib/admin-browser.ts';
import { localizedName } from '../../../lib/admin-catalogue.ts';
import { useAdminLang, useAdminT } from '../../../lib/admin-i18n.tsx';
import { ADMIN_BUTTON_QUIET, ADMIN_INPUT } from '../ui.tsx';
import { moved, type Lookups } from './section-model.ts';

type Found = ProductPickerOut['items'][number];
/** HOMEPAGE_LIST_MAX in core: the API refuses a 25th */
const HOMEPAGE_LIST_MAX = 24;
const SMALL = `${ADMIN_BUTTON_QUIET} min-h-9 px-3`;

/** A search box whose results each have an Add button. */
export function ProductSearch({
  label,
  exclude,
  onPick,
  disabled,
}: {
  label: string;
  exclude: string[];
  onPick: (p: Found) => void;
  disabled?: boolean;
}) {
  const t = useAdminT();
  const lang = useAdminLang();
  const id = useId();
  const [q, setQ] = useState('');
  const [found, setFound] = useState<Found[] | null>(null);
  useEffect(() => {
    const text = q.trim();
    if (text.length < 2) {
      setFound(null);
      return;
    }
    let live = true;
    // a short pause after the last key: one search per word typed, not per letter
    const timer = setTimeout(() => {
      void staffGet<ProductPickerOut>(`/api/v1/admin/products/picker?q=${encodeURIComponent(text)}`).then(
        (r) => {
          if (live) setFound(r?.items ?? []);
        },
      );
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [q]);
  const results = (found ?? []).filter((p) => !exclude.includes(p.id));
  return (
    <div className="mt-2">
      <label htmlFor={id} className="text-xs text-muted">
        {label}
      </label>
      <input
        id={id}
        type="search"
        className={ADMIN_INPUT}
        value={q}
        disabled={disabled}
        placeholder={t('admin.home.search_placeholder')}
        onChange={(e) => setQ(e.target.value)}
      />
      {found && (
        <ul
          className="mt-2 flex flex-col gap-1"
          aria-label={t('admin.home.search_results')}
          aria-live="polite"
        >
          {results.length === 0 && <li className="text-sm text-muted">{t('admin.home.search_none')}</li>}
          {results.map((p) => (
            <li key={p.id} className="flex items-center justify-between gap-2 text-sm">
              <span>
                {localizedName(p.name, lang)} <span className="text-muted">{p.sku}</span>
              </span>
              <button
                type="button"
                className={SMALL}
                disabled={disabled}
                aria-label={t('admin.home.add_named', { name: localizedName(p.name, lang) })}
                onClick={() => onPick(p)}
              >
                {t('admin.home.add')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The chosen products in order (up, down, remove) and the search that adds more, up to 24. */
export function ProductListPicker({
  ids,
  lookups,
  onChange,
  onProductPicked,
  error,
}: {
  ids: string[];
  lookups: Lookups;
  onChange: (ids: string[]) => void;
  onProductPicked: (p: Found) => void;
  error?: string;
}) {
  const t = useAdminT();
  const lang = useAdminLang();
  const name = (id: string) => {
    const p = lookups.products.find((x) => x.id === id);
    return p ? localizedName(p.name, lang) : t('admin.home.product_gone');
  };
  return (
    <fieldset className="min-w-0 rounded-lg border border-line p-3">
      <legend className="px-1 text-sm font-medium">{t('admin.home.products')}</legend>
      <ol className="flex flex-col gap-1" aria-label={t('admin.home.products_chosen')}>
        {ids.length === 0 && <li className="text-sm text-muted">{t('admin.home.products_none')}</li>}
        {ids.map((id, i) => (
          <li key={id} className="flex flex-wrap items-center gap-2 rounded border border-line p-2 text-sm">
            <span className="min-w-0 flex-1">
              {i + 1}. {name(id)}
            </span>
            <button
              type="button"
              className={SMALL}
              disabled={i === 0}
              aria-label={t('admin.home.up_named', { name: name(id) })}
              onClick={() => onChange(moved(ids, i, i - 1))}
            >
              ↑
            </button>
            <button
              type="button"
              className={SMALL}
              disabled={i === ids.length - 1}
              aria-label={t('admin.home.down_named', { name: name(id) })}
              onClick={() => onChange(moved(ids, i, i + 1))}
            >
              ↓
            </button>
            <button
              type="button"
              className={SMALL}
              aria-label={t('admin.home.remove_named', { name: name(id) })}
              onClick={() => onChange(ids.filter((x) => x !== id))}
            >
              {t('admin.home.remove')}
            </button>
          </li>
        ))}
      </ol>
      <ProductSearch
        label={t('admin.home.products_search')}
        exclude={ids}
        disabled={ids.length >= HOMEPAGE_LIST_MAX}
        onPick={(p) => {
          onProductPicked(p);
          onChange([...ids, p.id]);
        }}
      />
      {error && <p className="mt-1 text-sm text-danger">{error}</p>}
    </fieldset>
  );
}
