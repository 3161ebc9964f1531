/**
 * PostgreSQL `text` cannot hold U+0000, and `jsonb` refuses an unpaired UTF-16 surrogate (`"\ud800"` is legal JSON).
 * Either one in a request would reach the database and fail there as a 500; found by the API fuzz test.
 */
const UNSTORABLE = /[\u0000\p{Cs}]/u;

/** The dotted path of the first string or key holding NUL or a lone surrogate, or null. Iterative: any depth. */
export function findUnstorableText(value: unknown): string | null {
  const stack: [unknown, string][] = [[value, '']];
  while (stack.length) {
    const [v, path] = stack.pop()!;
    if (typeof v === 'string') {
      if (UNSTORABLE.test(v)) return path;
      continue;
    }
    // raw bytes (an uploaded image) hold no text: walking a 5 MB buffer byte by byte costs seconds
    if (v === null || typeof v !== 'object' || ArrayBuffer.isView(v)) continue;
    for (const [k, child] of Object.entries(v)) {
      const at = path ? `${path}.${k}` : k;
      if (UNSTORABLE.test(k)) return printable(at);
      stack.push([child, at]);
    }
  }
  return null;
}

const printable = (s: string) => s.replace(/[\u0000\p{Cs}]/gu, '\uFFFD');
