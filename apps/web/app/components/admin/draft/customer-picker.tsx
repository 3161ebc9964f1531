// The draft's customer: a member found by name, email or phone as staff type (name, email and phone shown), or
// a new guest's name, email and phone.
import { useEffect, useId, useState } from 'react';
import type { z } from 'zod';
import type { draftCustomersOut } from '@shop/core/contract/admin-draft-order';
import { staffGet } from '../../../lib/admin-browser.ts';
import { useAdminT } from '../../../lib/admin-i18n.tsx';
import { ADMIN_BUTTON_QUIET, ADMIN_INPUT } from '../ui.tsx';
import { DRAFTS_API } from './draft-api.ts';

export type PickedMember = z.infer<typeof draftCustomersOut>['items'][number];

/** Search as you type: one request a short pause after the last key. */
export function useSearch<T>(q: string, url: (text: string) => string, min = 2) {
  const [found, setFound] = useState<T[] | null>(null);
  useEffect(() => {
    const text = q.trim();
    if (text.length < min) {
      setFound(null);
      return;
    }
    let live = true;
    const timer = setTimeout(() => {
      void staffGet<{ items: T[] }>(url(text)).then((r) => {
        if (live) setFound(r?.items ?? []);
      });
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
    // the url builder is recreated each render; the text is what changes the search
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [q, min]);
  return found;
}

export function CustomerPicker({
  chosen,
  onChoose,
}: {
  chosen: PickedMember | null;
  onChoose: (m: PickedMember | null) => void;
}) {
  const t = useAdminT();
  const id = useId();
  const [q, setQ] = useState('');
  const found = useSearch<PickedMember>(q, (text) => `${DRAFTS_API}/customers?q=${encodeURIComponent(text)}`);
  if (chosen)
    return (
      <div className="flex flex-wrap items-center gap-3 rounded-lg border border-line p-3 text-sm">
        <p className="min-w-0 flex-1">
          <span className="font-medium">{t('admin.drafts.customer_chosen', { name: chosen.name })}</span>
          <span className="block text-muted">
            {chosen.email}
            {chosen.phone ? ` · ${chosen.phone}` : ''}
            {chosen.groups.length ? ` · ${chosen.groups.join(', ')}` : ''}
          </span>
        </p>
        <button type="button" className={ADMIN_BUTTON_QUIET} onClick={() => onChoose(null)}>
          {t('admin.drafts.customer_change')}
        </button>
      </div>
    );
  return (
    <div>
      <label htmlFor={`${id}-q`} className="text-sm">
        {t('admin.drafts.customer_search')}
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
        {found && found.length === 0 && t('admin.drafts.customer_none')}
      </p>
      {found && found.length > 0 && (
        <ul className="mt-1 flex flex-col gap-1" aria-label={t('admin.drafts.customer_results')}>
          {found.map((m) => (
            <li key={m.id}>
              <button
                type="button"
                className="flex min-h-11 w-full flex-col items-start rounded-lg border border-line px-3 py-1 text-left text-sm hover:bg-surface-2"
                aria-label={t('admin.drafts.customer_pick', { name: m.name })}
                onClick={() => {
                  onChoose(m);
                  setQ('');
                }}
              >
                <span className="font-medium">{m.name}</span>
                <span className="text-muted">
                  {m.email}
                  {m.phone ? ` · ${m.phone}` : ''}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
