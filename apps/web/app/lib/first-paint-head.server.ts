import { Transform } from 'node:stream';

const HEAD_END = Buffer.from('</head>');

/** Marks a module preload to keep (root.tsx: the locale's messages, which hydration waits for). */
const KEEP_PRELOAD = 'data-keep-preload';

export interface FirstPaintHeadOptions {
  /** The app's stylesheet: its link in the head becomes this CSS inline (no round trip before the first paint). */
  stylesheet?: { href: string; css: string };
  onFinal?: () => void;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Rewrites the head of a page so that it paints before its JavaScript arrives:
 * - the stylesheet is inlined. Its link stays, disabled (never fetched), for React to find it as loaded;
 * - React Router's module preloads are dropped: the module script at the end of the body fetches the same
 *   modules once the parser reaches it, so the stylesheet, the LCP image and the fonts go first on a slow
 *   connection and the page's first paint no longer races the evaluation of 150 KB of JavaScript. The
 *   preloads marked with KEEP_PRELOAD stay, at low priority.
 * Only the head is looked at; the rest of the stream passes untouched.
 */
export function firstPaintHead({ stylesheet, onFinal }: FirstPaintHeadOptions = {}): Transform {
  let head: Buffer[] = [];
  let done = false;
  // React's precedence stylesheet: <link rel="stylesheet" href="…" data-precedence="…"/>
  const linkTag =
    stylesheet && !stylesheet.css.includes('</style')
      ? new RegExp(`<link rel="stylesheet" href="${escapeRegExp(stylesheet.href)}"([^>]*?)/?>`)
      : null;
  const rewrite = (html: string) => {
    let out = html.replace(/<link rel="modulepreload"[^>]*>/g, (tag) =>
      tag.includes(KEEP_PRELOAD) ? tag.replace('<link rel="modulepreload"', '$& fetchPriority="low"') : '',
    );
    if (linkTag) {
      out = out.replace(
        linkTag,
        (_tag, rest: string) =>
          `<style>${stylesheet!.css}</style><link rel="stylesheet" href="${stylesheet!.href}"${rest} disabled=""/>`,
      );
    }
    return out;
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
        const end = at + HEAD_END.length;
        this.push(Buffer.from(rewrite(buf.subarray(0, end).toString('utf8'))));
        if (end < buf.length) this.push(buf.subarray(end));
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
