import { describe, expect, it } from 'vitest';
import {
  contentPagePath,
  isMenuUrl,
  menuProblems,
  menuShapeIssues,
  resolveMenu,
  resolveMenuHref,
  type MenuItem,
  type MenuLookups,
} from './menus.ts';
import { menuPutBody } from './contract/menu.ts';

const item = (id: string, over: Partial<MenuItem> = {}): MenuItem => ({
  id,
  label: { eng: `Link ${id}`, chi: `連結 ${id}`, cn: `链接 ${id}` },
  kind: 'url',
  target: `/x/${id}`,
  children: [],
  ...over,
});

const lookups: MenuLookups = {
  page: (h) => (h === 'draft-only' ? null : contentPagePath(h)),
  collection: (k) => (k === 'face' ? '/collection/face' : null),
  product: (id) => (id === 'p1' ? '/oxygen-ceuticals/serum' : null),
};

describe('menu shape', () => {
  it('accepts three levels and refuses a fourth, naming the item', () => {
    const three = [item('a', { children: [item('b', { children: [item('c')] })] })];
    expect(menuShapeIssues(three)).toEqual([]);
    const four = [item('a', { children: [item('b', { children: [item('c', { children: [item('d')] })] })] })];
    expect(menuShapeIssues(four).map((i) => i.path.join('.'))).toEqual([
      '0.children.0.children.0.children.0',
    ]);
  });

  it('refuses more than 100 links in the whole tree', () => {
    const many = Array.from({ length: 60 }, (_, i) => item(`p${i}`, { children: [item(`c${i}`)] }));
    const issues = menuShapeIssues(many);
    expect(issues).toHaveLength(1);
    expect(issues[0]!.message).toMatch(/100/);
  });

  it('needs a label in English or Chinese (Simplified alone is not enough)', () => {
    const cnOnly = [item('a', { label: { eng: '', chi: ' ', cn: '链接' } })];
    expect(menuShapeIssues(cnOnly).map((i) => i.path.join('.'))).toEqual(['0.label']);
    expect(menuShapeIssues([item('a', { label: { eng: '', chi: '連結', cn: '' } })])).toEqual([]);
  });

  it('takes relative paths of this shop and https addresses only', () => {
    expect(isMenuUrl('/shipping')).toBe(true);
    expect(isMenuUrl('/collection/face?brand=x')).toBe(true);
    expect(isMenuUrl('https://www.instagram.com/oxygenceuticals')).toBe(true);
    for (const bad of ['//evil.example', 'http://example.com', 'javascript:alert(1)', 'shipping', '/a b'])
      expect(isMenuUrl(bad), bad).toBe(false);
    const issues = menuShapeIssues([item('a', { children: [item('b', { target: 'javascript:alert(1)' })] })]);
    expect(issues.map((i) => i.path.join('.'))).toEqual(['0.children.0.target']);
  });

  it('the request schema reports the field path of a bad item', () => {
    const r = menuPutBody.safeParse({
      items: [item('a'), item('b', { children: [item('c', { kind: 'url', target: 'ftp://x' })] })],
    });
    expect(r.success).toBe(false);
    expect(r.error!.issues.map((i) => i.path.join('.'))).toEqual(['items.1.children.0.target']);
    expect(menuPutBody.safeParse({ items: [item('a')] }).success).toBe(true);
  });
});

describe('menu loops', () => {
  it('refuses an item id seen twice, naming the second place', () => {
    const tree = [item('a'), item('b'), item('c', { children: [item('a')] })];
    expect(menuProblems(tree)).toEqual([{ code: 'menu_loop', field: 'items.2.children.0' }]);
  });

  it('refuses a link back at the menu itself, in any locale', () => {
    for (const target of [
      '/admin/menus',
      '/en/admin/menus/footer',
      '/api/v1/admin/menus/footer',
      '/api/v1/menus',
    ])
      expect(menuProblems([item('a', { children: [item('b', { target })] })], 'footer'), target).toEqual([
        { code: 'menu_loop', field: 'items.0.children.0.target' },
      ]);
    expect(menuProblems([item('a', { target: '/admin/menus/side' })], 'footer')).toEqual([]);
    expect(menuProblems([item('a'), item('b', { children: [item('c')] })], 'footer')).toEqual([]);
  });
});

describe('menu addresses', () => {
  it('opens today’s content addresses for the old pages, /pages/{handle} for new ones, in each locale', () => {
    const shipping = { kind: 'page' as const, target: 'shipping' };
    expect(resolveMenuHref(shipping, 'hk', lookups)).toBe('/shipping');
    expect(resolveMenuHref(shipping, 'en', lookups)).toBe('/en/shipping');
    expect(resolveMenuHref({ kind: 'page', target: 'gift-guide' }, 'cn', lookups)).toBe(
      '/cn/pages/gift-guide',
    );
    expect(resolveMenuHref({ kind: 'collection', target: 'face' }, 'zh', lookups)).toBe(
      '/zh/collection/face',
    );
    expect(resolveMenuHref({ kind: 'product', target: 'p1' }, 'en', lookups)).toBe(
      '/en/oxygen-ceuticals/serum',
    );
    expect(resolveMenuHref({ kind: 'url', target: 'https://example.com/a' }, 'en', lookups)).toBe(
      'https://example.com/a',
    );
    expect(resolveMenuHref({ kind: 'url', target: '/contactus' }, 'en', lookups)).toBe('/en/contactus');
  });

  it('leaves out a link whose target is not on show, with its children; labels fall back by script', () => {
    const tree = [
      item('a', { kind: 'collection', target: 'face', label: { eng: 'Face', chi: '', cn: '' } }),
      item('b', { kind: 'collection', target: 'hidden', children: [item('c')] }),
      item('d', { kind: 'page', target: 'draft-only' }),
      item('e', { kind: 'url', target: 'https://example.com', children: [item('f')] }),
    ];
    const hk = resolveMenu(tree, 'hk', lookups);
    expect(hk.map((i) => [i.label, i.href, i.external])).toEqual([
      ['Face', '/collection/face', false],
      ['連結 e', 'https://example.com', true],
    ]);
    expect(hk[1]!.children.map((c) => c.href)).toEqual(['/x/f']);
    expect(resolveMenu(tree, 'cn', lookups)[1]!.label).toBe('链接 e');
  });
});
