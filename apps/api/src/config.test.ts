import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';
import { productionEnv } from './test/production-env.ts';

function refusal(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (e) {
    if (e instanceof ConfigError) return e.message;
    throw e;
  }
  throw new Error('the configuration was accepted');
}

describe('run mode', () => {
  it('is the demo shop by default: seed, sandbox payments, dev providers, API docs', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      SHOP_MODE: 'demo',
      SEED_DEMO: true,
      PAYMENT_PROVIDER: 'sandbox',
      BOT_CHECK_PROVIDER: 'dev',
      SMS_PROVIDER: 'outbox',
      API_DOCS: true,
      PUBLIC_URL: 'http://localhost:3000',
    });
  });

  it('refuses production with the demo configuration, naming every problem in one message', () => {
    const message = refusal({ SHOP_MODE: 'production' });
    expect(message).toMatch(/^SHOP_MODE=production refuses to start:/);
    for (const variable of [
      'PAYMENT_PROVIDER',
      'BOT_CHECK_PROVIDER',
      'SMS_PROVIDER',
      'SMTP_URL',
      'AUTH_SECRET',
      'PUBLIC_URL',
    ]) {
      expect(message).toContain(`  ${variable}: `);
    }
    // nothing is seeded unless asked, so the demo seed is no problem here
    expect(message).not.toContain('SEED_DEMO');
  });

  it('boots production with every real provider configured, without the seed and without API docs', () => {
    const c = loadConfig(productionEnv());
    expect(c).toMatchObject({
      SHOP_MODE: 'production',
      SEED_DEMO: false,
      DEMO_PHOTOS: false,
      API_DOCS: false,
      PAYMENT_PROVIDER: 'stripe',
    });
    expect(loadConfig({ ...productionEnv(), API_DOCS: '1' }).API_DOCS).toBe(true);
  });

  it.each([
    ['SEED_DEMO', '1', /SEED_DEMO: is on/],
    ['DEMO_PHOTOS', '1', /DEMO_PHOTOS: is on/],
    ['PAYMENT_PROVIDER', 'sandbox', /PAYMENT_PROVIDER: is sandbox/],
    ['BOT_CHECK_PROVIDER', 'dev', /BOT_CHECK_PROVIDER: is dev/],
    ['SMS_PROVIDER', 'outbox', /SMS_PROVIDER: is outbox/],
    ['AUTH_SECRET', 'change-me-change-me-change-me-change-me', /AUTH_SECRET: is a default/],
    ['AUTH_SECRET', 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa', /AUTH_SECRET: is a default/],
    ['BOT_CHECK_SECRET', '1x0000000000000000000000000000000AA', /BOT_CHECK_SECRET: is a default/],
    ['PUBLIC_URL', 'http://localhost:3000', /PUBLIC_URL: is http:\/\/localhost:3000/],
    ['PUBLIC_URL', 'https://127.0.0.1:8443', /PUBLIC_URL: is https:\/\/127\.0\.0\.1/],
    ['PUBLIC_URL', 'http://shop.example.com', /PUBLIC_URL: must be https/],
    ['COOKIE_SECURE', 'false', /COOKIE_SECURE: is off/],
  ])('refuses production when %s=%s', (name, value, expected) => {
    const message = refusal({ ...productionEnv(), [name]: value });
    expect(message).toMatch(expected);
    expect(message.split('\n')).toHaveLength(2);
  });

  it('refuses production with a missing secret or provider credential', () => {
    const { AUTH_SECRET: _a, STRIPE_WEBHOOK_SECRET: _w, ...rest } = productionEnv();
    const message = refusal(rest);
    expect(message).toContain('AUTH_SECRET: is required in production');
    expect(message).toContain('STRIPE_WEBHOOK_SECRET: is required when PAYMENT_PROVIDER=stripe');
    // BANK_* are checked at boot, against the account the back office may have saved (settings.admin.test.ts)
  });

  it('points the demo at its own port (PORT=8080 npm start links to :8080)', () => {
    expect(loadConfig({ PORT: '8080' }).PUBLIC_URL).toBe('http://localhost:8080');
  });

  it('keeps the demo permissive: localhost, sandboxes and generated secrets are its point', () => {
    expect(() =>
      loadConfig({ SHOP_MODE: 'demo', PUBLIC_URL: 'http://localhost:8080', COOKIE_SECURE: 'false' }),
    ).not.toThrow();
  });
});

describe('scalp test language model', () => {
  it('is optional; a base URL needs a model and must be http(s)', () => {
    expect(loadConfig({}).LLM_BASE_URL).toBeUndefined();
    expect(refusal({ LLM_BASE_URL: 'http://127.0.0.1:11434/v1' })).toContain(
      'LLM_MODEL: is required when LLM_BASE_URL is set',
    );
    expect(refusal({ LLM_BASE_URL: 'ftp://llm.example/v1', LLM_MODEL: 'm' })).toContain('LLM_BASE_URL');
    expect(loadConfig({ LLM_BASE_URL: 'https://llm.example/v1', LLM_MODEL: 'm' }).LLM_MODEL).toBe('m');
  });
});

describe('review translation provider', () => {
  it('is none by default; LibreTranslate needs its address and DeepL its key', () => {
    expect(loadConfig({}).TRANSLATE_PROVIDER).toBe('none');
    expect(refusal({ TRANSLATE_PROVIDER: 'libretranslate' })).toMatch(/TRANSLATE_URL/);
    expect(refusal({ TRANSLATE_PROVIDER: 'deepl' })).toMatch(/TRANSLATE_API_KEY/);
    expect(refusal({ TRANSLATE_PROVIDER: 'sandbox' })).toMatch(/TRANSLATE_PROVIDER/);
    expect(
      loadConfig({ TRANSLATE_PROVIDER: 'libretranslate', TRANSLATE_URL: 'http://translate.internal:5000' })
        .TRANSLATE_PROVIDER,
    ).toBe('libretranslate');
  });
});
