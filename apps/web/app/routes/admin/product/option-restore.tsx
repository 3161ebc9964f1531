// POST /admin/products/:id/options/:sub_sku/restore: puts an archived option back on sale
// (PATCH /api/v1/admin/products/:id/options/:sub_sku {archived: false}).
import { optionPatchBody } from '@shop/core/contract/admin-product';
import type { Route } from './+types/option-restore';
import { adminFormAction } from '../../../lib/admin-form.server.ts';
import { FormOutcome } from '../../../components/admin/admin-form.tsx';

const schema = optionPatchBody.pick({ archived: true }).required();

export async function action(args: Route.ActionArgs) {
  const id = encodeURIComponent(args.params.id);
  const subSku = encodeURIComponent(args.params.sub_sku);
  return adminFormAction(args, {
    schema,
    send: (client, body) => client.send('PATCH', `/api/v1/admin/products/${id}/options/${subSku}`, body),
    success: (t) => t('admin.pe.option_restored'),
  });
}

export default function OptionRestoreAnswer({ actionData }: Route.ComponentProps) {
  return <FormOutcome result={actionData} />;
}
