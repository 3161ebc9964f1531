export { buildApp, type App } from './app.ts';
export { loadConfig, ConfigError, productionProblems, type Config } from './config.ts';
export { openDatabase, DatabaseOpenError, type Database } from './db/client.ts';
export { demoLeftovers, seedContent, seedIfEmpty } from './db/seed/seed.ts';
export { acceptsEncoding } from './lib/response-cache.ts';
export { createTtlCache } from './lib/ttl-cache.ts';
export { isUnder, normalizedPath } from './lib/request-path.ts';
export { startMetricsListener, type MetricsListener } from './lib/metrics-server.ts';
