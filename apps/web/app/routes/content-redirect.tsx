import { redirect } from 'react-router';
import { localizePath, parseLocalePath, type Locale } from '@shop/core';
import type { Route } from './+types/content-redirect';
import { pagePath } from '../lib/shop-state.ts';

const SUFFIX: Record<string, Locale> = { _en: 'en', _zh: 'zh', _cn: 'cn' };

/** Legacy /privacy_en, /terms_cn, /shops_zh … → the canonical localized page (2.2-12, 2.2-13). */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { rest } = parseLocalePath(pagePath(request));
  const m = /^\/(\w+?)(_en|_zh|_cn)$/.exec(rest);
  const locale = m && SUFFIX[m[2] ?? ''];
  if (!m || !locale) throw new Response('Not found', { status: 404 });
  return redirect(localizePath(`/${m[1] ?? ''}${url.search}`, locale), 301);
}
