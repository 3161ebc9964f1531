// POST /admin/products/:id/options/:sub_sku/stock: moves an option's stock with a reason
// (POST /api/v1/admin/stock/:sub_sku/adjustments; 409 insufficient_stock below zero, said beside the change).
import { stockAdjustmentBody } from '@shop/core/contract/admin-product';
import type { Route } from './+types/stock';
import { adminFormAction } from '../../../lib/admin-form.server.ts';
import { FormOutcome } from '../../../components/admin/admin-form.tsx';

export async function action(args: Route.ActionArgs) {
  const subSku = encodeURIComponent(args.params.sub_sku);
  return adminFormAction(args, {
    schema: stockAdjustmentBody,
    send: (client, body) => client.send('POST', `/api/v1/admin/stock/${subSku}/adjustments`, body),
    fieldOf: (code) => (code === 'insufficient_stock' ? 'delta' : undefined),
  });
}

export default function StockAnswer({ actionData }: Route.ComponentProps) {
  return <FormOutcome result={actionData} />;
}
