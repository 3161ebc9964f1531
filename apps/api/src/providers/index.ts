// The outside services the shop talks to, chosen by the config (real ones in production, sandboxes otherwise).
// A test replaces any of them through buildApp's `providers` option.
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import {
  createDevCaptchaProvider,
  createRemoteCaptchaProvider,
  type CaptchaProvider,
} from './captcha/captcha.provider.ts';
import {
  createOutboxEmailProvider,
  createSmtpEmailProvider,
  type EmailProvider,
} from './email/email.provider.ts';
import { createHeaderGeoProvider, type GeoProvider } from './geo/geo.provider.ts';
import { createSandboxPaymentProvider, type PaymentProvider } from './payment/payment.provider.ts';
import { paymentSecret } from './payment/payment-secret.ts';
import { createStripePaymentProvider } from './payment/stripe.provider.ts';
import { createPayDollarPaymentProvider } from './payment/paydollar.provider.ts';
import { createOutboxSmsProvider, createTwilioSmsProvider, type SmsProvider } from './sms/sms.provider.ts';

export interface Providers {
  geo: GeoProvider;
  email: EmailProvider;
  sms: SmsProvider;
  captcha: CaptchaProvider;
  payments: PaymentProvider;
}

/** Every provider the config asks for; `given` ones (tests) win. */
export async function createProviders(
  config: Config,
  database: Database,
  given: Partial<Providers> = {},
): Promise<Providers> {
  return {
    geo: given.geo ?? createHeaderGeoProvider({ trustProxyHeaders: config.TRUST_PROXY !== false }),
    email:
      given.email ??
      (config.SMTP_URL
        ? createSmtpEmailProvider(config.SMTP_URL, config.EMAIL_FROM)
        : createOutboxEmailProvider(database.db)),
    sms:
      given.sms ??
      (config.SMS_PROVIDER === 'twilio'
        ? createTwilioSmsProvider({
            accountSid: config.TWILIO_ACCOUNT_SID!,
            authToken: config.TWILIO_AUTH_TOKEN!,
            from: config.TWILIO_FROM!,
            apiUrl: config.TWILIO_API_URL,
          })
        : createOutboxSmsProvider(database.db)),
    captcha:
      given.captcha ??
      (config.BOT_CHECK_PROVIDER === 'dev'
        ? createDevCaptchaProvider()
        : createRemoteCaptchaProvider({
            kind: config.BOT_CHECK_PROVIDER,
            secret: config.BOT_CHECK_SECRET!,
            verifyUrl: config.BOT_CHECK_VERIFY_URL,
          })),
    payments:
      given.payments ??
      (config.PAYMENT_PROVIDER === 'stripe'
        ? createStripePaymentProvider({
            secretKey: config.STRIPE_SECRET_KEY!,
            publishableKey: config.STRIPE_PUBLISHABLE_KEY!,
            webhookSecret: config.STRIPE_WEBHOOK_SECRET!,
            capture: config.STRIPE_CAPTURE,
            publicUrl: config.PUBLIC_URL,
            apiUrl: config.STRIPE_API_URL,
            bank: {
              bank_name: config.BANK_NAME!,
              account_name: config.BANK_ACCOUNT_NAME!,
              account_no: config.BANK_ACCOUNT_NO!,
            },
          })
        : config.PAYMENT_PROVIDER === 'paydollar'
          ? createPayDollarPaymentProvider({
              merchantId: config.PAYDOLLAR_MERCHANT_ID!,
              secret: config.PAYDOLLAR_SECURE_HASH_SECRET!,
              hash: config.PAYDOLLAR_HASH,
              url: config.PAYDOLLAR_URL,
              apiLogin: config.PAYDOLLAR_API_LOGIN!,
              apiPassword: config.PAYDOLLAR_API_PASSWORD!,
              methods: config.PAYDOLLAR_METHODS,
              publicUrl: config.PUBLIC_URL,
              pendingMinutes: config.PAYDOLLAR_PENDING_MINUTES,
              bank: {
                bank_name: config.BANK_NAME ?? '',
                account_name: config.BANK_ACCOUNT_NAME ?? '',
                account_no: config.BANK_ACCOUNT_NO ?? '',
              },
            })
          : createSandboxPaymentProvider({
              secret: await paymentSecret(database, config.PAYMENT_WEBHOOK_SECRET),
            })),
  };
}
