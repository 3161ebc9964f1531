// PayDollar's settings (PAYMENT_PROVIDER=paydollar) and what a boot refuses about them; config.ts spreads them in.
import { z } from 'zod';
import { PAYMENT_METHODS, type PaymentMethod } from '@shop/core';

const ONLINE = PAYMENT_METHODS.filter((m) => m !== 'bank_transfer');

export const payDollarConfig = {
  PAYDOLLAR_MERCHANT_ID: z
    .string()
    .regex(/^\d{1,20}$/, "must be PayDollar's merchant id (digits)")
    .optional(),
  /** the secure hash secret set on the merchant account (Profile → Payment Options) */
  PAYDOLLAR_SECURE_HASH_SECRET: z.string().min(8).optional(),
  PAYDOLLAR_HASH: z.enum(['SHA-1', 'SHA-256']).default('SHA-1'),
  /** the merchant API user (Query, RequestRefund, Void) */
  PAYDOLLAR_API_LOGIN: z.string().min(1).optional(),
  PAYDOLLAR_API_PASSWORD: z.string().min(1).optional(),
  /** the gateway: live https://www.paydollar.com/b2c2, test https://test.paydollar.com/b2cDemo (a local fake in tests) */
  PAYDOLLAR_URL: z.url().default('https://www.paydollar.com/b2c2'),
  /** the methods enabled on the merchant account, our names, comma separated */
  PAYDOLLAR_METHODS: z
    .string()
    .default(ONLINE.join(','))
    .transform((v) =>
      v
        .split(',')
        .map((m) => m.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.enum(ONLINE as [PaymentMethod, ...PaymentMethod[]])).min(1)),
  /** minutes an open PayDollar payment waits for its datafeed before the merchant API is asked (reconcile) */
  PAYDOLLAR_PENDING_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
};

interface PayDollarSettings {
  SHOP_MODE: 'demo' | 'production';
  PAYDOLLAR_MERCHANT_ID?: string;
  PAYDOLLAR_SECURE_HASH_SECRET?: string;
  PAYDOLLAR_API_LOGIN?: string;
  PAYDOLLAR_API_PASSWORD?: string;
  PAYDOLLAR_URL: string;
}

const EXAMPLE_MERCHANT = /^(0+|1+|12345678?|88888888|1234567890?)$/;

/** PayDollar's credentials are all required; in production no example value and no gateway on this machine. */
export function payDollarProblems(
  c: PayDollarSettings,
  weakSecret: (v: string) => boolean,
): { path: string; message: string }[] {
  const problems: { path: string; message: string }[] = [];
  const add = (path: string, message: string) => problems.push({ path, message });
  for (const k of [
    'PAYDOLLAR_MERCHANT_ID',
    'PAYDOLLAR_SECURE_HASH_SECRET',
    'PAYDOLLAR_API_LOGIN',
    'PAYDOLLAR_API_PASSWORD',
  ] as const)
    if (!c[k]) add(k, 'is required when PAYMENT_PROVIDER=paydollar');
  if (c.SHOP_MODE !== 'production') return problems;
  if (c.PAYDOLLAR_MERCHANT_ID && EXAMPLE_MERCHANT.test(c.PAYDOLLAR_MERCHANT_ID))
    add('PAYDOLLAR_MERCHANT_ID', 'is an example value');
  for (const k of ['PAYDOLLAR_SECURE_HASH_SECRET', 'PAYDOLLAR_API_PASSWORD'] as const) {
    const v = c[k];
    if (v && weakSecret(v)) add(k, 'is a default or example value');
  }
  const host = new URL(c.PAYDOLLAR_URL).hostname;
  if (!c.PAYDOLLAR_URL.startsWith('https://') || /^(localhost|127\.|0\.0\.0\.0|\[?::1)/.test(host))
    add(
      'PAYDOLLAR_URL',
      'must be the https gateway (a local fake would let anyone approve their own payment)',
    );
  return problems;
}
