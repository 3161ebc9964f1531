// POST /admin/orders/:id/edits/preview: the order as the edit would make it (POST
// /api/v1/admin/orders/:id/edits/preview; nothing is written), for the edit card's review.
import { data } from 'react-router';
import { orderEditBody, type OrderEditPreview } from '@shop/core/contract/admin-order-edits';
import type { Route } from './+types/edit-preview';
import { adminApi } from '../../../lib/admin-api.server.ts';
import { parseForm } from '../../../lib/admin-form.server.ts';
import { adminErrorText } from '../../../lib/admin-error-text.ts';
import { adminLangOf, adminTranslate } from '../../../lib/admin-i18n.tsx';

export async function action({ request, context, params }: Route.ActionArgs) {
  const t = adminTranslate(adminLangOf(request));
  const parsed = parseForm(await request.formData(), orderEditBody);
  if (!parsed.ok)
    return data(
      { ok: false as const, field: parsed.field || undefined, message: adminErrorText(parsed, t) },
      { status: 400 },
    );
  const res = await adminApi(context, request).send<OrderEditPreview>(
    'POST',
    `/api/v1/admin/orders/${encodeURIComponent(params.id)}/edits/preview`,
    parsed.data,
  );
  if (!res.ok)
    return data(
      { ok: false as const, field: res.error.field, message: adminErrorText(res.error, t) },
      { status: res.status },
    );
  return { ok: true as const, preview: res.data };
}
