// POST /admin/settings/carriers: a new carrier with its names and tracking link (POST /api/v1/admin/carriers).
import { carrierCreateBody } from '@shop/core/contract/admin-shipping';
import type { Route } from './+types/carrier-add';
import { adminFormAction } from '../../../lib/admin-form.server.ts';
import { FormOutcome } from '../../../components/admin/admin-form.tsx';

export async function action(args: Route.ActionArgs) {
  return adminFormAction(args, {
    schema: carrierCreateBody,
    form: 'carrier:new',
    send: (client, body) => client.send('POST', '/api/v1/admin/carriers', body),
  });
}

export default function CarrierAddAnswer({ actionData }: Route.ComponentProps) {
  return <FormOutcome result={actionData} />;
}
