// POST /admin/products/:id/archive: archives a product (hidden everywhere, kept on past orders) or restores it,
// unpublished (PATCH /api/v1/admin/products/:id {archived}).
import { productPatchBody } from '@shop/core/contract/admin-product';
import type { Route } from './+types/archive';
import { adminFormAction } from '../../../lib/admin-form.server.ts';
import { FormOutcome } from '../../../components/admin/admin-form.tsx';

const schema = productPatchBody.pick({ archived: true }).required();

export async function action(args: Route.ActionArgs) {
  const id = encodeURIComponent(args.params.id);
  return adminFormAction(args, {
    schema,
    send: (client, body) => client.send('PATCH', `/api/v1/admin/products/${id}`, body),
    success: (t, _answer, body) => t(body.archived ? 'admin.pe.archived_ok' : 'admin.pe.restored_ok'),
  });
}

export default function ArchiveAnswer({ actionData }: Route.ComponentProps) {
  return <FormOutcome result={actionData} />;
}
