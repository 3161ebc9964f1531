import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { catalogueChunks } from './build-tools/catalogue-chunks.ts';
import { precompress } from './build-tools/precompress.ts';
import { serviceWorkerVersion } from './build-tools/sw-version.ts';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), catalogueChunks(), serviceWorkerVersion(), precompress()],
  resolve: {
    // the browser takes core without its zod schemas; the forms import them from '@shop/core/validation'
    alias: [
      {
        find: /^@shop\/core$/,
        replacement: fileURLToPath(new URL('../../packages/core/src/rules.ts', import.meta.url)),
      },
    ],
  },
  ssr: {
    // core is TypeScript source: bundle it into the server build
    noExternal: ['@shop/core'],
  },
  build: { assetsInlineLimit: 0 },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            // two chunks for what every page loads instead of twenty small ones: over HTTP/1.1 a page's module
            // preloads queue six at a time ahead of its first paint. A group takes along what its modules import,
            // so the shop group leaves out the modules that import zod (they stay in the lazy chunks of the forms).
            // A group also takes every module its test matches, whoever imports it: the catalogues of one locale
            // (member., product-page., part of messages.<locale>) and the back office's (admin.*, admin-*) stay
            // out of it.
            codeSplitting: {
              groups: [
                {
                  name: 'framework',
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router|turbo-stream|cookie|set-cookie-parser)[\\/]/,
                },
                {
                  name: 'shop',
                  test: /apps[\\/]web[\\/]app[\\/](components[\\/](shell-context|notifications)\.|lib[\\/](?!form-errors|auth\.|admin-)|i18n[\\/](?!messages\.|account\.|checkout\.|member\.|product-page\.|admin[.-]))|packages[\\/]core[\\/]src[\\/](?!validation|index)/,
                },
              ],
            },
          },
        },
      },
    },
  },
});
