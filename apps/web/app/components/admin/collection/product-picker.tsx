// A manual collection's products: search by name or SKU to add, then move up or down, or remove. The chosen ids
// travel with the form as hidden inputs, in order.
import { useEffect, useId, useState } from 'react';
import type { AdminProductsOut } from '@shop/core/contract/admin-product-out';
import { localizedName, type Localized } from '../../../lib/admin-catalogue.ts';
import { useAdminLang, useAdminT } from '../../../lib/admin-i18n.tsx';
import { ADMIN_BUTTON_QUIET, ADMIN_INPUT } from '../ui.tsx';

export interface PickedProduct {
  id: string;
  sku: string;
  name: Localized;
}

export function ProductPicker({
  picked,
  onChange,
  canEdit,
}: {
  picked: PickedProduct[];
  onChange: (p: PickedProduct[]) => void;
  canEdit: boolean;
}) {
  const t = useAdminT();
  const lang = useAdminLang();
  const id = useId();
  const [q, setQ] = useState('');
  const [found, setFound] = useState<PickedProduct[] | null>(null);
  useEffect(() => {
    const term = q.trim();
    if (!term) {
      setFound(null);
      return;
    }
    const abort = new AbortController();
    // one search once the typing pauses
    const timer = setTimeout(() => {
      fetch(`/api/v1/admin/products?${new URLSearchParams({ q: term, limit: '10' })}`, {
        signal: abort.signal,
      })
        .then(async (res) => {
          if (!res.ok) return;
          const body = (await res.json()) as AdminProductsOut;
          setFound(body.items.map((p) => ({ id: p.id, sku: p.sku, name: p.name })));
        })
        .catch(() => undefined);
    }, 250);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [q]);
  const nameOf = (p: PickedProduct) => localizedName(p.name, lang) || p.sku;
  const move = (i: number, by: -1 | 1) => {
    const next = [...picked];
    const [item] = next.splice(i, 1);
    next.splice(i + by, 0, item!);
    onChange(next);
  };
  const chosen = new Set(picked.map((p) => p.id));
  return (
    <div className="flex flex-col gap-4">
      {picked.map((p) => (
        <input key={p.id} type="hidden" name="product_ids" value={p.id} />
      ))}
      {picked.length === 0 ? (
        <p className="text-sm text-muted">{t('admin.coll.picked_none')}</p>
      ) : (
        <ol className="flex flex-col gap-2" aria-label={t('admin.coll.products')}>
          {picked.map((p, i) => (
            <li key={p.id} className="flex flex-wrap items-center gap-2 rounded-lg border border-line p-2">
              <span className="min-w-0 flex-1">
                <span className="font-medium">{nameOf(p)}</span> <span className="text-muted">· {p.sku}</span>
              </span>
              {canEdit && (
                <span className="flex gap-1">
                  <button
                    type="button"
                    className={`${ADMIN_BUTTON_QUIET} min-h-9 px-3`}
                    disabled={i === 0}
                    aria-label={t('admin.coll.move_up', { name: nameOf(p) })}
                    onClick={() => move(i, -1)}
                  >
                    {t('admin.coll.up')}
                  </button>
                  <button
                    type="button"
                    className={`${ADMIN_BUTTON_QUIET} min-h-9 px-3`}
                    disabled={i === picked.length - 1}
                    aria-label={t('admin.coll.move_down', { name: nameOf(p) })}
                    onClick={() => move(i, 1)}
                  >
                    {t('admin.coll.down')}
                  </button>
                  <button
                    type="button"
                    className={`${ADMIN_BUTTON_QUIET} min-h-9 px-3`}
                    aria-label={t('admin.coll.remove_named', { name: nameOf(p) })}
                    onClick={() => onChange(picked.filter((x) => x.id !== p.id))}
                  >
                    {t('admin.coll.remove')}
                  </button>
                </span>
              )}
            </li>
          ))}
        </ol>
      )}
      {canEdit && (
        <div>
          <label htmlFor={`${id}-q`} className="text-sm font-medium">
            {t('admin.coll.search_label')}
          </label>
          <input
            id={`${id}-q`}
            type="search"
            className={`${ADMIN_INPUT} mt-1`}
            value={q}
            onChange={(e) => setQ(e.target.value)}
            // Enter searches here; it must not save the whole collection
            onKeyDown={(e) => e.key === 'Enter' && e.preventDefault()}
          />
          {found && (
            <ul className="mt-2 flex flex-col gap-1" aria-live="polite">
              {found.length === 0 && <li className="text-sm text-muted">{t('admin.coll.search_none')}</li>}
              {found.map((p) => (
                <li key={p.id} className="flex items-center justify-between gap-2 text-sm">
                  <span>
                    {nameOf(p)} <span className="text-muted">· {p.sku}</span>
                  </span>
                  <button
                    type="button"
                    className={`${ADMIN_BUTTON_QUIET} min-h-9 px-3`}
                    disabled={chosen.has(p.id)}
                    aria-label={t('admin.coll.add_named', { name: nameOf(p) })}
                    onClick={() => onChange([...picked, p])}
                  >
                    {t('admin.coll.add_product')}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
