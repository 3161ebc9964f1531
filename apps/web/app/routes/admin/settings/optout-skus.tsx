// POST /admin/settings/optout-skus: the opt-out list, one "sku | reason" a line (PUT …/settings/optout-skus).
import { optOutSkusBody } from '@shop/core/contract/admin-settings';
import type { Route } from './+types/optout-skus';
import { adminFormAction } from '../../../lib/admin-form.server.ts';
import { FormOutcome } from '../../../components/admin/admin-form.tsx';

/** 'OC-1 | discontinued' → { sku: 'OC-1', reason: 'discontinued' }; a line without a reason has none. */
function optOutLines(form: FormData) {
  return String(form.get('items') ?? '')
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean)
    .map((l) => {
      const [sku = '', ...reason] = l.split('|');
      return { sku: sku.trim(), reason: reason.join('|').trim() || null };
    });
}

export async function action(args: Route.ActionArgs) {
  return adminFormAction(args, {
    schema: optOutSkusBody,
    prepare: (_values, form) => ({ items: optOutLines(form) }),
    send: (client, body) => client.send('PUT', '/api/v1/admin/settings/optout-skus', body),
  });
}

export default function OptOutAnswer({ actionData }: Route.ComponentProps) {
  return <FormOutcome result={actionData} />;
}
