// A customer picker: type a name, email or phone, move through the matches with the arrow keys, Enter picks one
// (the ARIA combobox pattern). Nobody types an internal id.
import { useId, useState } from 'react';
import type { MembersOut, MemberSummary } from '@shop/core/contract/admin-member';
import { useAdminT } from '../../../lib/admin-i18n.tsx';
import { ADMIN_INPUT } from '../ui.tsx';
import { useSearch } from '../draft/customer-picker.tsx';
import { phoneKeyText } from './customer-format.ts';

const nameOf = (m: MemberSummary) => `${m.firstname} ${m.lastname}`.trim() || m.email;

export function CustomerCombobox({ label, onPick }: { label: string; onPick: (m: MemberSummary) => void }) {
  const t = useAdminT();
  const id = useId();
  const [q, setQ] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const found = useSearch<MembersOut['items'][number]>(
    q,
    (text) => `/api/v1/admin/members?q=${encodeURIComponent(text)}`,
  );
  const items = (found ?? []).slice(0, 10);
  const expanded = open && items.length > 0;
  const pick = (m: MemberSummary) => {
    onPick(m);
    setQ(nameOf(m));
    setOpen(false);
  };
  return (
    <div className="relative">
      <label htmlFor={`${id}-input`} className="text-sm font-medium">
        {label}
      </label>
      <input
        id={`${id}-input`}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={`${id}-list`}
        aria-activedescendant={expanded ? `${id}-opt-${active}` : undefined}
        aria-describedby={`${id}-hint`}
        value={q}
        onChange={(e) => {
          setQ(e.target.value);
          setOpen(true);
          setActive(0);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown') {
            e.preventDefault();
            setOpen(true);
            setActive((i) => Math.min(i + 1, items.length - 1));
          } else if (e.key === 'ArrowUp') {
            e.preventDefault();
            setActive((i) => Math.max(i - 1, 0));
          } else if (e.key === 'Enter' && expanded && items[active]) {
            e.preventDefault();
            pick(items[active]);
          } else if (e.key === 'Escape') setOpen(false);
        }}
        className={`${ADMIN_INPUT} mt-1`}
      />
      <p id={`${id}-hint`} className="mt-1 text-xs text-muted" aria-live="polite">
        {found && found.length === 0 ? t('admin.customers.picker_none') : t('admin.customers.picker_hint')}
      </p>
      <ul
        id={`${id}-list`}
        role="listbox"
        aria-label={label}
        hidden={!expanded}
        className="absolute z-20 mt-1 max-h-72 w-full overflow-auto rounded-lg border border-line bg-surface shadow-lg"
      >
        {items.map((m, i) => (
          <li
            key={m.id}
            id={`${id}-opt-${i}`}
            role="option"
            aria-selected={i === active}
            className={`cursor-pointer px-3 py-2 text-sm ${i === active ? 'bg-surface-2' : ''}`}
            onMouseDown={(e) => {
              e.preventDefault();
              pick(m);
            }}
            onMouseEnter={() => setActive(i)}
          >
            <span className="block font-medium">{nameOf(m)}</span>
            <span className="block text-muted">
              {m.email}
              {m.phone ? ` · ${phoneKeyText(m.phone)}` : ''}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
