import { createServer, type Server } from 'node:http';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type Stripe from 'stripe';

const fixture = <T>(name: string): T =>
  JSON.parse(readFileSync(new URL(`./stripe-fixtures/${name}.json`, import.meta.url), 'utf8')) as T;

/**
 * A local stand-in for the Stripe calls the shop makes (Payment Intents: create, confirm on create, retrieve,
 * capture, cancel; Refunds: create), speaking Stripe's form-encoded requests and answering with Stripe's own
 * objects: each answer starts from a recorded API response in ./stripe-fixtures, with this request's values filled
 * in. Idempotency keys replay the first answer, as Stripe does. Tests point STRIPE_API_URL at it, and stand in for
 * the shopper by changing an intent's status in `intents`.
 */
export async function startFakeStripe(): Promise<{
  url: string;
  intents: Map<string, Stripe.PaymentIntent>;
  /** SetupIntents (payment-method updates): tests complete one by setting status and payment_method */
  setupIntents: Map<string, Stripe.SetupIntent>;
  refunds: Map<string, Stripe.Refund>;
  /** the status the next refunds are created with (a card refund may stay pending for days) */
  refundStatus: { next: 'succeeded' | 'pending' | 'failed' };
  requests: { method: string; path: string; form: URLSearchParams }[];
  close(): Promise<void>;
}> {
  const intents = new Map<string, Stripe.PaymentIntent>();
  const refunds = new Map<string, Stripe.Refund>();
  const replays = new Map<string, { status: number; json: unknown }>();
  const refundStatus = { next: 'succeeded' as 'succeeded' | 'pending' | 'failed' };
  const requests: { method: string; path: string; form: URLSearchParams }[] = [];
  const id = (prefix: string) => `${prefix}_3Fake${randomBytes(10).toString('hex')}`;
  const unexpectedState = (pi: Stripe.PaymentIntent, verb: string) => {
    const e = fixture<{ error: Record<string, unknown> }>('error.payment_intent_unexpected_state');
    e.error.message = `This PaymentIntent could not be ${verb} because it has a status of ${pi.status}.`;
    e.error.payment_intent = pi;
    return e;
  };
  const metadataOf = (f: URLSearchParams) =>
    Object.fromEntries(
      [...f].flatMap(([k, v]) => (/^metadata\[(\w+)\]$/.exec(k) ? [[k.slice(9, -1), v]] : [])),
    );

  const setupIntents = new Map<string, Stripe.SetupIntent>();
  /** a retrieve with expand[]=payment_method answers the method as an object (a card's last four digits) */
  const expandMethod = <T extends { payment_method: unknown }>(o: T, f: URLSearchParams): T => {
    const pm = o.payment_method;
    if (typeof pm !== 'string' || ![...f].some(([k, v]) => k.startsWith('expand') && v === 'payment_method'))
      return o;
    const last4 = /declin/.test(pm) ? '0341' : /mastercard/.test(pm) ? '4444' : '4242';
    return { ...o, payment_method: { id: pm, object: 'payment_method', type: 'card', card: { last4 } } };
  };

  function route(method: string, path: string, f: URLSearchParams): { status: number; json: unknown } {
    if (method === 'POST' && path === '/v1/customers')
      return { status: 200, json: { id: id('cus'), object: 'customer', metadata: metadataOf(f) } };
    if (method === 'POST' && path === '/v1/setup_intents') {
      const si = {
        id: id('seti'),
        object: 'setup_intent',
        client_secret: `seti_secret_${randomBytes(12).toString('hex')}`,
        customer: f.get('customer'),
        usage: f.get('usage'),
        status: 'requires_payment_method',
        payment_method: null,
        metadata: metadataOf(f),
      } as unknown as Stripe.SetupIntent;
      setupIntents.set(si.id, si);
      return { status: 200, json: si };
    }
    const si = /^\/v1\/setup_intents\/(\w+)$/.exec(path);
    if (si && method === 'GET' && setupIntents.has(si[1]!))
      return { status: 200, json: expandMethod(setupIntents.get(si[1]!)!, f) };
    if (method === 'POST' && path === '/v1/payment_intents' && f.get('off_session') === 'true') {
      // a renewal: confirmed at once with the saved method; a card that declines answers Stripe's card_error
      const pi = fixture<Stripe.PaymentIntent>('payment_intent');
      Object.assign(pi, {
        id: id('pi'),
        amount: Number(f.get('amount')),
        currency: f.get('currency') ?? '',
        customer: f.get('customer'),
        payment_method: f.get('payment_method'),
        metadata: metadataOf(f),
      });
      if (/declin/.test(f.get('payment_method') ?? '')) {
        Object.assign(pi, {
          status: 'requires_payment_method',
          last_payment_error: { code: 'card_declined' },
        });
        intents.set(pi.id, pi);
        return {
          status: 402,
          json: {
            error: {
              type: 'card_error',
              code: 'card_declined',
              decline_code: 'insufficient_funds',
              message: 'Your card has insufficient funds.',
              payment_intent: pi,
            },
          },
        };
      }
      Object.assign(pi, { status: 'succeeded', amount_received: pi.amount });
      intents.set(pi.id, pi);
      return { status: 200, json: pi };
    }
    if (method === 'POST' && path === '/v1/payment_intents') {
      const types = [...f].filter(([k]) => k.startsWith('allowed_payment_method_types[')).map(([, v]) => v);
      const alipay = types.includes('alipay');
      const pi = fixture<Stripe.PaymentIntent>(
        alipay && f.get('confirm') === 'true' ? 'payment_intent.alipay.requires_action' : 'payment_intent',
      );
      pi.id = id('pi');
      pi.client_secret = `${pi.id}_secret_${randomBytes(12).toString('hex')}`;
      pi.amount = Number(f.get('amount'));
      pi.currency = f.get('currency') ?? '';
      pi.description = f.get('description');
      pi.metadata = metadataOf(f);
      pi.capture_method = (f.get('capture_method') ?? 'automatic') as Stripe.PaymentIntent.CaptureMethod;
      pi.allowed_payment_method_types = types as Stripe.PaymentIntent.AllowedPaymentMethodType[];
      pi.customer = f.get('customer');
      pi.setup_future_usage = f.get('setup_future_usage') as Stripe.PaymentIntent.SetupFutureUsage | null;
      pi.payment_method_types = types;
      pi.created = Math.floor(Date.now() / 1000);
      const redirect = pi.next_action?.alipay_handle_redirect;
      if (redirect) {
        redirect.return_url = f.get('return_url');
        redirect.url = `https://hooks.stripe.com/redirect/authenticate/src_${randomBytes(8).toString('hex')}`;
      }
      intents.set(pi.id, pi);
      return { status: 200, json: pi };
    }
    const m = /^\/v1\/payment_intents\/(\w+)(?:\/(capture|cancel))?$/.exec(path);
    const pi = m ? intents.get(m[1]!) : undefined;
    if (pi && method === 'GET' && !m![2]) return { status: 200, json: expandMethod(pi, f) };
    if (pi && method === 'POST' && m![2] === 'capture') {
      if (pi.status !== 'requires_capture') return { status: 400, json: unexpectedState(pi, 'captured') };
      Object.assign(pi, { status: 'succeeded', amount_received: pi.amount_capturable, amount_capturable: 0 });
      return { status: 200, json: pi };
    }
    if (pi && method === 'POST' && m![2] === 'cancel') {
      if (pi.status === 'succeeded' || pi.status === 'canceled' || pi.status === 'processing')
        return { status: 400, json: unexpectedState(pi, 'canceled') };
      Object.assign(pi, {
        status: 'canceled',
        canceled_at: Math.floor(Date.now() / 1000),
        amount_capturable: 0,
        next_action: null,
      });
      return { status: 200, json: pi };
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const target = intents.get(f.get('payment_intent') ?? '');
      if (!target)
        return {
          status: 404,
          json: { error: { type: 'invalid_request_error', message: 'No such payment_intent' } },
        };
      const taken = [...refunds.values()]
        .filter((r) => r.payment_intent === target.id && r.status !== 'failed')
        .reduce((n, r) => n + r.amount, 0);
      const amount = Number(f.get('amount') ?? target.amount_received - taken);
      if (target.status !== 'succeeded' || amount > target.amount_received - taken)
        return {
          status: 400,
          json: {
            error: {
              type: 'invalid_request_error',
              code: target.status === 'succeeded' ? 'amount_too_large' : 'charge_not_refundable',
              message: `Refund amount (${amount}) is greater than unrefunded amount on charge`,
            },
          },
        };
      const r = fixture<Stripe.Refund>('refund');
      Object.assign(r, {
        id: id('re'),
        amount,
        currency: target.currency,
        payment_intent: target.id,
        metadata: metadataOf(f),
        created: Math.floor(Date.now() / 1000),
        status: refundStatus.next,
      });
      refunds.set(r.id, r);
      return { status: 200, json: r };
    }
    return { status: 404, json: { error: { type: 'invalid_request_error', message: 'No such resource' } } };
  }

  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      const [path = '', query] = (req.url ?? '').split('?');
      // a GET carries its parameters (expand[]) in the query string
      const form = new URLSearchParams(req.method === 'GET' ? (query ?? '') : body);
      requests.push({ method: req.method ?? '', path, form });
      const send = ({ status, json }: { status: number; json: unknown }) => {
        res.writeHead(status, {
          'content-type': 'application/json',
          'request-id': `req_${randomBytes(6).toString('hex')}`,
        });
        res.end(JSON.stringify(json));
      };
      if (!/^Bearer sk_(test|live)_/.test(req.headers.authorization ?? ''))
        return send({
          status: 401,
          json: { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } },
        });
      const key = req.headers['idempotency-key'];
      const seen = typeof key === 'string' ? replays.get(key) : undefined;
      if (seen) return send(seen);
      const answer = route(req.method ?? '', path!, form);
      if (typeof key === 'string' && req.method === 'POST') replays.set(key, answer);
      send(answer);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    intents,
    setupIntents,
    refunds,
    refundStatus,
    requests,
    close: () => new Promise((r) => server.close(() => r())),
  };
}
