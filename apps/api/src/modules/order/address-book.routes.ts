// The member's address book (address-book.ts): list, add, change and remove; another member's address answers 404
// and stays as it was.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addressSchema } from '@shop/core';
import { emptyBody } from '@shop/core/contract/common';
import { addressInput } from './address-book.ts';

export const addressBookRoutes: FastifyPluginAsyncZod = async (app) => {
  const book = app.orders.addresses;
  const addressOut = { address: addressSchema };
  const addressParams = z.object({ id: z.string().min(1).max(64) });

  app.get(
    '/address',
    {
      schema: {
        tags: ['account'],
        querystring: z.strictObject({}),
        response: { 200: z.object({ addresses: z.array(addressSchema) }) },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'private, no-store');
      const member = await app.auth.require(req);
      return { addresses: await book.list(member.user.id) };
    },
  );

  app.post(
    '/address',
    { schema: { tags: ['account'], body: addressInput, response: { 201: z.object(addressOut) } } },
    async (req, reply) => {
      const member = await app.auth.require(req);
      return reply.code(201).send({ address: await book.create(member.user.id, req.body) });
    },
  );

  app.put(
    '/address/:id',
    {
      schema: {
        tags: ['account'],
        params: addressParams,
        body: addressInput,
        response: { 200: z.object(addressOut) },
      },
    },
    async (req) => {
      const member = await app.auth.require(req);
      return { address: await book.update(member.user.id, req.params.id, req.body) };
    },
  );

  app.delete(
    '/address/:id',
    { schema: { tags: ['account'], params: addressParams, body: emptyBody, response: { 204: z.null() } } },
    async (req, reply) => {
      const member = await app.auth.require(req);
      await book.remove(member.user.id, req.params.id);
      return reply.code(204).send(null);
    },
  );
};
