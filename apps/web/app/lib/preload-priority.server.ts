import { Transform } from 'node:stream';

const HEAD_END = Buffer.from('</head>');

/**
 * The page's HTML with its module preloads fetched at low priority: on a slow connection the stylesheet, the LCP
 * image and the fonts get the bandwidth first, and the server-rendered page paints before the JavaScript that
 * hydrates it has arrived (React Router's <Scripts> has no option for it). Only the head is looked at; the rest of
 * the stream passes untouched.
 */
export function lowPriorityModulePreloads(onFinal?: () => void): Transform {
  let head: Buffer[] = [];
  let done = false;
  const release = (t: Transform, buf: Buffer, end: number) => {
    const html = buf.subarray(0, end).toString('utf8');
    t.push(
      Buffer.from(
        html.replaceAll('<link rel="modulepreload"', '<link rel="modulepreload" fetchPriority="low"'),
      ),
    );
    if (end < buf.length) t.push(buf.subarray(end));
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (done) return callback(null, chunk);
      head.push(chunk);
      const buf = Buffer.concat(head);
      const at = buf.indexOf(HEAD_END);
      if (at >= 0) {
        done = true;
        head = [];
        release(this, buf, at + HEAD_END.length);
      }
      callback();
    },
    flush(callback) {
      if (!done && head.length) this.push(Buffer.concat(head));
      callback();
    },
    final(callback) {
      onFinal?.();
      callback();
    },
  });
}
