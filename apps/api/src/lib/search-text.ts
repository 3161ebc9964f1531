import { toTraditional } from './chinese-script.ts';

/** One comparable form for names in any script: Simplified folded to Traditional, lower-cased. */
export function normalizeSearchText(text: string): string {
  return toTraditional(text.normalize('NFKC')).toLowerCase();
}
