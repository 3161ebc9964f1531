// POST /admin/orders/:id/transitions: packs, ships with tracking, delivers or cancels the order
// (POST /api/v1/admin/orders/:id/transitions; 409 invalid_transition when someone moved it first).
import { orderStatusName } from '@shop/core';
import { orderTransitionBody } from '@shop/core/contract/admin-order';
import type { Route } from './+types/move';
import { adminFormAction } from '../../../lib/admin-form.server.ts';
import { adminLangOf } from '../../../lib/admin-i18n.tsx';
import { FormOutcome } from '../../../components/admin/admin-form.tsx';

export async function action(args: Route.ActionArgs) {
  const id = encodeURIComponent(args.params.id);
  return adminFormAction(args, {
    schema: orderTransitionBody,
    form: 'move',
    send: (client, body) => client.send('POST', `/api/v1/admin/orders/${id}/transitions`, body),
    success: (t, _order, body) =>
      t('admin.order.moved', { status: orderStatusName(body.to, adminLangOf(args.request)) }),
  });
}

export default function MoveAnswer({ actionData }: Route.ComponentProps) {
  return <FormOutcome result={actionData} />;
}
