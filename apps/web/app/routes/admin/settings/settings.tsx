// /admin/settings: every back-office setting on one page. Each form posts to its own child route's action
// (./rate.tsx, ./gift-wrap.tsx …) through a fetcher, so the page stays where it is and shows each answer in place.
import { Outlet } from 'react-router';
import { isCurrency, type CurrencyCode } from '@shop/core';
import type { Route } from './+types/settings';
import { adminApi } from '../../../lib/admin-api.server.ts';
import { useAdminT } from '../../../lib/admin-i18n.tsx';
import { PageHeader } from '../../../components/admin/ui.tsx';
import type { CarrierList } from '@shop/core/contract/admin-shipping';
import { BankCard } from '../../../components/admin/settings/bank-card.tsx';
import { CarriersCard } from '../../../components/admin/settings/carriers-card.tsx';
import { BannerSection } from '../../../components/admin/settings/banner-section.tsx';
import { DeliverySection } from '../../../components/admin/settings/delivery-section.tsx';
import { FreeShippingCard, GiftWrapCard } from '../../../components/admin/settings/fee-cards.tsx';
import { HomepageSection, OptOutCard } from '../../../components/admin/settings/list-forms.tsx';
import { HomepageLinkCard } from '../../../components/admin/homepage/settings-link.tsx';
import { RatesCard } from '../../../components/admin/settings/rates-card.tsx';
import { OrderOpsCard } from '../../../components/admin/settings/order-ops-card.tsx';
import type { OrderOperationsSettings } from '@shop/core/contract/admin-settings';
import {
  editableLists,
  type PreviewRow,
  type RatePreview,
  type SettingsView,
} from '../../../components/admin/settings/settings-types.ts';
export { AdminRouteError as ErrorBoundary } from '../../../components/admin/route-error.tsx';

export function meta() {
  return [{ title: 'Settings' }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const client = adminApi(context, request);
  const url = new URL(request.url);
  const [settings, carriers, orderOps] = await Promise.all([
    client.get<SettingsView>('/api/v1/admin/settings'),
    client.get<CarrierList>('/api/v1/admin/carriers'),
    client.get<OrderOperationsSettings>('/api/v1/admin/settings/order-operations'),
  ]);
  // the rate form's Preview is a GET: the proposed rate stays in the URL until it is saved
  const currency = url.searchParams.get('currency') ?? '';
  const rate = url.searchParams.get('rate')?.trim() ?? '';
  let preview: RatePreview = null;
  if (isCurrency(currency) && rate) {
    const res = await client.raw(`/api/v1/admin/settings/currencies/${currency}/preview`, { rate });
    preview = res.ok
      ? ((await res.json()) as { currency: CurrencyCode; rate: string; samples: PreviewRow[] })
      : { error: 'rate' };
  }
  return { settings, preview, currency, rate, carriers: carriers.items, orderOps };
}

const SECTIONS = [
  ['rates', 'admin.settings.rates'],
  ['fees', 'admin.settings.fees'],
  ['delivery', 'admin.settings.delivery'],
  ['carriers', 'admin.carriers.title'],
  ['bank', 'admin.settings.bank'],
  ['homepage', 'admin.settings.homepage'],
  ['banners', 'admin.settings.banners'],
  ['optout', 'admin.settings.optout'],
  ['orders', 'admin.ops.settings.title'],
] as const;

/** The lists the homepage sections do not hold (marketplace, menus, combos): still edited here. */
const SECTION_LISTS = new Set(['best_seller_list', 'treatment_list']);
const otherLists = (lists: SettingsView['homepage_lists']) =>
  Object.fromEntries(Object.entries(editableLists(lists)).filter(([k]) => !SECTION_LISTS.has(k)));

export default function SettingsPage({ loaderData }: Route.ComponentProps) {
  const t = useAdminT();
  const { settings: s } = loaderData;
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t('admin.settings.title')} />
      <nav aria-label={t('admin.settings.sections')} className="flex flex-wrap gap-2 text-sm">
        {SECTIONS.map(([anchor, key]) => (
          <a
            key={anchor}
            href={`#${anchor}`}
            className="rounded-full border border-line px-3 py-1 hover:bg-surface-2"
          >
            {t(key)}
          </a>
        ))}
      </nav>
      {/* a form route's answer when the browser posted it without JavaScript */}
      <Outlet />
      <RatesCard
        view={s}
        preview={loaderData.preview}
        currency={loaderData.currency}
        rate={loaderData.rate}
      />
      <div id="fees" className="grid scroll-mt-4 gap-6 lg:grid-cols-2">
        <GiftWrapCard fee={s.gift_wrap_fee} />
        <FreeShippingCard thresholds={s.free_shipping_thresholds} />
      </div>
      <DeliverySection methods={s.delivery_methods} />
      <CarriersCard carriers={loaderData.carriers} />
      <BankCard account={s.bank_account} source={s.bank_account_source} />
      {/* the home page's hero slides, banners and best-seller and treatment lists are homepage sections now */}
      <HomepageLinkCard />
      <HomepageSection lists={otherLists(s.homepage_lists)} />
      <BannerSection banners={s.banners.filter((b) => b.kind !== 'hero')} />
      <OptOutCard items={s.optout_skus} />
      <OrderOpsCard ops={loaderData.orderOps} />
    </div>
  );
}
