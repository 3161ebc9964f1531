/**
 * A short-lived cache of whole pages that every guest with the same preferences sees alike (the web app decides
 * which: see apps/web/app/lib/page-cache.server.ts). Each page carries a CSP nonce, so a stored page keeps its
 * body split around the nonce and every hit is served with a fresh one: no two responses share a nonce.
 */
import { constants, crc32, deflateRawSync } from 'node:zlib';

export interface StoredPage {
  status: number;
  headers: [name: string, parts: string[]][];
  body: Buffer[];
  /** each body part deflated on its own, made on the first gzip request */
  deflated?: Buffer[];
}

const NONCE_IN_CSP = /'nonce-([^']+)'/;

/** Splits a rendered page around its nonce (taken from its CSP header); null when the page has none. */
export function storePage(status: number, headers: Headers, body: string): StoredPage | null {
  const nonce = NONCE_IN_CSP.exec(headers.get('content-security-policy') ?? '')?.[1];
  if (!nonce) return null;
  const list: StoredPage['headers'] = [];
  headers.forEach((value, name) => list.push([name, value.split(nonce)]));
  return { status, headers: list, body: body.split(nonce).map((part) => Buffer.from(part)) };
}

/** The stored page's headers with a new nonce in its policy. */
export function storedHeaders(page: StoredPage, nonce: string): [string, string][] {
  return page.headers.map(([name, parts]) => [name, parts.join(nonce)]);
}

/** The stored page's body with a new nonce in every inline script. */
export function storedBody(page: StoredPage, nonce: string): Buffer {
  return Buffer.concat(page.body.flatMap((part, i) => (i === 0 ? [part] : [Buffer.from(nonce), part])));
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
// a final, empty fixed-Huffman block: what zlib writes on Z_FINISH with no input left
const FINAL_BLOCK = Buffer.from([0x03, 0x00]);

/** A stored (uncompressed) deflate block, starting on a byte boundary. */
function storedBlock(data: Buffer) {
  const head = Buffer.alloc(5);
  head.writeUInt16LE(data.length, 1);
  head.writeUInt16LE(~data.length & 0xffff, 3);
  return [head, data];
}

/**
 * The stored page gzipped with a new nonce, without compressing it again: the parts between nonces are deflated
 * once, each as its own byte-aligned run of blocks (sync flush, no back-references across parts), and the nonce
 * goes between them as a stored block. Only the CRC is computed per response.
 */
export function gzipStoredPage(page: StoredPage, nonce: string): Buffer {
  page.deflated ??= page.body.map((part) =>
    deflateRawSync(part, { level: 9, finishFlush: constants.Z_SYNC_FLUSH }),
  );
  const nonceBytes = Buffer.from(nonce);
  const chunks: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let size = 0;
  page.body.forEach((part, i) => {
    if (i > 0) {
      chunks.push(...storedBlock(nonceBytes));
      crc = crc32(nonceBytes, crc);
      size += nonceBytes.length;
    }
    chunks.push(page.deflated![i]!);
    crc = crc32(part, crc);
    size += part.length;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size >>> 0, 4);
  chunks.push(FINAL_BLOCK, trailer);
  return Buffer.concat(chunks);
}
