// What the order page's forms share: one fetcher for the page (its answer shows once, at the top, as before the
// forms had their own actions) and a text field that shows the error the answer names.
import { useFetcher } from 'react-router';
import { fieldError, type FormResult } from '../../../lib/admin-form.ts';
import { ADMIN_INPUT, AdminField, describedBy } from '../ui.tsx';

/** Every form of one order posts through this fetcher; FormResult.form says which form answered. */
export function useOrderFetcher(orderId: string) {
  return useFetcher<FormResult>({ key: `admin-order:${orderId}` });
}

/** The answer when it is this form's own. */
export function resultOf(result: FormResult | undefined, form: string): FormResult | undefined {
  return result?.form === form ? result : undefined;
}

/** Where an order form posts: its child route under /admin/orders/:id. */
export const orderFormPath = (orderId: string, form: string) =>
  `/admin/orders/${encodeURIComponent(orderId)}/${form}`;

export function TextField({
  id,
  name,
  label,
  result,
  type = 'text',
  required,
  className,
  defaultValue,
}: {
  id: string;
  name: string;
  label: string;
  result?: FormResult;
  type?: string;
  required?: boolean;
  className?: string;
  defaultValue?: string;
}) {
  const error = fieldError(result, name);
  return (
    <AdminField id={id} label={label} error={error} className={className}>
      <input
        id={id}
        name={name}
        type={type}
        required={required}
        defaultValue={defaultValue}
        className={ADMIN_INPUT}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error)}
      />
    </AdminField>
  );
}
