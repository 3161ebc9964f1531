import { defineConfig, devices } from '@playwright/test';
import { serverEnv, serverNodeFlags } from './apps/server/src/node-flags.ts';

const PORT = Number(process.env.E2E_PORT ?? 3123);
/** A second shop holding the demo plus 20,000 generated products (search among a real-sized catalogue). */
const CATALOGUE_PORT = PORT + 1;
const CATALOGUE_PRODUCTS = 20_000;
/** A third, light shop that delivers its email over SMTP to a server the email-smtp spec starts (SMTP_PORT). */
const EMAIL_PORT = PORT + 2;
const SMTP_PORT = PORT + 3;
/** A shop paid through PayDollar, and the fake PayDollar it talks to (hosted page, datafeed, merchant API). */
const PAYDOLLAR_SHOP_PORT = PORT + 4;
const PAYDOLLAR_FAKE_PORT = PORT + 5;
const PAYDOLLAR_ENV = {
  PAYDOLLAR_MERCHANT_ID: '18000001',
  PAYDOLLAR_SECURE_HASH_SECRET: 'e2e-paydollar-secure-hash-secret',
  PAYDOLLAR_HASH: 'SHA-256',
  PAYDOLLAR_API_LOGIN: 'e2e-api',
  PAYDOLLAR_API_PASSWORD: 'e2e-api-password',
};
/** E2E_PAYDOLLAR=0 leaves the PayDollar shop and its fake gateway out of a local run of other specs. */
const WITH_PAYDOLLAR = process.env.E2E_PAYDOLLAR !== '0';
/** E2E_CATALOGUE_SIZE=0 leaves the second shop out of a local run of other specs (CI always runs it). */
const WITH_CATALOGUE_SIZE = process.env.E2E_CATALOGUE_SIZE !== '0';
/** The specs in which staff change what every shopper sees (products, collections, imports, pages, menus, home). */
const CATALOGUE_WRITES =
  /(admin-catalogue|admin-catalogue-io|admin-collections|admin-product-editor|catalogue-redirect|product-images|admin-pages|admin-menus|admin-homepage)\.spec\.ts$/;

function serverEnvFor(port: number, dataDir: string) {
  return {
    ...serverEnv,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'test',
    TRUST_PROXY: '1',
    OTP_RESEND_SECONDS: '2',
    JOB_RETRY_LIMIT: '1',
    JOB_RETRY_DELAY_SECONDS: '0',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    // three shops (and other checkouts' servers) run at once: none takes the default metrics port
    METRICS_PORT: '0',
  };
}

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // Chromium 156 on a 2-core machine with two workers: a whole journey (sign in, bag, checkout, a payment page,
  // back) takes 25-35 s alone and 60 s while the other worker runs (staff and a shopper in two browsers: the
  // gift-wrap fee in admin-settings), and a drawer's code and messages can take more than 7 s to arrive and draw;
  // the longest tests (every account view with axe, the layout sweep) set twice what they needed before
  timeout: 120_000,
  expect: { timeout: 15_000 },
  // dot in CI: the failures print last, where a truncated CI log still shows them; each test's time goes to a
  // JSON file beside the traces (what to split when the suite grows long)
  reporter: process.env.CI ? [['dot'], ['json', { outputFile: 'test-results/e2e-report.json' }]] : 'list',
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
    // first: a worker takes tests in the order of the projects, so the long phone tours start early instead of
    // running alone at the end while the other worker waits
    { name: 'mobile', use: { ...devices['Pixel 7'], channel: undefined }, testMatch: /.*\.mobile\.spec\.ts/ },
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testIgnore: [
        /.*\.mobile\.spec\.ts/,
        CATALOGUE_WRITES,
        /catalogue-size\.spec\.ts$/,
        /email-smtp\.spec\.ts$/,
        /paydollar\.spec\.ts$/,
      ],
    },
    // staff changing the catalogue drop every instance's page cache and change what shoppers see: these run
    // after the shopper specs, so a shopper spec never races a product, collection or import
    {
      name: 'catalogue-writes',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testMatch: CATALOGUE_WRITES,
      dependencies: ['desktop', 'mobile'],
    },
    {
      name: 'catalogue-size',
      use: {
        ...devices['Desktop Chrome'],
        channel: undefined,
        baseURL: `http://127.0.0.1:${CATALOGUE_PORT}`,
      },
      testMatch: /catalogue-size\.spec\.ts$/,
    },
    {
      name: 'email-smtp',
      use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: `http://127.0.0.1:${EMAIL_PORT}` },
      testMatch: /email-smtp\.spec\.ts$/,
    },
    {
      name: 'paydollar',
      use: {
        ...devices['Desktop Chrome'],
        channel: undefined,
        baseURL: `http://127.0.0.1:${PAYDOLLAR_SHOP_PORT}`,
      },
      testMatch: /paydollar\.spec\.ts$/,
    },
  ],
  webServer: [
    {
      command: `rm -rf .tmp/e2e-data && node ${serverNodeFlags.join(' ')} apps/server/src/main.ts`,
      url: `http://127.0.0.1:${PORT}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: serverEnvFor(PORT, '.tmp/e2e-data'),
    },
    {
      // the default seed, no demo photos; its mail goes out over SMTP (the main shop keeps the dev outbox)
      command: `rm -rf .tmp/e2e-email && node ${serverNodeFlags.join(' ')} apps/server/src/main.ts`,
      url: `http://127.0.0.1:${EMAIL_PORT}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        ...serverEnvFor(EMAIL_PORT, '.tmp/e2e-email'),
        DEMO_PHOTOS: '0',
        SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
        EMAIL_FROM: 'Oxygen Ceuticals <hello@oxygen-ceuticals.example>',
      },
    },
    ...(WITH_PAYDOLLAR
      ? [
          {
            // the fake PayDollar: its hosted page (Approve / Decline) signs a datafeed to the PayDollar shop
            command:
              `node apps/api/src/scripts/fake-paydollar.ts --port ${PAYDOLLAR_FAKE_PORT}` +
              ` --datafeed http://127.0.0.1:${PAYDOLLAR_SHOP_PORT}/api/v1/payment/notify/paydollar`,
            // it answers POSTs only: ready once it says where it listens
            wait: { stdout: /fake PayDollar listening/ },
            reuseExistingServer: false,
            timeout: 60_000,
            env: { ...serverEnv, ...PAYDOLLAR_ENV },
          },
          {
            // the default seed, no demo photos, paid through the fake PayDollar
            command: `rm -rf .tmp/e2e-paydollar && node ${serverNodeFlags.join(' ')} apps/server/src/main.ts`,
            url: `http://127.0.0.1:${PAYDOLLAR_SHOP_PORT}/api/health`,
            reuseExistingServer: false,
            timeout: 120_000,
            env: {
              ...serverEnvFor(PAYDOLLAR_SHOP_PORT, '.tmp/e2e-paydollar'),
              DEMO_PHOTOS: '0',
              PAYMENT_PROVIDER: 'paydollar',
              PAYDOLLAR_URL: `http://127.0.0.1:${PAYDOLLAR_FAKE_PORT}/b2c2`,
              ...PAYDOLLAR_ENV,
            },
          },
        ]
      : []),
    ...(WITH_CATALOGUE_SIZE
      ? [
          {
            // seeded before it starts (one process opens the embedded database at a time)
            command:
              `rm -rf .tmp/e2e-catalogue && node apps/api/src/scripts/seed-catalogue.ts --products ${CATALOGUE_PRODUCTS}` +
              ` && node ${serverNodeFlags.join(' ')} apps/server/src/main.ts`,
            url: `http://127.0.0.1:${CATALOGUE_PORT}/api/health`,
            reuseExistingServer: false,
            timeout: 300_000,
            env: serverEnvFor(CATALOGUE_PORT, '.tmp/e2e-catalogue'),
          },
        ]
      : []),
  ],
});
