/**
 * A complete production configuration for tests: every real provider is configured, its address pointing at a
 * local fake where the test passes one (Stripe, Twilio, the bot check, SMTP).
 */
export function productionEnv(
  fakes: { stripe?: string; twilio?: string; botCheck?: string; smtp?: string } = {},
): Record<string, string> {
  return {
    SHOP_MODE: 'production',
    PUBLIC_URL: 'https://shop.oxygen-ceuticals.example',
    AUTH_SECRET: 'kQ3vN8xR2pL7wZ5tY9mB4cF6hJ1sD0gA-production-test',
    PAYMENT_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_51PqRsTuVwXyZaBcDeF',
    STRIPE_WEBHOOK_SECRET: 'whsec_Gh7Jk2Lm9Np4Qr6St1Uv',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_51PqRsTuVwXyZaBcDeF',
    STRIPE_API_URL: fakes.stripe ?? 'http://127.0.0.1:9',
    BANK_NAME: 'The Hongkong and Shanghai Banking Corporation',
    BANK_ACCOUNT_NAME: 'Oxygen Ceuticals Limited',
    BANK_ACCOUNT_NO: '004-123-456789-001',
    BOT_CHECK_PROVIDER: 'turnstile',
    BOT_CHECK_SECRET: 'Xw8Yz3Ab6Cd1Ef9Gh4Ij7Kl2',
    BOT_CHECK_SITE_KEY: '0x4AAAAAAAB3cD5eF7gH9iJ',
    BOT_CHECK_VERIFY_URL: fakes.botCheck ?? 'http://127.0.0.1:9/siteverify',
    SMS_PROVIDER: 'twilio',
    TWILIO_ACCOUNT_SID: 'AC0123456789abcdef0123456789abcdef',
    TWILIO_AUTH_TOKEN: 'f3e2d1c0b9a8f7e6d5c4b3a2',
    TWILIO_FROM: '+85230001234',
    TWILIO_API_URL: fakes.twilio ?? 'http://127.0.0.1:9',
    SMTP_URL: fakes.smtp ?? 'smtp://127.0.0.1:9',
    SEED_DEMO: 'false',
  };
}
