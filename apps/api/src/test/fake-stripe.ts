import { createServer, type Server } from 'node:http';
import { randomBytes } from 'node:crypto';

export interface FakeSession {
  id: string;
  object: 'checkout.session';
  url: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  success_url: string;
  cancel_url: string;
  allowed_payment_method_types: string[];
}

/**
 * A local stand-in for the two Stripe Checkout calls the shop makes (create and retrieve a session), speaking the
 * same form-encoded requests and JSON answers; tests point STRIPE_API_URL at it.
 */
export async function startFakeStripe(): Promise<{
  url: string;
  sessions: Map<string, FakeSession>;
  requests: string[];
  close(): Promise<void>;
}> {
  const sessions = new Map<string, FakeSession>();
  const requests: string[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      requests.push(`${req.method} ${req.url}`);
      const send = (status: number, json: unknown) => {
        res.writeHead(status, {
          'content-type': 'application/json',
          'request-id': `req_${randomBytes(6).toString('hex')}`,
        });
        res.end(JSON.stringify(json));
      };
      if (!/^Bearer sk_(test|live)_/.test(req.headers.authorization ?? ''))
        return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
      if (req.method === 'POST' && req.url === '/v1/checkout/sessions') {
        const f = new URLSearchParams(body);
        const id = `cs_test_${randomBytes(12).toString('hex')}`;
        const session: FakeSession = {
          id,
          object: 'checkout.session',
          url: `https://checkout.stripe.test/c/pay/${id}`,
          status: 'open',
          payment_status: 'unpaid',
          amount_total:
            Number(f.get('line_items[0][price_data][unit_amount]')) *
            Number(f.get('line_items[0][quantity]') ?? 1),
          currency: f.get('line_items[0][price_data][currency]') ?? '',
          client_reference_id: f.get('client_reference_id'),
          metadata: {
            payment_id: f.get('metadata[payment_id]') ?? '',
            order_number: f.get('metadata[order_number]') ?? '',
          },
          success_url: f.get('success_url') ?? '',
          cancel_url: f.get('cancel_url') ?? '',
          allowed_payment_method_types: f.getAll('allowed_payment_method_types[0]'),
        };
        sessions.set(id, session);
        return send(200, session);
      }
      const m = /^\/v1\/checkout\/sessions\/([\w]+)$/.exec(req.url ?? '');
      if (req.method === 'GET' && m && sessions.has(m[1])) return send(200, sessions.get(m[1]));
      return send(404, { error: { type: 'invalid_request_error', message: 'No such resource' } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    sessions,
    requests,
    close: () => new Promise((r) => server.close(() => r())),
  };
}
