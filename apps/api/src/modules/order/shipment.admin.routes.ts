// Shipments, carriers and the order list's bulk actions (docs/order-operations.md "Shipments and carriers", "Bulk
// actions"): shipping and bulk work need orders:write (fulfilment may), the carrier list is read by whoever reads
// orders and managed with settings:write.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminOrderDetailOut } from '@shop/core/contract/admin-order';
import {
  carrierCreateBody,
  carrierListOut,
  carrierOut,
  carrierUpdateBody,
  orderBulkBody,
  orderBulkOut,
  orderBulkRefusedOut,
  shipmentBody,
} from '@shop/core/contract/admin-shipping';
import { staffGuard } from '../staff/staff.guard.ts';
import type { CarrierService } from './carrier.service.ts';
import { TrackingCsvRefused, type OrderBulkService } from './order-bulk.service.ts';
import type { OrderAdminService } from './order.admin.service.ts';
import type { ShipmentService } from './shipment.service.ts';

const params = z.object({ id: z.string().min(1).max(64) });

export interface ShipmentRoutesOptions {
  admin: Pick<OrderAdminService, 'detail'>;
  shipments: ShipmentService;
  carriers: CarrierService;
  bulk: OrderBulkService;
}

export async function shipmentAdminRoutes(fastify: FastifyInstance, opts: ShipmentRoutesOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { admin, shipments, carriers, bulk } = opts;

  app.post(
    '/admin/orders/:id/shipments',
    {
      preHandler: staffGuard(app, 'orders:write'),
      schema: {
        tags: ['admin'],
        summary:
          'Ships some of the order’s lines as one parcel (400 exceeds_unshipped past what is left, 409 ' +
          'order_changed on a stale version); the order is shipped once every line has gone',
        params,
        body: shipmentBody,
        response: { 201: adminOrderDetailOut },
      },
    },
    async (req, reply) => {
      await shipments.ship(req.params.id, req.body, req);
      return reply.code(201).send(await admin.detail(req.params.id));
    },
  );

  app.post(
    '/admin/orders/bulk',
    {
      preHandler: staffGuard(app, 'orders:write'),
      bodyLimit: 2_500_000,
      schema: {
        tags: ['admin'],
        summary:
          'pack: each chosen (or matching) order packed, or skipped with the reason. ship_csv: every row of the ' +
          'tracking CSV checked first; any bad row ships nothing (400 naming each row), else all ship at once',
        body: orderBulkBody,
        response: { 200: orderBulkOut, 400: orderBulkRefusedOut },
      },
    },
    async (req, reply) => {
      try {
        return await bulk.run(req.body, req);
      } catch (err) {
        if (!(err instanceof TrackingCsvRefused)) throw err;
        return reply.code(400).send({
          error: err.message,
          code: 'csv_invalid' as const,
          statusCode: 400 as const,
          rows: err.rows,
        });
      }
    },
  );

  app.get(
    '/admin/carriers',
    {
      preHandler: staffGuard(app, 'orders:read'),
      schema: {
        tags: ['admin'],
        summary: 'The carriers, in the order staff see them',
        response: { 200: carrierListOut },
      },
    },
    async (_req, reply) => {
      reply.header('cache-control', 'private, no-store');
      return carriers.list();
    },
  );

  app.post(
    '/admin/carriers',
    {
      preHandler: staffGuard(app, 'settings:write'),
      schema: { tags: ['admin'], body: carrierCreateBody, response: { 201: carrierOut } },
    },
    async (req, reply) => reply.code(201).send(await carriers.create(req.body, req)),
  );

  app.patch(
    '/admin/carriers/:id',
    {
      preHandler: staffGuard(app, 'settings:write'),
      schema: {
        tags: ['admin'],
        summary: 'Renames, re-links, reorders or deactivates a carrier (never deleted: shipments name it)',
        params,
        body: carrierUpdateBody,
        response: { 200: carrierOut },
      },
    },
    async (req) => carriers.update(req.params.id, req.body, req),
  );
}
