// Lighthouse mobile scores (performance, accessibility, best practices, SEO) for pages of a running shop,
// in Debian's chromium. Used by bench/run.ts and bench/first-load-js.ts; `node bench/lighthouse.ts http://127.0.0.1:3000`
// runs it alone against a running shop.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export interface LighthouseRow {
  page: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** bytes of images transferred on the first load (Lighthouse's network requests), in KB */
  imageKB: number;
  /** whether a request for `opts.photo` (an uploaded image's address or hash) was made */
  photoLoaded?: 'yes' | 'no';
  runs?: string;
}

/** runs per page (LIGHTHOUSE_RUNS); the median is reported */
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
/**
 * Lighthouse's CPU slowdown (LIGHTHOUSE_CPU_SLOWDOWN; its own default, 4, when unset). Only for calibrating a machine
 * whose Chromium is slower than its benchmark says (docs/scaling.md): the figures the targets name use the default.
 */
const CPU_SLOWDOWN = Number(process.env.LIGHTHOUSE_CPU_SLOWDOWN) || undefined;

/** What the browser sends besides its own headers, e.g. the cookie of a shopper with a bag. */
export interface LighthouseOptions {
  extraHeaders?: Record<string, string>;
  /** an uploaded image the page should show: the row says whether the browser asked for it */
  photo?: string;
}

interface NetworkItem {
  url?: string;
  resourceType?: string;
  transferSize?: number;
}

export async function lighthouseScores(
  base: string,
  pages: [string, string][],
  opts: LighthouseOptions = {},
): Promise<LighthouseRow[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
  const rows: LighthouseRow[] = [];
  try {
    for (const [name, path] of pages) {
      const runs: LighthouseRow[] = [];
      for (let i = 0; i < RUNS; i++) {
        const result = await lighthouse(base + path, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          formFactor: 'mobile',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
          ...(CPU_SLOWDOWN ? { throttling: { cpuSlowdownMultiplier: CPU_SLOWDOWN } } : {}),
          ...(opts.extraHeaders ? { extraHeaders: opts.extraHeaders } : {}),
        });
        const lhr = result!.lhr;
        // a run that failed to load the page scores nothing: it says nothing about the page, so it is not counted
        if (lhr.runtimeError) continue;
        const requests =
          (lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? [];
        const images = requests.filter((r) => r.resourceType === 'Image');
        const score = (k: string) => Math.round((lhr.categories[k]?.score ?? 0) * 100);
        runs.push({
          page: name,
          performance: score('performance'),
          accessibility: score('accessibility'),
          bestPractices: score('best-practices'),
          seo: score('seo'),
          lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
          tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
          cls: +(lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3),
          imageKB: +(images.reduce((n, r) => n + (r.transferSize ?? 0), 0) / 1024).toFixed(1),
          ...(opts.photo
            ? { photoLoaded: images.some((r) => r.url?.includes(opts.photo!)) ? 'yes' : 'no' }
            : {}),
        });
      }
      // Lighthouse's own advice on variance: report the run with the median performance score
      runs.sort((a, b) => a.performance - b.performance);
      const median = runs[Math.floor(runs.length / 2)];
      if (median) rows.push({ ...median, runs: runs.map((r) => r.performance).join('/') });
    }
  } finally {
    await chrome.kill();
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const base = process.argv[2] ?? 'http://127.0.0.1:3000';
  // home, collection, product and checkout with an item in a new guest bag (bench/first-load-js.ts)
  const { guestBag, lighthouseRows } = await import('./first-load-js.ts');
  const bag = await guestBag(base);
  console.table(await lighthouseRows(base, bag.productPath, bag.cookie));
}
