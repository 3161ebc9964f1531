// /admin/products/:id/options/:sub_sku: one option's names, prices in dollars, member prices, availability, the
// member groups it is for (chosen by name), dates and threshold (PATCH /api/v1/admin/products/:id/options/:sub_sku),
// its stock adjustment and its stock history.
import { Link } from 'react-router';
import { optionPatchBody, type OptionPatchBody } from '@shop/core/contract/admin-product';
import type { Route } from './+types/option';
import { adminApi } from '../../../lib/admin-api.server.ts';
import { adminFormAction } from '../../../lib/admin-form.server.ts';
import { useAdminT } from '../../../lib/admin-i18n.tsx';
import { LedgerCard } from '../../../components/admin/product/ledger-card.tsx';
import { OptionEditor } from '../../../components/admin/product/option-editor.tsx';
import { isMissing, useEditorContext } from '../../../components/admin/product/editor-context.ts';
import type { CatalogueChoices } from '../../../components/admin/product/editor-types.ts';
import type { Ledger } from '../../../components/admin/product/product-types.ts';

// every field the form shows must be filled, but the interval, which only subscription options show
const schema = optionPatchBody
  .pick({
    name: true,
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
    prepare: joinTiers,
    send: (client, body) => client.send('PATCH', `/api/v1/admin/products/${id}/options/${subSku}`, body),
  });
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const client = adminApi(context, request);
  const [choices, ledger] = await Promise.all([
    client.get<CatalogueChoices>('/api/v1/admin/catalogue/choices'),
    // a subscription option has no stock of its own (it draws on its parent's): no history then
    client
      .get<Ledger>(`/api/v1/admin/stock/${encodeURIComponent(params.sub_sku)}/ledger`, { limit: 20 })
      .catch(() => null),
  ]);
  return { groups: choices.member_groups, ledger };
}

export default function OptionPage({ loaderData, params }: Route.ComponentProps) {
  const t = useAdminT();
  const { product, canEdit, canStock } = useEditorContext();
  const option = product.options.find((o) => o.sub_sku === params.sub_sku);
  const back = (
    <Link to={`/admin/products/${encodeURIComponent(product.id)}/options`} className="text-sm underline">
      {t('admin.pe.back_to_options')}
    </Link>
  );
  if (!option) return <p>{back}</p>;
  // a subscription draws on its parent's stock: the history shown is the parent's
  const ownStock = !option.subscription_parent_sku;
  return (
    <>
      <p>{back}</p>
      <OptionEditor
        key={option.sub_sku}
        productId={product.id}
        option={option}
        canEdit={canEdit && !product.archived && !option.archived}
        canStock={canStock}
        groups={loaderData.groups}
        missing={(s) => isMissing(product, `options.${product.options.indexOf(option)}.name.${s}`)}
      />
      {ownStock && loaderData.ledger && <LedgerCard ledger={loaderData.ledger} product={product} />}
    </>
  );
}
