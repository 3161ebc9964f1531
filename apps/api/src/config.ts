import { z } from 'zod';

const bool = z.enum(['0', '1', 'true', 'false']).transform((v) => v === '1' || v === 'true');

/** Every configuration variable, validated once at boot. README lists them. */
export const configSchema = z.object({
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
  MAINTENANCE_MODE: bool.default(false),
  /** trust X-Forwarded-* and CF-IPCountry from a proxy in front */
  TRUST_PROXY: bool.default(false),
  SEED_DEMO: bool.default(true),
  /** smtp(s)://user:pass@host:port — unset keeps email in the dev outbox */
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://').optional(),
  EMAIL_FROM: z.string().min(3).default('Oxygen Ceuticals <hello@oxygen-ceuticals.example>'),
});

export type Config = z.infer<typeof configSchema>;

export class ConfigError extends Error {}

/** Parses env; on failure throws a ConfigError whose message names every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const clean = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const result = configSchema.safeParse(clean);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return result.data;
}
