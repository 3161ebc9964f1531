import { z } from 'zod';
import { payDollarConfig, payDollarProblems } from './config-paydollar.ts';
import { parseTrustProxy } from './lib/trust-proxy.ts';

const bool = z.enum(['0', '1', 'true', 'false']).transform((v) => v === '1' || v === 'true');

/** Every configuration variable, validated once at boot. README lists them. */
export const configSchema = z.object({
  /** demo: seed, sandboxes, dev outbox, demo banner (what `npm start` runs); production: refuses all of them */
  SHOP_MODE: z.enum(['demo', 'production']).default('demo'),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  /** postgres://… uses node-postgres; unset uses embedded PGlite under DATA_DIR */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  /**
   * redis(s)://…: rate limits counted once across every instance and cache changes broadcast through it; unset:
   * limits per process, changes broadcast over PostgreSQL (LISTEN/NOTIFY) or, on PGlite, kept in the one process
   */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .optional(),
  /** Prometheus /metrics on its own listener (docs/observability.md); 0 turns it off */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).default(9464),
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** the shop's public address: links in emails, canonical URLs; demo default http://localhost:$PORT */
  PUBLIC_URL: z
    .url()
    .regex(/^https?:\/\//, 'must be an http(s) URL')
    .optional(),
  /**
   * SIGTERM: seconds the instance keeps serving, not ready and closing each connection after its answer, before it
   * stops listening, so the load balancer's kept-alive connections end cleanly (default 5 in production, 0 in demo)
   */
  SHUTDOWN_DELAY_SECONDS: z.coerce.number().int().min(0).max(60).optional(),
  /** seconds the homepage/settings payload is cached in memory */
  SETTINGS_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  /** seconds a catalogue or content page is shared between guests with the same preferences (0: off) */
  PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(10),
  MAINTENANCE_MODE: bool.default(false),
  /**
   * proxies in front whose X-Forwarded-For (and CF-IPCountry) count: unset/0/false none, a number of hops, or a
   * comma list of addresses/CIDRs; `true` (trust the whole chain) is refused
   */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((raw, ctx) => {
      const parsed = parseTrustProxy(raw);
      if ('value' in parsed) return parsed.value;
      ctx.issues.push({ code: 'custom', message: parsed.error, input: raw });
      return z.NEVER;
    }),
  /** demo catalogue, demo members and demo coupons into an empty database; default: on in demo only */
  SEED_DEMO: bool.optional(),
  /** a few products get real-size photographs, made in the background after boot; default: the demo outside tests (production refuses it) */
  DEMO_PHOTOS: bool.optional(),
  /** production: seed only the catalogue (no members, no coupons) into an empty database */
  SEED_CATALOGUE: bool.default(false),
  /** comma-separated client addresses the rate limits skip (load tests from this machine) */
  RATE_LIMIT_ALLOWLIST: z
    .string()
    .default('')
    .transform((s) =>
      s
        .split(',')
        .map((x) => x.trim())
        .filter(Boolean),
    ),
  /** smtp(s)://user:pass@host:port — unset keeps email in the dev outbox */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  EMAIL_FROM: z.string().min(3).default('Oxygen Ceuticals <hello@oxygen-ceuticals.example>'),
  /** signs access tokens; unset: a secret generated once and kept in the database (shared by all instances) */
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Secure flag on auth cookies (browsers accept Secure cookies on http://localhost) */
  COOKIE_SECURE: bool.default(true),
  /** seconds before another SMS code may be sent (email codes wait twice as long); the spec says 60 (9-14) */
  OTP_RESEND_SECONDS: z.coerce.number().int().min(1).max(600).default(60),
  SMS_PROVIDER: z.enum(['outbox', 'twilio']).default('outbox'),
  TWILIO_ACCOUNT_SID: z.string().optional(),
  TWILIO_AUTH_TOKEN: z.string().optional(),
  TWILIO_FROM: z.string().optional(),
  /** Twilio's API address (a local fake in tests) */
  TWILIO_API_URL: z.url().default('https://api.twilio.com'),
  /** sandbox: the offline provider for every method; stripe: card and Alipay through Stripe Payment Intents */
  PAYMENT_PROVIDER: z.enum(['sandbox', 'stripe', 'paydollar']).default('sandbox'),
  ...payDollarConfig,
  /** signs the sandbox's payment notifications; unset: generated once and kept in the database */
  PAYMENT_WEBHOOK_SECRET: z.string().min(16).optional(),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_\w{8,}$/, 'must be a Stripe secret key (sk_live_… or sk_test_…)')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\w{8,}$/, 'must be a Stripe webhook signing secret (whsec_…)')
    .optional(),
  /** the browser's key for the pay page's card form (Stripe's Payment Element) */
  STRIPE_PUBLISHABLE_KEY: z
    .string()
    .regex(/^pk_(test|live)_\w{8,}$/, 'must be a Stripe publishable key (pk_live_… or pk_test_…)')
    .optional(),
  /** automatic: a card payment is taken at once; manual: it is held (authorized) until the shop captures it */
  STRIPE_CAPTURE: z.enum(['automatic', 'manual']).default('automatic'),
  /** Stripe's API address (a local fake in tests) */
  STRIPE_API_URL: z.url().default('https://api.stripe.com'),
  /** bank transfer: the shop's own account shown to the shopper (the demo shows a sandbox account) */
  BANK_NAME: z.string().min(2).optional(),
  BANK_ACCOUNT_NAME: z.string().min(2).optional(),
  BANK_ACCOUNT_NO: z
    .string()
    .regex(/^[\d -]{6,34}$/, 'must be an account number (digits, spaces, dashes)')
    .optional(),
  /** hours an unpaid bank-transfer order holds its stock before it expires */
  TRANSFER_RESERVATION_HOURS: z.coerce.number().int().min(1).max(168).default(48),
  /** times a failed background job (an order email, an order's expiry) is tried again before it shows as failed */
  JOB_RETRY_LIMIT: z.coerce.number().int().min(0).max(20).default(5),
  /** seconds before the first retry, doubling each time up to an hour; 0 retries at once */
  JOB_RETRY_DELAY_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  BOT_CHECK_PROVIDER: z.enum(['dev', 'recaptcha', 'turnstile']).default('dev'),
  BOT_CHECK_SECRET: z.string().optional(),
  /** the public site key the pages' invisible widget runs with */
  BOT_CHECK_SITE_KEY: z
    .string()
    .regex(/^[\w-]{10,100}$/, "must be the provider's site key")
    .optional(),
  /** the verify endpoint of the bot check (a local fake in tests); unset: the provider's own */
  BOT_CHECK_VERIFY_URL: z.url().optional(),
  /** Swagger UI and the OpenAPI JSON at /api/docs; default: on in demo, off in production */
  API_DOCS: bool.optional(),
  /**
   * Product images go to any S3-compatible store when S3_BUCKET is set (else under DATA_DIR/media, served at
   * /media/u/…). S3_PUBLIC_URL is where shoppers' browsers fetch them (a CDN or the bucket's public address).
   */
  S3_BUCKET: z.string().min(3).max(63).optional(),
  /** the store's API address (R2, MinIO, …); unset: AWS S3 in S3_REGION */
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().min(1).default('auto'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_PUBLIC_URL: z
    .url()
    .regex(/^https?:\/\//, 'must be an http(s) URL')
    .optional(),
  /**
   * The scalp test's optional language model: any OpenAI-compatible chat endpoint (…/v1). Unset: the chat runs on
   * the rules engine alone (buttons and keyword reading), which always decides the recommendation.
   */
  LLM_BASE_URL: z
    .url()
    .regex(/^https?:\/\//, 'must be an http(s) URL')
    .optional(),
  LLM_MODEL: z.string().min(1).max(200).optional(),
  LLM_API_KEY: z.string().min(1).optional(),
  /** review translation beyond stored and OpenCC answers: none, a LibreTranslate-compatible server, or DeepL */
  TRANSLATE_PROVIDER: z.enum(['none', 'libretranslate', 'deepl']).default('none'),
  /** the provider's address (LibreTranslate: required; DeepL: default https://api.deepl.com) */
  TRANSLATE_URL: z
    .url()
    .regex(/^https?:\/\//, 'must be an http(s) URL')
    .optional(),
  TRANSLATE_API_KEY: z.string().min(1).optional(),
  /** packing slips and invoices embed this CJK font (a .ttc/.otf/.ttf; Debian's fonts-noto-cjk by default) */
  PDF_FONT_PATH: z.string().min(1).default('/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc'),
  /** the face inside a .ttc collection (ignored for a single-font file) */
  PDF_FONT_NAME: z.string().min(1).default('NotoSansCJKtc-Regular'),
});

/** Values copied from examples and tutorials: a secret anyone can read is no secret. */
const KNOWN_DEFAULT_SECRETS = [
  /change[-_ ]?me/i,
  /^6LeIxAcTAAAAAGG-vFI1TnRWxMZNFuojJ4WifJWe$/,
  /^(secret|password|changeit|example|default|test)/i,
  /^(.)\1+$/,
  /^0123456789/,
];
const weakSecret = (v: string) => KNOWN_DEFAULT_SECRETS.some((re) => re.test(v)) || new Set(v).size < 10;
const isLocalHost = (url: string) => {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    /^127\./.test(host) ||
    host === '::1' ||
    host === '0.0.0.0'
  );
};

/**
 * Everything that lets a stranger pay without paying, log in, or read what is not theirs. In production each one is
 * a reason to refuse to boot; in demo they are the point (sandboxes, dev outbox, demo seed).
 */
export function productionProblems(c: Config): { path: string; message: string }[] {
  const problems: { path: string; message: string }[] = [];
  const add = (path: string, message: string) => problems.push({ path, message });
  if (c.PAYMENT_PROVIDER === 'sandbox')
    add(
      'PAYMENT_PROVIDER',
      'is sandbox: anyone could approve their own payment; set stripe (STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET) or paydollar',
    );
  if (c.PAYMENT_PROVIDER === 'stripe') {
    if (!c.STRIPE_SECRET_KEY) add('STRIPE_SECRET_KEY', 'is required when PAYMENT_PROVIDER=stripe');
    if (!c.STRIPE_WEBHOOK_SECRET) add('STRIPE_WEBHOOK_SECRET', 'is required when PAYMENT_PROVIDER=stripe');
    if (!c.STRIPE_PUBLISHABLE_KEY)
      add('STRIPE_PUBLISHABLE_KEY', "is required when PAYMENT_PROVIDER=stripe (the pay page's card form)");
  }
  // BANK_*: checked once the database is open, since the back office can save the account instead
  // (modules/settings/bank-account.ts)
  if (c.BOT_CHECK_PROVIDER === 'dev')
    add('BOT_CHECK_PROVIDER', 'is dev: its test token passes every bot check; set recaptcha or turnstile');
  if (c.SMS_PROVIDER === 'outbox')
    add(
      'SMS_PROVIDER',
      'is outbox (sandbox): codes would land in the dev outbox instead of a phone; set twilio',
    );
  if (!c.SMTP_URL) add('SMTP_URL', 'is unset: email would land in the dev outbox; set smtp(s)://…');
  if (c.SEED_DEMO)
    add('SEED_DEMO', 'is on: demo members with a published password and demo coupons would be created');
  if (c.DEMO_PHOTOS)
    add('DEMO_PHOTOS', "is on: generated demo photographs would replace real products' first pictures");
  if (!c.AUTH_SECRET) add('AUTH_SECRET', 'is required in production (at least 32 random characters)');
  else if (weakSecret(c.AUTH_SECRET))
    add('AUTH_SECRET', 'is a default or example value; generate one (openssl rand -base64 48)');
  for (const k of [
    'STRIPE_WEBHOOK_SECRET',
    'PAYMENT_WEBHOOK_SECRET',
    'BOT_CHECK_SECRET',
    'TWILIO_AUTH_TOKEN',
  ] as const) {
    const v = c[k];
    if (v && weakSecret(v.replace(/^whsec_/, ''))) add(k, 'is a default or example value');
  }
  if (c.PAYMENT_PROVIDER === 'paydollar') problems.push(...payDollarProblems(c, weakSecret));
  if (!c.PUBLIC_URL) add('PUBLIC_URL', 'is required in production (the https address shoppers use)');
  else if (isLocalHost(c.PUBLIC_URL))
    add('PUBLIC_URL', `is ${c.PUBLIC_URL}: links in emails and canonical URLs would point at this machine`);
  else if (!c.PUBLIC_URL.startsWith('https://')) add('PUBLIC_URL', 'must be https:// in production');
  if (!c.COOKIE_SECURE) add('COOKIE_SECURE', 'is off: session cookies would travel over plain http');
  return problems;
}

/** Cross-field rules: a real provider needs its credentials; production refuses every demo-only setting. */
const checked = configSchema
  .transform((c) => ({
    ...c,
    // the demo seeds itself and shows its API docs; production does neither unless asked (and SEED_DEMO is refused)
    SEED_DEMO: c.SEED_DEMO ?? c.SHOP_MODE === 'demo',
    DEMO_PHOTOS: c.DEMO_PHOTOS ?? (c.SHOP_MODE === 'demo' && (c.SEED_DEMO ?? true) && c.NODE_ENV !== 'test'),
    API_DOCS: c.API_DOCS ?? c.SHOP_MODE === 'demo',
    SHUTDOWN_DELAY_SECONDS: c.SHUTDOWN_DELAY_SECONDS ?? (c.SHOP_MODE === 'production' ? 5 : 0),
    PUBLIC_URL: c.PUBLIC_URL ?? (c.SHOP_MODE === 'demo' ? `http://localhost:${c.PORT}` : ''),
  }))
  .superRefine((c, ctx) => {
    if (c.TRANSLATE_PROVIDER === 'libretranslate' && !c.TRANSLATE_URL)
      ctx.addIssue({
        code: 'custom',
        path: ['TRANSLATE_URL'],
        message: 'is required when TRANSLATE_PROVIDER=libretranslate',
      });
    if (c.TRANSLATE_PROVIDER === 'deepl' && !c.TRANSLATE_API_KEY)
      ctx.addIssue({
        code: 'custom',
        path: ['TRANSLATE_API_KEY'],
        message: 'is required when TRANSLATE_PROVIDER=deepl',
      });
    if (c.SMS_PROVIDER === 'twilio') {
      for (const k of ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'] as const) {
        if (!c[k])
          ctx.addIssue({ code: 'custom', path: [k], message: 'is required when SMS_PROVIDER=twilio' });
      }
    }
    if (c.LLM_BASE_URL && !c.LLM_MODEL)
      ctx.addIssue({ code: 'custom', path: ['LLM_MODEL'], message: 'is required when LLM_BASE_URL is set' });
    for (const k of ['BOT_CHECK_SECRET', 'BOT_CHECK_SITE_KEY'] as const) {
      if (c.BOT_CHECK_PROVIDER !== 'dev' && !c[k])
        ctx.addIssue({
          code: 'custom',
          path: [k],
          message: `is required when BOT_CHECK_PROVIDER=${c.BOT_CHECK_PROVIDER}`,
        });
    }
    // production names these through productionProblems; a demo with Stripe needs them all the same
    if (c.PAYMENT_PROVIDER === 'stripe' && c.SHOP_MODE !== 'production') {
      for (const k of ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_PUBLISHABLE_KEY'] as const) {
        if (!c[k])
          ctx.addIssue({ code: 'custom', path: [k], message: 'is required when PAYMENT_PROVIDER=stripe' });
      }
    }
    if (c.PAYMENT_PROVIDER === 'paydollar' && c.SHOP_MODE !== 'production')
      for (const p of payDollarProblems(c, () => false))
        ctx.addIssue({ code: 'custom', path: [p.path], message: p.message });
    if (c.S3_BUCKET) {
      for (const k of ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_PUBLIC_URL'] as const) {
        if (!c[k]) ctx.addIssue({ code: 'custom', path: [k], message: 'is required when S3_BUCKET is set' });
      }
    }
    if (c.SHOP_MODE === 'production') {
      for (const p of productionProblems(c))
        ctx.addIssue({ code: 'custom', path: [p.path], message: p.message });
    }
  });

export type Config = z.output<typeof checked>;

export class ConfigError extends Error {}

/** Parses env; on failure throws a ConfigError whose message names every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const clean = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const result = checked.safeParse(clean);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    const mode =
      clean.SHOP_MODE === 'production' ? 'SHOP_MODE=production refuses to start' : 'Invalid configuration';
    throw new ConfigError(`${mode}:\n${lines.join('\n')}`);
  }
  return result.data;
}
