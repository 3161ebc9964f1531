import { index, route, type RouteConfig } from '@react-router/dev/routes';
import { LOCALE_META, SUPPORTED_LOCALES } from '@shop/core';

/** Locale-free page paths → route modules; every page exists under each locale prefix (SPEC §2.1). */
const PAGES: [path: string, file: string][] = [
  ['', 'routes/home.tsx'],
  ['*', 'routes/not-found.tsx'],
];

export default SUPPORTED_LOCALES.flatMap((locale) => {
  const prefix = LOCALE_META[locale].prefix.replace(/^\//, '');
  return PAGES.map(([path, file]) => {
    const full = [prefix, path].filter(Boolean).join('/');
    const id = `${locale}:${file.replace(/^routes\/|\.tsx$/g, '')}`;
    return full === '' ? index(file, { id }) : route(full, file, { id });
  });
}) satisfies RouteConfig;
