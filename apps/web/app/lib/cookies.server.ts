import { COOKIE } from './shop-state.ts';

const YEAR = 365 * 24 * 3600;

/** Preference cookies: readable by the server on the first byte, SameSite=Lax, one year (SPEC §9). */
export function prefCookie(request: Request, name: string, value: string, maxAge = YEAR): string {
  const secure = new URL(request.url).protocol === 'https:' ? '; Secure' : '';
  return `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAge}; SameSite=Lax${secure}`;
}

/** Only same-site paths: never redirect to another origin. */
export function safeRedirectPath(value: FormDataEntryValue | string | null | undefined, fallback = '/'): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return fallback;
  return value;
}

export { COOKIE };
