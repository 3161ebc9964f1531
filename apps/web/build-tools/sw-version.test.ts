import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { stampServiceWorker, SW_VERSION_PLACEHOLDER, swVersion } from './sw-version.ts';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** A built client as Vite and React Router leave it: sw.js copied from public/, hashed assets. */
function client(assets: string[]): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'shop-sw-'));
  dirs.push(dir);
  mkdirSync(path.join(dir, 'assets'));
  for (const a of assets) writeFileSync(path.join(dir, 'assets', a), 'x');
  writeFileSync(
    path.join(dir, 'sw.js'),
    readFileSync(path.join(import.meta.dirname, '../public/sw.js'), 'utf8'),
  );
  return dir;
}

describe('service worker cache name', () => {
  it('public/sw.js carries the placeholder the build replaces', () => {
    const source = readFileSync(path.join(import.meta.dirname, '../public/sw.js'), 'utf8');
    expect(source).toContain(`const VERSION = '${SW_VERSION_PLACEHOLDER}';`);
  });

  it('names the cache after the build: the manifest hash, and any other asset changing changes it too', () => {
    const a = client(['manifest-18a5fd54.js', 'root-AbC123.js', 'app-Zz9.css', 'manifest-18a5fd54.js.br']);
    const b = client(['manifest-77bb0c1e.js', 'root-AbC123.js', 'app-Zz9.css']);
    const c = client(['manifest-18a5fd54.js', 'root-AbC123.js', 'app-Yy8.css']);
    const va = stampServiceWorker(a)!;
    expect(va).toMatch(/^shop-18a5fd54-[0-9a-f]{10}$/);
    expect(readFileSync(path.join(a, 'sw.js'), 'utf8')).toContain(`const VERSION = '${va}';`);
    expect(stampServiceWorker(b)).toMatch(/^shop-77bb0c1e-/);
    expect(stampServiceWorker(c)).not.toBe(va);
    // compressed twins do not count: the same build stamped again keeps its name
    expect(swVersion(path.join(a, 'assets'))).toBe(va);
    expect(stampServiceWorker(a)).toBe(va);
    expect(readFileSync(path.join(a, 'sw.js'), 'utf8')).not.toContain(SW_VERSION_PLACEHOLDER);
  });

  it('leaves a client without sw.js alone', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'shop-sw-'));
    dirs.push(dir);
    expect(stampServiceWorker(dir)).toBeNull();
  });
});
