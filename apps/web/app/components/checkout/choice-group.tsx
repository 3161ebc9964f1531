/**
 * A radio group as the platform makes it: a fieldset with its legend and native radios (keyboard arrows,
 * form submission and screen-reader grouping for free), each drawn as a card at least 44 px high.
 */
export function ChoiceGroup({
  legend,
  hint,
  error,
  id,
  children,
  className = '',
  legendClassName = '',
}: {
  legend: string;
  hint?: string;
  error?: string;
  id: string;
  children: React.ReactNode;
  className?: string;
  legendClassName?: string;
}) {
  const described =
    [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset id={id} aria-describedby={described} className={className}>
      <legend className={legendClassName || 'font-serif text-2xl'}>{legend}</legend>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      )}
      <div className="mt-3 grid gap-2">{children}</div>
      {error && (
        <p id={`${id}-error`} className="mt-2 text-sm text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}

export function Choice({
  name,
  value,
  checked,
  onChange,
  title,
  detail,
  aside,
  invalid,
  disabled,
  id,
  data,
}: {
  name: string;
  value: string;
  checked: boolean;
  onChange: (value: string) => void;
  title: React.ReactNode;
  detail?: React.ReactNode;
  aside?: React.ReactNode;
  invalid?: boolean;
  disabled?: boolean;
  id: string;
  data?: Record<`data-${string}`, string>;
}) {
  return (
    <label
      htmlFor={id}
      className="flex min-h-14 cursor-pointer items-center gap-3 rounded-lg border border-line bg-surface px-4 py-3 transition-colors duration-150
        hover:border-muted has-[:checked]:border-accent has-[:checked]:bg-surface-2 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60
        has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent"
    >
      <input
        type="radio"
        id={id}
        name={name}
        value={value}
        checked={checked}
        disabled={disabled}
        onChange={(e) => {
          if (e.target.checked) onChange(value);
        }}
        aria-invalid={invalid || undefined}
        className="h-5 w-5 shrink-0 accent-[var(--accent)] focus-visible:outline-none"
        {...data}
      />
      <span className="min-w-0 flex-1">
        <span className="block text-sm font-medium">{title}</span>
        {detail && <span className="mt-0.5 block text-xs text-muted">{detail}</span>}
      </span>
      {aside && <span className="shrink-0 text-sm">{aside}</span>}
    </label>
  );
}

/** A checkbox with its label, 44 px tall. */
export function Check({
  id,
  name,
  checked,
  defaultChecked,
  onChange,
  label,
  detail,
  invalid,
  describedBy,
}: {
  id: string;
  name: string;
  checked?: boolean;
  defaultChecked?: boolean;
  onChange?: (checked: boolean) => void;
  label: React.ReactNode;
  detail?: React.ReactNode;
  invalid?: boolean;
  describedBy?: string;
}) {
  return (
    <label htmlFor={id} className="flex min-h-11 cursor-pointer items-start gap-3 py-2">
      <input
        type="checkbox"
        id={id}
        name={name}
        checked={checked}
        defaultChecked={defaultChecked}
        onChange={onChange ? (e) => onChange(e.target.checked) : undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        className="mt-0.5 h-5 w-5 shrink-0 accent-[var(--accent)]"
      />
      <span className="text-sm">
        {label}
        {detail && <span className="mt-0.5 block text-xs text-muted">{detail}</span>}
      </span>
    </label>
  );
}
