// Calls to outside services (SMTP, SMS, bot check, payment API, translation, the LLM) in the metrics: each async
// method of a provider is timed and counted by outcome, so a slow or failing provider shows on the dashboard
// before shoppers report it (docs/observability.md). Labels are bounded: the provider's name and kind and the
// method's name.

export type ProviderOutcome = 'ok' | 'error' | 'timeout';
export type ProviderRecord = (
  provider: string,
  operation: string,
  seconds: number,
  outcome: ProviderOutcome,
) => void;

/** A timeout (AbortSignal.timeout, a socket or an SMTP timer) rather than a refusal or an error answer. */
export function isTimeout(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  if (err.name === 'TimeoutError' || err.name === 'AbortError') return true;
  const code = (err as { code?: unknown }).code;
  if (code === 'ETIMEDOUT' || code === 'ETIMEOUT') return true;
  return /timed? ?out|timeout/i.test(err.message) || (err.cause !== undefined && isTimeout(err.cause));
}

const isThenable = (v: unknown): v is PromiseLike<unknown> =>
  typeof v === 'object' && v !== null && typeof (v as { then?: unknown }).then === 'function';

/**
 * Wraps, in place, each function of `provider` that answers a promise (synchronous ones, such as a payment
 * provider's `available` or `parseWebhook`, make no outside call and are left alone). Returns the same object.
 */
export function meterProvider<T extends object>(provider: T, name: string, record: ProviderRecord): T {
  const kind = (provider as { kind?: unknown; name?: unknown }).kind ?? (provider as { name?: unknown }).name;
  const label = typeof kind === 'string' ? `${name}:${kind}` : name;
  const target = provider as Record<string, unknown>;
  for (const key of Object.keys(target)) {
    const fn = target[key];
    if (typeof fn !== 'function') continue;
    target[key] = function (this: unknown, ...args: unknown[]) {
      const t0 = performance.now();
      const out: unknown = fn.apply(this, args);
      if (!isThenable(out)) return out;
      return Promise.resolve(out).then(
        (v) => {
          record(label, key, (performance.now() - t0) / 1000, 'ok');
          return v;
        },
        (e: unknown) => {
          record(label, key, (performance.now() - t0) / 1000, isTimeout(e) ? 'timeout' : 'error');
          throw e;
        },
      );
    };
  }
  return provider;
}
