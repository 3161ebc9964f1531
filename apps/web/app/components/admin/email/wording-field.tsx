// One wording field of the email editor (subject line or opening words) with the email's placeholders as buttons
// that insert `{name}` where the cursor is.
import { useRef } from 'react';
import { ADMIN_INPUT, AdminField, describedBy } from '../ui.tsx';
import { useAdminT } from '../../../lib/admin-i18n.tsx';
import { placeholderName } from './email-words.ts';

export function WordingField({
  id,
  name,
  label,
  value,
  onChange,
  builtIn,
  placeholders,
  maxLength,
  error,
  multiline = false,
}: {
  id: string;
  name: 'subject' | 'intro';
  label: string;
  value: string;
  onChange: (v: string) => void;
  builtIn: string;
  placeholders: readonly string[];
  maxLength: number;
  error?: string;
  multiline?: boolean;
}) {
  const t = useAdminT();
  const ref = useRef<HTMLInputElement & HTMLTextAreaElement>(null);

  function insert(ph: string) {
    const el = ref.current;
    const token = `{${ph}}`;
    const start = el?.selectionStart ?? value.length;
    const end = el?.selectionEnd ?? value.length;
    const next = value.slice(0, start) + token + value.slice(end);
    onChange(next);
    // the caret goes after what was inserted, once React has written the new value
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(start + token.length, start + token.length);
    });
  }

  const common = {
    id,
    name,
    ref,
    value,
    maxLength,
    placeholder: builtIn,
    className: ADMIN_INPUT,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, error, true),
    onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(e.target.value),
  };
  return (
    <AdminField id={id} label={label} error={error} hint={t('admin.emails.default_is', { text: builtIn })}>
      {multiline ? <textarea rows={4} {...common} /> : <input type="text" {...common} />}
      <div
        role="group"
        aria-label={`${t('admin.emails.placeholders')}: ${label}`}
        className="mt-2 flex flex-wrap gap-1"
      >
        {placeholders.map((ph) => (
          <button
            key={ph}
            type="button"
            onClick={() => insert(ph)}
            className="rounded-full border border-line px-2 py-1 text-xs hover:bg-surface-2"
            title={`{${ph}}`}
          >
            + {placeholderName(ph, t)}
          </button>
        ))}
      </div>
    </AdminField>
  );
}
