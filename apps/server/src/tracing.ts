// OpenTelemetry traces over OTLP, loaded by main.ts only when OTEL_EXPORTER_OTLP_ENDPOINT is set (a dynamic import:
// without it none of this is read). Spans: the HTTP server and Fastify's routes and hooks, PostgreSQL statements,
// Redis commands and outgoing fetch calls to providers. OTEL_EXPORTER_OTLP_PROTOCOL (http/protobuf by default,
// http/json, grpc), OTEL_SERVICE_NAME (default shop) and the other OTEL_* variables are the SDK's own.
import { register } from 'node:module';
import { trace } from '@opentelemetry/api';
import { setTraceReader } from './trace-log.ts';

export async function startTracing() {
  // ESM imports of ioredis (apps/api) are patched through import-in-the-middle's loader hook, limited to it: the
  // hook cannot wrap every module (core's `export *` lists break under it); pg and http are patched through require
  register('@opentelemetry/instrumentation/hook.mjs', import.meta.url, { data: { include: ['ioredis'] } });
  process.env.OTEL_SERVICE_NAME ??= 'shop';
  // traces only: the metrics are Prometheus's (metrics-server.ts), the logs go to stdout
  process.env.OTEL_METRICS_EXPORTER ??= 'none';
  process.env.OTEL_LOGS_EXPORTER ??= 'none';
  const [{ NodeSDK }, { HttpInstrumentation }, { PgInstrumentation }, { IORedisInstrumentation }] =
    await Promise.all([
      import('@opentelemetry/sdk-node'),
      import('@opentelemetry/instrumentation-http'),
      import('@opentelemetry/instrumentation-pg'),
      import('@opentelemetry/instrumentation-ioredis'),
    ]);
  const [{ UndiciInstrumentation }, { default: FastifyOtelInstrumentation }] = await Promise.all([
    import('@opentelemetry/instrumentation-undici'),
    import('@fastify/otel'),
  ]);
  const sdk = new NodeSDK({
    instrumentations: [
      // the scrape of /metrics and the load balancer's checks are not traced
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (req) => /^\/(api\/health|api\/ready|metrics)\b/.test(req.url ?? ''),
      }),
      new FastifyOtelInstrumentation({ registerOnInitialization: true }),
      new PgInstrumentation(),
      new IORedisInstrumentation(),
      new UndiciInstrumentation(),
    ],
  });
  sdk.start();
  setTraceReader(() => {
    const span = trace.getActiveSpan();
    if (!span) return {} as Record<string, string>;
    const { traceId, spanId } = span.spanContext();
    return { trace_id: traceId, span_id: spanId };
  });
  return {
    /** sends the spans still buffered */
    shutdown: () => sdk.shutdown(),
  };
}
