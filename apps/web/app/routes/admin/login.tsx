import { useId } from 'react';
import { data, Form, redirect, useNavigation } from 'react-router';
import type { Route } from './+types/login';
import { apiFetchContext } from '../../lib/api-context.ts';
import type { StaffLoginOut } from '@shop/core/contract/admin-staff';
import { adminApi } from '../../lib/admin-api.server.ts';
import { AdminI18nProvider, adminLangOf, adminTranslate, useAdminT } from '../../lib/admin-i18n.tsx';
import { ADMIN_BUTTON, ADMIN_INPUT, AdminField, describedBy, Notice } from '../../components/admin/ui.tsx';

/** Only a back-office path may follow sign-in (never another site). */
export function safeAdminNext(next: string | null): string {
  return next && /^\/admin(\/|$|\?)/.test(next) && !next.startsWith('//') ? next : '/admin';
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // already signed in: straight on
  const cookie = request.headers.get('cookie');
  if (cookie?.includes('shop_staff=')) {
    const res = await context.get(apiFetchContext)('/api/v1/admin/auth/me', { headers: { cookie } });
    if (res.ok) throw redirect(safeAdminNext(url.searchParams.get('next')));
  }
  return data({ lang: adminLangOf(request) }, { headers: { 'Cache-Control': 'no-store' } });
}

export function meta() {
  return [{ title: 'Staff sign-in' }, { name: 'robots', content: 'noindex' }];
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const t = adminTranslate(adminLangOf(request));
  const email = String(form.get('email') ?? '').trim();
  const password = String(form.get('password') ?? '');
  const totp = String(form.get('totp') ?? '').trim() || undefined;
  const res = await adminApi(context, request).send<StaffLoginOut>('POST', '/api/v1/admin/auth/login', {
    email,
    password,
    totp,
  });
  if (res.ok) {
    const headers = new Headers();
    for (const c of res.setCookie) headers.append('Set-Cookie', c);
    throw redirect(safeAdminNext(new URL(request.url).searchParams.get('next')), { headers });
  }
  const code = res.error.code;
  const message =
    res.status === 429
      ? t('admin.login.rate_limited', { minutes: Math.ceil((res.error.retry_after_seconds ?? 900) / 60) })
      : code === 'totp_required'
        ? t('admin.login.totp_required')
        : code === 'totp_invalid'
          ? t('admin.login.totp_invalid')
          : code === 'invalid'
            ? t('admin.login.invalid')
            : t('admin.login.invalid_credentials');
  return data(
    { message, email, needTotp: code === 'totp_required' || code === 'totp_invalid' },
    { status: res.status === 429 ? 429 : res.status === 400 ? 400 : 401 },
  );
}

export default function AdminLogin({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AdminI18nProvider lang={loaderData.lang}>
      <LoginForm
        lang={loaderData.lang}
        message={actionData?.message}
        email={actionData?.email}
        needTotp={!!actionData?.needTotp}
      />
    </AdminI18nProvider>
  );
}

function LoginForm({
  lang,
  message,
  email,
  needTotp,
}: {
  lang: 'en' | 'hk';
  message?: string;
  email?: string;
  needTotp: boolean;
}) {
  const t = useAdminT();
  const id = useId();
  const busy = useNavigation().state === 'submitting';
  return (
    <main id="admin-main" className="flex min-h-screen items-center justify-center bg-bg p-4 text-text">
      <div className="w-full max-w-sm rounded-2xl border border-line bg-surface p-6 shadow-sm">
        <p className="eyebrow">{t('admin.shop_name')}</p>
        <h1 className="mt-1 font-serif text-3xl">{t('admin.login.title')}</h1>
        <p className="mt-1 text-sm text-muted">
          <a href={`/admin/lang?to=${lang === 'en' ? 'hk' : 'en'}&next=/admin/login`} className="underline">
            {lang === 'en' ? '繁體中文' : 'English'}
          </a>
        </p>
        <Form method="post" className="mt-6 flex flex-col gap-4" noValidate>
          {message && <Notice tone="error">{message}</Notice>}
          <AdminField id={`${id}-email`} label={t('admin.login.email')}>
            <input
              id={`${id}-email`}
              name="email"
              type="email"
              autoComplete="username"
              required
              defaultValue={email}
              className={ADMIN_INPUT}
              aria-invalid={message && !needTotp ? true : undefined}
            />
          </AdminField>
          <AdminField id={`${id}-password`} label={t('admin.login.password')}>
            <input
              id={`${id}-password`}
              name="password"
              type="password"
              autoComplete="current-password"
              required
              className={ADMIN_INPUT}
              aria-invalid={message && !needTotp ? true : undefined}
            />
          </AdminField>
          {needTotp && (
            <AdminField id={`${id}-totp`} label={t('admin.login.totp')} hint={t('admin.login.totp_hint')}>
              <input
                id={`${id}-totp`}
                name="totp"
                inputMode="numeric"
                autoComplete="one-time-code"
                pattern="[0-9]{6}"
                maxLength={6}
                autoFocus
                className={ADMIN_INPUT}
                aria-describedby={describedBy(`${id}-totp`, undefined, true)}
              />
            </AdminField>
          )}
          <button type="submit" className={ADMIN_BUTTON} disabled={busy}>
            {t('admin.login.submit')}
          </button>
          <p className="text-xs text-muted">{t('admin.login.shopper_note')}</p>
        </Form>
      </div>
    </main>
  );
}
