// POST /admin/orders/:id/refunds: refunds an amount typed in the order's currency, restocking the units given
// (POST /api/v1/admin/orders/:id/refunds).
import { formatMoney } from '@shop/core';
import { data } from 'react-router';
import { orderRefundBody, type OrderRefundOut } from '@shop/core/contract/admin-order';
import type { Route } from './+types/refund';
import { adminFormAction, formCurrency } from '../../../lib/admin-form.server.ts';
import { adminLangOf, adminTranslate } from '../../../lib/admin-i18n.tsx';
import type { FormResult } from '../../../lib/admin-form.ts';
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

/** The provider's own words when it refused (the API's 502 payment_provider_error ends with them). */
function providerReason(message: string | undefined): string {
  const m = message ?? '';
  const at = m.indexOf(': ');
  return (at >= 0 ? m.slice(at + 2) : m).trim() || '—';
}

export async function action(args: Route.ActionArgs) {
  const id = encodeURIComponent(args.params.id);
  // a refund the provider refused changed nothing: the staff read the provider's reason, not a generic failure
  let refused: string | null = null;
  const answer = await adminFormAction(args, {
    schema: orderRefundBody,
    form: 'refund',
    money: (form) => {
      const currency = formCurrency(form);
      return currency && { amount: currency };
    },
    prepare: restockedOnly,
    send: async (client, body) => {
      const res = await client.send<OrderRefundOut>('POST', `/api/v1/admin/orders/${id}/refunds`, body);
      if (!res.ok && res.error.code === 'payment_provider_error') refused = providerReason(res.error.error);
      return res;
    },
    success: (t, answer, body, form) => {
      const currency = formCurrency(form);
      const amount = currency ? formatMoney(body.amount, currency, adminLangOf(args.request)) : body.amount;
      // sent to the provider, not settled yet (its merchant API timed out or settles later): it reads as pending
      return t(
        answer?.refund?.status === 'pending' ? 'admin.order.refund_pending_ok' : 'admin.order.refunded_ok',
        {
          amount,
        },
      );
    },
  });
  if (refused === null) return answer;
  const t = adminTranslate(adminLangOf(args.request));
  return data<FormResult>(
    { ok: false, form: 'refund', message: t('admin.order.refund_refused', { reason: refused }) },
    { status: 502 },
  );
}

export default function RefundAnswer({ actionData }: Route.ComponentProps) {
  return <FormOutcome result={actionData} />;
}
