// POST /admin/orders/:id/shipments: some of the order's lines as one parcel, with a carrier from the shop's list and a
// tracking number (POST /api/v1/admin/orders/:id/shipments; 400 exceeds_unshipped, 409 order_changed). Its loader
// answers the active carriers for the Shipments card's picker.
import { shipmentBody } from '@shop/core/contract/admin-shipping';
import type { AdminOrderDetail } from '@shop/core/contract/admin-order';
import type { CarrierList } from '@shop/core/contract/admin-shipping';
import type { Route } from './+types/shipment';
import { adminApi } from '../../../lib/admin-api.server.ts';
import { adminFormAction } from '../../../lib/admin-form.server.ts';
import { FormOutcome } from '../../../components/admin/admin-form.tsx';

export async function loader({ request, context }: Route.LoaderArgs) {
  const list = await adminApi(context, request).get<CarrierList>('/api/v1/admin/carriers');
  return { carriers: list.items.filter((c) => c.active) };
}

export async function action(args: Route.ActionArgs) {
  const id = encodeURIComponent(args.params.id);
  return adminFormAction(args, {
    schema: shipmentBody,
    form: 'shipment',
    // a line left at 0 is not in this parcel
    prepare: (v) => ({
      ...v,
      items: ((v.items as { quantity?: unknown }[] | undefined) ?? []).filter((i) => i.quantity !== 0),
    }),
    send: (client, body) =>
      client.send<AdminOrderDetail>('POST', `/api/v1/admin/orders/${id}/shipments`, body),
    success: (t, order) => t(order.status === 'shipped' ? 'admin.ship.done_all' : 'admin.ship.done'),
    fieldOf: (code) => (code === 'exceeds_unshipped' || code === 'unknown_item' ? 'items' : undefined),
  });
}

export default function ShipmentAnswer({ actionData }: Route.ComponentProps) {
  return <FormOutcome result={actionData} />;
}
