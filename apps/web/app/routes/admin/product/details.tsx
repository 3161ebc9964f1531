// POST /admin/products/:id/details: names, prices in dollars, priority and categories (PATCH …/products/:id).
import { productPatchBody } from '@shop/core/contract/admin-product';
import type { Route } from './+types/details';
import { adminFormAction } from '../../../lib/admin-form.server.ts';
import { FormOutcome } from '../../../components/admin/admin-form.tsx';

// the form shows every field: a blank name, price or priority is refused, not left as it was
const schema = productPatchBody
  .pick({
    price: true,
    price_usd: true,
    original_price: true,
    original_price_usd: true,
    priority: true,
    categories: true,
  })
  .required({ price: true, price_usd: true, priority: true, categories: true })
  .extend({ name: productPatchBody.shape.name.unwrap().required() });

export async function action(args: Route.ActionArgs) {
  const id = encodeURIComponent(args.params.id);
  return adminFormAction(args, {
    schema,
    money: { price: 'HKD', price_usd: 'USD', original_price: 'HKD', original_price_usd: 'USD' },
    lists: { categories: 'comma' },
    send: (client, body) => client.send('PATCH', `/api/v1/admin/products/${id}`, body),
  });
}

export default function DetailsAnswer({ actionData }: Route.ComponentProps) {
  return <FormOutcome result={actionData} />;
}
