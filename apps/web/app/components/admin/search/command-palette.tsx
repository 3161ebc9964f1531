// The back office's search: a dialog holding a combobox and a grouped listbox (WAI-ARIA combobox pattern). Arrows
// move through the results, Enter opens one, Escape closes. Results come from GET /api/v1/admin/search.
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { orderStatusName } from '@shop/core';
import type { AdminSearchOut } from '@shop/core/contract/admin-search';
import { localizedName } from '../../../lib/admin-catalogue.ts';
import { useAdminLang, useAdminT } from '../../../lib/admin-i18n.tsx';
import { adminMoney } from '../../../lib/admin-money.ts';
import { ADMIN_INPUT } from '../ui.tsx';

type Kind = 'orders' | 'customers' | 'products' | 'pages';
const KINDS: Kind[] = ['orders', 'customers', 'products', 'pages'];

interface Option {
  key: string;
  kind: Kind;
  to: string;
  title: string;
  detail: string;
}

/** Where each kind of result opens. */
const HREF: Record<Kind, (id: string) => string> = {
  orders: (id) => `/admin/orders/${id}`,
  customers: (id) => `/admin/customers/${id}`,
  products: (id) => `/admin/products/${id}`,
  pages: (id) => `/admin/pages/${id}`,
};

export function CommandPalette({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useAdminT();
  const lang = useAdminLang();
  const navigate = useNavigate();
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const [q, setQ] = useState('');
  const [data, setData] = useState<AdminSearchOut | null>(null);
  const [state, setState] = useState<'idle' | 'busy' | 'error'>('idle');
  const [active, setActive] = useState(0);

  useEffect(() => {
    const d = dialog.current;
    if (!d) return;
    if (open && !d.open) {
      d.showModal();
      input.current?.focus();
      input.current?.select();
    } else if (!open && d.open) d.close();
  }, [open]);

  useEffect(() => {
    const term = q.trim();
    if (!term) {
      setData(null);
      setState('idle');
      return;
    }
    const abort = new AbortController();
    setState('busy');
    // one request once the typing pauses
    const timer = setTimeout(() => {
      fetch(`/api/v1/admin/search?${new URLSearchParams({ q: term })}`, { signal: abort.signal })
        .then(async (res) => {
          if (!res.ok) throw new Error(String(res.status));
          setData((await res.json()) as AdminSearchOut);
          setActive(0);
          setState('idle');
        })
        .catch(() => {
          if (!abort.signal.aborted) setState('error');
        });
    }, 150);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [q]);

  const groups = useMemo(() => {
    if (!data) return [];
    const money = (n: number, c: string) => adminMoney(n, c, lang);
    const build: Record<Kind, () => Option[]> = {
      orders: () =>
        (data.orders ?? []).map((o) => ({
          key: `o-${o.id}`,
          kind: 'orders',
          to: HREF.orders(o.id),
          title: [o.number, o.name].filter(Boolean).join(' · '),
          detail: [
            money(o.total, o.currency),
            orderStatusName(o.status, lang === 'hk' ? 'hk' : 'en'),
            o.matched === 'phone' ? o.phone : o.matched === 'email' ? o.email : '',
            o.matched === 'tracking' ? t('admin.search.matched.tracking') : '',
          ]
            .filter(Boolean)
            .join(' · '),
        })),
      customers: () =>
        (data.customers ?? []).map((c) => ({
          key: `c-${c.id}`,
          kind: 'customers',
          to: HREF.customers(c.id),
          title: c.name || c.email,
          detail: [c.email, c.phone].filter(Boolean).join(' · '),
        })),
      products: () =>
        (data.products ?? []).map((p) => ({
          key: `p-${p.id}`,
          kind: 'products',
          to: HREF.products(p.id),
          title: localizedName(p.name, lang) || p.sku,
          detail: [p.sku, p.archived ? t('admin.search.archived') : ''].filter(Boolean).join(' · '),
        })),
      pages: () =>
        (data.pages ?? []).map((p) => ({
          key: `g-${p.id}`,
          kind: 'pages',
          to: HREF.pages(p.id),
          title: localizedName(p.title, lang) || p.handle,
          detail: [`/${p.handle}`, p.published ? '' : t('admin.search.draft')].filter(Boolean).join(' · '),
        })),
    };
    return KINDS.map((k) => ({ kind: k, options: build[k]() })).filter((g) => g.options.length > 0);
  }, [data, lang, t]);
  const options = groups.flatMap((g) => g.options);
  const optionId = (i: number) => `${id}-opt-${i}`;
  const current = options[active];

  const go = (o: Option | undefined) => {
    if (!o) return;
    onClose();
    void navigate(o.to);
  };
  const onKeyDown = (e: React.KeyboardEvent) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!options.length) return;
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((a) => (a + step + options.length) % options.length);
    } else if (e.key === 'Home' && options.length && e.ctrlKey) setActive(0);
    else if (e.key === 'Enter') {
      e.preventDefault();
      go(current);
    }
  };
  useEffect(() => {
    if (current) document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active, current]);

  const expanded = options.length > 0;
  let index = -1;
  return (
    <dialog
      ref={dialog}
      aria-labelledby={`${id}-title`}
      onClose={onClose}
      className="m-auto mt-[10vh] w-[min(40rem,calc(100vw-2rem))] rounded-xl border border-line bg-surface p-0 text-text backdrop:bg-black/40"
    >
      <div className="flex flex-col gap-2 p-4">
        <div className="flex items-center justify-between gap-2">
          <h2 id={`${id}-title`} className="font-serif text-lg">
            {t('admin.search.title')}
          </h2>
          <button type="button" className="btn-ghost" onClick={onClose}>
            {t('admin.search.close')}
          </button>
        </div>
        <label htmlFor={`${id}-q`} className="sr-only">
          {t('admin.search.input')}
        </label>
        <input
          ref={input}
          id={`${id}-q`}
          type="text"
          role="combobox"
          aria-expanded={expanded}
          aria-controls={`${id}-list`}
          aria-autocomplete="list"
          aria-activedescendant={expanded ? optionId(active) : undefined}
          aria-describedby={`${id}-hint`}
          autoComplete="off"
          spellCheck={false}
          placeholder={t('admin.search.placeholder')}
          className={ADMIN_INPUT}
          value={q}
          onChange={(e) => setQ(e.target.value)}
          onKeyDown={onKeyDown}
        />
        <p id={`${id}-hint`} className="text-xs text-muted">
          {t('admin.search.hint')}
        </p>
        <p role="status" className="text-sm text-muted" aria-live="polite">
          {state === 'busy'
            ? t('admin.search.searching')
            : state === 'error'
              ? t('admin.search.error')
              : data && q.trim()
                ? options.length
                  ? t('admin.search.count', { n: options.length })
                  : t('admin.search.none', { q: q.trim() })
                : ''}
        </p>
        <div
          id={`${id}-list`}
          role="listbox"
          aria-label={t('admin.search.results')}
          className="max-h-[60vh] overflow-y-auto"
        >
          {groups.map((g) => (
            <div key={g.kind} role="group" aria-labelledby={`${id}-g-${g.kind}`} className="mb-2">
              <div
                id={`${id}-g-${g.kind}`}
                role="presentation"
                className="px-2 py-1 text-xs font-medium text-muted"
              >
                {t(`admin.search.group.${g.kind}`)}
              </div>
              {g.options.map((o) => {
                index++;
                const i = index;
                const selected = i === active;
                return (
                  <div
                    key={o.key}
                    id={optionId(i)}
                    role="option"
                    aria-selected={selected}
                    tabIndex={-1}
                    onMouseMove={() => setActive(i)}
                    onClick={() => go(o)}
                    className={`cursor-pointer rounded-lg px-2 py-2 text-sm ${selected ? 'bg-surface-2 outline outline-1 outline-line' : ''}`}
                  >
                    <span className="block font-medium">{o.title}</span>
                    {o.detail && <span className="block text-xs text-muted">{o.detail}</span>}
                  </div>
                );
              })}
            </div>
          ))}
        </div>
      </div>
    </dialog>
  );
}
