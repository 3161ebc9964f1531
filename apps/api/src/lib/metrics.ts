// The shop's Prometheus metrics (docs/observability.md lists each one, its labels and the alerts reading it). One
// registry per app: tests build many apps in one process. Labels are bounded sets only: route patterns (never the
// raw URL, so no ids or tokens), methods, statuses, queues, currencies, providers.
import { Counter, Gauge, Histogram, Registry } from 'prom-client';

const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const QUERY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];

/** A guest page from the page cache (hit), rendered and stored (miss), or rendered for one shopper (rendered). */
export type PageResult = 'hit' | 'miss' | 'rendered';

/** What became of a provider's payment notification, by the answer it got. */
export function paymentOutcome(status: number): string {
  if (status >= 200 && status < 300) return 'applied';
  if (status === 401) return 'bad_signature';
  if (status === 404) return 'unknown_provider';
  if (status === 409) return 'conflict';
  if (status >= 500) return 'error';
  return 'invalid';
}

export function createMetrics() {
  const registry = new Registry();
  const r = { registers: [registry] };
  const requests = new Counter({
    name: 'shop_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    ...r,
  });
  const duration = new Histogram({
    name: 'shop_http_request_duration_seconds',
    help: 'Time from the request to its answer, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: LATENCY_BUCKETS,
    ...r,
  });
  const serverErrors = new Counter({
    name: 'shop_http_server_errors_total',
    help: 'Answers with a 5xx status, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    ...r,
  });
  const pages = new Counter({
    name: 'shop_pages_total',
    help: 'Storefront pages: hit (page cache), miss (rendered and stored), rendered (for one shopper)',
    labelNames: ['result'] as const,
    ...r,
  });
  for (const result of ['hit', 'miss', 'rendered']) pages.inc({ result }, 0);
  const pageCounts = { hit: 0, miss: 0 };
  new Gauge({
    name: 'shop_page_cache_hit_ratio',
    help: 'Page-cache hits over cacheable page requests (hit + miss) since the process started',
    registers: [registry],
    collect() {
      const all = pageCounts.hit + pageCounts.miss;
      this.set(all ? pageCounts.hit / all : 0);
    },
  });
  const queries = new Histogram({
    name: 'shop_db_query_duration_seconds',
    help: "Database statements' time, by database kind (pglite, postgres)",
    labelNames: ['database'] as const,
    buckets: QUERY_BUCKETS,
    ...r,
  });
  const queryErrors = new Counter({
    name: 'shop_db_query_errors_total',
    help: 'Database statements that failed, by database kind',
    labelNames: ['database'] as const,
    ...r,
  });
  const notices = new Counter({
    name: 'shop_payment_notifications_total',
    help: "Payment providers' notifications, by provider and outcome",
    labelNames: ['provider', 'outcome'] as const,
    ...r,
  });
  const placed = new Counter({
    name: 'shop_orders_placed_total',
    help: 'Orders placed at checkout, by currency',
    labelNames: ['currency'] as const,
    ...r,
  });
  const placedValue = new Counter({
    name: 'shop_orders_placed_value_minor_total',
    help: 'Total of the orders placed, in minor units (cents), by currency',
    labelNames: ['currency'] as const,
    ...r,
  });
  const paid = new Counter({
    name: 'shop_orders_paid_total',
    help: 'Orders that became paid, by currency',
    labelNames: ['currency'] as const,
    ...r,
  });
  const revenue = new Counter({
    name: 'shop_revenue_minor_total',
    help: 'Total of the orders that became paid, in minor units (cents), by currency',
    labelNames: ['currency'] as const,
    ...r,
  });

  const providerCalls = new Counter({
    name: 'shop_provider_calls_total',
    help: 'Calls to outside services (email, sms, captcha, payments, translate, llm), by provider, operation and outcome (ok, error, timeout)',
    labelNames: ['provider', 'operation', 'outcome'] as const,
    ...r,
  });
  const providerDuration = new Histogram({
    name: 'shop_provider_call_duration_seconds',
    help: 'Time outside services took to answer (or to fail), by provider and operation',
    labelNames: ['provider', 'operation'] as const,
    buckets: LATENCY_BUCKETS,
    ...r,
  });

  /** one child per label set: the request path must not hash labels each time */
  const children = new Map<string, { count: () => void; time: (seconds: number) => void }>();

  return {
    registry,
    /** an answered request (the hook in metrics.plugin.ts) */
    request(method: string, route: string, status: number, seconds: number) {
      const key = `${method} ${route} ${status}`;
      let c = children.get(key);
      if (!c) {
        const counter = requests.labels(method, route, String(status));
        const histogram = duration.labels(method, route);
        c = { count: () => counter.inc(), time: (seconds: number) => histogram.observe(seconds) };
        children.set(key, c);
      }
      c.count();
      c.time(seconds);
      if (status >= 500) serverErrors.inc({ method, route });
    },
    page(result: PageResult) {
      pages.inc({ result });
      if (result !== 'rendered') pageCounts[result]++;
    },
    query(database: string, seconds: number, ok: boolean) {
      queries.observe({ database }, seconds);
      if (!ok) queryErrors.inc({ database });
    },
    paymentNotice(provider: string, outcome: string) {
      notices.inc({ provider, outcome });
    },
    orderPlaced(currency: string, total: number) {
      placed.inc({ currency });
      placedValue.inc({ currency }, total);
    },
    providerCall(provider: string, operation: string, seconds: number, outcome: string) {
      providerCalls.inc({ provider, operation, outcome });
      providerDuration.observe({ provider, operation }, seconds);
    },
    orderPaid(currency: string, total: number) {
      paid.inc({ currency });
      revenue.inc({ currency }, total);
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
