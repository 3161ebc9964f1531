import { Converter } from 'opencc-js';

const toTraditional = Converter({ from: 'cn', to: 'hk' });

/** One comparable form for names in any script: Simplified folded to Traditional, lower-cased. */
export function normalizeSearchText(text: string): string {
  return toTraditional(text.normalize('NFKC')).toLowerCase();
}
