import { useEffect, useState, type FormEvent, type RefObject } from 'react';
import { useI18n } from '../../i18n/i18n.tsx';
import { collectErrors, mergeErrors, NO_ERRORS, type FieldIssue } from '../../lib/form-errors.ts';
import { useTranslate } from '../account/field.tsx';
import { CHECKOUT_LABELS, readCheckoutForm, validateCheckout, type CheckoutRules } from './checkout-form.ts';
import type { ActionFailure } from './page-types.ts';

/**
 * The form's errors: the client's re-check after the first submit (every change re-checks it,
 * 5-09), and the server's until the shopper edits the form. `focusKey` moves focus to the
 * error summary after each refused submit.
 */
export function useCheckoutErrors({
  formRef,
  rules,
  result,
}: {
  formRef: RefObject<HTMLFormElement | null>;
  rules: CheckoutRules;
  result: ActionFailure | undefined;
}) {
  const { t } = useI18n();
  const translate = useTranslate();
  /** null until the first submit; then the issues of the form as it stands */
  const [issues, setIssues] = useState<FieldIssue[] | null>(null);
  const [changes, setChanges] = useState(0);
  const [focusKey, setFocusKey] = useState(0);
  const [dismissed, setDismissed] = useState<ActionFailure | undefined>(undefined);

  useEffect(() => {
    if (result && !result.ok) setFocusKey((k) => k + 1);
  }, [result]);
  useEffect(() => {
    if (changes === 0 || issues === null || !formRef.current) return;
    setIssues(validateCheckout(readCheckoutForm(new FormData(formRef.current)), rules).issues);
    // only a change of the form re-checks it
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [changes]);

  const labelOf = (f: string) => (CHECKOUT_LABELS[f] ? t(CHECKOUT_LABELS[f]) : f);
  const clientErrors = issues?.length ? collectErrors(issues, labelOf, translate) : NO_ERRORS;
  const serverErrors = result && !result.ok && result !== dismissed ? result.errors : NO_ERRORS;
  const errors = mergeErrors(serverErrors, clientErrors);

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    const v = validateCheckout(readCheckoutForm(new FormData(e.currentTarget)), rules);
    setIssues(v.issues);
    setDismissed(result);
    if (v.issues.length) {
      e.preventDefault();
      setFocusKey((k) => k + 1);
    }
  }
  function onChange() {
    setChanges((n) => n + 1);
    if (result) setDismissed(result);
  }

  return { errors, err: (f: string) => errors.fields[f], changes, focusKey, onSubmit, onChange };
}
