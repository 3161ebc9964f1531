// POST /admin/settings/banners/:id: a banner's texts, image, link and priority (PUT …/settings/banners/:id).
import { bannerBody } from '@shop/core/contract/admin-settings';
import type { Route } from './+types/banner-save';
import { adminFormAction } from '../../../lib/admin-form.server.ts';
import { FormOutcome } from '../../../components/admin/admin-form.tsx';

export async function action(args: Route.ActionArgs) {
  const id = encodeURIComponent(args.params.id);
  return adminFormAction(args, {
    schema: bannerBody,
    send: (client, body) => client.send('PUT', `/api/v1/admin/settings/banners/${id}`, body),
  });
}

export default function BannerSaveAnswer({ actionData }: Route.ComponentProps) {
  return <FormOutcome result={actionData} />;
}
