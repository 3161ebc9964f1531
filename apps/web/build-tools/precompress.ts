import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|mjs|css|svg|html|json|txt|xml|webmanifest)$/;

/** Writes .br and .gz beside every compressible client file, once at build time (the server serves them as is). */
export function precompressFiles(dir: string, minBytes = 1024) {
  for (const name of readdirSync(dir, { recursive: true }) as string[]) {
    const file = path.join(dir, name);
    if (!COMPRESSIBLE.test(file)) continue;
    const stat = statSync(file);
    if (!stat.isFile() || stat.size < minBytes) continue;
    // done in an earlier pass of this build
    if (existsSync(`${file}.br`) && statSync(`${file}.br`).mtimeMs >= stat.mtimeMs) continue;
    const buf = readFileSync(file);
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(buf, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: buf.length },
      }),
    );
    writeFileSync(`${file}.gz`, gzipSync(buf, { level: 9 }));
  }
}

export function precompress(): Plugin {
  return {
    name: 'shop:precompress',
    apply: 'build',
    closeBundle: {
      order: 'post',
      handler() {
        // each Vite environment builds on its own and only the browser's files are served; React Router writes
        // the browser route manifest into them during the server build, so both passes compress what is new
        const { config } = this.environment;
        const client = config.environments?.client?.build.outDir;
        if (client) precompressFiles(path.resolve(config.root, client));
      },
    },
  };
}
