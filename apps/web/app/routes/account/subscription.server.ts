// The SUBSCRIPTION account view's data and page-form writes: each form posts `intent` subscription:<verb> and the
// action calls the member API in-process (injectFetch), so the page works without JavaScript.
import type { RouterContextProvider } from 'react-router';
import { addMonths } from '@shop/core';
import type {
  PaymentMethodOut,
  SubscriptionPriced,
  SubscriptionsOut,
} from '@shop/core/contract/subscription';
import { api, type ApiErrorBody } from '../../lib/api.server.ts';

/** null, or why the member may not do it now */
export type SubscriptionProblem = SubscriptionOut['allowed']['change'];
/** GET /api/v1/subscriptions/:id */
export type SubscriptionOut = SubscriptionPriced;

export interface SubscriptionViewData {
  subscriptions: SubscriptionOut[];
  /** the card form of a payment-method update in progress (sandbox: a card number; Stripe: its form) */
  setup: { id: string; setup_ref: string } | null;
}

interface Args {
  context: Readonly<RouterContextProvider>;
  request: Request;
  url: URL;
}

export async function loadSubscriptionView({ context, request, url }: Args): Promise<SubscriptionViewData> {
  const client = api(context, request);
  const { subscriptions } = await client.get<SubscriptionsOut>('/api/v1/subscriptions');
  // each with its history (a member holds a handful of subscriptions)
  const detailed = await Promise.all(
    subscriptions.map((s) =>
      client.get<SubscriptionOut>(`/api/v1/subscriptions/${encodeURIComponent(s._id)}`),
    ),
  );
  const setupFor = url.searchParams.get('card');
  const setupRef = url.searchParams.get('setup');
  return {
    subscriptions: detailed,
    setup: setupFor && setupRef ? { id: setupFor, setup_ref: setupRef } : null,
  };
}

/** Whether any of the member's subscriptions is suspended (the account's banner); a failure shows none. */
export async function hasSuspendedSubscription({ context, request }: Omit<Args, 'url'>): Promise<boolean> {
  return api(context, request)
    .get<SubscriptionsOut>('/api/v1/subscriptions')
    .then((r) => r.subscriptions.some((s) => s.status === 'suspended'))
    .catch(() => false);
}

export interface SubscriptionActionResult {
  ok: boolean;
  error?: string;
  field?: string;
  /** the message key of what went through */
  done?: 'saved' | 'card_saved';
  /** a card form to show next */
  redirect?: string;
}

export async function actSubscriptionView({
  context,
  request,
  form,
}: {
  context: Readonly<RouterContextProvider>;
  request: Request;
  form: FormData;
}): Promise<SubscriptionActionResult> {
  const client = api(context, request);
  const intent = String(form.get('intent') ?? '');
  const id = String(form.get('id') ?? '');
  const fail = (res: { error: ApiErrorBody }) => ({
    ok: false,
    error: res.error.code ?? 'invalid',
    field: res.error.field,
  });
  switch (intent) {
    case 'subscription:change': {
      const body: Record<string, number> = {};
      for (const k of ['quantity', 'interval_months'] as const) {
        const v = Number(form.get(k));
        if (Number.isInteger(v) && v > 0) body[k] = v;
      }
      const res = await client.send('PATCH', `/api/v1/subscriptions/${encodeURIComponent(id)}`, body);
      return res.ok ? { ok: true, done: 'saved' } : fail(res);
    }
    case 'subscription:skip': {
      // skipping one delivery moves the next renewal by one interval
      const current = await client.get<SubscriptionOut>(`/api/v1/subscriptions/${encodeURIComponent(id)}`);
      const res = await client.send('PATCH', `/api/v1/subscriptions/${encodeURIComponent(id)}`, {
        next_renewal_at: addMonths(new Date(current.next_renewal_at), current.interval_months).toISOString(),
      });
      return res.ok ? { ok: true, done: 'saved' } : fail(res);
    }
    case 'subscription:cancel': {
      const res = await client.send('POST', '/api/v1/subscriptions/cancel', { id });
      return res.ok ? { ok: true, done: 'saved' } : fail(res);
    }
    case 'subscription:reactivate': {
      const res = await client.send('POST', '/api/v1/subscription/renew-subscription', { id });
      return res.ok ? { ok: true, done: 'saved' } : fail(res);
    }
    case 'subscription:card-start': {
      const res = await client.send<PaymentMethodOut>('POST', '/api/v1/update-payment-method', {
        id,
      });
      if (!res.ok) return fail(res);
      // without setup_ref the API always opens a card form
      if (!res.data.setup) return { ok: false, error: 'invalid' };
      const q = new URLSearchParams({ view: 'SUBSCRIPTION', card: id, setup: res.data.setup.setup_ref });
      return { ok: true, redirect: `?${q}` };
    }
    case 'subscription:card-save': {
      const res = await client.send('POST', '/api/v1/update-payment-method', {
        id,
        setup_ref: String(form.get('setup_ref') ?? ''),
        card_number: String(form.get('card_number') ?? ''),
      });
      return res.ok ? { ok: true, done: 'card_saved' } : fail(res);
    }
    default:
      return { ok: false, error: 'invalid', field: 'intent' };
  }
}
