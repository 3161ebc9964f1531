import type { Plugin } from 'vite';

const ID = 'virtual:catalogue-chunks';
const LOCALE_MODULE = /[\\/]i18n[\\/]messages\.(\w+)\.ts$/;

/**
 * `virtual:catalogue-chunks`: the URL of each locale's message catalogue chunk, so a page can modulepreload its own
 * while the rest of its modules load (hydration waits for it). The browser build runs first and records the hashed
 * names; the server build reads them. In development the source modules are the URLs.
 */
export function catalogueChunks(): Plugin {
  const files: Record<string, string> = {};
  let base = '/';
  return {
    name: 'shop:catalogue-chunks',
    configResolved(config) {
      base = config.base;
    },
    resolveId(id) {
      return id === ID ? `\0${ID}` : undefined;
    },
    load(id) {
      if (id !== `\0${ID}`) return undefined;
      if (this.environment.mode === 'dev') {
        return `export default ${JSON.stringify(Object.fromEntries(['hk', 'zh', 'cn', 'en'].map((l) => [l, `${base}app/i18n/messages.${l}.ts`])))};`;
      }
      return `export default ${JSON.stringify(files)};`;
    },
    generateBundle(_options, bundle) {
      if (this.environment.name !== 'client') return;
      for (const chunk of Object.values(bundle)) {
        const locale =
          chunk.type === 'chunk' ? LOCALE_MODULE.exec(chunk.facadeModuleId ?? '')?.[1] : undefined;
        if (locale) files[locale] = base + chunk.fileName;
      }
    },
  };
}
