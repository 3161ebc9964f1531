import { data, Link } from 'react-router';
import { localizePath } from '@shop/core';
import type { Route } from './+types/not-found';
import { readShopState } from '../lib/shop-state.ts';
import { CATALOGUES } from '../i18n/catalogues.server.ts';
import { useI18n } from '../i18n/i18n.tsx';

/** Any unknown path (2.2-19): HTTP 404 with 'This page could not be found', never indexed. */
export async function loader({ request }: Route.LoaderArgs) {
  const state = readShopState(request);
  return data({ title: CATALOGUES[state.locale]['notfound.title'] }, { status: 404 });
}

export function meta({ loaderData: data }: Route.MetaArgs) {
  return [{ title: data?.title ?? 'Not found' }, { name: 'robots', content: 'noindex' }];
}

export default function NotFound() {
  const { t, locale } = useI18n();
  return (
    <section className="container-page flex min-h-[60vh] flex-col items-center justify-center gap-4 py-20 text-center">
      <p className="font-serif text-6xl text-muted" aria-hidden="true">
        404
      </p>
      <h1 className="font-serif text-3xl">{t('notfound.title')}</h1>
      <p className="text-muted">{t('notfound.body')}</p>
      <Link to={localizePath('/', locale)} className="btn-primary mt-4">
        {t('notfound.home')}
      </Link>
    </section>
  );
}
