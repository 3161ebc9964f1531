import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let trusted: TestApp;
let direct: TestApp;
beforeAll(async () => {
  [trusted, direct] = await Promise.all([createTestApp({ TRUST_PROXY: '1' }), createTestApp()]);
});
afterAll(async () => {
  await Promise.all([trusted.close(), direct.close()]);
});

describe('visitor country', () => {
  it('reads a trusted proxy header and maps it to a ship-to country', async () => {
    const res = await trusted.app.inject({
      url: '/api/v1/visitor-country',
      headers: { 'cf-ipcountry': 'GB' },
    });
    expect(res.json()).toEqual({
      countryCode: 'GB',
      countryName: 'United Kingdom',
      country: 'uk',
      source: 'proxy-header',
    });
  });

  it('ignores proxy headers unless the proxy is trusted, falling back to Accept-Language', async () => {
    const res = await direct.app.inject({
      url: '/api/v1/visitor-country',
      headers: { 'cf-ipcountry': 'GB', 'accept-language': 'ja-JP,ja;q=0.9' },
    });
    expect(res.json()).toMatchObject({ countryCode: 'JP', country: 'jp', source: 'accept-language' });
  });

  it('knows countries the shop does not ship to, with no ship-to key', async () => {
    const res = await trusted.app.inject({
      url: '/api/v1/visitor-country',
      headers: { 'cf-ipcountry': 'FR' },
    });
    expect(res.json()).toMatchObject({ countryCode: 'FR', countryName: 'France', country: null });
  });

  it('answers null when nothing tells the country', async () => {
    const res = await direct.app.inject('/api/v1/visitor-country');
    expect(res.json()).toMatchObject({ countryCode: null, country: null, source: 'none' });
  });

  it('serves /nuxt/guest/location with the ip', async () => {
    const res = await trusted.app.inject({
      url: '/nuxt/guest/location',
      headers: { 'cf-ipcountry': 'HK' },
      remoteAddress: '203.0.113.9',
    });
    expect(res.json()).toMatchObject({ ip: '203.0.113.9', countryCode: 'HK', country: 'hk' });
    expect(res.headers['cache-control']).toBe('private, no-store');
  });
});
