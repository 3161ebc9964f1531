import { z } from 'zod';
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
  DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://').optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  PUBLIC_URL: z.url().default('http://localhost:3000'),
  /** seconds the homepage/settings payload is cached in memory */
  SETTINGS_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  /** seconds a catalogue or content page is shared between guests with the same preferences (0: off) */
  PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(10),
  MAINTENANCE_MODE: bool.default(false),
  /**
   * proxies in front whose X-Forwarded-For (and CF-IPCountry) count: unset/0/false none, a number of hops, or a
   * comma list of addresses/CIDRs; `true` (trust the whole chain) is refused
   */
  TRUST_PROXY: z.string().default('false').transform((raw, ctx) => {
    const parsed = parseTrustProxy(raw);
    if ('value' in parsed) return parsed.value;
    ctx.issues.push({ code: 'custom', message: parsed.error, input: raw });
    return z.NEVER;
  }),
  SEED_DEMO: bool.default(true),
  /** comma-separated client addresses the rate limits skip (load tests from this machine) */
  RATE_LIMIT_ALLOWLIST: z.string().default('').transform((s) => s.split(',').map((x) => x.trim()).filter(Boolean)),
  /** smtp(s)://user:pass@host:port — unset keeps email in the dev outbox */
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://').optional(),
  EMAIL_FROM: z.string().min(3).default('Oxygen Ceuticals <hello@oxygen-ceuticals.example>'),
  /** signs access tokens; unset: a secret generated once and kept in the database (shared by all instances) */
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Secure flag on auth cookies (browsers accept Secure cookies on http://localhost) */
  COOKIE_SECURE: bool.default(true),
  /** seconds before another SMS code may be sent (email codes wait twice as long); SPEC §9 says 60 */
  OTP_RESEND_SECONDS: z.coerce.number().int().min(1).max(600).default(60),
  SMS_PROVIDER: z.enum(['outbox', 'twilio']).default('outbox'),
  TWILIO_ACCOUNT_SID: z.string().optional(),
  TWILIO_AUTH_TOKEN: z.string().optional(),
  TWILIO_FROM: z.string().optional(),
  /** signs payment notifications; unset: generated once and kept in the database */
  PAYMENT_WEBHOOK_SECRET: z.string().min(16).optional(),
  BOT_CHECK_PROVIDER: z.enum(['dev', 'recaptcha', 'turnstile']).default('dev'),
  BOT_CHECK_SECRET: z.string().optional(),
});

export type Config = z.infer<typeof configSchema>;

/** Cross-field rules: a real provider needs its credentials. */
const checked = configSchema.superRefine((c, ctx) => {
  if (c.SMS_PROVIDER === 'twilio') {
    for (const k of ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'] as const) {
      if (!c[k]) ctx.addIssue({ code: 'custom', path: [k], message: 'is required when SMS_PROVIDER=twilio' });
    }
  }
  if (c.BOT_CHECK_PROVIDER !== 'dev' && !c.BOT_CHECK_SECRET) {
    ctx.addIssue({ code: 'custom', path: ['BOT_CHECK_SECRET'], message: `is required when BOT_CHECK_PROVIDER=${c.BOT_CHECK_PROVIDER}` });
  }
});

export class ConfigError extends Error {}

/** Parses env; on failure throws a ConfigError whose message names every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const clean = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const result = checked.safeParse(clean);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return result.data;
}
