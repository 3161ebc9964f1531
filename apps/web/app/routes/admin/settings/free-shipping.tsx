// POST /admin/settings/free-shipping: every currency's threshold in its own units (PUT …/settings/free-shipping).
import { CURRENCY_CODES } from '@shop/core';
import { freeShippingBody } from '@shop/core/contract/admin-settings';
import type { Route } from './+types/free-shipping';
import { adminFormAction } from '../../../lib/admin-form.server.ts';
import { FormOutcome } from '../../../components/admin/admin-form.tsx';

const money = Object.fromEntries(CURRENCY_CODES.map((c) => [`thresholds.${c}`, c]));

export async function action(args: Route.ActionArgs) {
  return adminFormAction(args, {
    schema: freeShippingBody,
    money,
    send: (client, body) => client.send('PUT', '/api/v1/admin/settings/free-shipping', body),
  });
}

export default function FreeShippingAnswer({ actionData }: Route.ComponentProps) {
  return <FormOutcome result={actionData} />;
}
