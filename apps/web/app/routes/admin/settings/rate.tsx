// POST /admin/settings/rates/:currency: saves the previewed rate to USD (PUT …/settings/currencies/:currency).
import { currencyRateBody } from '@shop/core/contract/admin-settings';
import type { Route } from './+types/rate';
import { adminFormAction } from '../../../lib/admin-form.server.ts';
import { FormOutcome } from '../../../components/admin/admin-form.tsx';

export async function action(args: Route.ActionArgs) {
  const currency = encodeURIComponent(args.params.currency);
  return adminFormAction(args, {
    schema: currencyRateBody,
    send: (client, body) => client.send('PUT', `/api/v1/admin/settings/currencies/${currency}`, body),
  });
}

export default function RateAnswer({ actionData }: Route.ComponentProps) {
  return <FormOutcome result={actionData} />;
}
