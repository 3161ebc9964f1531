// /admin/reviews (4-19): the moderation queue and the other statuses; approve, reject with a reason, reply as
// the shop, and write or correct a translation.
import { useId } from 'react';
import { data, Form, Link, useNavigation } from 'react-router';
import type { Route } from './+types/reviews';
import type { AdminReview, AdminReviewsOut } from '@shop/core/contract/review';
import { adminApi, pageOf } from '../../lib/admin-api.server.ts';
import { adminErrorText } from '../../lib/admin-error-text.ts';
import { adminLangOf, adminTranslate, useAdminLang, useAdminT } from '../../lib/admin-i18n.tsx';
import { IMAGE_SIZES } from '../../lib/image-sizes.ts';
import { Picture } from '../../components/picture.tsx';
import {
  ADMIN_BUTTON,
  ADMIN_BUTTON_QUIET,
  ADMIN_INPUT,
  ADMIN_SELECT,
  AdminField,
  Notice,
  PageHeader,
  Pagination,
} from '../../components/admin/ui.tsx';
export { AdminRouteError as ErrorBoundary } from '../../components/admin/route-error.tsx';

const STATUSES = ['pending', 'published', 'rejected'] as const;
type Status = AdminReview['status'];
const LANGS = ['en', 'zh-TW', 'zh-CN'] as const;

export function meta() {
  return [{ title: 'Reviews' }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const s = url.searchParams.get('status');
  const status: Status = (STATUSES as readonly string[]).includes(s ?? '') ? (s as Status) : 'pending';
  const list = await adminApi(context, request).get<AdminReviewsOut>('/api/v1/admin/reviews', {
    status,
    page: pageOf(url),
  });
  return { ...list, status };
}

type Result = { ok: boolean; message: string; id: string };

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const t = adminTranslate(adminLangOf(request));
  const id = String(form.get('id') ?? '');
  const field = (k: string) => String(form.get(k) ?? '').trim();
  const client = adminApi(context, request);
  const intent = field('intent');
  const res =
    intent === 'translation'
      ? await client.send(
          'PUT',
          `/api/v1/admin/reviews/${encodeURIComponent(id)}/translations/${encodeURIComponent(field('lang'))}`,
          { title: field('title'), content: field('content') },
        )
      : await client.send('POST', `/api/v1/admin/reviews/${encodeURIComponent(id)}/moderation`, {
          decision: intent === 'reject' ? 'reject' : 'approve',
          ...(field('reason') ? { reason: field('reason') } : {}),
          ...(form.has('reply') ? { reply: field('reply') } : {}),
        });
  if (res.ok)
    return data<Result>({
      ok: true,
      id,
      message: t(
        intent === 'translation'
          ? 'admin.reviews.translation_saved'
          : intent === 'reject'
            ? 'admin.reviews.rejected'
            : 'admin.reviews.approved',
      ),
    });
  const message =
    res.error.field === 'reason' ? t('admin.reviews.reason_required') : adminErrorText(res.error, t);
  return data<Result>({ ok: false, id, message }, { status: res.status });
}

function ReviewCard({ r, result }: { r: AdminReview; result?: Result }) {
  const t = useAdminT();
  const lang = useAdminLang();
  const id = useId();
  const busy = useNavigation().state === 'submitting';
  return (
    <li className="rounded-xl border border-line p-4">
      <article aria-labelledby={`${id}-h`}>
        <h2 id={`${id}-h`} className="font-medium">
          {r.product_name.chi} / {r.product_name.eng} · {'★'.repeat(r.rating)} · {r.nickname}
        </h2>
        <p className="text-xs text-muted">
          {r.inventory_sku} · {r.lang} · {new Date(r.created_at).toISOString().slice(0, 10)}
          {r.order_id ? ` · ${t('admin.reviews.verified')}` : ''}
        </p>
        {r.title && <h3 className="mt-2 font-medium">{r.title}</h3>}
        <p className="mt-1 whitespace-pre-line">{r.content}</p>
        {r.images.length > 0 && (
          <ul className="mt-2 flex gap-2">
            {r.images.map((src) => (
              <li key={src}>
                <a href={src} target="_blank" rel="noreferrer">
                  <Picture
                    src={src}
                    sizes={IMAGE_SIZES.px64}
                    alt={t('admin.reviews.photo')}
                    locale={lang}
                    width={64}
                    height={64}
                    className="h-16 w-16 rounded object-cover"
                  />
                </a>
              </li>
            ))}
          </ul>
        )}
        {r.reason && (
          <p className="mt-2 text-sm">
            {t('admin.reviews.reason')}: {r.reason}
          </p>
        )}
        {result && result.id === r._id && (
          <Notice tone={result.ok ? 'success' : 'error'}>{result.message}</Notice>
        )}
        <Form method="post" className="mt-3 grid gap-3 md:grid-cols-2">
          <input type="hidden" name="id" value={r._id} />
          <AdminField id={`${id}-reply`} label={t('admin.reviews.reply')}>
            <textarea
              id={`${id}-reply`}
              name="reply"
              defaultValue={r.shop_reply ?? ''}
              rows={2}
              className={ADMIN_INPUT}
            />
          </AdminField>
          <AdminField id={`${id}-reason`} label={t('admin.reviews.reason')}>
            <input id={`${id}-reason`} name="reason" defaultValue={r.reason ?? ''} className={ADMIN_INPUT} />
          </AdminField>
          <div className="flex gap-2 md:col-span-2">
            <button type="submit" name="intent" value="approve" className={ADMIN_BUTTON} disabled={busy}>
              {t('admin.reviews.approve')}
            </button>
            <button type="submit" name="intent" value="reject" className={ADMIN_BUTTON_QUIET} disabled={busy}>
              {t('admin.reviews.reject')}
            </button>
          </div>
        </Form>
        <details className="mt-3">
          <summary className="min-h-11 cursor-pointer text-sm">{t('admin.reviews.translations')}</summary>
          <ul className="mt-2 grid gap-1 text-sm">
            {r.translations.map((x) => (
              <li key={x.lang}>
                <strong>{x.lang}</strong> ({x.source}): {x.title} {x.content}
              </li>
            ))}
          </ul>
          <Form method="post" className="mt-2 grid gap-2">
            <input type="hidden" name="id" value={r._id} />
            <input type="hidden" name="intent" value="translation" />
            <AdminField id={`${id}-lang`} label={t('admin.reviews.lang')}>
              <select id={`${id}-lang`} name="lang" className={ADMIN_SELECT}>
                {LANGS.filter((l) => l !== r.lang).map((l) => (
                  <option key={l}>{l}</option>
                ))}
              </select>
            </AdminField>
            <AdminField id={`${id}-ttitle`} label={t('admin.reviews.t_title')}>
              <input id={`${id}-ttitle`} name="title" className={ADMIN_INPUT} />
            </AdminField>
            <AdminField id={`${id}-tcontent`} label={t('admin.reviews.t_content')}>
              <textarea id={`${id}-tcontent`} name="content" rows={3} required className={ADMIN_INPUT} />
            </AdminField>
            <button type="submit" className={ADMIN_BUTTON_QUIET} disabled={busy}>
              {t('admin.reviews.save_translation')}
            </button>
          </Form>
        </details>
      </article>
    </li>
  );
}

export default function ReviewsPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useAdminT();
  const result = actionData as Result | undefined;
  return (
    <div>
      <PageHeader
        title={t('admin.reviews.title')}
        actions={
          <Link className={ADMIN_BUTTON_QUIET} to="/admin/review-stories">
            {t('admin.nav.review_stories')}
          </Link>
        }
      />
      <nav className="mb-4 flex gap-3" aria-label={t('admin.reviews.status')}>
        {STATUSES.map((s) => (
          <Link
            key={s}
            to={`?status=${s}`}
            aria-current={loaderData.status === s ? 'page' : undefined}
            className={loaderData.status === s ? 'font-medium underline' : ''}
          >
            {t(`admin.reviews.status.${s}`)}
          </Link>
        ))}
      </nav>
      {/* an approved or rejected review leaves the list it was in: its answer shows above the list instead */}
      {result && !loaderData.items.some((r) => r._id === result.id) && (
        <div className="mb-4">
          <Notice tone={result.ok ? 'success' : 'error'}>{result.message}</Notice>
        </div>
      )}
      {loaderData.items.length === 0 ? (
        <p className="text-muted">{t('admin.reviews.empty')}</p>
      ) : (
        <ul className="grid gap-4">
          {loaderData.items.map((r) => (
            <ReviewCard key={r._id} r={r} result={result} />
          ))}
        </ul>
      )}
      <Pagination page={loaderData.page} pageSize={loaderData.page_size} total={loaderData.total} />
    </div>
  );
}
