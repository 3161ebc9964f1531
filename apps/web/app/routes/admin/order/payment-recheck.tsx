// POST /admin/orders/:id/payment/recheck: asks the payment provider (PayDollar's merchant API) where the order's
// payment stands and applies what it answers (POST /api/v1/admin/orders/:id/payment/recheck).
import { z } from 'zod';
import type { Route } from './+types/payment-recheck';
import { adminFormAction } from '../../../lib/admin-form.server.ts';
import type { AdminT } from '../../../lib/admin-i18n.tsx';
import type { AdminMessageKey } from '../../../i18n/admin.en.ts';
import { FormOutcome } from '../../../components/admin/admin-form.tsx';

/** What the API answers, read loosely: the payment's status as the provider gave it, and whether the order moved. */
interface RecheckAnswer {
  status?: string;
  changed?: boolean;
  payment?: { status?: string } | null;
}

function statusText(t: AdminT, status: string): string {
  const key = `admin.order.pay_status.${status}` as AdminMessageKey;
  const text = t(key);
  return text === key ? status : text;
}

export async function action(args: Route.ActionArgs) {
  const id = encodeURIComponent(args.params.id);
  return adminFormAction(args, {
    schema: z.strictObject({}),
    form: 'recheck',
    send: (client) => client.send<RecheckAnswer>('POST', `/api/v1/admin/orders/${id}/payment/recheck`, {}),
    success: (t, answer) => {
      const a = (answer ?? {}) as RecheckAnswer;
      const status = a.payment?.status ?? a.status;
      if (!status) return t('admin.pay.recheck_none');
      return t(a.changed ? 'admin.pay.recheck_changed' : 'admin.pay.recheck_answer', {
        status: statusText(t, status),
      });
    },
  });
}

export default function RecheckAnswerPage({ actionData }: Route.ComponentProps) {
  return <FormOutcome result={actionData} />;
}
