// deploy/'s Prometheus, alert and Grafana files parse, and every metric they name is one the shop exports
// (docs/observability.md): no alert or panel waits on a series that never comes.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { collectDefaultMetrics } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { Database } from '../apps/api/src/db/client.ts';
import type { Jobs } from '../apps/api/src/jobs/jobs.ts';
import { createMetrics } from '../apps/api/src/lib/metrics.ts';
import { registerCollectors } from '../apps/api/src/lib/metrics-collectors.ts';

const root = path.resolve(import.meta.dirname, '..');
const read = (p: string) => readFileSync(path.join(root, p), 'utf8');
/** made by Prometheus itself for every target */
const PROMETHEUS_OWN = new Set(['up']);

/** Every series name the shop exports on PostgreSQL (the pool gauges included), from its own registry. */
async function exported(): Promise<Set<string>> {
  const metrics = createMetrics();
  const pool = {
    totalCount: 1,
    idleCount: 1,
    waitingCount: 0,
    options: { max: 10 },
    query: async () => ({ rows: [{ used: 5, max: 100 }] }),
  };
  registerCollectors(metrics, {
    database: { kind: 'postgres', pool } as unknown as Database,
    jobs: () => ({ countsByQueue: async () => [] }) as unknown as Jobs,
    dataDir: root,
  });
  collectDefaultMetrics({ register: metrics.registry });
  const names = new Set<string>();
  for (const m of await metrics.registry.getMetricsAsJSON()) {
    names.add(m.name);
    if (String(m.type) === 'histogram') for (const s of ['_bucket', '_sum', '_count']) names.add(m.name + s);
  }
  return names;
}

/** the metric names in a PromQL expression (label values and strings left out) */
function metricNames(expr: string): string[] {
  const words = expr.replace(/"[^"]*"/g, '""').match(/\b(shop_|nodejs_|process_)[a-z0-9_]+\b|\bup\b/g);
  return [...new Set(words ?? [])];
}

describe('deploy/ observability files', () => {
  const rules = parse(read('deploy/prometheus/alerts.yml')) as {
    groups: { rules: { alert: string; expr: string; labels: { severity: string } }[] }[];
  };
  const alerts = rules.groups.flatMap((g) => g.rules);
  const dashboard = JSON.parse(read('deploy/grafana/dashboards/shop.json')) as {
    panels: { title: string; targets: { expr: string }[] }[];
  };

  it('parse, and the scrape config loads the alert rules', () => {
    const prometheus = parse(read('deploy/prometheus/prometheus.yml'));
    expect(prometheus.rule_files).toEqual(['/etc/prometheus/alerts.yml']);
    expect(prometheus.scrape_configs[0].static_configs[0].targets).toEqual(['app1:9464', 'app2:9464']);
    expect(parse(read('deploy/grafana/provisioning/datasources/prometheus.yml')).datasources[0].uid).toBe(
      'prometheus',
    );
    expect(parse(read('deploy/grafana/provisioning/dashboards/shop.yml')).providers[0].options.path).toBe(
      '/var/lib/grafana/dashboards',
    );
    expect(alerts.map((a) => a.alert)).toEqual(
      expect.arrayContaining([
        'ShopHigh5xxRate',
        'ShopSlowP99',
        'ShopQueueBacklog',
        'ShopFailedJobs',
        'ShopPaymentNoticeFailures',
        'ShopLowDisk',
        'ShopDbConnectionsNearLimit',
      ]),
    );
    for (const a of alerts) expect(['critical', 'warning']).toContain(a.labels.severity);
  });

  it('every alert and every panel names only metrics the shop exports', async () => {
    const names = await exported();
    const missing: string[] = [];
    const exprs = [
      ...alerts.map((a) => [a.alert, a.expr] as const),
      ...dashboard.panels.flatMap((p) => p.targets.map((t) => [p.title, t.expr] as const)),
    ];
    for (const [where, expr] of exprs) {
      const used = metricNames(expr);
      expect(used.length, `${where}: ${expr}`).toBeGreaterThan(0);
      for (const m of used) if (!names.has(m) && !PROMETHEUS_OWN.has(m)) missing.push(`${where}: ${m}`);
    }
    expect(missing).toEqual([]);
  });

  it('every alert is explained in docs/observability.md', () => {
    const doc = read('docs/observability.md');
    for (const a of alerts) expect(doc, a.alert).toContain(`\`${a.alert}\``);
  });
});
