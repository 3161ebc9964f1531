// `npm run dev`: one process with Vite in middleware mode (HMR) in front of the same API.
import middie from '@fastify/middie';
import type { ServerBuild } from 'react-router';
import { loadConfig } from '@shop/api';
import { createServer } from './server.ts';
import { registerSsr, webRoot } from './web.ts';

const config = loadConfig({ ...process.env, NODE_ENV: 'development' });
const { app, database } = await createServer(config, {
  web: async (fastify) => {
    const { createServer: createVite } = await import('vite');
    const vite = await createVite({
      root: webRoot,
      configFile: `${webRoot}/vite.config.ts`,
      server: { middlewareMode: true, hmr: { server: fastify.server } },
      appType: 'custom',
    });
    await fastify.register(middie);
    fastify.use((req, res, next) => {
      // the API keeps its own routes; Vite serves modules and assets
      if (req.url?.startsWith('/api/') || req.url?.startsWith('/media/')) return next();
      vite.middlewares(req, res, next);
    });
    fastify.addHook('onClose', () => vite.close());
    await registerSsr(
      fastify,
      () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>,
      'development',
    );
  },
});
await app.listen({ port: config.PORT, host: config.HOST });
app.log.info(`dev server on http://localhost:${config.PORT}`);
const stop = () =>
  app
    .close()
    .then(() => database.close())
    .then(() => process.exit(0));
process.once('SIGINT', () => void stop());
process.once('SIGTERM', () => void stop());
