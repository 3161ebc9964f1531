// Traces over OTLP when OTEL_EXPORTER_OTLP_ENDPOINT is set: the built server, started as in production, sends a
// request's spans to a collector (a small OTLP/HTTP JSON receiver here), and its log lines carry the trace id.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../api/src/test/redis-server.ts';

const main = fileURLToPath(new URL('./main.ts', import.meta.url));
const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-tracing-'));
interface Span {
  traceId: string;
  name: string;
  kind: number;
}
const spans: Span[] = [];
const posts: string[] = [];
let collector: Server;
let child: ChildProcess;
let port: number;
const lines: string[] = [];

beforeAll(async () => {
  collector = createServer((req, res) => {
    let body = '';
    req.on('data', (d: Buffer) => (body += d.toString()));
    req.on('end', () => {
      posts.push(`${req.url} ${req.headers['content-type']}`);
      const sent = JSON.parse(body) as {
        resourceSpans: { scopeSpans: { spans: Span[] }[] }[];
      };
      for (const r of sent.resourceSpans) for (const s of r.scopeSpans) spans.push(...s.spans);
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  }).listen(0, '127.0.0.1');
  await once(collector, 'listening');
  port = await freePort();
  child = spawn(process.execPath, [main], {
    env: {
      PATH: process.env.PATH ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      NODE_ENV: 'test',
      DEMO_PHOTOS: '0',
      METRICS_PORT: '0',
      OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${(collector.address() as { port: number }).port}`,
      OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
      OTEL_BSP_SCHEDULE_DELAY: '100',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let rest = '';
  child.stdout!.on('data', (d: Buffer) => {
    const all = rest + d.toString();
    const parts = all.split('\n');
    rest = parts.pop()!;
    lines.push(...parts);
  });
  child.stderr!.on('data', (d: Buffer) => lines.push(d.toString()));
  const until = Date.now() + 150_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`exited: ${lines.join('\n')}`);
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > until) throw new Error(`not up: ${lines.join('\n')}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}, 180_000);

afterAll(async () => {
  if (child && child.exitCode === null) {
    child.kill('SIGTERM');
    await once(child, 'exit');
  }
  collector?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('tracing', () => {
  it("exports a request's spans over OTLP and the request's log line carries its trace id", async () => {
    const url = '/api/v1/product?channel=4&limit=1&page=7';
    expect((await fetch(`http://127.0.0.1:${port}${url}`)).status).toBe(200);
    let traceId: string | undefined;
    let found: Span[] = [];
    const until = Date.now() + 20_000;
    while (Date.now() < until) {
      const line = lines.find((l) => l.includes(url) && l.includes('incoming request'));
      traceId = line ? (JSON.parse(line) as { trace_id?: string }).trace_id : undefined;
      found = traceId ? spans.filter((s) => s.traceId === traceId) : [];
      if (found.some((s) => s.kind === 2)) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(traceId, lines.join('\n')).toMatch(/^[0-9a-f]{32}$/);
    expect(posts[0]).toBe('/v1/traces application/json');
    // the HTTP server's span (kind SERVER) and Fastify's own under it
    expect(found.map((s) => s.kind)).toContain(2);
    expect(found.length).toBeGreaterThan(1);
    // the load balancer's checks are not traced
    await fetch(`http://127.0.0.1:${port}/api/ready`);
    expect(spans.some((s) => s.name.includes('/api/ready'))).toBe(false);
  });
});
