import { useEffect, useState, type FormEvent, type RefObject } from 'react';
import { useI18n } from '../../i18n/i18n.tsx';
import { collectErrors, mergeErrors, NO_ERRORS, type FieldIssue } from '../../lib/form-errors.ts';
import { useTranslate } from '../account/field.tsx';
import { CHECKOUT_LABELS, readCheckoutForm, type CheckoutRules } from './checkout-form.ts';
import type { ActionFailure } from './page-types.ts';
import type { validateCheckout as validateCheckoutType } from './checkout-validation.ts';

type Validate = typeof validateCheckoutType;
/** The checks (with zod) load when the shopper first touches the form, not with the page (first-load JS). */
let validateCheckout: Validate | undefined;
const loadValidate = () =>
  import('./checkout-validation.ts').then((m) => (validateCheckout = m.validateCheckout));

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
    const form = formRef.current;
    if (!form || validateCheckout) return;
    const load = () => void loadValidate();
    const events = ['focusin', 'pointerdown', 'keydown'] as const;
    for (const e of events) form.addEventListener(e, load, { once: true, passive: true });
    return () => events.forEach((e) => form.removeEventListener(e, load));
  }, [formRef]);
  useEffect(() => {
    const form = formRef.current;
    if (changes === 0 || issues === null || !form) return;
    let live = true;
    void loadValidate().then((validate) => {
      if (live) setIssues(validate(readCheckoutForm(new FormData(form)), rules).issues);
    });
    return () => {
      live = false;
    };
    // only a change of the form re-checks it
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [changes]);

  const labelOf = (f: string) => (CHECKOUT_LABELS[f] ? t(CHECKOUT_LABELS[f]) : f);
  const clientErrors = issues?.length ? collectErrors(issues, labelOf, translate) : NO_ERRORS;
  const serverErrors = result && !result.ok && result !== dismissed ? result.errors : NO_ERRORS;
  const errors = mergeErrors(serverErrors, clientErrors);

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    setDismissed(result);
    // not loaded yet (a submit before any touch of the form): the server runs the same checks and answers
    if (!validateCheckout) {
      setIssues([]);
      return;
    }
    const v = validateCheckout(readCheckoutForm(new FormData(e.currentTarget)), rules);
    setIssues(v.issues);
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
