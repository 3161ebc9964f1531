// POST /admin/products/:id/image-alt: one picture's alt text in three scripts (PUT /api/v1/admin/media/alt, 2.9-01).
import { mediaAltBody } from '@shop/core/contract/media';
import type { Route } from './+types/image-alt';
import { adminFormAction } from '../../../lib/admin-form.server.ts';
import { FormOutcome } from '../../../components/admin/admin-form.tsx';

export async function action(args: Route.ActionArgs) {
  return adminFormAction(args, {
    schema: mediaAltBody,
    send: (client, body) => client.send('PUT', '/api/v1/admin/media/alt', body),
    success: (t) => t('admin.cat.alt_saved'),
  });
}

export default function ImageAltAnswer({ actionData }: Route.ComponentProps) {
  return <FormOutcome result={actionData} />;
}
