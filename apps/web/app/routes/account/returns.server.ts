// Returns on the shopper's order pages (the member's /account order, the guest order lookup): the order's returns
// and what may still come back (GET /api/v1/returns), and the request form's write (POST /api/v1/returns). Photos
// come as files and go to the API as base64, like review photos.
import type { OrderReturns } from '@shop/core/contract/return';
import { api } from '../../lib/api.server.ts';
import { serverT } from '../../lib/form-errors.server.ts';
import { localeOf, message, refusal, text } from './helpers.server.ts';
import type { ViewResult } from './types.ts';

type Ctx = { context: Parameters<typeof api>[0]; request: Request };

export async function loadOrderReturns({ context, request }: Ctx, orderId: string, token?: string | null) {
  return api(context, request)
    .get<OrderReturns>('/api/v1/returns', { order_id: orderId, token: token ?? undefined })
    .catch(() => null);
}

/** intent orders:return: the lines with a quantity, the reason and up to 4 photos. */
export async function actReturnRequest({ context, request }: Ctx, form: FormData): Promise<ViewResult> {
  const locale = localeOf(request);
  const items: { order_item_id: string; quantity: number }[] = [];
  for (const [k, v] of form) {
    const m = /^qty\.(.+)$/.exec(k);
    const quantity = Number(v);
    if (m && Number.isInteger(quantity) && quantity > 0) items.push({ order_item_id: m[1]!, quantity });
  }
  if (!items.length) return { ok: false, error: message(locale, 'returns.pick_one'), field: 'items' };
  const photos: string[] = [];
  for (const f of form.getAll('photos').slice(0, 4))
    if (f instanceof File && f.size > 0) photos.push(Buffer.from(await f.arrayBuffer()).toString('base64'));
  const comment = text(form, 'comment');
  const token = text(form, 'token');
  const res = await api(context, request).send<{ number: string }>('POST', '/api/v1/returns', {
    order_id: text(form, 'order'),
    ...(token ? { token } : {}),
    items,
    reason: text(form, 'reason') || 'other',
    ...(comment ? { comment } : {}),
    ...(photos.length ? { photos } : {}),
  });
  if (!res.ok) return refusal(res, locale, {});
  return { ok: true, notice: serverT(locale)('returns.sent', { number: res.data.number }) };
}
