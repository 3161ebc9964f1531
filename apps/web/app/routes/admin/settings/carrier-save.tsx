// POST /admin/settings/carriers/:id: a carrier's names, tracking link, place in the list, or taken off the list
// (PATCH /api/v1/admin/carriers/:id; a carrier is never deleted: its shipments name it).
import { carrierUpdateBody } from '@shop/core/contract/admin-shipping';
import type { Route } from './+types/carrier-save';
import { adminFormAction } from '../../../lib/admin-form.server.ts';
import { FormOutcome } from '../../../components/admin/admin-form.tsx';

export async function action(args: Route.ActionArgs) {
  const id = encodeURIComponent(args.params.id);
  return adminFormAction(args, {
    schema: carrierUpdateBody,
    send: (client, body) => client.send('PATCH', `/api/v1/admin/carriers/${id}`, body),
  });
}

export default function CarrierSaveAnswer({ actionData }: Route.ComponentProps) {
  return <FormOutcome result={actionData} />;
}
