// /admin/loyalty (1-10 to 1-12): a member's cash dollars (ledger, audited adjustment), the referral report, the reward
// catalogue and gift-code batches (generate, export CSV, disable).
import { data, Form, Link, useNavigate, useNavigation } from 'react-router';
import { isCurrency, parseMoneyInput } from '@shop/core';
import type { Route } from './+types/loyalty';
import { adminApi } from '../../lib/admin-api.server.ts';
import { adminErrorText } from '../../lib/admin-error-text.ts';
import {
  adminLangOf,
  adminTranslate,
  useAdminLang,
  useAdminStaff,
  useAdminT,
} from '../../lib/admin-i18n.tsx';
import { adminMoney } from '../../lib/admin-money.ts';
import type { WalletOut } from '@shop/core/contract/wallet';
import type { MemberDetail } from '@shop/core/contract/admin-member';
import type { AdminMessageKey } from '../../i18n/admin.en.ts';
import type {
  CatalogueRewardsOut,
  GiftCodeBatchesOut,
  ReferralsOut,
  WalletAdjustOut,
} from '@shop/core/contract/admin-wallet';
import {
  ADMIN_BUTTON,
  ADMIN_INPUT,
  ADMIN_SELECT,
  AdminField,
  Card,
  Notice,
  PageHeader,
} from '../../components/admin/ui.tsx';
import { CustomerCombobox } from '../../components/admin/customer/customer-combobox.tsx';
import { WalletAdjustForm, WalletLedger } from '../../components/admin/customer/customer-wallet.tsx';
export { AdminRouteError as ErrorBoundary } from '../../components/admin/route-error.tsx';

type Result = { ok: boolean; form: string; field?: string; message: string };

export function meta() {
  return [{ title: 'Wallet, referrals and rewards' }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const client = adminApi(context, request);
  const url = new URL(request.url);
  const member = url.searchParams.get('member')?.trim() || null;
  const [referrals, rewards, batches, wallet, who] = await Promise.all([
    client.get<ReferralsOut>('/api/v1/admin/referrals'),
    client.get<CatalogueRewardsOut>('/api/v1/admin/rewards'),
    client.get<GiftCodeBatchesOut>('/api/v1/admin/gift-codes'),
    member ? client.get<WalletOut>(`/api/v1/admin/members/${encodeURIComponent(member)}/wallet`) : null,
    member ? client.get<MemberDetail>(`/api/v1/admin/members/${encodeURIComponent(member)}`) : null,
  ]);
  // the picked customer by name (the id only travels in the URL the picker builds)
  const customer = who
    ? { id: who.id, name: `${who.firstname} ${who.lastname}`.trim() || who.email, email: who.email }
    : null;
  return {
    member,
    customer,
    wallet,
    referrals: referrals.items,
    rewards: rewards.rewards,
    batches: batches.batches,
  };
}

const int = (v: FormDataEntryValue | null) => Number(String(v ?? '').trim());
/** An amount typed in dollars of `currency` → minor units (blank: 0, which the API refuses where it needs one). */
function moneyOf(v: FormDataEntryValue | null, currency: unknown, signed = false): number | null {
  const text = String(v ?? '').trim();
  if (!isCurrency(currency)) return null;
  return text === '' ? 0 : parseMoneyInput(text, currency, { signed });
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const t = adminTranslate(adminLangOf(request));
  const client = adminApi(context, request);
  const intent = String(form.get('intent') ?? '');
  const badAmount = (field: string) =>
    data<Result>(
      { ok: false, form: intent, field, message: t('admin.error.invalid_amount') },
      { status: 400 },
    );
  const currency = String(form.get('currency') ?? '')
    .trim()
    .toUpperCase();
  let res;
  if (intent === 'adjust') {
    const member = String(form.get('member') ?? '');
    const amount = moneyOf(form.get('amount'), currency, true);
    if (amount === null) return badAmount('amount');
    res = await client.send<WalletAdjustOut>(
      'POST',
      `/api/v1/admin/members/${encodeURIComponent(member)}/wallet/adjust`,
      { currency, amount, reason: form.get('reason') },
    );
    if (res.ok)
      return data<Result>({
        ok: true,
        form: intent,
        message: t('admin.loyalty.adjusted', {
          balance: adminMoney(res.data.balance_after, currency, adminLangOf(request)),
        }),
      });
  } else if (intent === 'reward') {
    const name = String(form.get('name') ?? '').trim();
    const amountHkd = moneyOf(form.get('amount_hkd'), 'HKD');
    const amountUsd = moneyOf(form.get('amount_usd'), 'USD');
    if (amountHkd === null) return badAmount('amount_hkd');
    if (amountUsd === null) return badAmount('amount_usd');
    res = await client.send('POST', '/api/v1/admin/rewards', {
      kind: form.get('kind'),
      name: {
        eng: name,
        chi: String(form.get('name_chi') ?? '').trim() || name,
        cn: String(form.get('name_cn') ?? '').trim() || name,
      },
      sub_sku: String(form.get('sub_sku') ?? '').trim() || null,
      amount_hkd: amountHkd,
      amount_usd: amountUsd,
      for_reviews: form.get('for_reviews') === 'on',
    });
  } else if (intent === 'batch') {
    const kind = String(form.get('kind'));
    const amount = kind === 'cash' ? moneyOf(form.get('amount'), currency) : 0;
    if (amount === null) return badAmount('amount');
    res = await client.send('POST', '/api/v1/admin/gift-codes', {
      name: form.get('name'),
      kind,
      count: int(form.get('count')),
      ...(kind === 'cash' ? { currency, amount } : { catalogue_id: form.get('catalogue_id') }),
    });
  } else if (intent === 'toggle') {
    res = await client.send(
      'PATCH',
      `/api/v1/admin/gift-codes/${encodeURIComponent(String(form.get('id')))}`,
      {
        disabled: form.get('disabled') === 'true',
      },
    );
  } else
    return data<Result>({ ok: false, form: intent, message: t('admin.loyalty.invalid') }, { status: 400 });
  if (!res.ok)
    return data<Result>(
      {
        ok: false,
        form: intent,
        field: res.error.field ?? undefined,
        message: adminErrorText(res.error, t),
      },
      { status: res.status },
    );
  return data<Result>({ ok: true, form: intent, message: t('admin.loyalty.created') });
}

function Table({ head, rows }: { head: string[]; rows: React.ReactNode[][] }) {
  const t = useAdminT();
  if (rows.length === 0) return <p className="text-sm text-muted">{t('admin.loyalty.none')}</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm">
        <thead className="text-left text-muted">
          <tr>
            {head.map((h) => (
              <th key={h} scope="col" className="py-2 pr-3 font-normal">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r, i) => (
            <tr key={i} className="border-t border-line">
              {r.map((c, j) => (
                <td key={j} className="py-2 pr-3">
                  {c}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export default function LoyaltyPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useAdminT();
  const staff = useAdminStaff();
  const lang = useAdminLang();
  const money = (minor: number, currency: string | null) =>
    currency ? adminMoney(minor, currency, lang) : '';
  const busy = useNavigation().state === 'submitting';
  const navigate = useNavigate();
  const d = loaderData;
  const result = actionData as Result | undefined;
  const notice = (form: string) =>
    result?.form === form ? <Notice tone={result.ok ? 'success' : 'error'}>{result.message}</Notice> : null;
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t('admin.loyalty.title')} />

      <Card title={t('admin.loyalty.member_wallet')}>
        <div className="max-w-md">
          <CustomerCombobox
            label={t('admin.customers.picker_label')}
            onPick={(m) => void navigate(`?member=${encodeURIComponent(m.id)}`)}
          />
        </div>
        {d.wallet && d.customer && (
          <div className="mt-4 grid gap-4">
            <p>
              <Link
                className="font-medium underline"
                to={`/admin/customers/${encodeURIComponent(d.customer.id)}`}
              >
                {d.customer.name}
              </Link>{' '}
              <span className="text-muted">{d.customer.email}</span>
            </p>
            <p>
              {t('admin.loyalty.balances')}:{' '}
              {d.wallet.balances.map((b) => money(b.balance, b.currency)).join(' · ') ||
                t('admin.loyalty.no_balance')}
            </p>
            <WalletAdjustForm name={d.customer.name} result={result} hidden={{ member: d.customer.id }} />
            <h3 className="font-medium">{t('admin.loyalty.ledger')}</h3>
            <WalletLedger entries={d.wallet.entries.map((e) => ({ ...e, id: e._id }))} />
          </div>
        )}
      </Card>

      <Card title={t('admin.loyalty.referrals')}>
        <Table
          head={[
            t('admin.loyalty.referrer'),
            t('admin.loyalty.friend'),
            t('admin.loyalty.status'),
            t('admin.loyalty.amount'),
          ]}
          rows={d.referrals.map((r) => [
            <Link key="r" className="underline" to={`/admin/customers/${encodeURIComponent(r.referrer_id)}`}>
              {r.referrer_name}
            </Link>,
            <Link key="f" className="underline" to={`/admin/customers/${encodeURIComponent(r.friend_id)}`}>
              {r.friend_name}
            </Link>,
            t(`admin.customers.referral_status.${r.status}` as AdminMessageKey),
            money(r.amount, r.currency),
          ])}
        />
      </Card>

      <Card title={t('admin.loyalty.rewards')}>
        <Table
          head={[
            t('admin.loyalty.reward_name'),
            t('admin.loyalty.reward_kind'),
            t('admin.loyalty.for_reviews'),
          ]}
          rows={d.rewards.map((r) => [
            r.name.eng,
            r.kind === 'cash'
              ? `${t('admin.loyalty.kind_cash')}: ${money(r.amount_hkd, 'HKD')} / ${money(r.amount_usd, 'USD')}`
              : `${t('admin.loyalty.kind_gift_item')}: ${r.sub_sku}`,
            r.for_reviews ? '✓' : '',
          ])}
        />
        {staff.can('coupons:write') && (
          <Form method="post" className="mt-4 grid gap-3 sm:grid-cols-3">
            <input type="hidden" name="intent" value="reward" />
            <AdminField id="rw-name" label={t('admin.loyalty.reward_name')}>
              <input id="rw-name" name="name" required className={ADMIN_INPUT} />
            </AdminField>
            <AdminField id="rw-name-chi" label={t('admin.loyalty.reward_name_chi')}>
              <input id="rw-name-chi" name="name_chi" className={ADMIN_INPUT} />
            </AdminField>
            <AdminField id="rw-name-cn" label={t('admin.loyalty.reward_name_cn')}>
              <input id="rw-name-cn" name="name_cn" className={ADMIN_INPUT} />
            </AdminField>
            <AdminField id="rw-kind" label={t('admin.loyalty.reward_kind')}>
              <select id="rw-kind" name="kind" className={ADMIN_SELECT}>
                <option value="cash">{t('admin.loyalty.kind_cash')}</option>
                <option value="gift_item">{t('admin.loyalty.kind_gift_item')}</option>
              </select>
            </AdminField>
            <AdminField id="rw-hkd" label={t('admin.loyalty.amount_hkd')}>
              <input id="rw-hkd" name="amount_hkd" inputMode="decimal" className={ADMIN_INPUT} />
            </AdminField>
            <AdminField id="rw-usd" label={t('admin.loyalty.amount_usd')}>
              <input id="rw-usd" name="amount_usd" inputMode="decimal" className={ADMIN_INPUT} />
            </AdminField>
            <AdminField id="rw-sku" label={t('admin.loyalty.sub_sku')}>
              <input id="rw-sku" name="sub_sku" className={ADMIN_INPUT} />
            </AdminField>
            <label className="flex items-center gap-2 self-end text-sm">
              <input type="checkbox" name="for_reviews" /> {t('admin.loyalty.for_reviews')}
            </label>
            <div className="sm:col-span-3">
              <button type="submit" className={ADMIN_BUTTON} disabled={busy}>
                {t('admin.loyalty.create')}
              </button>
            </div>
          </Form>
        )}
        {notice('reward')}
      </Card>

      <Card title={t('admin.loyalty.gift_codes')}>
        <Table
          head={[
            t('admin.loyalty.batch_name'),
            t('admin.loyalty.batch_kind'),
            t('admin.loyalty.redeemed'),
            t('admin.loyalty.status'),
            '',
          ]}
          rows={d.batches.map((b) => [
            b.name,
            b.kind === 'cash' ? money(b.amount, b.currency) : t('admin.loyalty.batch_reward'),
            `${b.redeemed} / ${b.count}`,
            b.disabled ? t('admin.loyalty.disabled') : '',
            <span key="actions" className="flex gap-2">
              <a href={`/api/v1/admin/gift-codes/${b._id}/export.csv`} className="underline" download>
                {t('admin.loyalty.export')}
              </a>
              {staff.can('coupons:write') && (
                <Form method="post">
                  <input type="hidden" name="intent" value="toggle" />
                  <input type="hidden" name="id" value={b._id} />
                  <input type="hidden" name="disabled" value={String(!b.disabled)} />
                  <button type="submit" className="underline">
                    {b.disabled ? t('admin.loyalty.enable') : t('admin.loyalty.disable')}
                  </button>
                </Form>
              )}
            </span>,
          ])}
        />
        {staff.can('coupons:write') && (
          <Form method="post" className="mt-4 grid gap-3 sm:grid-cols-3">
            <input type="hidden" name="intent" value="batch" />
            <AdminField id="gc-name" label={t('admin.loyalty.batch_name')}>
              <input id="gc-name" name="name" required className={ADMIN_INPUT} />
            </AdminField>
            <AdminField id="gc-kind" label={t('admin.loyalty.batch_kind')}>
              <select id="gc-kind" name="kind" className={ADMIN_SELECT}>
                <option value="cash">{t('admin.loyalty.batch_cash')}</option>
                <option value="reward">{t('admin.loyalty.batch_reward')}</option>
              </select>
            </AdminField>
            <AdminField id="gc-count" label={t('admin.loyalty.count')}>
              <input id="gc-count" name="count" inputMode="numeric" required className={ADMIN_INPUT} />
            </AdminField>
            <AdminField id="gc-currency" label={t('admin.loyalty.currency')}>
              <input id="gc-currency" name="currency" defaultValue="HKD" className={ADMIN_INPUT} />
            </AdminField>
            <AdminField id="gc-amount" label={t('admin.loyalty.amount_hkd')}>
              <input id="gc-amount" name="amount" inputMode="decimal" className={ADMIN_INPUT} />
            </AdminField>
            <AdminField id="gc-reward" label={t('admin.loyalty.reward')}>
              <select id="gc-reward" name="catalogue_id" className={ADMIN_SELECT}>
                {d.rewards.map((r) => (
                  <option key={r._id} value={r._id}>
                    {r.name.eng}
                  </option>
                ))}
              </select>
            </AdminField>
            <div className="sm:col-span-3">
              <button type="submit" className={ADMIN_BUTTON} disabled={busy}>
                {t('admin.loyalty.generate')}
              </button>
            </div>
          </Form>
        )}
        {notice('batch')}
        {notice('toggle')}
      </Card>
    </div>
  );
}
