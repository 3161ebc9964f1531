// POST /admin/products/:id/options/:sub_sku: an option's prices in dollars, member prices, availability, groups,
// dates and threshold (PATCH /api/v1/admin/products/:id/options/:sub_sku).
import { optionPatchBody, type OptionPatchBody } from '@shop/core/contract/admin-product';
import type { Route } from './+types/option';
import { adminFormAction } from '../../../lib/admin-form.server.ts';
import { FormOutcome } from '../../../components/admin/admin-form.tsx';

// every field the form shows must be filled, but the interval, which only subscription options show
const schema = optionPatchBody
  .pick({
    availability: true,
    price: true,
    price_usd: true,
    original_price: true,
    original_price_usd: true,
    special_pricing: true,
    special_pricing_usd: true,
    allow_member_group: true,
    cut_off_date: true,
    estimate: true,
    low_stock_threshold: true,
    fix_price: true,
    multi_pricing: true,
  })
  .required({ availability: true, price: true, price_usd: true, low_stock_threshold: true })
  // a blank interval leaves it as it is: clearing it would turn the subscription off
  .extend({
    subscription_inteval_in_month: optionPatchBody.shape.subscription_inteval_in_month
      .unwrap()
      .unwrap()
      .optional(),
  });

const MONEY = {
  price: 'HKD',
  price_usd: 'USD',
  special_pricing: 'HKD',
  special_pricing_usd: 'USD',
  original_price: 'HKD',
  original_price_usd: 'USD',
  'fix_price.*.price': 'HKD',
  'fix_price.*.price_usd': 'USD',
  'multi_pricing.*.pricing.*.price': 'HKD',
  'multi_pricing.*.pricing.*.price_usd': 'USD',
} as const;

type Tiers = NonNullable<OptionPatchBody['multi_pricing']>;

/** One tier a row: the rows of a group become its tiers, in the order typed. */
function joinTiers(values: Record<string, unknown>) {
  const rows = (values.multi_pricing ?? []) as Tiers;
  const groups = new Map<string, Tiers[number]['pricing']>();
  for (const r of rows) groups.set(r.member_group, [...(groups.get(r.member_group) ?? []), ...r.pricing]);
  return {
    ...values,
    multi_pricing: [...groups].map(([member_group, pricing]) => ({ member_group, pricing })),
  };
}

export async function action(args: Route.ActionArgs) {
  const id = encodeURIComponent(args.params.id);
  const subSku = encodeURIComponent(args.params.sub_sku);
  return adminFormAction(args, {
    schema,
    money: MONEY,
    lists: { allow_member_group: 'comma' },
    prepare: joinTiers,
    send: (client, body) => client.send('PATCH', `/api/v1/admin/products/${id}/options/${subSku}`, body),
  });
}

export default function OptionAnswer({ actionData }: Route.ComponentProps) {
  return <FormOutcome result={actionData} />;
}
