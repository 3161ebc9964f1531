import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyReply, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../config.ts';
import { withLogRedaction } from './log-redaction.ts';
import { fastifyTrustProxy } from './trust-proxy.ts';

/** The bare Fastify instance: logging, request ids, proxy trust, limits, and zod for every schema. */
export function createFastify(config: Config, logger: FastifyServerOptions['logger']) {
  const app = Fastify({
    // passwords, codes, tokens, addresses and contact details never reach the logs
    logger: withLogRedaction(logger ?? false),
    genReqId: (req) => (req.headers['x-request-id'] as string | undefined)?.slice(0, 64) || randomUUID(),
    trustProxy: fastifyTrustProxy(config.TRUST_PROXY),
    bodyLimit: 256 * 1024,
    // a request already on its way over an open connection when a shutdown begins is served (the in-flight
    // count waits for it, and it answers `Connection: close`), not refused with a 503 a load balancer cannot
    // replay for a POST
    return503OnClosing: false,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    ajv: undefined,
    // a path that does not decode (`/order/%`) is bad input like any other: our shape, naming the path
    frameworkErrors: (err, _req, reply) => {
      void (reply as FastifyReply).code(400).send({
        error: err.code === 'FST_ERR_BAD_URL' ? 'path: not a valid URL' : err.message,
        code: 'invalid',
        field: 'path',
        statusCode: 400,
      });
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  return app;
}
