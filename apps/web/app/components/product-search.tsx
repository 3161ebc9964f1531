import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { localizePath } from '@shop/core';
import { useI18n } from '../i18n/i18n.tsx';
import { localizedName } from '../lib/format.ts';
import { IMAGE_SIZES } from '../lib/image-sizes.ts';
import { Picture } from './picture.tsx';
import type { SearchHit } from '@shop/core/contract/product';

/** GET /api/v1/product/autocomplete's rows */
type Hit = SearchHit;

/**
 * Side-menu search (2.3-22, 7-11): a combobox over /product/autocomplete — English, Traditional or Simplified
 * names — with a results list of at most 375 px (9-18), arrow keys to move, Enter to open. Failures stay silent (8-09).
 */
export function ProductSearch({ onNavigate }: { onNavigate: () => void }) {
  const { t, locale } = useI18n();
  const navigate = useNavigate();
  const id = useId();
  const [keyword, setKeyword] = useState('');
  const [hits, setHits] = useState<Hit[] | null>(null);
  const [active, setActive] = useState(-1);
  const seq = useRef(0);

  useEffect(() => {
    const q = keyword.trim();
    if (!q) {
      setHits(null);
      return;
    }
    const mine = ++seq.current;
    const timer = setTimeout(() => {
      fetch(`/api/v1/product/autocomplete?channel=4&keyword=${encodeURIComponent(q)}`)
        .then((r) => (r.ok ? r.json() : []))
        .then((list: Hit[]) => {
          if (mine === seq.current) {
            setHits(list);
            setActive(-1);
          }
        })
        .catch(() => {
          if (mine === seq.current) setHits([]);
        });
    }, 150);
    return () => clearTimeout(timer);
  }, [keyword]);

  const open = (h: Hit) => {
    onNavigate();
    void navigate(localizePath(h.path, locale));
  };
  const listId = `${id}-results`;
  const expanded = hits !== null && keyword.trim() !== '';
  return (
    <div role="search" className="relative">
      <label htmlFor={`${id}-input`} className="eyebrow">
        {t('nav.search')}
      </label>
      <input
        id={`${id}-input`}
        type="search"
        role="combobox"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={active >= 0 && hits?.[active] ? `${id}-opt-${active}` : undefined}
        value={keyword}
        onChange={(e) => setKeyword(e.target.value)}
        autoComplete="off"
        placeholder={t('nav.search_placeholder')}
        onKeyDown={(e) => {
          if (!hits?.length) return;
          if (e.key === 'ArrowDown') {
            e.preventDefault();
            setActive((a) => (a + 1) % hits.length);
          } else if (e.key === 'ArrowUp') {
            e.preventDefault();
            setActive((a) => (a <= 0 ? hits.length - 1 : a - 1));
          } else if (e.key === 'Enter' && active >= 0) {
            e.preventDefault();
            const hit = hits[active];
            if (hit) open(hit);
          }
        }}
        className="mt-2 min-h-11 w-full rounded-full border border-line bg-surface px-4 text-base"
      />
      {expanded && (
        <ul
          id={listId}
          role="listbox"
          aria-label={t('search.results')}
          className="mt-2 max-h-[375px] overflow-y-auto rounded-lg border border-line bg-surface shadow-lg"
        >
          {hits.length === 0 && (
            <li role="presentation" className="p-4 text-sm text-muted">
              {t('search.no_results', { keyword: keyword.trim() })}
            </li>
          )}
          {hits.map((h, i) => (
            <li
              key={h._id}
              id={`${id}-opt-${i}`}
              role="option"
              aria-selected={i === active}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => open(h)}
              className={`flex min-h-11 cursor-pointer items-center gap-3 px-3 py-2 text-sm ${i === active ? 'bg-surface-2' : 'hover:bg-surface-2'}`}
            >
              <Picture
                src={h.thumbnail}
                sizes={IMAGE_SIZES.px40}
                alt=""
                decorative
                locale={locale}
                width={40}
                height={40}
                eager
                className="h-10 w-10 rounded-sm bg-surface-2 object-cover"
              />
              <span>{localizedName(h.name, locale)}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
