import { Converter } from 'opencc-js';

// Each OpenCC converter builds its dictionaries into a trie of about 40 MB: the shop keeps one per direction,
// made on first use, and Traditional is Hong Kong's (the shop's hk locale).
let traditional: ((text: string) => string) | undefined;
let simplified: ((text: string) => string) | undefined;

/** Simplified → Hong Kong Traditional. */
export const toTraditional = (text: string) => (traditional ??= Converter({ from: 'cn', to: 'hk' }))(text);

/** Traditional (Hong Kong or Taiwan) → Simplified. */
export const toSimplified = (text: string) => (simplified ??= Converter({ from: 'hk', to: 'cn' }))(text);
