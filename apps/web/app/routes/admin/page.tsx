// /admin/pages/:id: one content page in English, Traditional and Simplified Chinese (the Simplified filled from the
// Traditional with OpenCC, as the product editor does), its address, Save draft, Publish, Unpublish, Delete and a
// preview link that opens the saved draft on the shop (2.2-12, 2.12-14).
import { data, redirect } from 'react-router';
import type { AdminPageOut } from '@shop/core/contract/page';
import type { Route } from './+types/page';
import { adminApi } from '../../lib/admin-api.server.ts';
import { adminErrorText } from '../../lib/admin-error-text.ts';
import type { FormResult } from '../../lib/admin-form.ts';
import { adminLangOf, adminTranslate } from '../../lib/admin-i18n.tsx';
import { PageEditor } from '../../components/admin/page/page-editor.tsx';
export { AdminRouteError as ErrorBoundary } from '../../components/admin/route-error.tsx';

export function meta() {
  return [{ title: 'Page' }];
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return adminApi(context, request).get<AdminPageOut>(`/api/v1/admin/pages/${encodeURIComponent(params.id)}`);
}

const SCRIPTS = ['eng', 'chi', 'cn'] as const;
const FIELDS = ['title', 'body', 'seo_title', 'seo_description'] as const;

/** The draft as typed: every field of every script (an emptied one is saved empty), the version the editor loaded. */
function draftOf(form: FormData) {
  const body: Record<string, unknown> = { version: Number(form.get('version')) };
  const handle = form.get('handle');
  if (handle !== null) body.handle = String(handle).trim();
  for (const f of FIELDS)
    for (const s of SCRIPTS) {
      const v = form.get(`${f}.${s}`);
      if (v !== null) ((body[f] ??= {}) as Record<string, string>)[s] = String(v);
    }
  return body;
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const form = await request.formData();
  const t = adminTranslate(adminLangOf(request));
  const client = adminApi(context, request);
  const path = `/api/v1/admin/pages/${encodeURIComponent(params.id)}`;
  const intent = String(form.get('intent') ?? 'save');
  const res =
    intent === 'publish' || intent === 'unpublish'
      ? await client.send<AdminPageOut>('POST', `${path}/${intent}`)
      : intent === 'delete'
        ? await client.send<{ ok: true }>('DELETE', path)
        : await client.send<AdminPageOut>('PATCH', path, draftOf(form));
  if (!res.ok)
    return data<FormResult>(
      { ok: false, field: res.error.field, message: adminErrorText(res.error, t), form: intent },
      { status: res.status },
    );
  if (intent === 'delete')
    throw redirect(`/admin/pages?deleted=${encodeURIComponent(String(form.get('name') ?? ''))}`);
  const message =
    intent === 'publish'
      ? t('admin.pages.published_notice')
      : intent === 'unpublish'
        ? t('admin.pages.unpublished_notice')
        : t('admin.pages.saved');
  return data<FormResult>({ ok: true, message, form: intent });
}

export default function PageRoute({ loaderData }: Route.ComponentProps) {
  return <PageEditor key={loaderData.id} page={loaderData} />;
}
