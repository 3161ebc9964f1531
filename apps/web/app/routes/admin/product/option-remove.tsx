// POST /admin/products/:id/options/:sub_sku/remove: removes an option; one that was ordered is archived instead,
// hidden and kept on past orders (DELETE /api/v1/admin/products/:id/options/:sub_sku).
import type { OptionRemoveOut } from '@shop/core/contract/admin-product-out';
import { NO_BODY, adminFormAction } from '../../../lib/admin-form.server.ts';
import type { Route } from './+types/option-remove';
import { FormOutcome } from '../../../components/admin/admin-form.tsx';

export async function action(args: Route.ActionArgs) {
  const id = encodeURIComponent(args.params.id);
  const subSku = encodeURIComponent(args.params.sub_sku);
  return adminFormAction<typeof NO_BODY, OptionRemoveOut>(args, {
    schema: NO_BODY,
    send: (client) => client.send('DELETE', `/api/v1/admin/products/${id}/options/${subSku}`),
    success: (t, answer) =>
      t(answer.outcome === 'archived' ? 'admin.pe.option_archived' : 'admin.pe.option_removed'),
  });
}

export default function OptionRemoveAnswer({ actionData }: Route.ComponentProps) {
  return <FormOutcome result={actionData} />;
}
