// POST /admin/settings/homepage/:key: one homepage list, a sku or collection key a line (PUT …/homepage/:key).
import { homepageListBody } from '@shop/core/contract/admin-settings';
import type { Route } from './+types/homepage-list';
import { adminFormAction } from '../../../lib/admin-form.server.ts';
import { FormOutcome } from '../../../components/admin/admin-form.tsx';

export async function action(args: Route.ActionArgs) {
  const key = encodeURIComponent(args.params.key);
  return adminFormAction(args, {
    schema: homepageListBody,
    lists: { value: 'lines' },
    send: (client, body) => client.send('PUT', `/api/v1/admin/settings/homepage/${key}`, body),
  });
}

export default function HomepageListAnswer({ actionData }: Route.ComponentProps) {
  return <FormOutcome result={actionData} />;
}
