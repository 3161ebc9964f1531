// POST /admin/products/:id/images: the pictures in their new order, one removed or moved (PATCH …/products/:id).
import { productPatchBody } from '@shop/core/contract/admin-product';
import type { Route } from './+types/images';
import { adminFormAction } from '../../../lib/admin-form.server.ts';
import { FormOutcome } from '../../../components/admin/admin-form.tsx';

const schema = productPatchBody.pick({ images: true }).required();

export async function action(args: Route.ActionArgs) {
  const id = encodeURIComponent(args.params.id);
  return adminFormAction(args, {
    schema,
    send: (client, body) => client.send('PATCH', `/api/v1/admin/products/${id}`, body),
  });
}

export default function ImagesAnswer({ actionData }: Route.ComponentProps) {
  return <FormOutcome result={actionData} />;
}
