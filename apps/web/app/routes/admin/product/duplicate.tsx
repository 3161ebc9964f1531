// POST /admin/products/:id/duplicate: copies the product (unpublished, no stock; the server picks a new SKU and
// handle) and opens the copy's details to rename it (POST /api/v1/admin/products {duplicate_of}).
import { data, redirect } from 'react-router';
import type { Route } from './+types/duplicate';
import { adminApi } from '../../../lib/admin-api.server.ts';
import { adminErrorText } from '../../../lib/admin-error-text.ts';
import type { FormResult } from '../../../lib/admin-form.ts';
import { adminLangOf, adminTranslate } from '../../../lib/admin-i18n.tsx';
import { FormOutcome } from '../../../components/admin/admin-form.tsx';

export async function action({ request, context, params }: Route.ActionArgs) {
  const res = await adminApi(context, request).send<{ id: string }>('POST', '/api/v1/admin/products', {
    duplicate_of: params.id,
  });
  if (res.ok) return redirect(`/admin/products/${encodeURIComponent(res.data.id)}/details?copied=1`);
  const message = adminErrorText(res.error, adminTranslate(adminLangOf(request)));
  return data<FormResult>({ ok: false, message }, { status: res.status });
}

export default function DuplicateAnswer({ actionData }: Route.ComponentProps) {
  return <FormOutcome result={actionData} />;
}
