// The special-offer add-ons shown with a product (3-12), chosen by searching the catalogue by name or SKU: the
// chosen ones post as offer_ids in the order shown, and can be moved or removed.
import { useEffect, useId, useState } from 'react';
import { staffGet } from '../../../lib/admin-browser.ts';
import { localizedName } from '../../../lib/admin-catalogue.ts';
import { useAdminLang, useAdminT } from '../../../lib/admin-i18n.tsx';
import { IMAGE_SIZES } from '../../../lib/image-sizes.ts';
import { Picture } from '../../picture.tsx';
import { ADMIN_BUTTON_QUIET, ADMIN_INPUT } from '../ui.tsx';
import type { PickerProduct } from './editor-types.ts';

const SMALL = `${ADMIN_BUTTON_QUIET} min-h-9 px-3`;

export function OfferPicker({
  productId,
  initial,
  error,
  disabled,
}: {
  productId: string;
  initial: PickerProduct[];
  error?: string;
  disabled?: boolean;
}) {
  const t = useAdminT();
  const lang = useAdminLang();
  const id = useId();
  const [chosen, setChosen] = useState(initial);
  const [q, setQ] = useState('');
  const [found, setFound] = useState<PickerProduct[] | null>(null);
  useEffect(() => {
    const text = q.trim();
    if (text.length < 2) {
      setFound(null);
      return;
    }
    let live = true;
    // a short pause after the last key: one search per word typed, not per letter
    const timer = setTimeout(() => {
      void staffGet<{ items: PickerProduct[] }>(
        `/api/v1/admin/products/picker?q=${encodeURIComponent(text)}`,
      ).then((r) => {
        if (live) setFound(r?.items ?? []);
      });
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [q]);
  const move = (i: number, by: number) =>
    setChosen((list) => {
      const next = [...list];
      const [item] = next.splice(i, 1);
      next.splice(i + by, 0, item!);
      return next;
    });
  const results = (found ?? []).filter((p) => p.id !== productId && !chosen.some((c) => c.id === p.id));
  const name = (p: PickerProduct) => localizedName(p.name, lang);
  return (
    <fieldset
      className="min-w-0"
      disabled={disabled}
      aria-describedby={[`${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ')}
    >
      <legend className="text-sm font-medium">{t('admin.pe.offers')}</legend>
      <p id={`${id}-hint`} className="mt-1 text-xs text-muted">
        {t('admin.pe.offers_hint')}
      </p>
      {chosen.map((p) => (
        <input key={p.id} type="hidden" name="offer_ids" value={p.id} />
      ))}
      <ol className="mt-2 flex flex-col gap-2" aria-label={t('admin.pe.offers_chosen')}>
        {chosen.length === 0 && <li className="text-sm text-muted">{t('admin.pe.offers_none')}</li>}
        {chosen.map((p, i) => (
          <li
            key={p.id}
            className="flex flex-wrap items-center gap-2 rounded-lg border border-line p-2 text-sm"
          >
            {p.thumbnail && (
              <Picture
                src={p.thumbnail}
                sizes={IMAGE_SIZES.px40}
                alt=""
                decorative
                locale={lang}
                width={40}
                height={40}
                className="size-10 rounded object-cover"
              />
            )}
            <span className="min-w-0 flex-1">
              {name(p)} <span className="text-muted">· {p.sku}</span>
            </span>
            <button
              type="button"
              className={SMALL}
              disabled={i === 0}
              aria-label={t('admin.pe.move_up_named', { name: name(p) })}
              onClick={() => move(i, -1)}
            >
              ↑
            </button>
            <button
              type="button"
              className={SMALL}
              disabled={i === chosen.length - 1}
              aria-label={t('admin.pe.move_down_named', { name: name(p) })}
              onClick={() => move(i, 1)}
            >
              ↓
            </button>
            <button
              type="button"
              className={SMALL}
              aria-label={t('admin.pe.remove_named', { name: name(p) })}
              onClick={() => setChosen((list) => list.filter((x) => x.id !== p.id))}
            >
              {t('admin.cat.remove')}
            </button>
          </li>
        ))}
      </ol>
      <div className="mt-3 max-w-md">
        <label htmlFor={`${id}-q`} className="text-sm">
          {t('admin.pe.offers_search')}
        </label>
        <input
          id={`${id}-q`}
          type="search"
          value={q}
          onChange={(e) => setQ(e.target.value)}
          autoComplete="off"
          className={`${ADMIN_INPUT} mt-1`}
          aria-describedby={`${id}-found`}
        />
        <p id={`${id}-found`} aria-live="polite" className="mt-1 text-xs text-muted">
          {found && (results.length ? t('admin.pe.found', { n: results.length }) : t('admin.pe.found_none'))}
        </p>
        {results.length > 0 && (
          <ul className="mt-1 flex flex-col gap-1" aria-label={t('admin.pe.search_results')}>
            {results.map((p) => (
              <li key={p.id}>
                <button
                  type="button"
                  className="flex min-h-11 w-full items-center gap-2 rounded-lg border border-line px-3 text-left text-sm hover:bg-surface-2"
                  onClick={() => {
                    setChosen((list) => [...list, p]);
                    setQ('');
                  }}
                >
                  <span aria-hidden="true">+</span>
                  <span>
                    {t('admin.pe.add_named', { name: name(p) })} <span className="text-muted">· {p.sku}</span>
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}
