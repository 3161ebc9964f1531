import { createContext, useCallback, useContext } from 'react';
import { useRouteLoaderData } from 'react-router';
import type { Permission } from '@shop/core';
import { can } from '@shop/core';
import { adminEn, type AdminMessageKey } from '../i18n/admin.en.ts';
import { adminHk } from '../i18n/admin.hk.ts';
import type { AdminLang } from './admin-lang.ts';
import type { StaffIdentity } from '@shop/core/contract/admin-staff';

export { ADMIN_HTML_LANG, ADMIN_LANG_COOKIE, adminLangOf, type AdminLang } from './admin-lang.ts';
export const ADMIN_CATALOGUES: Record<AdminLang, Record<AdminMessageKey, string>> = {
  en: adminEn,
  hk: adminHk,
};
/** Intl locale for numbers, money and dates in the admin. */
export const ADMIN_INTL: Record<AdminLang, string> = { en: 'en-HK', hk: 'zh-HK' };

export type AdminT = (key: AdminMessageKey, params?: Record<string, string | number>) => string;

const LangContext = createContext<AdminLang>('en');

export function AdminI18nProvider({ lang, children }: { lang: AdminLang; children: React.ReactNode }) {
  return <LangContext.Provider value={lang}>{children}</LangContext.Provider>;
}

export function adminTranslate(lang: AdminLang): AdminT {
  return (key, params) => {
    const text = ADMIN_CATALOGUES[lang][key] ?? adminEn[key] ?? key;
    return params
      ? text.replace(/\{(\w+)\}/g, (m, k: string) => (k in params ? String(params[k]) : m))
      : text;
  };
}

export function useAdminLang(): AdminLang {
  return useContext(LangContext);
}

/** The admin's words in the staff's language. */
export function useAdminT(): AdminT {
  const lang = useAdminLang();
  return useCallback<AdminT>((key, params) => adminTranslate(lang)(key, params), [lang]);
}

/** GET /api/v1/admin/auth/me */
export type AdminStaff = StaffIdentity;

/** The signed-in staff member (from the admin layout's loader) and what their role allows. */
export function useAdminStaff(): AdminStaff & { can(p: Permission): boolean } {
  const data = useRouteLoaderData('admin-layout') as { staff: AdminStaff } | undefined;
  const staff = data?.staff;
  if (!staff) throw new Error('useAdminStaff outside the admin layout');
  return { ...staff, can: (p) => can(staff.role, p) };
}
