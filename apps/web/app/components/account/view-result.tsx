import { useActionData, useNavigation } from 'react-router';

/** A view's page-form answer as the account route's action returns it (routes/account/types.ts ViewResult). */
export interface ViewAnswer {
  ok: boolean;
  intent: string;
  error?: string;
  field?: string;
  fields?: Record<string, string>;
  values?: Record<string, string>;
  notice?: string;
  extra?: unknown;
}

/** The last answer of the form whose intent is `intent` (or starts with `intent` when it ends in ':'). */
export function useViewResult(intent: string): ViewAnswer | undefined {
  const answer = useActionData() as ViewAnswer | undefined;
  if (!answer?.intent) return undefined;
  const match = intent.endsWith(':') ? answer.intent.startsWith(intent) : answer.intent === intent;
  return match ? answer : undefined;
}

/** Whether the form with this intent is being sent (its button shows it and is not pressed twice). */
export function useSending(intent: string): boolean {
  const nav = useNavigation();
  return nav.state === 'submitting' && nav.formData?.get('intent') === intent;
}

/** The answer's message: an alert when refused, a polite status when done. */
export function FormMessage({ answer, id }: { answer: ViewAnswer | undefined; id?: string }) {
  if (!answer) return null;
  if (!answer.ok && answer.error)
    return (
      <p id={id} role="alert" className="rounded-lg border border-danger p-3 text-sm text-danger">
        {answer.error}
      </p>
    );
  if (answer.ok && answer.notice)
    return (
      <p id={id} role="status" className="rounded-lg border border-success p-3 text-sm">
        {answer.notice}
      </p>
    );
  return null;
}
