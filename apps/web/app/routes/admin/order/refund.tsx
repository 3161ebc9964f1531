// POST /admin/orders/:id/refunds: refunds an amount typed in the order's currency, restocking the units given
// (POST /api/v1/admin/orders/:id/refunds).
import { formatMoney } from '@shop/core';
import { orderRefundBody } from '@shop/core/contract/admin-order';
import type { Route } from './+types/refund';
import { adminFormAction, formCurrency } from '../../../lib/admin-form.server.ts';
import { adminLangOf } from '../../../lib/admin-i18n.tsx';
import { FormOutcome } from '../../../components/admin/admin-form.tsx';

/** Only the lines with units to put back; none at all leaves restock_items out. */
function restockedOnly(values: Record<string, unknown>) {
  // a line left at 0 (or cleared) puts nothing back
  const lines = ((values.restock_items ?? []) as { quantity?: unknown }[]).filter(
    (l) => l.quantity !== 0 && l.quantity !== '' && l.quantity !== undefined,
  );
  // `mode` only switches the form between chosen lines and a typed amount
  const { restock_items: _, mode: __, ...rest } = values;
  return lines.length ? { ...rest, restock_items: lines } : rest;
}

export async function action(args: Route.ActionArgs) {
  const id = encodeURIComponent(args.params.id);
  return adminFormAction(args, {
    schema: orderRefundBody,
    form: 'refund',
    money: (form) => {
      const currency = formCurrency(form);
      return currency && { amount: currency };
    },
    prepare: restockedOnly,
    send: (client, body) => client.send('POST', `/api/v1/admin/orders/${id}/refunds`, body),
    success: (t, _answer, body, form) => {
      const currency = formCurrency(form);
      const amount = currency ? formatMoney(body.amount, currency, adminLangOf(args.request)) : body.amount;
      return t('admin.order.refunded_ok', { amount });
    },
  });
}

export default function RefundAnswer({ actionData }: Route.ComponentProps) {
  return <FormOutcome result={actionData} />;
}
