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
    if (e instanceof DatabaseOpenError) console.error(`Cannot start: ${e.message}`);
    else console.error('Cannot start:', e instanceof Error ? e.message : e);
    process.exit(1);
  }
  server.app.log.info(`shop listening on ${config.PUBLIC_URL} (port ${config.PORT}, database ${server.database.kind})`);
  const shutdown = (signal: string) => {
    server.app.log.info(`${signal}: draining and closing`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    server.close().then(() => process.exit(0), () => process.exit(1));
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
}

void main();
