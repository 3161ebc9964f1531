// What a page's load does on the browser's main thread, and what this machine charges for fresh memory: the two
// facts that decide Lighthouse's blocking time (docs/scaling.md, "Why this machine's Chromium is slow").
// `node bench/main-thread.ts http://127.0.0.1:3000/en/collection/skin-care` against a running shop prints
//   - the cost of a page fault here (touching fresh memory a page at a time; ordinary hardware: 0.1–0.5 µs),
//   - every main-thread task of the page's load over 12 ms (a phone at Lighthouse's 4× slowdown blocks on it),
//     with the trace events that took most of it.
import { chromium } from '@playwright/test';
import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur: number;
  pid: number;
  tid: number;
  args?: { name?: string };
}

/** Microseconds per page fault: a fresh buffer of 256 MB written one byte a page. */
export function pageFaultMicros(): number {
  const bytes = 256 * 1024 * 1024;
  const started = process.hrtime.bigint();
  const buf = Buffer.allocUnsafeSlow(bytes);
  for (let i = 0; i < bytes; i += 4096) buf[i] = 1;
  return Number(process.hrtime.bigint() - started) / 1000 / (bytes / 4096);
}

export async function mainThreadTasks(url: string, minMs = 12) {
  const file = path.join(tmpdir(), `main-thread-${process.pid}.json`);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    await browser.startTracing(page, {
      path: file,
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'v8.execute',
        'blink',
        'loading',
      ],
    });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(3000); // hydration and lazy work after load
    await browser.stopTracing();
  } finally {
    await browser.close();
  }
  const events = (JSON.parse(readFileSync(file, 'utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
  rmSync(file, { force: true });
  const key = (e: TraceEvent) => `${e.pid}:${e.tid}`;
  const mains = new Set(
    events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map(key),
  );
  const busy = new Map<string, number>();
  for (const e of events)
    if (e.ph === 'X' && e.name === 'RunTask' && mains.has(key(e)))
      busy.set(key(e), (busy.get(key(e)) ?? 0) + e.dur);
  const main = [...busy].sort((a, b) => b[1] - a[1])[0]?.[0];
  const onMain = events.filter((e) => e.ph === 'X' && key(e) === main).sort((a, b) => a.ts - b.ts);
  const tasks = onMain.filter((e) => e.name === 'RunTask');
  const t0 = tasks[0]?.ts ?? 0;
  return tasks
    .filter((t) => t.dur >= minMs * 1000)
    .map((t) => {
      const inside = new Map<string, number>();
      for (const e of onMain)
        if (e !== t && e.name !== 'RunTask' && e.ts >= t.ts && e.ts + e.dur <= t.ts + t.dur)
          inside.set(e.name, (inside.get(e.name) ?? 0) + e.dur);
      return {
        atMs: Math.round((t.ts - t0) / 1000),
        ms: +(t.dur / 1000).toFixed(1),
        mostly: [...inside]
          .sort((a, b) => b[1] - a[1])
          .slice(0, 3)
          .map(([n, d]) => `${n} ${(d / 1000).toFixed(0)}`)
          .join(', '),
      };
    });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const url = process.argv[2] ?? 'http://127.0.0.1:3000/en/collection/skin-care';
  console.log(`page fault: ${pageFaultMicros().toFixed(2)} µs (ordinary hardware: 0.1–0.5)`);
  const tasks = await mainThreadTasks(url);
  console.table(tasks);
  const total = tasks.reduce((n, t) => n + t.ms, 0);
  const blocking = tasks.reduce((n, t) => n + Math.max(0, t.ms * 4 - 50), 0);
  console.log(
    `${tasks.length} tasks over 12 ms, ${total.toFixed(0)} ms; at 4× about ${blocking.toFixed(0)} ms blocking`,
  );
}
