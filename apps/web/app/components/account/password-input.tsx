import { useState, type ComponentProps } from 'react';
import { useI18n } from '../../i18n/i18n.tsx';
import { INPUT_CLASS } from './field.tsx';

/** A password input with a show/hide toggle (a pressed-state button, so the label stays 'Show password'). */
export function PasswordInput({
  id,
  className = '',
  ...props
}: Omit<ComponentProps<'input'>, 'type'> & { id: string }) {
  const { t } = useI18n();
  const [shown, setShown] = useState(false);
  return (
    <div className="relative">
      <input
        id={id}
        type={shown ? 'text' : 'password'}
        autoCapitalize="none"
        spellCheck={false}
        {...props}
        className={`${INPUT_CLASS} pr-14 ${className}`}
      />
      <button
        type="button"
        className="btn-ghost absolute right-0 top-0 text-muted hover:text-text"
        aria-pressed={shown}
        aria-controls={id}
        aria-label={t('auth.show_password')}
        onClick={() => setShown((s) => !s)}
      >
        {shown ? (
          <svg
            width="20"
            height="20"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.5"
            aria-hidden="true"
          >
            <path d="M3 3l18 18" />
            <path d="M10.6 6.1A9.8 9.8 0 0 1 12 6c5 0 8.5 4.5 9.5 6-.5.8-1.6 2.2-3.2 3.5M6.6 7.6C4.6 8.9 3.2 10.8 2.5 12c1 1.5 4.5 6 9.5 6 1.6 0 3-.4 4.3-1.1" />
            <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2" />
          </svg>
        ) : (
          <svg
            width="20"
            height="20"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.5"
            aria-hidden="true"
          >
            <path d="M2.5 12C3.5 10.5 7 6 12 6s8.5 4.5 9.5 6c-1 1.5-4.5 6-9.5 6s-8.5-4.5-9.5-6Z" />
            <circle cx="12" cy="12" r="3" />
          </svg>
        )}
      </button>
    </div>
  );
}
