import { describe, expect, it } from 'vitest';
import { RouterContextProvider } from 'react-router';
import { apiFetchContext, type ApiFetch } from '../lib/api-context.ts';
import { action as preferences } from './preferences.tsx';
import { action as cart } from './cart.tsx';
import { loader as register } from './register.tsx';

type Args<F extends (...a: never[]) => unknown> = Parameters<F>[0];

/** An API that answers every call with an empty bag. */
function context() {
  const ctx = new RouterContextProvider();
  const fetchApi: ApiFetch = async () =>
    new Response(JSON.stringify({ cart: [], cleaned: false }), {
      headers: { 'content-type': 'application/json' },
    });
  ctx.set(apiFetchContext, fetchApi);
  return ctx;
}

/** A page action as the tests call it: request and context only. */
type Action = (args: {
  request: Request;
  context: RouterContextProvider;
  params: object;
}) => Promise<unknown>;

async function post(
  handler: unknown,
  path: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
) {
  const request = new Request(`http://shop.test${path}`, {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers,
  });
  const res = (await (handler as Action)({ request, context: context(), params: {} })) as Response;
  return res.headers.get('location');
}

const HOSTILE = [
  '//evil.example',
  '/\\evil.example',
  'https://evil.example/en',
  '/\t/evil.example',
  'javascript:alert(1)',
  '/en\r\nSet-Cookie: x=1',
];

describe('redirect targets taken from the request', () => {
  it('preferences: another site, a scheme or CR/LF goes to the home of the page’s language', async () => {
    for (const redirectTo of HOSTILE) {
      expect(
        await post(preferences, '/zh/preferences', { intent: 'theme', value: 'dark', redirectTo }),
        redirectTo,
      ).toBe('/zh');
      expect(await post(preferences, '/preferences', { intent: 'consent', redirectTo }), redirectTo).toBe(
        '/',
      );
    }
    expect(
      await post(preferences, '/en/preferences', {
        intent: 'theme',
        value: 'dark',
        redirectTo: '/en/story?x=1',
      }),
    ).toBe('/en/story?x=1');
  });

  it('preferences: switching the language of /en//evil.example cannot leave //evil.example', async () => {
    const to = await post(preferences, '/en/preferences', {
      intent: 'language',
      value: 'hk',
      redirectTo: '/en//evil.example',
    });
    expect(to).not.toMatch(/^\/\//);
    expect(new URL(to!, 'http://shop.test/').origin).toBe('http://shop.test');
  });

  it('bag form without JavaScript: a hostile redirectTo or a foreign Referer goes to the locale home', async () => {
    const fields = { intent: 'add', pid: 'p', sku: 's', sub_sku: '' };
    // ?bag=1: the header opens the bag once the page's script runs
    for (const redirectTo of HOSTILE)
      expect(await post(cart, '/en/cart', { ...fields, redirectTo }), redirectTo).toBe('/en?bag=1');
    expect(await post(cart, '/en/cart', fields, { referer: 'https://evil.example/x' })).toBe('/en?bag=1');
    expect(await post(cart, '/en/cart', fields, { referer: 'http://[bad' })).toBe('/en?bag=1');
    expect(await post(cart, '/en/cart', fields, { referer: 'http://shop.test/en/story?a=1' })).toBe(
      '/en/story?a=1&bag=1',
    );
    // a second post from the page it came back to keeps one bag=1
    expect(await post(cart, '/en/cart', fields, { referer: 'http://shop.test/en/story?bag=1' })).toBe(
      '/en/story?bag=1',
    );
  });

  it('register page: ?redirectTo= is kept only when it is a path of ours', async () => {
    const redirectOf = async (value: string) => {
      const request = new Request(`http://shop.test/en/register?redirectTo=${encodeURIComponent(value)}`);
      const ctx = new RouterContextProvider();
      ctx.set(
        apiFetchContext,
        async () => new Response('[]', { headers: { 'content-type': 'application/json' } }),
      );
      return (await register({ request, context: ctx, params: {} } as unknown as Args<typeof register>))
        .redirectTo;
    };
    for (const value of HOSTILE) expect(await redirectOf(value), value).toBeNull();
    expect(await redirectOf('/en/checkout')).toBe('/en/checkout');
  });
});
