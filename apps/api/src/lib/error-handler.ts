// One answer shape for every error the API gives: {error, code, field?, statusCode}, whoever raised it (a zod
// schema, a service's AppError, the rate limiter, Fastify itself) and for paths no route matches.
import type { FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError, clientErrorCode, RateLimitedError } from './errors.ts';
import { isDatabaseUnavailable } from './db-errors.ts';
import { validationText } from './validation-text.ts';

/** Sets the error and not-found handlers; before any route plugin, so every one inherits them. */
export function setErrorHandlers(app: FastifyInstance) {
  app.setErrorHandler((err, req, reply) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      const issue = err.validation[0];
      const where = err.validationContext ?? 'request';
      const field =
        issue?.instancePath?.replace(/^\//, '').replaceAll('/', '.') ||
        (issue?.params as { issue?: { path?: unknown[] } })?.issue?.path?.join('.') ||
        '';
      const { text, key } = validationText(issue?.message ?? 'invalid');
      const message = `${where}${field ? `.${field}` : ''}: ${text}`;
      return reply.code(400).send({
        error: message,
        code: 'invalid',
        field: field || undefined,
        key: key ?? undefined,
        statusCode: 400,
      });
    }
    if (err instanceof RateLimitedError) {
      reply.header('retry-after', String(err.retryAfter));
      return reply
        .code(429)
        .send({ error: err.message, code: err.code, retry_after_seconds: err.retryAfter, statusCode: 429 });
    }
    if (err instanceof AppError) {
      return reply
        .code(err.status)
        .send({ error: err.message, code: err.code, field: err.field, statusCode: err.status });
    }
    if (isResponseSerializationError(err)) {
      req.log.error({ err }, 'response did not match its schema');
      return reply.code(500).send({ error: 'Internal error', code: 'internal', statusCode: 500 });
    }
    const status = (err as { statusCode?: number }).statusCode;
    const fastifyCode = (err as { code?: string }).code;
    if (fastifyCode === 'FST_ERR_CTP_INVALID_JSON_BODY' || fastifyCode === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      // a body that is not JSON is the client's bad input like any other: our code, naming the field
      return reply
        .code(400)
        .send({ error: 'body: must be valid JSON', code: 'invalid', field: 'body', statusCode: 400 });
    }
    if (status && status >= 400 && status < 500) {
      // Fastify's own client errors: body too large, wrong content type, a bad header
      return reply.code(status).send({
        error: (err as Error).message,
        code: clientErrorCode(status, fastifyCode),
        statusCode: status,
      });
    }
    if (isDatabaseUnavailable(err)) {
      // PostgreSQL restarting or out of reach: the pool reconnects by itself, the shopper tries again
      req.log.warn({ err }, 'database unavailable');
      reply.header('retry-after', '5');
      return reply.code(503).send({
        error: 'The shop is unavailable for a moment, try again in a few seconds',
        code: 'unavailable',
        statusCode: 503,
      });
    }
    req.log.error({ err }, 'unhandled error');
    return reply.code(500).send({ error: 'Internal error', code: 'internal', statusCode: 500 });
  });

  app.setNotFoundHandler((req, reply) => {
    reply.code(404).send({
      error: `Route ${req.method} ${req.url.split('?')[0]} not found`,
      code: 'not_found',
      statusCode: 404,
    });
  });
}
