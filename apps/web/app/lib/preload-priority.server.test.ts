import { describe, expect, it } from 'vitest';
import { lowPriorityModulePreloads } from './preload-priority.server.ts';

async function through(chunks: Buffer[]) {
  let ended = 0;
  const t = lowPriorityModulePreloads(() => ended++);
  const out: Buffer[] = [];
  t.on('data', (b: Buffer) => out.push(b));
  const done = new Promise((r) => t.on('end', r));
  for (const c of chunks) t.write(c);
  t.end();
  await done;
  return { html: Buffer.concat(out).toString('utf8'), ended };
}

const page =
  '<html><head><meta charset="utf-8"/><title>美容</title><link rel="modulepreload" href="/a.js"/>' +
  '<link rel="modulepreload" href="/b.js" nonce="n"/></head><body><p>精華 <link rel="modulepreload" href="/c.js"/></p></body></html>';

describe('module preloads at low priority', () => {
  it('marks every module preload of the head, however the stream is cut, and leaves the body alone', async () => {
    const bytes = Buffer.from(page);
    // cut everywhere: inside the tag, inside a Chinese character, inside </head>
    for (const size of [1, 2, 3, 7, 50, bytes.length]) {
      const chunks: Buffer[] = [];
      for (let i = 0; i < bytes.length; i += size) chunks.push(bytes.subarray(i, i + size));
      const { html, ended } = await through(chunks);
      expect(html).toBe(
        page
          .replace(
            '<link rel="modulepreload" href="/a.js"',
            '<link rel="modulepreload" fetchPriority="low" href="/a.js"',
          )
          .replace(
            '<link rel="modulepreload" href="/b.js"',
            '<link rel="modulepreload" fetchPriority="low" href="/b.js"',
          ),
      );
      expect(ended).toBe(1);
    }
  });

  it('passes a document without a head through unchanged', async () => {
    expect((await through([Buffer.from('<p>部分</p>')])).html).toBe('<p>部分</p>');
  });
});
