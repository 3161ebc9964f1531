import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** The placeholder public/sw.js carries; the build writes the real cache name over it. */
export const SW_VERSION_PLACEHOLDER = 'shop-dev';

/**
 * The service worker's cache name for a built client: the React Router manifest's hash (it changes with any
 * route module) and a hash of every asset's hashed file name (styles, fonts, chunks), so each new build gets a new
 * cache and the activate step drops the old one.
 */
export function swVersion(assetsDir: string): string {
  const names = (readdirSync(assetsDir) as string[]).filter((n) => !/\.(br|gz)$/.test(n)).sort();
  const manifest = names.map((n) => /^manifest-([\w-]+)\.js$/.exec(n)?.[1]).find(Boolean) ?? 'none';
  const all = createHash('sha256').update(names.join('\n')).digest('hex').slice(0, 10);
  return `shop-${manifest}-${all}`;
}

/** Writes the cache name into the built sw.js; returns it, or null when the client build has no sw.js yet. */
export function stampServiceWorker(clientDir: string): string | null {
  const file = path.join(clientDir, 'sw.js');
  const assets = path.join(clientDir, 'assets');
  if (!existsSync(file) || !existsSync(assets)) return null;
  const version = swVersion(assets);
  const source = readFileSync(file, 'utf8');
  const stamped = source.replace(/const VERSION = '[^']*';/, `const VERSION = '${version}';`);
  if (stamped !== source) writeFileSync(file, stamped);
  return version;
}

export function serviceWorkerVersion(): Plugin {
  return {
    name: 'shop:sw-version',
    apply: 'build',
    closeBundle: {
      // after React Router writes the browser manifest (server pass), before precompress (listed after this plugin)
      order: 'post',
      handler() {
        const { config } = this.environment;
        const client = config.environments?.client?.build.outDir;
        if (client) stampServiceWorker(path.resolve(config.root, client));
      },
    },
  };
}
