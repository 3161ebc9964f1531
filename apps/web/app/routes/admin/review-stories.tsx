// /admin/review-stories (2.10-03): the stories the product page's slider and review popup show.
import { useId } from 'react';
import { data, Form, useNavigation } from 'react-router';
import type { Route } from './+types/review-stories';
import type { StoriesOut } from '@shop/core/contract/review';
import { adminApi } from '../../lib/admin-api.server.ts';
import { adminErrorText } from '../../lib/admin-error-text.ts';
import { adminLangOf, adminTranslate, useAdminT } from '../../lib/admin-i18n.tsx';
import {
  ADMIN_BUTTON,
  ADMIN_BUTTON_DANGER,
  ADMIN_INPUT,
  AdminField,
  Notice,
  PageHeader,
} from '../../components/admin/ui.tsx';
export { AdminRouteError as ErrorBoundary } from '../../components/admin/route-error.tsx';

export function meta() {
  return [{ title: 'Review stories' }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return adminApi(context, request).get<StoriesOut>('/api/v1/admin/review-stories');
}

type Result = { ok: boolean; message: string };

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const t = adminTranslate(adminLangOf(request));
  const f = (k: string) => String(form.get(k) ?? '').trim();
  const client = adminApi(context, request);
  if (f('intent') === 'delete') {
    const res = await client.send('DELETE', `/api/v1/admin/review-stories/${encodeURIComponent(f('id'))}`);
    return data<Result>({
      ok: res.ok,
      message: res.ok ? t('admin.stories.deleted') : adminErrorText(res.error, t),
    });
  }
  const res = await client.send('POST', '/api/v1/admin/review-stories', {
    title: f('title'),
    name: f('name'),
    description: f('description'),
    rating: Number(f('rating') || 5),
    image_url: f('image_url') || null,
    video_url: f('video_url') || null,
    ig_link: f('ig_link') || null,
    priority: Number(f('priority') || 0),
  });
  return data<Result>(
    { ok: res.ok, message: res.ok ? t('admin.stories.saved') : adminErrorText(res.error, t) },
    { status: res.ok ? 200 : res.status },
  );
}

export default function ReviewStoriesPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useAdminT();
  const id = useId();
  const busy = useNavigation().state === 'submitting';
  const result = actionData as Result | undefined;
  const fields = [
    ['title', 'admin.stories.f_title'],
    ['name', 'admin.stories.f_name'],
    ['description', 'admin.stories.f_description'],
    ['image_url', 'admin.stories.f_image'],
    ['video_url', 'admin.stories.f_video'],
    ['ig_link', 'admin.stories.f_ig'],
  ] as const;
  return (
    <div>
      <PageHeader title={t('admin.nav.review_stories')} />
      {result && <Notice tone={result.ok ? 'success' : 'error'}>{result.message}</Notice>}
      <ul className="mt-4 grid gap-3">
        {loaderData.stories.map((s) => (
          <li
            key={s.id}
            className="flex items-center justify-between gap-3 rounded-xl border border-line p-3"
          >
            <span>
              {s.title} · {s.name} · {'★'.repeat(s.rating)}{' '}
              {s.published ? '' : `(${t('admin.stories.hidden')})`}
            </span>
            <Form method="post">
              <input type="hidden" name="id" value={s.id} />
              <button
                type="submit"
                name="intent"
                value="delete"
                className={ADMIN_BUTTON_DANGER}
                disabled={busy}
              >
                {t('admin.stories.delete')}
              </button>
            </Form>
          </li>
        ))}
      </ul>
      <Form method="post" className="mt-6 grid max-w-xl gap-3">
        <h2 className="font-serif text-xl">{t('admin.stories.new')}</h2>
        {fields.map(([name, key]) => (
          <AdminField key={name} id={`${id}-${name}`} label={t(key)}>
            <input
              id={`${id}-${name}`}
              name={name}
              className={ADMIN_INPUT}
              required={name === 'title' || name === 'name'}
            />
          </AdminField>
        ))}
        <AdminField id={`${id}-rating`} label={t('admin.stories.f_rating')}>
          <input
            id={`${id}-rating`}
            name="rating"
            type="number"
            min={1}
            max={5}
            defaultValue={5}
            className={ADMIN_INPUT}
          />
        </AdminField>
        <button type="submit" className={ADMIN_BUTTON} disabled={busy}>
          {t('admin.stories.create')}
        </button>
      </Form>
    </div>
  );
}
