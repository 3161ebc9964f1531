// Request bodies on the real socket: JSON that is not UTF-8 is a 400, and a body over its route's limit is a 413
// the client can read. Both hold for every route, pages' form actions included (they share this Fastify instance).
import { isUtf8 } from 'node:buffer';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { InvalidError } from './errors.ts';

/**
 * After an answer given while the client is still sending its body (a 413, or a 403 before the body is read), the
 * server keeps reading and discarding for at most this long and this much before it closes: closing a socket
 * with unread data sends a reset, and the client, still writing, loses the answer (ECONNRESET instead of a 413).
 */
export const LINGER_MS = 30_000;
export const LINGER_BYTES = 64 * 1024 * 1024;

const TOO_LARGE = { error: 'Request body is too large', code: 'payload_too_large', statusCode: 413 } as const;

/**
 * JSON bodies are read as bytes and must be valid UTF-8: decoding them as a string would turn a stray 0xC3 into
 * U+FFFD and store text the client never sent. Same parser otherwise (prototype poisoning refused).
 */
export function strictJsonBodies(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (req, body, done) => {
    const bytes = body as Buffer;
    if (!isUtf8(bytes)) return done(new InvalidError('body: must be valid UTF-8', 'body'), undefined);
    void parseJson(req, bytes.toString('utf8'), done);
  });
}

/**
 * 413 from the declared Content-Length before any other hook runs (CSRF, routing to a page); a chunked body is
 * counted by Fastify's parser as it arrives (413 once past the limit). Either way the answer is read: see LINGER_MS.
 */
export function bodyLimits(app: FastifyInstance) {
  const lingering = new Set<Socket>();
  app.addHook('onRequest', async (req, reply) => {
    const declared = Number(req.headers['content-length']);
    const limit = req.routeOptions.bodyLimit ?? app.initialConfig.bodyLimit ?? 1024 * 1024;
    if (Number.isFinite(declared) && declared > limit) return reply.code(413).send(TOO_LARGE);
  });
  app.addHook('onSend', async (req, reply) => {
    // an injected request (the pages' in-process calls) has no socket and no `complete`
    if (req.raw.complete !== false) return;
    const socket = req.raw.socket as Socket | null;
    if (!socket || typeof socket.destroySoon !== 'function') return;
    // the rest of the body is not read as a next request: this answer ends the connection, after a linger
    reply.header('connection', 'close');
    socket.destroySoon = function lingerThenClose(this: Socket) {
      lingering.add(this);
      const startedAt = this.bytesRead;
      const close = () => {
        clearTimeout(timer);
        lingering.delete(this);
        this.destroy();
      };
      const timer = setTimeout(close, LINGER_MS).unref();
      req.raw.on('data', () => {
        if (this.bytesRead - startedAt > LINGER_BYTES) close();
      });
      // the client has sent everything: it has read or will read the answer; nothing unread remains to reset
      req.raw.once('end', () => (this.writableFinished ? close() : this.once('finish', close)));
      req.raw.once('error', close);
      this.once('close', () => (clearTimeout(timer), lingering.delete(this)));
      req.raw.resume();
      this.resume();
      // the answer is out; half-close so the client sees the end of it, and drain what it still sends
      if (this.writable) this.end();
    };
  });
  app.addHook('onClose', async () => {
    for (const s of lingering) s.destroy();
    lingering.clear();
  });
}
