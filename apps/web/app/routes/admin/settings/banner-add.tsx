// POST /admin/settings/banners: adds a banner (POST /api/v1/admin/settings/banners).
import { bannerCreateBody } from '@shop/core/contract/admin-settings';
import type { Route } from './+types/banner-add';
import { adminFormAction } from '../../../lib/admin-form.server.ts';
import { FormOutcome } from '../../../components/admin/admin-form.tsx';

export async function action(args: Route.ActionArgs) {
  return adminFormAction(args, {
    schema: bannerCreateBody,
    send: (client, body) => client.send('POST', '/api/v1/admin/settings/banners', body),
  });
}

export default function BannerAddAnswer({ actionData }: Route.ComponentProps) {
  return <FormOutcome result={actionData} />;
}
