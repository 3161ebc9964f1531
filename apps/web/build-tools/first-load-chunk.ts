import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * The modules every storefront page runs before hydrating: those the root route and the browser entry import
 * statically, followed import by import. Recorded at the end of the client build's module graph, read by the
 * `shop` code-splitting group of vite.config.ts (chunking runs after the graph is complete). A group chosen by path
 * took every module of lib/, i18n/ and core, whoever imported it: zod with the API contract, every locale's error
 * messages and back-office rules rode along on every page.
 */
export function firstLoadChunk(appDirectory: string) {
  const starts = ['root.tsx', 'entry.client.tsx'].map((f) => path.join(appDirectory, f));
  const firstLoad = new Set<string>();
  const plugin: Plugin = {
    name: 'shop:first-load-chunk',
    applyToEnvironment: (env) => env.name === 'client',
    buildEnd() {
      firstLoad.clear();
      const queue = [...this.getModuleIds()].filter((id) => starts.includes(id.split('?')[0]!));
      while (queue.length) {
        const id = queue.pop()!;
        if (firstLoad.has(id)) continue;
        firstLoad.add(id);
        queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
  return { plugin, has: (id: string) => firstLoad.has(id) };
}
