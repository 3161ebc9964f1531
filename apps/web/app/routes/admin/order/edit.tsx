// POST /admin/orders/:id/edits: the edit staff reviewed and confirmed (POST /api/v1/admin/orders/:id/edits). The
// answer shows at the top of the order page, which then reloads the order as it now is.
import { formatMoney, isCurrency } from '@shop/core';
import { orderEditBody, type OrderEditOut } from '@shop/core/contract/admin-order-edits';
import type { Route } from './+types/edit';
import { adminFormAction } from '../../../lib/admin-form.server.ts';
import { adminLangOf } from '../../../lib/admin-i18n.tsx';
import { FormOutcome } from '../../../components/admin/admin-form.tsx';

export async function action(args: Route.ActionArgs) {
  const id = encodeURIComponent(args.params.id);
  return adminFormAction(args, {
    schema: orderEditBody,
    form: 'edit',
    send: (client, body) => client.send<OrderEditOut>('POST', `/api/v1/admin/orders/${id}/edits`, body),
    success: (t, answer) => {
      const { order } = answer;
      const owed =
        order.owed > 0 && isCurrency(order.currency)
          ? ` ${t('admin.ops.edit.owed', { amount: formatMoney(order.owed, order.currency, adminLangOf(args.request)) })}`
          : '';
      return `${t('admin.ops.edit.done')}${owed}`;
    },
  });
}

export default function EditAnswer({ actionData }: Route.ComponentProps) {
  return <FormOutcome result={actionData} />;
}
