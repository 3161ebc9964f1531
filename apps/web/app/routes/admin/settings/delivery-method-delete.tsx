// POST /admin/settings/delivery-methods/:id/delete: removes a method (DELETE …/delivery-methods/:id).
import type { Route } from './+types/delivery-method-delete';
import { adminFormAction, NO_BODY } from '../../../lib/admin-form.server.ts';
import { FormOutcome } from '../../../components/admin/admin-form.tsx';

export async function action(args: Route.ActionArgs) {
  const id = encodeURIComponent(args.params.id);
  return adminFormAction(args, {
    schema: NO_BODY,
    send: (client) => client.send('DELETE', `/api/v1/admin/settings/delivery-methods/${id}`),
    success: (t) => t('admin.settings.deleted'),
  });
}

export default function DeliveryMethodDeleteAnswer({ actionData }: Route.ComponentProps) {
  return <FormOutcome result={actionData} />;
}
