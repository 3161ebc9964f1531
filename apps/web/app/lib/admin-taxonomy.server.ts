// The categories and tags pages' loader and action: one shape for both lists (/api/v1/admin/categories, /tags).
import { data, type RouterContextProvider } from 'react-router';
import {
  taxonomyCreateBody,
  taxonomyPatchBody,
  type TaxonomyDeleteOut,
  type TaxonomyItem,
  type TaxonomyList,
} from '@shop/core/contract/admin-collection';
import { adminApi } from './admin-api.server.ts';
import { adminErrorText } from './admin-error-text.ts';
import type { FormResult } from './admin-form.ts';
import { adminLangOf, adminTranslate, type AdminT } from './admin-i18n.tsx';

export type TaxonomyPath = 'categories' | 'tags';
type Args = { request: Request; context: Readonly<RouterContextProvider> };

export const taxonomyLoader = ({ request, context }: Args, path: TaxonomyPath) =>
  adminApi(context, request).get<TaxonomyList>(`/api/v1/admin/${path}`);

const SCRIPTS = ['eng', 'chi', 'cn'] as const;
const nameOf = (form: FormData) =>
  Object.fromEntries(SCRIPTS.map((s) => [s, String(form.get(`name.${s}`) ?? '').trim()])) as Record<
    (typeof SCRIPTS)[number],
    string
  >;
const shown = (n: { eng: string; chi: string }, lang: 'en' | 'hk') =>
  lang === 'hk' ? n.chi || n.eng : n.eng || n.chi;

function problem(field: string | undefined, t: AdminT, body?: { code?: string; field?: string }) {
  const message = field?.startsWith('name')
    ? t('admin.tax.err.name')
    : field === 'priority'
      ? t('admin.tax.err.priority')
      : adminErrorText(body ?? { code: 'invalid', field }, t);
  return { ok: false as const, field, message };
}

export async function taxonomyAction({ request, context }: Args, path: TaxonomyPath) {
  const form = await request.formData();
  const lang = adminLangOf(request);
  const t = adminTranslate(lang);
  const client = adminApi(context, request);
  const intent = String(form.get('intent') ?? '');
  const key = String(form.get('key') ?? '');
  const at = `/api/v1/admin/${path}/${encodeURIComponent(key)}`;
  const priorityText = String(form.get('priority') ?? '').trim();
  const priority = /^-?\d{1,7}$/.test(priorityText) ? Number(priorityText) : priorityText === '' ? 0 : NaN;
  const named = { form: intent === 'add' ? 'add' : key };
  if (intent === 'delete') {
    const res = await client.send<TaxonomyDeleteOut>('DELETE', at);
    if (!res.ok)
      return data<FormResult>(
        { ...problem(res.error.field, t, res.error), ...named },
        { status: res.status },
      );
    return data<FormResult>({
      ok: true,
      message: t('admin.tax.deleted', {
        name: String(form.get('label') ?? key),
        count: res.data.removed_from,
      }),
      form: 'list',
    });
  }
  if (Number.isNaN(priority))
    return data<FormResult>({ ...problem('priority', t), ...named }, { status: 400 });
  const body = { name: nameOf(form), priority };
  const parsed = (intent === 'add' ? taxonomyCreateBody : taxonomyPatchBody).safeParse(body);
  if (!parsed.success) {
    const field = (parsed.error.issues[0]?.path ?? []).map(String).join('.') || 'name';
    return data<FormResult>({ ...problem(field, t), ...named }, { status: 400 });
  }
  const res =
    intent === 'add'
      ? await client.send<TaxonomyItem>('POST', `/api/v1/admin/${path}`, parsed.data)
      : await client.send<TaxonomyItem>('PATCH', at, parsed.data);
  if (!res.ok)
    return data<FormResult>({ ...problem(res.error.field, t, res.error), ...named }, { status: res.status });
  const name = shown(res.data.name, lang);
  return data<FormResult>({
    ok: true,
    message: t(intent === 'add' ? 'admin.tax.added' : 'admin.tax.saved', { name }),
    ...named,
  });
}
