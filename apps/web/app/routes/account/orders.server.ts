import type { MemberOrdersPage } from '@shop/core';
import type { OrderViewOut } from '@shop/core/contract/order';
import { api } from '../../lib/api.server.ts';
import { localeOf, message, refusal, text } from './helpers.server.ts';
import { actReturnRequest, loadOrderReturns } from './returns.server.ts';
import { loadOrderReviewLinks } from './order-reviews.server.ts';
import type { ViewActArgs, ViewLoadArgs, ViewResult } from './types.ts';

/** GET /api/v1/order/:id as the contract declares it. */
export type OrderDetail = OrderViewOut;
export type TimelineStep = OrderViewOut['timeline'][number];
export interface ReorderLine {
  sku: string;
  sub_sku: string;
  quantity: number;
  reason?: string;
}

/** ORDERS: a page of single or subscription orders, newest first; `&order=<id>` opens one order's detail. */
export async function loadOrdersView({ context, request, url }: ViewLoadArgs) {
  const client = api(context, request);
  const id = url.searchParams.get('order');
  if (id) {
    const detail = await client.get<OrderDetail>(`/api/v1/order/${encodeURIComponent(id)}`).catch(() => null);
    const [returns, reviews] = detail
      ? await Promise.all([
          loadOrderReturns({ context, request }, id),
          loadOrderReviewLinks(client, request, detail),
        ])
      : [null, []];
    return { kind: 'detail' as const, id, detail, returns, reviews };
  }
  const type = url.searchParams.get('type') === 'subscription' ? 'subscription' : 'single';
  const page = Math.max(1, Math.min(10_000, Number(url.searchParams.get('page')) || 1));
  const list = await client
    .get<MemberOrdersPage>('/api/v1/orders', { type, page, page_size: 10 })
    .catch(() => ({ items: [], total: 0, page, page_size: 10 }));
  return { kind: 'list' as const, type, page, list };
}
export type OrdersData = Awaited<ReturnType<typeof loadOrdersView>>;

/** orders:reorder: the order's lines back in the bag, re-priced; what could not go back is named. */
export async function actOrdersView({ context, request, form }: ViewActArgs): Promise<ViewResult> {
  const locale = localeOf(request);
  const id = text(form, 'order');
  if (form.get('intent') === 'orders:return') return actReturnRequest({ context, request }, form);
  if (form.get('intent') !== 'orders:reorder' || !id)
    return { ok: false, error: message(locale, 'form.server_error') };
  const res = await api(context, request).send<{ added: ReorderLine[]; not_added: ReorderLine[] }>(
    'POST',
    `/api/v1/order/${encodeURIComponent(id)}/reorder`,
    {},
  );
  if (!res.ok) return { ...refusal(res, locale, {}), setCookie: res.setCookie };
  const { added, not_added } = res.data;
  return {
    ok: true,
    notice: message(locale, added.length ? 'account.orders.reordered' : 'account.orders.reorder_none'),
    extra: { added, not_added },
    setCookie: res.setCookie,
  };
}
