// /admin/returns/:id: one return: its lines and photos, approve or refuse, receive (restock or write off per line),
// refund with core's itemised computation (adjust, then a confirmation of where the money goes) and exchange. Every
// form posts here with its `intent` and the order's version it was shown (a stale one answers order_changed).
import { data, Link } from 'react-router';
import { formatMoney, isCurrency, parseMoneyInput } from '@shop/core';
import type { AdminReturn } from '@shop/core/contract/admin-return';
import type { Route } from './+types/return';
import { adminApi } from '../../lib/admin-api.server.ts';
import { adminErrorText } from '../../lib/admin-error-text.ts';
import type { FormResult } from '../../lib/admin-form.ts';
import { ADMIN_INTL, adminLangOf, adminTranslate, useAdminLang, useAdminT } from '../../lib/admin-i18n.tsx';
import { Notice, PageHeader } from '../../components/admin/ui.tsx';
import { ReturnPanels } from '../../components/admin/return/return-panels.tsx';
export { AdminRouteError as ErrorBoundary } from '../../components/admin/route-error.tsx';

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData ? `Return ${loaderData.number}` : 'Return' }];
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return adminApi(context, request).get<AdminReturn>(
    `/api/v1/admin/returns/${encodeURIComponent(params.id)}`,
  );
}

const num = (v: FormDataEntryValue | null) => (v === null || v === '' ? undefined : Number(v));

/** The lines of a receive or exchange form: `items.N.<field>` inputs read into rows. */
function rows(form: FormData): Record<string, string>[] {
  const out: Record<string, string>[] = [];
  for (const [k, v] of form) {
    const m = /^items\.(\d+)\.(\w+)$/.exec(k);
    if (m) (out[Number(m[1])] ??= {})[m[2]!] = String(v);
  }
  return out.filter(Boolean);
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const form = await request.formData();
  const lang = adminLangOf(request);
  const t = adminTranslate(lang);
  const client = adminApi(context, request);
  const base = `/api/v1/admin/returns/${encodeURIComponent(params.id)}`;
  const version = num(form.get('version'));
  const currency = String(form.get('currency') ?? '');
  const money = (n: number) => (isCurrency(currency) ? formatMoney(n, currency, lang) : String(n));
  const intent = String(form.get('intent'));
  const fail = (message: string, field?: string, status = 400) =>
    data<FormResult>({ ok: false, message, field }, { status });
  let res;
  let ok = '';
  if (intent === 'approve' || intent === 'refuse' || intent === 'close') {
    const note = String(form.get('note') ?? '').trim();
    res = await client.send(`POST`, `${base}/${intent}`, { ...(note ? { note } : {}), version });
    ok = t(
      intent === 'approve'
        ? 'admin.ret.approved_ok'
        : intent === 'refuse'
          ? 'admin.ret.refused_ok'
          : 'admin.ret.closed_ok',
    );
  } else if (intent === 'receive') {
    const items = rows(form).map((r) => ({
      order_item_id: r.order_item_id!,
      quantity: Number(r.quantity ?? 0),
      disposition: r.disposition === 'write_off' ? 'write_off' : 'restock',
    }));
    res = await client.send('POST', `${base}/receive`, { items, version });
    ok = t('admin.ret.received_ok');
  } else if (intent === 'refund') {
    const text = String(form.get('adjustment') ?? '').trim();
    const adjustment = text && isCurrency(currency) ? parseMoneyInput(text, currency, { signed: true }) : 0;
    if (adjustment === null) return fail(t('admin.error.invalid_amount'), 'adjustment');
    const reason = String(form.get('adjustment_reason') ?? '').trim();
    res = await client.send<{ refund: { amount: number } }>('POST', `${base}/refund`, {
      adjustment,
      ...(reason ? { adjustment_reason: reason } : {}),
      version,
    });
    if (res.ok) ok = t('admin.ret.refunded_ok', { amount: money(res.data.refund.amount) });
  } else if (intent === 'exchange') {
    const items = rows(form)
      .filter((r) => r.replacement_sub_sku)
      .map((r) => ({ order_item_id: r.order_item_id!, replacement_sub_sku: r.replacement_sub_sku! }));
    res = await client.send<{ order: { number: string; total: number }; pay_path: string | null }>(
      'POST',
      `${base}/exchange`,
      { items, version },
    );
    if (res.ok)
      ok = res.data.pay_path
        ? t('admin.ret.exchanged_pay', {
            number: res.data.order.number,
            amount: money(res.data.order.total),
            link: new URL(res.data.pay_path, request.url).toString(),
          })
        : t('admin.ret.exchanged_ok', { number: res.data.order.number });
  } else return fail(t('admin.error.not_found'));
  if (!res.ok) return fail(adminErrorText(res.error, t), res.error.field, res.status);
  return data<FormResult>({ ok: true, message: ok || t('admin.saved') });
}

export default function ReturnPage({ loaderData: r, actionData }: Route.ComponentProps) {
  const t = useAdminT();
  const lang = useAdminLang();
  const date = new Intl.DateTimeFormat(ADMIN_INTL[lang], {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Hong_Kong',
  });
  return (
    <div className="flex flex-col gap-6" key={r.id}>
      <p>
        <Link to="/admin/returns" className="text-sm underline underline-offset-2">
          ← {t('admin.ret.back')}
        </Link>
      </p>
      <PageHeader title={t('admin.ret.detail_title', { number: r.number })} />
      <p className="-mt-4 flex flex-wrap gap-3 text-sm">
        <span className="rounded-full border border-line px-3 py-1 font-medium" data-testid="return-status">
          {t(`admin.ret.status.${r.status}`)}
        </span>
        <Link className="underline" to={`/admin/orders/${encodeURIComponent(r.order.id)}`}>
          {t('admin.ret.of_order', { number: r.order.number })}
        </Link>
        <span>{r.order.customer}</span>
        <span className="text-muted">{date.format(new Date(r.created_at))}</span>
      </p>
      {actionData && <Notice tone={actionData.ok ? 'success' : 'error'}>{actionData.message}</Notice>}
      <ReturnPanels r={r} result={actionData} />
    </div>
  );
}
