// POST /admin/orders/:id/transfer: a bank transfer (or cash) arrived, its amount typed in the order's currency
// (POST /api/v1/admin/bank-transfers/:id/confirm: short within the tolerance is written off, beyond it is owed).
import { transferConfirmBody } from '@shop/core/contract/admin-order';
import type { AdminOrderDetail } from '@shop/core/contract/admin-order';
import type { Route } from './+types/transfer';
import { adminFormAction, formCurrency } from '../../../lib/admin-form.server.ts';
import { FormOutcome } from '../../../components/admin/admin-form.tsx';

export async function action(args: Route.ActionArgs) {
  const id = encodeURIComponent(args.params.id);
  return adminFormAction(args, {
    schema: transferConfirmBody,
    form: 'transfer',
    money: (form) => {
      const currency = formCurrency(form);
      return currency && { amount: currency };
    },
    send: (client, body) =>
      client.send<AdminOrderDetail>('POST', `/api/v1/admin/bank-transfers/${id}/confirm`, body),
    success: (t, answer) =>
      answer.status === 'paid' ? t('admin.order.transfer_ok') : t('admin.ops.transfer.ok'),
  });
}

export default function TransferAnswer({ actionData }: Route.ComponentProps) {
  return <FormOutcome result={actionData} />;
}
