// The header's search box (a button that opens the command palette) and the shortcuts every admin page has.
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useAdminT } from '../../../lib/admin-i18n.tsx';
import { CommandPalette } from './command-palette.tsx';
import { ShortcutsDialog, useAdminShortcuts } from './shortcuts.tsx';

export function AdminSearch() {
  const t = useAdminT();
  const navigate = useNavigate();
  const [search, setSearch] = useState(false);
  const [help, setHelp] = useState(false);
  useAdminShortcuts({
    openSearch: () => {
      setHelp(false);
      setSearch(true);
    },
    openHelp: () => setHelp(true),
    go: (to) => void navigate(to),
    busy: search || help,
  });
  return (
    <>
      <button
        type="button"
        onClick={() => setSearch(true)}
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K /"
        aria-label={t('admin.search.open_label')}
        className="flex min-w-0 items-center gap-2 rounded-lg border border-line bg-bg px-3 py-1.5 text-sm text-muted hover:bg-surface-2 md:w-64"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className="size-4 shrink-0 fill-none stroke-current"
          strokeWidth="2"
        >
          <circle cx="8.5" cy="8.5" r="5.5" />
          <path d="m13 13 4 4" />
        </svg>
        <span className="max-sm:sr-only flex-1 text-left">{t('admin.search.open')}</span>
        <kbd className="max-md:hidden rounded border border-line px-1 font-mono text-xs">⌘K</kbd>
      </button>
      <button
        type="button"
        onClick={() => setHelp(true)}
        aria-haspopup="dialog"
        aria-keyshortcuts="?"
        className="btn-ghost max-md:hidden"
        aria-label={t('admin.shortcuts.open')}
      >
        ?
      </button>
      <CommandPalette open={search} onClose={() => setSearch(false)} />
      <ShortcutsDialog open={help} onClose={() => setHelp(false)} />
    </>
  );
}
