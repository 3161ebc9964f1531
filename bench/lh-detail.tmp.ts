import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
const url = process.argv[2];
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
const r = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', formFactor: 'mobile', onlyCategories: ['performance'] });
const a = r!.lhr.audits;
for (const k of ['first-contentful-paint', 'largest-contentful-paint', 'speed-index', 'total-blocking-time', 'cumulative-layout-shift', 'interactive']) console.log(k, a[k].displayValue, a[k].score);
console.log('LCP element', JSON.stringify((a['largest-contentful-paint-element'] as any)?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? (a['largest-contentful-paint-element'] as any)?.details).slice(0, 400));
console.log('LCP phases', JSON.stringify((a['largest-contentful-paint-element'] as any)?.details?.items?.[1]).slice(0, 600));
for (const k of ['render-blocking-resources', 'render-blocking-insight', 'network-dependency-tree-insight', 'font-display-insight', 'lcp-discovery-insight', 'document-latency-insight', 'unused-javascript', 'critical-request-chains']) {
  const d = a[k]; if (!d) continue;
  console.log('--', k, d.score, d.displayValue ?? '', JSON.stringify(d.details?.items?.slice?.(0, 8)?.map((i: any) => ({ url: i.url, wasted: i.wastedMs ?? i.wastedBytes, total: i.totalBytes })) ?? '').slice(0, 900));
}
const reqs = (a['network-requests'] as any).details.items as any[];
for (const q of reqs) console.log(Math.round(q.networkRequestTime), Math.round(q.networkEndTime), q.transferSize, q.resourceType, q.priority, q.url.replace(/^http:\/\/[^/]+/, ''));
await chrome.kill();
