// /admin/order-views: the staff member's saved order-list views (GET /api/v1/admin/order-views) for the list's
// quick links, and the "Save this view" form's action (POST /api/v1/admin/order-views).
import { z } from 'zod';
import { orderViewName, type orderViewListOut } from '@shop/core/contract/admin-order-print';
import type { Route } from './+types/order-views';
import { adminApi } from '../../lib/admin-api.server.ts';
import { adminFormAction } from '../../lib/admin-form.server.ts';

type ViewList = z.infer<typeof orderViewListOut>;

/** The list's own filters (routes/admin/orders.tsx ORDER_FILTERS), as the save form's hidden inputs send them. */
const saveBody = z.strictObject({
  name: orderViewName,
  filters: z.object({
    q: z.string().optional(),
    status: z.string().optional(),
    payment_method: z.string().optional(),
    country: z.string().optional(),
    from: z.string().optional(),
    to: z.string().optional(),
  }),
});

export async function loader({ request, context }: Route.LoaderArgs) {
  return adminApi(context, request).get<ViewList>('/api/v1/admin/order-views');
}

export async function action(args: Route.ActionArgs) {
  return adminFormAction(args, {
    schema: saveBody,
    form: 'save-view',
    send: (client, body) =>
      client.send('POST', '/api/v1/admin/order-views', { ...body, filters: body.filters ?? {} }),
    success: (t, _a, body) => t('admin.order_views.saved', { name: body.name }),
  });
}
