import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { precompress } from './build-tools/precompress.ts';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), precompress()],
  ssr: {
    // core is TypeScript source: bundle it into the server build
    noExternal: ['@shop/core'],
  },
  build: { assetsInlineLimit: 0 },
});
