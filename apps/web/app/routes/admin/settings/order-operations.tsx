// POST /admin/settings/order-operations: the return window and the payment tolerance of every currency, typed in
// its own units like the other money settings (PUT /api/v1/admin/settings/order-operations).
import { CURRENCY_CODES } from '@shop/core';
import { orderOperationsSchema } from '@shop/core/contract/admin-settings';
import type { Route } from './+types/order-operations';
import { adminFormAction } from '../../../lib/admin-form.server.ts';
import { FormOutcome } from '../../../components/admin/admin-form.tsx';

const money = Object.fromEntries(CURRENCY_CODES.map((c) => [`transfer_tolerance.${c}`, c]));

export async function action(args: Route.ActionArgs) {
  return adminFormAction(args, {
    schema: orderOperationsSchema,
    money,
    send: (client, body) => client.send('PUT', '/api/v1/admin/settings/order-operations', body),
  });
}

export default function OrderOperationsAnswer({ actionData }: Route.ComponentProps) {
  return <FormOutcome result={actionData} />;
}
