// POST /admin/settings/delivery-methods/:id: a method's names, fees and countries (PUT …/delivery-methods/:id).
import { deliveryMethodBody } from '@shop/core/contract/admin-settings';
import type { Route } from './+types/delivery-method-save';
import { adminFormAction } from '../../../lib/admin-form.server.ts';
import { FormOutcome } from '../../../components/admin/admin-form.tsx';

export async function action(args: Route.ActionArgs) {
  const id = encodeURIComponent(args.params.id);
  return adminFormAction(args, {
    schema: deliveryMethodBody,
    money: { price_hkd: 'HKD', price_usd: 'USD' },
    send: (client, body) => client.send('PUT', `/api/v1/admin/settings/delivery-methods/${id}`, body),
  });
}

export default function DeliveryMethodSaveAnswer({ actionData }: Route.ComponentProps) {
  return <FormOutcome result={actionData} />;
}
