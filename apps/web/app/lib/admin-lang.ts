// The back office's language, without its catalogues: the root layout needs these for every page, and importing
// admin-i18n.tsx there put both admin catalogues (17 KB gzipped) into the JavaScript of every shop page.

export type AdminLang = 'en' | 'hk';
export const ADMIN_LANG_COOKIE = 'shop_admin_lang';
export const ADMIN_HTML_LANG: Record<AdminLang, string> = { en: 'en', hk: 'zh-Hant-HK' };

export function adminLangOf(request: Request): AdminLang {
  const cookie = request.headers.get('cookie') ?? '';
  const m = cookie.match(/(?:^|;\s*)shop_admin_lang=(en|hk)/);
  if (m) return m[1] as AdminLang;
  return /^zh/i.test(request.headers.get('accept-language') ?? '') ? 'hk' : 'en';
}
