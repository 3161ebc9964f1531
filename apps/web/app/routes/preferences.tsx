import { redirect } from 'react-router';
import {
  forcedCountryForLocale,
  isCountryKey,
  isLocale,
  localizePath,
  parseLocalePath,
  safeRedirectPath,
  suggestedLocaleForCountry,
  switchLocalePath,
} from '@shop/core';
import type { Route } from './+types/preferences';
import { COOKIE, prefCookie } from '../lib/cookies.server.ts';
import { pagePath } from '../lib/shop-state.ts';

/**
 * Shopper preferences (country, language, theme, confirm-country, consent) as a form action, so every switch
 * works without JavaScript; with JavaScript the same form is submitted by a fetcher.
 */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = form.get('intent');
  const value = String(form.get('value') ?? '');
  // a target from the form stays on the site; anything else goes to the home of the page's language
  const home = localizePath('/', parseLocalePath(pagePath(request)).locale);
  let to = safeRedirectPath(form.get('redirectTo'), home);
  const headers = new Headers();
  const { locale } = parseLocalePath(to);

  switch (intent) {
    case 'country':
    case 'confirm': {
      if (!isCountryKey(value)) throw new Response('Unknown country', { status: 400 });
      headers.append('Set-Cookie', prefCookie(request, COOKIE.country, value));
      // a locale that pins another country cannot show this one: move to the country's language (4-23)
      const forced = forcedCountryForLocale(locale);
      if (intent === 'confirm') {
        headers.append('Set-Cookie', prefCookie(request, COOKIE.confirm, '1'));
        to = switchLocalePath(to, suggestedLocaleForCountry(value));
      } else if (forced && forced !== value) {
        to = switchLocalePath(to, suggestedLocaleForCountry(value));
      }
      break;
    }
    case 'language': {
      if (!isLocale(value)) throw new Response('Unknown language', { status: 400 });
      headers.append('Set-Cookie', prefCookie(request, COOKIE.locale, value));
      to = switchLocalePath(to, value);
      break;
    }
    case 'theme': {
      if (!['light', 'dark', 'system'].includes(value)) throw new Response('Unknown theme', { status: 400 });
      headers.append('Set-Cookie', prefCookie(request, COOKIE.theme, value));
      break;
    }
    case 'consent':
      headers.append('Set-Cookie', prefCookie(request, COOKIE.gdpr, '1'));
      break;
    default:
      throw new Response('Unknown preference', { status: 400 });
  }
  return redirect(safeRedirectPath(to, home), { headers });
}

export async function loader() {
  throw new Response('Not found', { status: 404 });
}
