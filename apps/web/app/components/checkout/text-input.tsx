import { useI18n } from '../../i18n/i18n.tsx';
import { describedBy, Field, INPUT_CLASS } from '../account/field.tsx';
import type { TextField } from './checkout-form.ts';
import type { FormView } from './page-types.ts';

/** One labelled text input of the checkout form: its echoed value, its error and hint wired for screen readers. */
export function TextInput({
  form,
  name,
  label,
  type,
  autoComplete,
  inputMode,
  hint,
  optional,
  className,
  maxLength,
}: {
  form: FormView;
  name: TextField;
  label: string;
  type?: string;
  autoComplete?: string;
  inputMode?: 'tel' | 'email' | 'text';
  hint?: string;
  optional?: boolean;
  className?: string;
  maxLength?: number;
}) {
  const { t } = useI18n();
  const id = `co-${name}`;
  const error = form.err(name);
  return (
    <Field
      id={id}
      label={optional ? t('checkout.optional_label', { label }) : label}
      error={error}
      hint={hint}
      className={className}
    >
      <input
        id={id}
        name={name}
        type={type ?? 'text'}
        defaultValue={form.text(name)}
        autoComplete={autoComplete}
        inputMode={inputMode}
        maxLength={maxLength}
        aria-invalid={!!error || undefined}
        aria-describedby={describedBy(id, error, !!hint)}
        aria-required={!optional || undefined}
        className={INPUT_CLASS}
      />
    </Field>
  );
}
