// Keyboard shortcuts of the back office: Ctrl/⌘-K and "/" open the search, "?" lists the shortcuts, "g" then a
// letter goes to a section. Letter keys do nothing while staff type in a field.
import { useEffect, useId, useRef } from 'react';
import { useAdminT } from '../../../lib/admin-i18n.tsx';
import type { AdminMessageKey } from '../../../i18n/admin.en.ts';

/** "g" then the letter, within this long. */
const SEQUENCE_MS = 1500;

export const GO_TO: { key: string; to: string; label: AdminMessageKey }[] = [
  { key: 'd', to: '/admin', label: 'admin.shortcuts.go_dashboard' },
  { key: 'o', to: '/admin/orders', label: 'admin.shortcuts.go_orders' },
  { key: 'c', to: '/admin/members', label: 'admin.shortcuts.go_customers' },
  { key: 'p', to: '/admin/products', label: 'admin.shortcuts.go_products' },
  { key: 'r', to: '/admin/reports', label: 'admin.shortcuts.go_reports' },
];

/** Typing somewhere: an input, a text area, a select, or rich text. */
export function isTyping(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  if (!el || !el.tagName) return false;
  return /^(INPUT|TEXTAREA|SELECT)$/.test(el.tagName) || el.isContentEditable;
}

export function useAdminShortcuts(actions: {
  openSearch: () => void;
  openHelp: () => void;
  go: (to: string) => void;
  /** a dialog of ours is open: letters are the dialog's */
  busy: boolean;
}) {
  const ref = useRef(actions);
  ref.current = actions;
  useEffect(() => {
    let pendingG = 0;
    const onKey = (e: KeyboardEvent) => {
      const a = ref.current;
      if ((e.ctrlKey || e.metaKey) && !e.altKey && e.key.toLowerCase() === 'k') {
        e.preventDefault();
        a.openSearch();
        return;
      }
      if (e.ctrlKey || e.metaKey || e.altKey || a.busy || isTyping(e.target) || e.defaultPrevented) return;
      if (document.querySelector('dialog[open]')) return;
      if (e.key === '?') {
        e.preventDefault();
        a.openHelp();
      } else if (e.key === '/') {
        e.preventDefault();
        a.openSearch();
      } else if (e.key === 'g') {
        pendingG = Date.now();
      } else if (pendingG && Date.now() - pendingG < SEQUENCE_MS) {
        pendingG = 0;
        const target = GO_TO.find((g) => g.key === e.key.toLowerCase());
        if (target) {
          e.preventDefault();
          a.go(target.to);
        }
      } else pendingG = 0;
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
}

function Keys({ keys }: { keys: string[] }) {
  const t = useAdminT();
  return (
    <span className="flex flex-wrap items-center gap-1">
      {keys.map((k, i) => (
        <span key={`${k}-${i}`} className="flex items-center gap-1">
          {i > 0 && (
            <span className="text-xs text-muted">
              {k === '/' || keys[0] === 'g' ? t('admin.shortcuts.then') : '+'}
            </span>
          )}
          <kbd className="rounded border border-line bg-surface-2 px-1.5 py-0.5 font-mono text-xs">{k}</kbd>
        </span>
      ))}
    </span>
  );
}

/** The "?" dialog: every shortcut as a table of keys and what they do. */
export function ShortcutsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useAdminT();
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = dialog.current;
    if (!d) return;
    if (open && !d.open) d.showModal();
    else if (!open && d.open) d.close();
  }, [open]);
  const rows: { keys: string[][]; label: AdminMessageKey }[] = [
    {
      keys: [
        ['Ctrl', 'K'],
        ['⌘', 'K'],
      ],
      label: 'admin.shortcuts.search',
    },
    { keys: [['/']], label: 'admin.shortcuts.focus_search' },
    { keys: [['?']], label: 'admin.shortcuts.help' },
    ...GO_TO.map((g) => ({ keys: [['g', g.key]], label: g.label })),
  ];
  return (
    <dialog
      ref={dialog}
      aria-labelledby={`${id}-title`}
      onClose={onClose}
      className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-xl border border-line bg-surface p-6 text-text backdrop:bg-black/40"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id={`${id}-title`} className="font-serif text-xl">
          {t('admin.shortcuts.title')}
        </h2>
        <button type="button" className="btn-ghost" onClick={onClose} autoFocus>
          {t('admin.search.close')}
        </button>
      </div>
      <table className="mt-4 w-full text-sm">
        <caption className="sr-only">{t('admin.shortcuts.title')}</caption>
        <thead className="text-left text-muted">
          <tr>
            <th scope="col" className="py-1 pr-4 font-medium">
              {t('admin.shortcuts.keys')}
            </th>
            <th scope="col" className="py-1 font-medium">
              {t('admin.shortcuts.action')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.label} className="border-t border-line">
              <td className="py-2 pr-4">
                <span className="flex flex-wrap gap-3">
                  {r.keys.map((k) => (
                    <Keys key={k.join('+')} keys={k} />
                  ))}
                </span>
              </td>
              <th scope="row" className="py-2 text-left font-normal">
                {t(r.label)}
              </th>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-3 text-xs text-muted">{t('admin.shortcuts.note')}</p>
    </dialog>
  );
}
