import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { catalogueChunks } from './build-tools/catalogue-chunks.ts';
import { firstLoadChunk } from './build-tools/first-load-chunk.ts';
import { precompress } from './build-tools/precompress.ts';
import { serviceWorkerVersion } from './build-tools/sw-version.ts';

const firstLoad = firstLoadChunk(fileURLToPath(new URL('app', import.meta.url)));

export default defineConfig({
  plugins: [
    tailwindcss(),
    reactRouter(),
    catalogueChunks(),
    firstLoad.plugin,
    serviceWorkerVersion(),
    precompress(),
  ],
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
  build: { assetsInlineLimit: 0, minify: process.env.NO_MINIFY ? false : undefined },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            // two chunks for what every page runs before hydrating instead of twenty small ones: over HTTP/1.1 a
            // page's scripts queue six at a time. The shop group is exactly what the root route and the browser
            // entry import statically (build-tools/first-load-chunk.ts); a page's own modules, the forms (zod), the
            // locale catalogues and the back office stay in their own chunks (first-load budget: docs/scaling.md).
            codeSplitting: {
              groups: [
                {
                  name: 'framework',
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router|turbo-stream|cookie|set-cookie-parser)[\\/]/,
                },
                {
                  name: 'shop',
                  test: (id: string) => firstLoad.has(id) && !/packages[\\/]core[\\/]|node_modules/.test(id),
                },
              ],
            },
          },
        },
      },
    },
  },
});
