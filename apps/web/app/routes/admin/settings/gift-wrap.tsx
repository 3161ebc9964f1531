// POST /admin/settings/gift-wrap: the gift-wrap fee per item, typed in dollars (PUT /api/v1/admin/settings/gift-wrap).
import { giftWrapFeeSchema } from '@shop/core/contract/admin-settings';
import type { Route } from './+types/gift-wrap';
import { adminFormAction } from '../../../lib/admin-form.server.ts';
import { FormOutcome } from '../../../components/admin/admin-form.tsx';

export async function action(args: Route.ActionArgs) {
  return adminFormAction(args, {
    schema: giftWrapFeeSchema,
    money: { hkd: 'HKD', usd: 'USD' },
    send: (client, body) => client.send('PUT', '/api/v1/admin/settings/gift-wrap', body),
  });
}

export default function GiftWrapAnswer({ actionData }: Route.ComponentProps) {
  return <FormOutcome result={actionData} />;
}
