// POST /admin/settings/bank-account: the account shown for bank transfers (PUT …/settings/bank-account).
import { bankAccountSchema } from '@shop/core/contract/admin-settings';
import type { Route } from './+types/bank-account';
import { adminFormAction } from '../../../lib/admin-form.server.ts';
import { FormOutcome } from '../../../components/admin/admin-form.tsx';

export async function action(args: Route.ActionArgs) {
  return adminFormAction(args, {
    schema: bankAccountSchema,
    send: (client, body) => client.send('PUT', '/api/v1/admin/settings/bank-account', body),
  });
}

export default function BankAccountAnswer({ actionData }: Route.ComponentProps) {
  return <FormOutcome result={actionData} />;
}
