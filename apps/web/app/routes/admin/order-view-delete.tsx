// POST /admin/order-views/:id/delete: deletes one of my saved views (DELETE /api/v1/admin/order-views/:id).
import { z } from 'zod';
import type { Route } from './+types/order-view-delete';
import { adminFormAction } from '../../lib/admin-form.server.ts';

export async function action(args: Route.ActionArgs) {
  const id = encodeURIComponent(args.params.id);
  return adminFormAction(args, {
    schema: z.object({}),
    form: 'delete-view',
    send: (client) => client.send('DELETE', `/api/v1/admin/order-views/${id}`),
    success: (t) => t('admin.order_views.deleted'),
  });
}
