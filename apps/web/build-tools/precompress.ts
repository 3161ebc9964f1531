import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|mjs|css|svg|html|json|txt|xml|webmanifest)$/;

/** Writes .br and .gz beside every compressible client file, once at build time (the server serves them as is). */
export function precompressFiles(dir: string, minBytes = 1024) {
  let files = 0;
  for (const name of readdirSync(dir, { recursive: true }) as string[]) {
    const file = path.join(dir, name);
    if (!COMPRESSIBLE.test(file) || !statSync(file).isFile()) continue;
    const buf = readFileSync(file);
    if (buf.length < minBytes) continue;
    writeFileSync(`${file}.br`, brotliCompressSync(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: buf.length } }));
    writeFileSync(`${file}.gz`, gzipSync(buf, { level: 9 }));
    files++;
  }
  return files;
}

export function precompress(): Plugin {
  return {
    name: 'shop:precompress',
    apply: 'build',
    closeBundle: {
      order: 'post',
      handler() {
        // each Vite environment builds on its own; only the browser's files are served
        const { name, config } = this.environment;
        if (name === 'client') precompressFiles(path.resolve(config.root, config.build.outDir));
      },
    },
  };
}
