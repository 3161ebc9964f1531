// POST /admin/products/:id/delete: deletes a product that was never ordered and goes back to the list
// (DELETE /api/v1/admin/products/:id; 409 once ordered: the page offers to archive it instead).
import { data, redirect } from 'react-router';
import type { Route } from './+types/delete';
import { adminApi } from '../../../lib/admin-api.server.ts';
import { adminErrorText } from '../../../lib/admin-error-text.ts';
import type { FormResult } from '../../../lib/admin-form.ts';
import { adminLangOf, adminTranslate } from '../../../lib/admin-i18n.tsx';
import { FormOutcome } from '../../../components/admin/admin-form.tsx';

export async function action({ request, context, params }: Route.ActionArgs) {
  const res = await adminApi(context, request).send(
    'DELETE',
    `/api/v1/admin/products/${encodeURIComponent(params.id)}`,
  );
  if (res.ok) return redirect('/admin/products');
  const t = adminTranslate(adminLangOf(request));
  const message = res.status === 409 ? t('admin.pe.delete_refused') : adminErrorText(res.error, t);
  return data<FormResult>({ ok: false, message }, { status: res.status });
}

export default function DeleteAnswer({ actionData }: Route.ComponentProps) {
  return <FormOutcome result={actionData} />;
}
