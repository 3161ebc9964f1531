/**
 * The routes a page's browser router is given. React Router flattens, ranks and compiles the path of every route it
 * knows twice as a page hydrates (once for the hydration data, once for the router): with the 328 routes of the
 * whole app, 1.64 ms per pass in Node against 0.55 ms with 162, and several times that on a phone. A storefront
 * page never moves to the back office or to a legacy `_en`/`_zh`/`_cn` address in the browser (no link of the shop
 * points there; both are reached by typing or from outside, as documents), so its router is not given them. The
 * server still knows every route, so any address typed or linked from outside answers as before.
 */

/** The part of React Router's browser manifest this reads: each route's id and parent. */
export interface ManifestRoute {
  id: string;
  parentId?: string;
}

const BACK_OFFICE_LAYOUT = 'admin-layout';
const BACK_OFFICE_FILES = 'routes/admin/';
const LEGACY_REDIRECT = ':content-redirect:';

/** Whether a path is a back-office page (its router keeps every route: it is used by staff, not timed on phones). */
export function isBackOfficePath(pathname: string): boolean {
  return pathname === '/admin' || pathname.startsWith('/admin/');
}

function inBackOffice(routes: Record<string, ManifestRoute | undefined>, id: string): boolean {
  for (let route = routes[id]; route; route = route.parentId ? routes[route.parentId] : undefined) {
    if (route.id === BACK_OFFICE_LAYOUT || route.id.startsWith(BACK_OFFICE_FILES)) return true;
  }
  return false;
}

/** The routes a page at `pathname` needs in the browser: on a storefront page, all but the back office's and the legacy redirects. */
export function routesForPage<R extends ManifestRoute>(
  routes: Record<string, R>,
  pathname: string,
): Record<string, R> {
  if (isBackOfficePath(pathname)) return routes;
  const kept: Record<string, R> = {};
  for (const [id, route] of Object.entries(routes)) {
    if (id.includes(LEGACY_REDIRECT) || inBackOffice(routes, id)) continue;
    kept[id] = route;
  }
  return kept;
}
