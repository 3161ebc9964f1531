// The scalp test: a chat (rules engine, worded by a language model when config LLM_* names one) that ends with a
// scalp type and its products; the back office sets which products each type recommends.
import type { App } from '../../app-types.ts';
import { meterProvider } from '../../lib/provider-metrics.ts';
import { createOpenAiChat } from '../../providers/llm/llm.provider.ts';
import { scalpTestAdminRoutes } from './scalp-test.admin.routes.ts';
import { createScalpTestAdmin } from './scalp-test.admin.service.ts';
import { scalpTestRoutes } from './scalp-test.routes.ts';
import { createScalpTests } from './scalp-test.service.ts';

export async function scalpTestModule(app: App): Promise<void> {
  const { config, database } = app.deps;
  const { LLM_BASE_URL, LLM_MODEL, LLM_API_KEY } = config;
  const llm =
    LLM_BASE_URL && LLM_MODEL
      ? meterProvider(
          createOpenAiChat({ baseUrl: LLM_BASE_URL, model: LLM_MODEL, apiKey: LLM_API_KEY }),
          'llm',
          app.metrics.providerCall,
        )
      : null;
  const tests = createScalpTests(database.db, app.products, llm);
  app.decorate('scalpTests', tests);
  app.decorate(
    'scalpTestAdmin',
    createScalpTestAdmin({
      db: database.db,
      products: app.products,
      tests,
      invalidateSettings: () => app.settings.invalidate(),
    }),
  );
  await app.register(scalpTestRoutes, { prefix: '/api/v1' });
  await app.register(scalpTestAdminRoutes, { prefix: '/api/v1' });
}
