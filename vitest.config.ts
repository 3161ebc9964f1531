import { defineConfig } from 'vitest/config';

const CONTRACT_TEST = 'apps/api/src/test/contract.test.ts';

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'core', include: ['packages/core/src/**/*.test.ts'] } },
      { test: { name: 'web', include: ['apps/web/app/**/*.test.ts', 'apps/web/build-tools/**/*.test.ts'] } },
      // docs/spec-coverage.md names files and tests; this keeps every name real
      { test: { name: 'docs', include: ['docs/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          exclude: ['apps/server/src/scale-out.test.ts', 'apps/server/src/faults.test.ts'],
          testTimeout: 60_000,
          // each file starts servers of its own: one module graph a worker, as in the api project
          isolate: false,
        },
      },
      // two built instances, nginx, PostgreSQL (DATABASE_URL) and Redis: .ci/run runs it after the PostgreSQL suite
      {
        test: { name: 'scale-out', include: ['apps/server/src/scale-out.test.ts'], testTimeout: 120_000 },
      },
      // Redis and PostgreSQL stopped under load, a rolling deploy (servers of its own): .ci/run, after scale-out
      { test: { name: 'faults', include: ['apps/server/src/faults.test.ts'], testTimeout: 400_000 } },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts'],
          exclude: [CONTRACT_TEST],
          globalSetup: ['apps/api/src/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // each file gets its own database copy; two workers fit the 2-core machine
          maxWorkers: 2,
          // a file starts its own app on its own database, so the module graph (Fastify, Drizzle, sharp) is
          // loaded once a worker instead of once a file: a third of the suite's time was imports
          isolate: false,
        },
      },
      // mocks fastify's module: it keeps a module graph of its own (npm run test:api runs both)
      {
        test: {
          name: 'api-contract',
          include: [CONTRACT_TEST],
          globalSetup: ['apps/api/src/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
