import { useEffect, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import { authActionPath, type AuthIntent, type AuthResult } from '../../lib/auth.ts';
import { NO_ERRORS, type FormErrors } from '../../lib/form-errors.ts';
import { useI18n } from '../../i18n/i18n.tsx';

/**
 * A fetcher posting intents to the /auth action. Its errors are those of the latest reply, until `dismiss()`
 * (called when the shopper edits the form); a reply that was already there when the form mounted is ignored.
 */
export function useAuthFetcher(key?: string) {
  const { locale } = useI18n();
  const fetcher = useFetcher<AuthResult>({ key });
  const data = fetcher.data;
  const [dismissed, setDismissed] = useState<unknown>(() => data ?? null);
  const failure = data && !data.ok && data !== dismissed ? data : null;
  const errors: FormErrors = failure
    ? { list: failure.errors, fields: failure.fields, limited: failure.limited }
    : NO_ERRORS;
  return {
    fetcher,
    data: data && data !== dismissed ? data : undefined,
    pending: fetcher.state !== 'idle',
    errors,
    dismiss: () => setDismissed(data ?? null),
    /** `revalidate: false` for intents that change nothing the page loaders read (check, send-otp, forgot). */
    submit(intent: AuthIntent, fields: Record<string, string>, opts: { revalidate?: boolean } = {}) {
      return fetcher.submit(
        { intent, ...fields },
        {
          method: 'post',
          action: authActionPath(locale),
          ...(opts.revalidate === false ? { defaultShouldRevalidate: false } : {}),
        },
      );
    },
  };
}

/** Runs `handler` once for each new reply, when the fetcher is back to idle; replies present at mount are skipped. */
export function useOnResult(
  data: AuthResult | undefined,
  idle: boolean,
  handler: (result: AuthResult) => void,
) {
  const handled = useRef<unknown>(data);
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    if (!data || !idle || handled.current === data) return;
    handled.current = data;
    latest.current(data);
  }, [data, idle]);
}
