// The server's entry. Tracing, when OTEL_EXPORTER_OTLP_ENDPOINT is set, starts before anything it instruments is
// imported (the HTTP server, pg, ioredis): the shop itself is imported dynamically, after it.
const tracing = process.env.OTEL_EXPORTER_OTLP_ENDPOINT
  ? await (await import('./tracing.ts')).startTracing()
  : undefined;
const { ConfigError, DatabaseOpenError, loadConfig } = await import('@shop/api');
const { listen } = await import('./server.ts');
export {};

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
    const force = setTimeout(() => process.exit(1), 10_000 + config.SHUTDOWN_DELAY_SECONDS * 1000);
    force.unref();
    server
      .close()
      .then(() => tracing?.shutdown())
      .then(
        () => process.exit(0),
        () => process.exit(1),
      );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
}

void main();
