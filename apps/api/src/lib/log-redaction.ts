import type { FastifyServerOptions } from 'fastify';

/** Fields that hold secrets or personal data wherever they appear in a logged object (top level or two below). */
const SECRET_FIELDS = [
  'password',
  'confirmPassword',
  'confirm',
  'otp',
  'token',
  'access_token',
  'refresh_token',
  'recaptchaResponse',
  'email',
  'username',
  'phone',
  'contact_no',
  'delivery_contact',
  'billing_contact',
  'address',
  'delivery_address',
  'billing_address',
  'delivery_firstname',
  'delivery_lastname',
  'billing_firstname',
  'billing_lastname',
];
const HEADERS = ['cookie', 'authorization', '["x-csrf-token"]', '["x-shop-internal"]', '["set-cookie"]'];

export const REDACT_PATHS = [
  ...SECRET_FIELDS.flatMap((f) => [f, `*.${f}`, `*.*.${f}`]),
  ...HEADERS.flatMap((h) => [
    `req.headers${h.startsWith('[') ? h : `.${h}`}`,
    `res.headers${h.startsWith('[') ? h : `.${h}`}`,
    `headers${h.startsWith('[') ? h : `.${h}`}`,
  ]),
];

/** Query parameters whose values are secrets or personal data (guest order links, reset links, outbox lookups). */
const SECRET_PARAMS = new Set([
  'token',
  'access_token',
  'otp',
  'code',
  'password',
  'email',
  'username',
  'phone',
  'contact_no',
  'to',
]);

/** A URL as logged: secret query values replaced, everything else kept for debugging. */
export function maskUrl(url: string): string {
  const q = url.indexOf('?');
  if (q === -1) return url;
  const query = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq === -1 ? pair : pair.slice(0, eq);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        /* keep the raw name */
      }
      return eq !== -1 && SECRET_PARAMS.has(decoded.toLowerCase()) ? `${name}=[Redacted]` : pair;
    });
  return `${url.slice(0, q)}?${query.join('&')}`;
}

/** `shopper@example.com` → `s***@example.com`: enough to tell addresses apart when debugging, not to reach anyone. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return at <= 0 ? '***' : `${email[0]}***${email.slice(at)}`;
}

/** `85291234567` → `*********67`. */
export function maskPhone(phone: string): string {
  return phone.length <= 2 ? '**' : `${'*'.repeat(phone.length - 2)}${phone.slice(-2)}`;
}

const EMAIL = /[^\s@<>"'(),;:]+@[^\s@<>"'(),;:]+\.[^\s@<>"'(),;:]+/g;
// 6 or more digits, with the spaces and dashes phone numbers are written with; shorter runs (ids, counts) stay
const LONG_NUMBER = /\+?\d(?:[\d -]{4,}\d)/g;

/** Free text that may quote an input (an SMTP refusal naming the recipient, a query error listing its params). */
export function maskText(text: string): string {
  return text
    .replace(/(params: ).*$/gm, '$1[Redacted]')
    .replace(EMAIL, (m) => maskEmail(m))
    .replace(LONG_NUMBER, (m) => (m.replace(/\D/g, '').length >= 6 ? maskPhone(m.replace(/\D/g, '')) : m));
}

interface LoggedRequest {
  method: string;
  url: string;
  id?: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/**
 * Fastify logger options every instance gets (on top of the level): pino redaction of headers and body fields, a
 * request serializer without secret query values, and an error serializer that masks addresses and numbers.
 */
export function withLogRedaction(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return false;
  const base = typeof logger === 'object' ? logger : {};
  return {
    ...base,
    redact: { paths: REDACT_PATHS, censor: '[Redacted]' },
    serializers: {
      req: (req: LoggedRequest) => ({
        method: req.method,
        url: maskUrl(req.url),
        host: req.host,
        remoteAddress: req.ip,
        remotePort: req.socket?.remotePort,
      }),
      err: (err: Error & { code?: string; statusCode?: number; cause?: unknown }) => ({
        type: err.constructor?.name ?? 'Error',
        message: maskText(String(err.message)),
        stack: maskText(String(err.stack ?? '')),
        ...(err.code ? { code: err.code } : {}),
        ...(err.statusCode ? { statusCode: err.statusCode } : {}),
        ...(err.cause instanceof Error ? { cause: maskText(String(err.cause.message)) } : {}),
      }),
    },
  } as FastifyServerOptions['logger'];
}
