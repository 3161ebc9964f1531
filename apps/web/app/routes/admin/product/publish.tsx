// POST /admin/products/:id/publish: shows or hides the product in the shop (PATCH /api/v1/admin/products/:id).
import { productPatchBody } from '@shop/core/contract/admin-product';
import type { Route } from './+types/publish';
import { adminFormAction } from '../../../lib/admin-form.server.ts';
import { FormOutcome } from '../../../components/admin/admin-form.tsx';

const schema = productPatchBody.pick({ published: true }).required();

export async function action(args: Route.ActionArgs) {
  const id = encodeURIComponent(args.params.id);
  return adminFormAction(args, {
    schema,
    send: (client, body) => client.send('PATCH', `/api/v1/admin/products/${id}`, body),
    success: (t, _answer, body) => t(body.published ? 'admin.pe.published_ok' : 'admin.pe.hidden_ok'),
  });
}

export default function PublishAnswer({ actionData }: Route.ComponentProps) {
  return <FormOutcome result={actionData} />;
}
