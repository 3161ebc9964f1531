// POST /admin/settings/banners/:id/delete: removes a banner (DELETE /api/v1/admin/settings/banners/:id).
import type { Route } from './+types/banner-delete';
import { adminFormAction, NO_BODY } from '../../../lib/admin-form.server.ts';
import { FormOutcome } from '../../../components/admin/admin-form.tsx';

export async function action(args: Route.ActionArgs) {
  const id = encodeURIComponent(args.params.id);
  return adminFormAction(args, {
    schema: NO_BODY,
    send: (client) => client.send('DELETE', `/api/v1/admin/settings/banners/${id}`),
    success: (t) => t('admin.settings.deleted'),
  });
}

export default function BannerDeleteAnswer({ actionData }: Route.ComponentProps) {
  return <FormOutcome result={actionData} />;
}
