import type { Locale } from '@shop/core';
import chunks from 'virtual:catalogue-chunks';

/** The URL of a locale's catalogue chunk, for a modulepreload link (build-tools/catalogue-chunks.ts). */
export function catalogueChunkUrl(locale: Locale): string | undefined {
  return (chunks as Partial<Record<Locale, string>>)[locale];
}
