// /metrics on a listener of its own (METRICS_HOST:METRICS_PORT, 127.0.0.1:9464 by default), never on the shop's
// port: what it tells (routes, queue sizes, revenue) is for the operator's Prometheus, not for shoppers.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { collectDefaultMetrics } from 'prom-client';
import type { App } from '../app-types.ts';

export interface MetricsListener {
  url: string;
  close(): Promise<void>;
}

/**
 * Starts the listener; answers its address, or undefined when METRICS_PORT=0 or the port is taken (logged as an
 * error: the shop runs on without metrics rather than not at all).
 */
export async function startMetricsListener(
  app: App,
  opts: { port: number; host: string },
): Promise<MetricsListener | undefined> {
  if (!opts.port) return undefined;
  const registry = app.metrics.registry;
  // event-loop lag, heap, RSS, GC, handles: Node's own, under their usual names (nodejs_*, process_*)
  if (!registry.getSingleMetric('process_resident_memory_bytes'))
    collectDefaultMetrics({ register: registry });
  const server: Server = createServer((req, res) => {
    if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found\n');
      return;
    }
    registry.metrics().then(
      (text) => res.writeHead(200, { 'content-type': registry.contentType }).end(text),
      (err: unknown) => {
        app.log.error({ err }, 'metrics: a collector failed');
        res.writeHead(500, { 'content-type': 'text/plain' }).end('metrics failed\n');
      },
    );
  });
  const listening = await new Promise<boolean>((resolve) => {
    server.once('error', (err) => {
      app.log.error({ err }, `metrics listener cannot start on ${opts.host}:${opts.port}; metrics are off`);
      resolve(false);
    });
    server.listen(opts.port, opts.host, () => resolve(true));
  });
  if (!listening) return undefined;
  server.unref();
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${opts.host.includes(':') ? `[${opts.host}]` : opts.host}:${port}/metrics`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
