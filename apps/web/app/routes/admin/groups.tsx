// Customer groups (6-04): the list with tiers and member counts; ?new=1 or ?edit=<group> opens the form and, for a
// saved group, its members with the customer picker (?q=). A group's name is only a label; its tier decides prices.
import { data, Link, redirect, useNavigation } from 'react-router';
import { parseMoneyInput } from '@shop/core';
import type {
  CustomerGroupOut,
  CustomerGroupsOut,
  CustomerPickOut,
  GroupMembersChangeOut,
  GroupMembersOut,
  RecomputeOut,
} from '@shop/core/contract/admin-customer-group';
import type { Route } from './+types/groups';
import { adminApi, pageOf } from '../../lib/admin-api.server.ts';
import {
  adminLangOf,
  adminTranslate,
  useAdminLang,
  useAdminStaff,
  useAdminT,
} from '../../lib/admin-i18n.tsx';
import { adminErrorText } from '../../lib/admin-error-text.ts';
import { adminMoney } from '../../lib/admin-money.ts';
import type { FormResult } from '../../lib/admin-form.ts';
import { ADMIN_BUTTON, ADMIN_BUTTON_QUIET, PageHeader } from '../../components/admin/ui.tsx';
import { GroupForm } from '../../components/admin/groups/group-form.tsx';
import { GroupMembers } from '../../components/admin/groups/group-members.tsx';
export { AdminRouteError as ErrorBoundary } from '../../components/admin/route-error.tsx';

export function meta() {
  return [{ title: 'Customer groups' }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const api = adminApi(context, request);
  const url = new URL(request.url);
  const edit = url.searchParams.get('edit');
  const q = url.searchParams.get('q')?.trim() ?? '';
  const list = await api.get<CustomerGroupsOut>('/api/v1/admin/customer-groups');
  const group = edit ? (list.items.find((g) => g.id === edit) ?? null) : null;
  if (edit && !group) throw new Response('Not found', { status: 404 });
  const [members, picked] = group
    ? await Promise.all([
        api.get<GroupMembersOut>(`/api/v1/admin/customer-groups/${encodeURIComponent(group.id)}/members`, {
          page: pageOf(url),
        }),
        q && group.membership === 'manual'
          ? api.get<CustomerPickOut>('/api/v1/admin/customer-picker', { q })
          : Promise.resolve(null),
      ])
    : [null, null];
  return {
    list,
    group,
    creating: url.searchParams.get('new') === '1',
    created: url.searchParams.get('created') === '1',
    members,
    picked,
    q,
  };
}

function ratesOf(form: FormData): Record<string, number> | string {
  const rates: Record<string, number> = {};
  for (const [k, v] of form) {
    if (!k.startsWith('rate_') || typeof v !== 'string' || !v.trim()) continue;
    if (!/^\d{1,3}(\.\d{1,2})?$/.test(v.trim()) || Number(v) > 100) return `discount_rate.${k.slice(5)}`;
    rates[k.slice(5)] = Number(v.trim());
  }
  return rates;
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const t = adminTranslate(adminLangOf(request));
  const api = adminApi(context, request);
  const url = new URL(request.url);
  const edit = url.searchParams.get('edit');
  const intent = String(form.get('intent') ?? '');
  const fail = (status: number, message: string, field?: string, which = intent) =>
    data<FormResult>({ ok: false, message, field, form: which }, { status });
  const base = `/api/v1/admin/customer-groups/${encodeURIComponent(edit ?? '')}`;

  if (intent === 'save') {
    const rates = ratesOf(form);
    if (typeof rates === 'string') return fail(400, t('admin.cgroups.invalid_rate'), rates);
    const membership = form.get('membership') === 'auto' ? 'auto' : 'manual';
    let autoMinSpend: number | null = null;
    if (membership === 'auto') {
      autoMinSpend = parseMoneyInput(String(form.get('auto_min_spend') ?? ''), 'HKD');
      if (autoMinSpend === null) return fail(400, t('admin.cgroups.invalid_amount'), 'auto_min_spend');
    }
    const body = {
      name: String(form.get('name') ?? '').trim(),
      tier: String(form.get('tier') ?? 'basic'),
      discount_rate: rates,
      membership,
      auto_min_spend: autoMinSpend,
    };
    const res = edit
      ? await api.send<CustomerGroupOut>('PATCH', base, body)
      : await api.send<CustomerGroupOut>('POST', '/api/v1/admin/customer-groups', body);
    if (!res.ok) {
      const field = res.error.field ?? undefined;
      const message = field?.startsWith('discount_rate')
        ? t('admin.cgroups.invalid_rate')
        : adminErrorText(res.error, t);
      return fail(res.status, message, field);
    }
    if (!edit) throw redirect(`/admin/groups?edit=${encodeURIComponent(res.data.id)}&created=1`);
    return data<FormResult>({
      ok: true,
      form: 'save',
      message: t('admin.cgroups.saved', { name: res.data.name }),
    });
  }

  if (!edit) return fail(400, t('admin.errors.generic'));
  if (intent === 'add' || intent === 'remove') {
    const ids = form.getAll('customer_id').map(String).filter(Boolean);
    if (ids.length === 0) return fail(400, t('admin.errors.generic'));
    const res = await api.send<GroupMembersChangeOut>(
      'POST',
      intent === 'add' ? `${base}/members` : `${base}/members/remove`,
      { customer_ids: ids },
    );
    if (!res.ok) return fail(res.status, adminErrorText(res.error, t));
    return data<FormResult>({
      ok: true,
      form: intent,
      message:
        intent === 'add'
          ? t('admin.cgroups.added', { name: String(form.get('customer_name') ?? '') })
          : t('admin.cgroups.removed', { count: res.data.changed }),
    });
  }
  if (intent === 'recompute') {
    const res = await api.send<RecomputeOut>('POST', `${base}/recompute`);
    if (!res.ok) return fail(res.status, adminErrorText(res.error, t));
    return data<FormResult>({
      ok: true,
      form: intent,
      message: t('admin.cgroups.recomputed', { added: res.data.added, removed: res.data.removed }),
    });
  }
  return fail(400, t('admin.errors.generic'));
}

export default function GroupsPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useAdminT();
  const lang = useAdminLang();
  const staff = useAdminStaff();
  const busy = useNavigation().state === 'submitting';
  const { list, group, creating, created, members, picked, q } = loaderData;
  const result = actionData as FormResult | undefined;
  const editable = staff.can('catalogue:write');
  const membersEditable = staff.can('members:write');

  if (group || creating) {
    const shown: FormResult | undefined =
      result ??
      (created && group
        ? { ok: true, form: 'save', message: t('admin.cgroups.created', { name: group.name }) }
        : undefined);
    return (
      <div className="flex flex-col gap-6">
        <PageHeader
          title={group ? group.name : t('admin.cgroups.new')}
          actions={
            <Link to="/admin/groups" className={ADMIN_BUTTON_QUIET}>
              {t('admin.cgroups.back')}
            </Link>
          }
        />
        {!editable && <p className="text-sm text-muted">{t('admin.cgroups.read_only')}</p>}
        <GroupForm
          key={group?.id ?? 'new'}
          group={group}
          brands={list.brands}
          result={shown}
          busy={busy}
          editable={editable}
        />
        {group && members && (
          <GroupMembers
            group={group}
            members={members}
            picked={picked}
            q={q}
            result={result}
            busy={busy}
            editable={membersEditable}
          />
        )}
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t('admin.cgroups.title')}
        actions={
          editable ? (
            <Link to="/admin/groups?new=1" className={ADMIN_BUTTON}>
              {t('admin.cgroups.new')}
            </Link>
          ) : undefined
        }
      />
      <div className="relative overflow-x-auto rounded-xl border border-line bg-surface">
        <table className="w-full min-w-[640px] border-collapse text-sm">
          <caption className="sr-only">{t('admin.cgroups.caption')}</caption>
          <thead className="bg-surface-2 text-left">
            <tr>
              <th scope="col" className="px-3 py-2 font-medium">
                {t('admin.cgroups.col_name')}
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                {t('admin.cgroups.col_tier')}
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                {t('admin.cgroups.col_who')}
              </th>
              <th scope="col" className="px-3 py-2 text-right font-medium">
                {t('admin.cgroups.col_members')}
              </th>
            </tr>
          </thead>
          <tbody>
            {list.items.map((g) => (
              <tr key={g.id} className="border-t border-line">
                <td className="px-3 py-2">
                  <Link className="underline" to={`/admin/groups?edit=${encodeURIComponent(g.id)}`}>
                    {g.name}
                  </Link>
                </td>
                <td className="px-3 py-2">{t(`admin.cgroups.tier_${g.tier}`)}</td>
                <td className="px-3 py-2">
                  {g.membership === 'auto' && g.auto_min_spend !== null
                    ? t('admin.cgroups.auto_from', { amount: adminMoney(g.auto_min_spend, 'HKD', lang) })
                    : t('admin.cgroups.manual')}
                </td>
                <td className="px-3 py-2 text-right">{g.members}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
