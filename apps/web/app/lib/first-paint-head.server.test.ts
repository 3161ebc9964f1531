import { describe, expect, it } from 'vitest';
import { firstPaintHead, type FirstPaintHeadOptions } from './first-paint-head.server.ts';

async function through(chunks: Buffer[], options: FirstPaintHeadOptions = {}) {
  let ended = 0;
  const t = firstPaintHead({ ...options, onFinal: () => ended++ });
  const out: Buffer[] = [];
  t.on('data', (b: Buffer) => out.push(b));
  const done = new Promise((r) => t.on('end', r));
  for (const c of chunks) t.write(c);
  t.end();
  await done;
  return { html: Buffer.concat(out).toString('utf8'), ended };
}

/** The page cut into chunks of `size` bytes: inside tags, inside Chinese characters, inside </head>. */
function cut(page: string, size: number) {
  const bytes = Buffer.from(page);
  const chunks: Buffer[] = [];
  for (let i = 0; i < bytes.length; i += size) chunks.push(bytes.subarray(i, i + size));
  return chunks;
}

const stylesheet = { href: '/assets/app-1.css', css: 'body{font-family:"思源"}' };
const page =
  '<html><head><meta charset="utf-8"/><title>美容</title>' +
  '<link rel="stylesheet" href="/assets/app-1.css" data-precedence="default"/>' +
  '<link rel="modulepreload" href="/messages.hk.js" data-keep-preload=""/>' +
  '<link rel="modulepreload" href="/a.js" nonce="n"/><link rel="modulepreload" href="/b.js" nonce="n"/></head>' +
  '<body><p>精華 <link rel="modulepreload" href="/c.js"/></p></body></html>';
const expected =
  '<html><head><meta charset="utf-8"/><title>美容</title>' +
  '<style>body{font-family:"思源"}</style>' +
  '<link rel="stylesheet" href="/assets/app-1.css" data-precedence="default" disabled=""/>' +
  '<link rel="modulepreload" fetchPriority="low" href="/messages.hk.js" data-keep-preload=""/>' +
  '</head><body><p>精華 <link rel="modulepreload" href="/c.js"/></p></body></html>';

describe('the head of a page, rewritten to paint before its JavaScript', () => {
  it('inlines the stylesheet, drops the module preloads but the kept one, and leaves the body alone', async () => {
    for (const size of [1, 2, 3, 7, 50, Buffer.byteLength(page)]) {
      const { html, ended } = await through(cut(page, size), { stylesheet });
      expect(html).toBe(expected);
      expect(ended).toBe(1);
    }
  });

  it('keeps the stylesheet linked when there is none to inline, or when its CSS would close the style tag', async () => {
    const linked = expected.replace(
      '<style>body{font-family:"思源"}</style><link rel="stylesheet" href="/assets/app-1.css" data-precedence="default" disabled=""/>',
      '<link rel="stylesheet" href="/assets/app-1.css" data-precedence="default"/>',
    );
    expect((await through(cut(page, 5))).html).toBe(linked);
    const unsafe = { href: stylesheet.href, css: 'a{}</style><script>x()</script>' };
    expect((await through(cut(page, 5), { stylesheet: unsafe })).html).toBe(linked);
  });

  it('leaves another stylesheet linked', async () => {
    const other = page.replaceAll('/assets/app-1.css', '/assets/other.css');
    expect((await through([Buffer.from(other)], { stylesheet })).html).toContain(
      '<link rel="stylesheet" href="/assets/other.css" data-precedence="default"/>',
    );
  });

  it('passes a document without a head through unchanged', async () => {
    expect((await through([Buffer.from('<p>部分</p>')], { stylesheet })).html).toBe('<p>部分</p>');
  });
});
