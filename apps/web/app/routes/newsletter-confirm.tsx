import { localizePath } from '@shop/core';
import { Link } from 'react-router';
import type { Route } from './+types/newsletter-confirm';
import { api } from '../lib/api.server.ts';
import type { NewsletterConfirmOut } from '@shop/core/contract/feedback';
import { useI18n } from '../i18n/i18n.tsx';

/** The link in the double opt-in email lands here. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const token = url.searchParams.get('token') ?? '';
  const res = await api(context, request).send<NewsletterConfirmOut>('POST', '/api/v1/newsletter/confirm', {
    token,
  });
  return res.ok ? { ok: true as const, email: res.data.email } : { ok: false as const, email: '' };
}

export function meta() {
  return [{ name: 'robots', content: 'noindex' }];
}

export default function NewsletterConfirm({ loaderData }: Route.ComponentProps) {
  const { t, locale } = useI18n();
  return (
    <section className="container-page mx-auto flex min-h-[50vh] max-w-xl flex-col justify-center gap-4 py-16 text-center">
      <h1 className="font-serif text-4xl">
        {loaderData.ok ? t('newsletter.confirmed_title') : t('error.title')}
      </h1>
      <p className="text-muted">
        {loaderData.ok
          ? t('newsletter.confirmed_body', { email: loaderData.email })
          : t('newsletter.invalid')}
      </p>
      <Link to={localizePath('/', locale)} className="btn-primary mx-auto">
        {t('notfound.home')}
      </Link>
    </section>
  );
}
