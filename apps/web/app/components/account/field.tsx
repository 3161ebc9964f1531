import { useCallback, useEffect, useRef } from 'react';
import { useI18n, type MessageKey } from '../../i18n/i18n.tsx';
import type { Translate } from '../../lib/form-errors.ts';

/** Shared look of the account forms' inputs (44 px high, danger border when invalid). */
export const INPUT_CLASS =
  'min-h-11 w-full min-w-0 rounded-lg border border-line bg-surface px-3 text-base aria-[invalid=true]:border-danger read-only:bg-surface-2 read-only:text-muted';

/** aria-describedby of a field: its error (when shown) and its hint. */
export function describedBy(id: string, error?: string, hint?: boolean): string | undefined {
  const ids = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

/** Label, control, hint and error of one field; the control must use `id` and `describedBy(id, error, !!hint)`. */
export function Field({
  id,
  label,
  error,
  hint,
  children,
  className = '',
}: {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className="text-sm">
        {label}
      </label>
      <div className="mt-1">{children}</div>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

export function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={`${id}-error`} className="mt-1 text-sm text-danger">
      {error}
    </p>
  ) : null;
}

/**
 * The one list of a form's errors (2.5-05, 5-09). It takes focus whenever `focusKey` changes while it has
 * errors, i.e. after each failed submit.
 */
export function ErrorSummary({
  id,
  errors,
  focusKey,
  limited = false,
}: {
  id: string;
  errors: readonly string[];
  focusKey: unknown;
  /** a 429: its own heading, since no field is at fault */
  limited?: boolean;
}) {
  const { t } = useI18n();
  const ref = useRef<HTMLDivElement>(null);
  const lastKey = useRef(focusKey);
  const hasErrors = errors.length > 0;
  // only a new submit moves focus; errors changing while the shopper types must not
  useEffect(() => {
    if (focusKey === lastKey.current) return;
    lastKey.current = focusKey;
    if (hasErrors) ref.current?.focus();
  }, [focusKey, hasErrors]);
  if (!hasErrors) return null;
  return (
    <div
      id={id}
      ref={ref}
      tabIndex={-1}
      role="alert"
      className="rounded-lg border border-danger bg-surface p-4 text-sm text-danger outline-none focus-visible:ring-2 focus-visible:ring-danger"
    >
      <p className="font-medium">{t(limited ? 'form.rate_limited_title' : 'form.error_summary')}</p>
      <ul className="mt-2 list-disc pl-5">
        {errors.map((e) => (
          <li key={e}>{e}</li>
        ))}
      </ul>
    </div>
  );
}

export function Spinner() {
  return <span className="spinner" aria-hidden="true" />;
}

/** The catalogue as a Translate for the shared error helpers; a missing key gives undefined. */
export function useTranslate(): Translate {
  const { t } = useI18n();
  return useCallback<Translate>(
    (key, params) => {
      const s = t(key as MessageKey, params);
      return s === key ? undefined : s;
    },
    [t],
  );
}
