import { data, Form, useNavigation } from 'react-router';
import type { Route } from './+types/unsubscribe';
import { CATALOGUES } from '../i18n/catalogues.server.ts';
import { useI18n } from '../i18n/i18n.tsx';
import { api } from '../lib/api.server.ts';
import { seoMeta, rootMeta } from '../lib/seo.ts';
import { readShopState } from '../lib/shop-state.ts';

type Result = { ok: true } | { ok: false; error: string };

/**
 * /unsubscribe?token=: the link at the end of every marketing email. Opening it changes nothing (mail scanners
 * open every link); the button unsubscribes through POST /api/v1/unsubscribe, as the mail client's one click does.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  return data({ token }, { headers: { 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' } });
}

export async function action({ request, context }: Route.ActionArgs) {
  const m = CATALOGUES[readShopState(request).locale];
  const token = String((await request.formData()).get('token') ?? '');
  const res = await api(context, request).send(
    'POST',
    `/api/v1/unsubscribe?token=${encodeURIComponent(token)}`,
    {},
  );
  if (res.ok) return data<Result>({ ok: true });
  const error = res.status === 429 ? m['form.rate_limited'] : m['unsubscribe.invalid'];
  return data<Result>({ ok: false, error }, { status: res.status === 429 ? 429 : 400 });
}

export function meta({ matches }: Route.MetaArgs) {
  const root = rootMeta(matches);
  if (!root) return [];
  return seoMeta({
    title: `${root.messages['unsubscribe.title']} · Oxygen Ceuticals`,
    path: '/unsubscribe',
    locale: root.state.locale,
    origin: root.origin,
    noindex: true,
  });
}

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const nav = useNavigation();
  const result = actionData as Result | undefined;
  return (
    <section className="container-page mx-auto grid max-w-xl justify-items-center gap-4 py-16 text-center">
      <h1 className="font-serif text-4xl">{t('unsubscribe.title')}</h1>
      {result?.ok ? (
        <p role="status">{t('unsubscribe.done')}</p>
      ) : (
        <>
          <p className="text-muted">{t('unsubscribe.ask')}</p>
          {result && !result.ok && (
            <p role="alert" className="text-danger">
              {result.error}
            </p>
          )}
          <Form method="post">
            <input type="hidden" name="token" value={loaderData.token} />
            <button type="submit" className="btn-primary" aria-disabled={nav.state !== 'idle' || undefined}>
              {t('unsubscribe.confirm')}
            </button>
          </Form>
        </>
      )}
    </section>
  );
}
