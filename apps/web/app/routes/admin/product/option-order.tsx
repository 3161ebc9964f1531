// POST /admin/products/:id/option-order: the options in their new display order, one moved up or down
// (PATCH /api/v1/admin/products/:id {option_order}).
import { productPatchBody } from '@shop/core/contract/admin-product';
import type { Route } from './+types/option-order';
import { adminFormAction } from '../../../lib/admin-form.server.ts';
import { FormOutcome } from '../../../components/admin/admin-form.tsx';

const schema = productPatchBody.pick({ option_order: true }).required();

export async function action(args: Route.ActionArgs) {
  const id = encodeURIComponent(args.params.id);
  return adminFormAction(args, {
    schema,
    send: (client, body) => client.send('PATCH', `/api/v1/admin/products/${id}`, body),
    success: (t) => t('admin.pe.order_saved'),
  });
}

export default function OptionOrderAnswer({ actionData }: Route.ComponentProps) {
  return <FormOutcome result={actionData} />;
}
