// POST /admin/settings/delivery-methods: adds a delivery method (POST /api/v1/admin/settings/delivery-methods).
import { deliveryMethodCreateBody } from '@shop/core/contract/admin-settings';
import type { Route } from './+types/delivery-method-add';
import { adminFormAction } from '../../../lib/admin-form.server.ts';
import { FormOutcome } from '../../../components/admin/admin-form.tsx';

export async function action(args: Route.ActionArgs) {
  return adminFormAction(args, {
    schema: deliveryMethodCreateBody,
    money: { price_hkd: 'HKD', price_usd: 'USD' },
    send: (client, body) => client.send('POST', '/api/v1/admin/settings/delivery-methods', body),
  });
}

export default function DeliveryMethodAddAnswer({ actionData }: Route.ComponentProps) {
  return <FormOutcome result={actionData} />;
}
