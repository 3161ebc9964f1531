// /admin/customers/:id: everything about one customer on one page; staff edit the profile, tags and notes, adjust
// the wallet (confirmed first) and run the account actions. /admin/members/:id redirects here.
import { Link } from 'react-router';
import type { CustomerOut } from '@shop/core/contract/admin-customer';
import type { MemberGroupsOut } from '@shop/core/contract/admin-member';
import type { CallingCodes } from '@shop/core/contract/user';
import type { Route } from './+types/customer';
import { adminApi } from '../../lib/admin-api.server.ts';
import type { FormResult } from '../../lib/admin-form.ts';
import { adminLangOf, useAdminLang, useAdminStaff, useAdminT } from '../../lib/admin-i18n.tsx';
import { adminMoney } from '../../lib/admin-money.ts';
import { ADMIN_BUTTON_QUIET, Card, PageHeader } from '../../components/admin/ui.tsx';
import { customerAction } from '../../components/admin/customer/customer-action.server.ts';
import { CustomerProfileCard } from '../../components/admin/customer/customer-profile-card.tsx';
import { CustomerNotesCard, CustomerTagsCard } from '../../components/admin/customer/customer-notes-card.tsx';
import { WalletAdjustForm, WalletLedger } from '../../components/admin/customer/customer-wallet.tsx';
import { CustomerMoreCards, CustomerOrdersCard } from '../../components/admin/customer/customer-activity.tsx';
import {
  CustomerAccountCard,
  CustomerSummaryCard,
} from '../../components/admin/customer/customer-account-card.tsx';
export { AdminRouteError as ErrorBoundary } from '../../components/admin/route-error.tsx';

export function meta({ loaderData }: Route.MetaArgs) {
  const c = loaderData?.customer;
  return [{ title: c ? `${c.firstname} ${c.lastname}`.trim() || c.email : 'Customer' }];
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const client = adminApi(context, request);
  const locale = adminLangOf(request) === 'hk' ? 'hk' : 'en';
  const [customer, groups, codes] = await Promise.all([
    client.get<CustomerOut>(`/api/v1/admin/customers/${encodeURIComponent(params.id)}`),
    client.get<MemberGroupsOut>('/api/v1/admin/member-groups'),
    client.get<CallingCodes>('/api/v1/calling-codes', { locale }),
  ]);
  return { customer, codes, groups: groups.items.map((g) => ({ id: g.id, name: g.name })) };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  return customerAction(request, context, params.id);
}

export default function CustomerPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useAdminT();
  const lang = useAdminLang();
  const staff = useAdminStaff();
  const { customer: c, codes, groups } = loaderData;
  const result = actionData as FormResult | undefined;
  const name = `${c.firstname} ${c.lastname}`.trim() || c.email;
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={name}
        actions={
          <Link to="/admin/members" className={ADMIN_BUTTON_QUIET}>
            {t('admin.customers.back')}
          </Link>
        }
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <CustomerProfileCard c={c} codes={codes} result={result} />
        <CustomerSummaryCard c={c} />
        <CustomerTagsCard c={c} result={result} />
        <CustomerNotesCard c={c} result={result} />
      </div>
      <CustomerOrdersCard c={c} />
      <Card title={t('admin.customers.wallet')}>
        <p className="mb-3 text-sm">
          <span className="text-muted">{t('admin.customers.wallet_balance')}: </span>
          <span className="font-medium" data-testid="wallet-balance">
            {c.wallet.balances.map((b) => adminMoney(b.balance, b.currency, lang)).join(' · ') ||
              adminMoney(0, 'HKD', lang)}
          </span>
        </p>
        {staff.can('orders:refund') && (
          <div className="mb-4">
            <WalletAdjustForm name={name} result={result} />
          </div>
        )}
        <h3 className="mb-2 font-medium">{t('admin.customers.ledger')}</h3>
        <WalletLedger entries={c.wallet.entries} />
        <p className="mt-2 text-xs">
          <Link className="underline" to={`/admin/loyalty?member=${encodeURIComponent(c.id)}`}>
            {t('admin.customers.wallet_full')}
          </Link>
        </p>
      </Card>
      <div className="grid gap-6 lg:grid-cols-2">
        <CustomerMoreCards c={c} />
        <CustomerAccountCard c={c} groups={groups} result={result} />
      </div>
    </div>
  );
}
