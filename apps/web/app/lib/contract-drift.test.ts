// A field renamed in the API's contract fails the web's typecheck (not a shopper's page): the web's product card
// is type-checked against a copy of the product contract with one answer field renamed.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';

const here = dirname(fileURLToPath(import.meta.url));
const webDir = resolve(here, '../..');
const contractDir = resolve(webDir, '../../packages/core/src/contract');
/** a web module that reads the product answer (GET /api/v1/product) */
const reader = join(here, 'product-view.ts');

function compilerOptions(paths?: Record<string, string[]>): ts.CompilerOptions {
  const file = join(webDir, 'tsconfig.json');
  const { config } = ts.readConfigFile(file, (p) => ts.sys.readFile(p));
  const parsed = ts.parseJsonConfigFileContent(config, ts.sys, webDir, undefined, file);
  // the reader needs neither the DOM's nor Node's globals: leaving them out halves the time
  return {
    ...parsed.options,
    noEmit: true,
    types: [],
    lib: ['lib.es2023.d.ts'],
    ...(paths ? { paths } : {}),
  };
}

// the library and dependency files are parsed once for both programs
const parsed = new Map<string, ts.SourceFile | undefined>();

/** The errors the type checker finds in the reader, with the product contract swapped for `contract`. */
function readerErrors(contract?: string): string[] {
  const options = compilerOptions(contract ? { '@shop/core/contract/product': [contract] } : undefined);
  const host = ts.createCompilerHost(options);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (name, ...rest) => {
    if (!parsed.has(name)) parsed.set(name, getSourceFile(name, ...rest));
    return parsed.get(name);
  };
  const program = ts.createProgram({ rootNames: [reader], options, host });
  return program
    .getSemanticDiagnostics(program.getSourceFile(reader))
    .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

describe('the contract between the API and the web', () => {
  // under the repository's node_modules, so the copy's own `zod` import resolves as the original's does
  const cache = resolve(webDir, '../../node_modules/.cache');
  mkdirSync(cache, { recursive: true });
  const tmp = mkdtempSync(join(cache, 'contract-drift-'));
  afterAll(() => rmSync(tmp, { recursive: true, force: true }));

  it('the web reads the product answer as the contract types it', { timeout: 60_000 }, () => {
    expect(readerErrors()).toEqual([]);
  });

  it(
    'renaming a field of the product answer fails the web typecheck where the web reads it',
    { timeout: 60_000 },
    () => {
      const source = readFileSync(join(contractDir, 'product.ts'), 'utf8');
      const start = source.indexOf('export const productOut = z.object({');
      expect(start).toBeGreaterThan(-1);
      const renamed =
        source.slice(0, start) +
        source.slice(start).replace('\n  path: z.string(),', '\n  url_path: z.string(),');
      expect(renamed).not.toBe(source);
      // the copy's own imports still point at the contract's neighbours
      const copy = join(tmp, 'product.ts');
      writeFileSync(
        copy,
        renamed.replaceAll(
          /from '(\.{1,2}\/[^']+)'/g,
          (_m, p: string) => `from '${resolve(contractDir, p)}'`,
        ),
      );
      const errors = readerErrors(copy);
      expect(errors.some((e) => e.includes("'path'") && e.includes('does not exist'))).toBe(true);
    },
  );
});
