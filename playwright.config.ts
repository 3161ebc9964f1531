import { defineConfig, devices } from '@playwright/test';
import { serverEnv, serverNodeFlags } from './apps/server/src/node-flags.ts';

const PORT = Number(process.env.E2E_PORT ?? 3123);
/** The specs in which staff change the catalogue every shopper sees (products, collections, imports). */
const CATALOGUE_WRITES =
  /(admin-catalogue|admin-catalogue-io|admin-collections|admin-product-editor|catalogue-redirect|product-images)\.spec\.ts$/;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  // dot in CI: the failures print last, where a truncated CI log still shows them
  reporter: process.env.CI ? 'dot' : 'list',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      // Debian's chromium: no test tool may download a browser here
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-dev-shm-usage',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testIgnore: [/.*\.mobile\.spec\.ts/, CATALOGUE_WRITES],
    },
    { name: 'mobile', use: { ...devices['Pixel 7'], channel: undefined }, testMatch: /.*\.mobile\.spec\.ts/ },
    // staff changing the catalogue drop every instance's page cache and change what shoppers see: these run
    // after the shopper specs, so a shopper spec never races a product, collection or import
    {
      name: 'catalogue-writes',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testMatch: CATALOGUE_WRITES,
      dependencies: ['desktop', 'mobile'],
    },
  ],
  webServer: {
    // a fresh embedded database each run, seeded at boot
    command: `rm -rf .tmp/e2e-data && node ${serverNodeFlags.join(' ')} apps/server/src/main.ts`,
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    // test mode keeps the dev outbox (codes and links) readable; TRUST_PROXY lets tests set CF-IPCountry
    env: {
      ...serverEnv,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: '.tmp/e2e-data',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      TRUST_PROXY: '1',
      OTP_RESEND_SECONDS: '2',
      // a failed job retries once, at once: e2e/admin-jobs.spec.ts sees it fail within seconds
      JOB_RETRY_LIMIT: '1',
      JOB_RETRY_DELAY_SECONDS: '0',
      PUBLIC_URL: `http://127.0.0.1:${PORT}`,
    },
  },
});
