import { describe, expect, it } from 'vitest';
import { matchRoutes, type RouteObject } from 'react-router';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import routeConfig from '../routes.ts';
import { routesForPage, type ManifestRoute } from './client-routes.ts';

/** The browser manifest's flat shape, built from the app's route config with React Router's default ids. */
function manifestOf(entries: RouteConfigEntry[]) {
  const routes: Record<string, ManifestRoute & { path?: string; index?: boolean }> = {
    root: { id: 'root', path: '' },
  };
  const walk = (list: RouteConfigEntry[], parentId: string) => {
    for (const entry of list) {
      const id = entry.id ?? entry.file.replace(/\.tsx?$/, '');
      routes[id] = { id, parentId, path: entry.path, index: entry.index };
      walk(entry.children ?? [], id);
    }
  };
  walk(entries, 'root');
  return routes;
}

/** The nested route objects React Router builds from a manifest. */
function treeOf(manifest: ReturnType<typeof manifestOf>, parentId?: string): RouteObject[] {
  return Object.values(manifest)
    .filter((r) => r.parentId === parentId)
    .map((r) =>
      r.index ? { id: r.id, index: true } : { id: r.id, path: r.path, children: treeOf(manifest, r.id) },
    );
}

const matched = (tree: RouteObject[], path: string) => matchRoutes(tree, path)?.map((m) => m.route.id);

const full = manifestOf(routeConfig);
const STOREFRONT_PAGES = [
  '/',
  '/collection/skin-care',
  '/collection',
  '/product',
  '/oxygen-ceuticals/ceramide-barrier-cream',
  '/treatment',
  '/treatment/hydrafacial',
  '/cart',
  '/checkout',
  '/checkout/quote',
  '/checkout/order-confirmation/123',
  '/account',
  '/auth',
  '/register',
  '/privacy',
  '/pages/about-us',
  '/diagnostic/start',
  '/scalptest/result/abc',
  '/preferences',
  '/no-such-page/at-all/here',
];

describe('routesForPage', () => {
  it('gives a storefront page every route it can move to, matched as the full set matches it, in every locale', () => {
    for (const prefix of ['', '/zh', '/cn', '/en']) {
      const here = `${prefix}/collection/skin-care`;
      const pruned = treeOf(routesForPage(full, here) as typeof full);
      for (const page of STOREFRONT_PAGES) {
        const path = `${prefix}${page}`.replace(/(.)\/$/, '$1') || '/';
        expect(matched(pruned, path), path).toEqual(matched(treeOf(full), path));
      }
    }
  });

  it('leaves out the back office and the legacy addresses on a storefront page, and nothing on a back-office page', () => {
    const storefront = routesForPage(full, '/en/product');
    const ids = Object.keys(storefront);
    expect(ids.some((id) => id.startsWith('routes/admin/') || id === 'admin-layout')).toBe(false);
    expect(ids.some((id) => id.includes('content-redirect'))).toBe(false);
    expect(ids.filter((id) => id.endsWith(':home'))).toHaveLength(4);
    expect(ids.length).toBeLessThan(Object.keys(full).length / 2 + 10);
    // every kept route's parent is kept
    for (const route of Object.values(storefront)) {
      if (route.parentId) expect(storefront[route.parentId], route.id).toBeDefined();
    }
    for (const admin of ['/admin', '/admin/orders/42', '/admin/products/7/options']) {
      expect(routesForPage(full, admin)).toBe(full);
    }
    expect(matched(treeOf(full), '/admin/orders/42')).toContain('routes/admin/order/order');
  });
});
