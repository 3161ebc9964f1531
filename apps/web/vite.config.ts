import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { catalogueChunks } from './build-tools/catalogue-chunks.ts';
import { precompress } from './build-tools/precompress.ts';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), catalogueChunks(), precompress()],
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
            // React, React DOM and React Router as one chunk instead of four: over HTTP/1.1 a page's module preloads
            // queue six at a time. (App modules are left to the automatic split: a group drags in what its modules
            // import, and core's index would bring zod into every page.)
            codeSplitting: {
              groups: [
                { name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|react-router|turbo-stream|cookie|set-cookie-parser)[\\/]/ },
              ],
            },
          },
        },
      },
    },
  },
});
