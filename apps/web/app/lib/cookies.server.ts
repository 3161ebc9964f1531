import { stringifySetCookie } from 'cookie';
import { COOKIE } from './shop-state.ts';

const YEAR = 365 * 24 * 3600;

/** Preference cookies: readable by the server on the first byte, SameSite=Lax, one year (9-25, 9-35). */
export function prefCookie(request: Request, name: string, value: string, maxAge = YEAR): string {
  const secure = new URL(request.url).protocol === 'https:';
  return stringifySetCookie({ name, value, path: '/', maxAge, sameSite: 'lax', secure });
}

export { COOKIE };
