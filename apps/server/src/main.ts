import { ConfigError, DatabaseOpenError, loadConfig } from '@shop/api';
import { listen } from './server.ts';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(e.message);
      process.exit(1);
    }
    throw e;
  }
  let server;
  try {
    server = await listen(config);
  } catch (e) {
    if (e instanceof DatabaseOpenError || e instanceof ConfigError)
      console.error(`Cannot start: ${e.message}`);
    else console.error('Cannot start:', e instanceof Error ? e.message : e);
    process.exit(1);
  }
  server.app.log.info(
    `shop listening on ${config.PUBLIC_URL} (port ${config.PORT}, database ${server.database.kind}, mode ${config.SHOP_MODE})`,
  );
  if (config.SHOP_MODE === 'demo') {
    server.app.log.warn(
      'demo shop: no real payments (sandbox payments, dev outbox at /dev/outbox, demo members and coupons); SHOP_MODE=production for a real shop',
    );
  }
  const shutdown = (signal: string) => {
    server.app.log.info(`${signal}: draining and closing`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
}

void main();
