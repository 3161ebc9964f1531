import type { APIRequestContext, APIResponse, Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';

/**
 * Security: the pages satisfy their Content-Security-Policy, security headers are on pages and API answers, auth
 * cookies are locked down, and hostile text is shown as text (docs/security.md).
 */

/** CSP violations of the current document: console reports plus `securitypolicyviolation` events. */
async function watchCsp(page: Page) {
  const reported: string[] = [];
  page.on('console', (msg) => {
    if (msg.text().includes('Content Security Policy')) reported.push(msg.text());
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __csp: string[] };
    w.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      w.__csp.push(
        `${e.violatedDirective} blocked ${e.blockedURI || 'inline'} at ${e.sourceFile}:${e.lineNumber}`,
      );
    });
  });
  return async () => [
    ...reported,
    ...(await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? [])),
  ];
}

function policyOf(res: { headers(): Record<string, string> } | null): Map<string, string> {
  const header = res?.headers()['content-security-policy'] ?? '';
  return new Map(
    header
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => {
        const [name = '', ...values] = d.split(/\s+/);
        return [name, values.join(' ')] as const;
      }),
  );
}

async function productPath(request: APIRequestContext) {
  const p = (
    (await (await request.get('/api/v1/product?channel=4&limit=1&collection=skin-care')).json()) as {
      path: string;
    }[]
  )[0]!;
  return `/en${p.path}`;
}

test.describe('content security policy', () => {
  test('pages, the country modal and the login drawer run without a single violation', async ({
    page,
    request,
  }) => {
    const violations = await watchCsp(page);
    const seen: string[] = [];

    const home = await page.goto('/en');
    expect(policyOf(home).get('script-src')).toMatch(/^'self' 'nonce-[A-Za-z0-9+/=]{22,}'$/);
    // scripts ran (hydration): the modal and the drawer only open with JavaScript
    await page
      .getByRole('button', { name: /Country and language/ })
      .first()
      .click();
    const modal = page.getByRole('dialog', { name: 'Country and language' });
    await expect(modal).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
    await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
    const drawer = page.getByRole('dialog', { name: 'Account' });
    await expect(drawer.getByRole('textbox', { name: 'Email' })).toBeVisible();
    await page.keyboard.press('Escape');
    seen.push(...(await violations()));

    for (const path of ['/en/collection/skin-care', await productPath(request), '/en/contactus']) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      seen.push(...(await violations()));
    }
    expect(seen).toEqual([]);
  });

  test('a page shared from the guest page cache runs with its own nonce: it hydrates and the menu opens', async ({
    page,
    request,
  }) => {
    const violations = await watchCsp(page);
    const path = await productPath(request);
    const first = await page.goto(path);
    // a parallel test's staff change empties the page cache now and then: load again until the page is shared
    let second = first;
    await expect.poll(async () => (second = await page.goto(path))?.headers()['x-page-cache']).toBe('hit');
    const nonce = (res: APIResponse | Awaited<ReturnType<typeof page.goto>>) =>
      /'nonce-([^']+)'/.exec(res?.headers()['content-security-policy'] ?? '')?.[1];
    expect(nonce(second)).not.toBe(nonce(first));
    // the menu drawer loads on first use: only a hydrated page can open it
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
    expect(await violations()).toEqual([]);
  });

  test('every page gets a fresh nonce, carried by each executable inline script', async ({ request }) => {
    const nonces = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const res = await request.get('/en');
      const policy = policyOf(res);
      const nonce = /'nonce-([^']+)'/.exec(policy.get('script-src') ?? '')?.[1];
      expect(nonce).toBeTruthy();
      nonces.add(nonce!);
      const html = await res.text();
      const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1] ?? '');
      const executable = scripts.filter((attrs) => !/type="application\/ld\+json"/.test(attrs));
      expect(executable.length).toBeGreaterThan(0);
      for (const attrs of executable) expect(attrs).toContain(`nonce="${nonce}"`);
      // the JSON-LD block is still there (data, not executed, so it needs no nonce)
      expect(scripts.some((attrs) => attrs.includes('application/ld+json'))).toBe(true);
      expect(Object.fromEntries(policy)).toMatchObject({
        'default-src': "'self'",
        'style-src': "'self' 'unsafe-inline'",
        'img-src': "'self' data:",
        'font-src': "'self'",
        'connect-src': "'self'",
        'frame-ancestors': "'self'",
        'base-uri': "'self'",
        'form-action': "'self'",
        'object-src': "'none'",
      });
    }
    expect(nonces.size).toBe(3);
  });
});

test('security headers are on pages and API answers', async ({ request }) => {
  for (const path of [
    '/en',
    '/en/contactus',
    '/api/v1/setting',
    '/api/v1/visitor-country',
    '/api/v1/nothing-here',
  ]) {
    const h = (await request.get(path)).headers();
    expect(h['x-content-type-options'], path).toBe('nosniff');
    expect(h['referrer-policy'], path).toBeTruthy();
    expect(h['x-frame-options'] ?? h['content-security-policy'], path).toMatch(
      /SAMEORIGIN|DENY|frame-ancestors/i,
    );
  }
});

test('auth cookies from an API login are HttpOnly, Secure and SameSite=Lax; no CSRF pair, no login', async ({
  playwright,
  baseURL,
}) => {
  // a fresh client: no cookie jar from other tests
  const api = await playwright.request.newContext({ baseURL });
  const credentials = { username: 'vip@oxygen-ceuticals.example', password: 'Demo1234' };
  const refused = await api.post('/api/v1/user/login', { data: credentials });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).error).toMatch(/CSRF/);

  const res = await api.post('/api/v1/user/login', {
    data: credentials,
    headers: { cookie: 'shop_csrf=e2e-csrf-token-0123456789', 'x-csrf-token': 'e2e-csrf-token-0123456789' },
  });
  expect(res.status(), await res.text()).toBe(200);
  const cookies = res
    .headersArray()
    .filter((h) => h.name.toLowerCase() === 'set-cookie')
    .map((h) => h.value);
  for (const name of ['shop_at', 'shop_rt']) {
    const cookie = cookies.find((c) => c.startsWith(`${name}=`));
    expect(cookie, name).toBeTruthy();
    const attrs = cookie!
      .split(';')
      .slice(1)
      .map((a) => a.trim().toLowerCase());
    expect(attrs, name).toContain('httponly');
    expect(attrs, name).toContain('secure');
    expect(attrs, name).toContain('samesite=lax');
  }
  await api.dispose();
});

test.describe('hostile text is shown as text', () => {
  const IMG = '<img src=x onerror=window.__xss=1>';
  const EMAIL = '<img/src=x/onerror=window.__xss=1>@example.com';

  async function expectInert(page: Page, dialogs: string[]) {
    expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
    // not one element came out of the payloads (the CSP would block their handlers, but they must not exist at all)
    await expect(
      page.locator('main img[src="x"], main svg[onload], main script:not([type="application/ld+json"])'),
    ).toHaveCount(0);
    expect(dialogs).toEqual([]);
  }

  test('contact form and footer subscription', async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    const violations = await watchCsp(page);

    await page.goto('/en/contactus');
    await page.getByLabel('Name', { exact: true }).fill(IMG);
    await page.getByLabel('Email', { exact: true }).fill(EMAIL);
    await page.getByLabel('Subject').fill('<script>window.__xss=1</script>');
    await page.getByLabel('Message').fill(`${IMG} <svg onload=alert(1)> "'><script>alert(1)</script>`);
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('heading', { name: 'Thank you, we have your message' })).toBeVisible();
    // the address is echoed back, literally
    await expect(page.getByText(EMAIL)).toBeVisible();
    await expectInert(page, dialogs);

    await page.goto('/en');
    await page.getByRole('textbox', { name: 'Email address' }).fill(EMAIL);
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: /inbox|email/i })
        .first(),
    ).toBeVisible();
    await expectInert(page, dialogs);
    expect(await violations()).toEqual([]);
  });

  test('a collection URL carrying markup in its query', async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    const violations = await watchCsp(page);
    for (const payload of ['<script>window.__xss=1</script>', `"><${IMG.slice(1)}`, "'-alert(1)-'"]) {
      const res = await page.goto(`/en/collection/skin-care?category=${encodeURIComponent(payload)}`);
      expect(res!.status()).toBeLessThan(500);
      // markup never reaches the HTML unescaped (the loader data carries it JSON-escaped)
      if (payload.includes('<')) expect(await res!.text()).not.toContain(payload);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectInert(page, dialogs);
    }
    expect(await violations()).toEqual([]);
  });
});

test.describe('page forms (login CSRF, redirect targets)', () => {
  test('a login form on another site is refused and sets no session; our own drawer still signs in', async ({
    browser,
    page,
    context,
    baseURL,
  }) => {
    // the victim's browser on a page "of evil.example" (served by the test itself) that posts our login form;
    // its own context: the refused navigation's console 403 is the expected outcome, not a page error
    const victim = await browser.newContext();
    const evil = await victim.newPage();
    await evil.route('http://evil.example/**', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<form method="post" action="${baseURL}/en/auth">
        <input name="intent" value="login"><input name="mode" value="email">
        <input name="email" value="vip@oxygen-ceuticals.example"><input name="password" value="Demo1234">
        <button>Win a prize</button></form>`,
      }),
    );
    await evil.goto('http://evil.example/');
    const [answer] = await Promise.all([
      evil.waitForResponse((r) => r.url() === `${baseURL}/en/auth`),
      evil.getByRole('button', { name: 'Win a prize' }).click(),
    ]);
    expect(answer.status()).toBe(403);
    expect((await victim.cookies(baseURL)).map((c) => c.name)).not.toContain('shop_at');
    await victim.close();

    await page.goto('/en');
    await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
    const drawer = page.getByRole('dialog', { name: 'Account' });
    await drawer.getByRole('textbox', { name: 'Email' }).fill('vip@oxygen-ceuticals.example');
    await drawer.getByRole('button', { name: 'Continue' }).click();
    await drawer.getByLabel('Password', { exact: true }).fill('Demo1234');
    await drawer.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('banner').getByRole('link', { name: /Vivian/ })).toBeVisible();
    expect((await context.cookies(baseURL)).map((c) => c.name)).toContain('shop_at');
  });

  test('a preference form with redirectTo=//evil.example lands on the locale home', async ({
    request,
    baseURL,
  }) => {
    for (const redirectTo of [
      '//evil.example',
      '/\\evil.example',
      'https://evil.example/',
      '/en//evil.example',
    ]) {
      const res = await request.post('/zh/preferences', {
        form: { intent: 'theme', value: 'dark', redirectTo },
        maxRedirects: 0,
        headers: { origin: baseURL! },
      });
      expect(res.status(), redirectTo).toBe(302);
      const location = res.headers().location ?? '';
      expect(new URL(location, baseURL).origin, `${redirectTo} → ${location}`).toBe(baseURL);
      if (redirectTo !== '/en//evil.example') expect(location, redirectTo).toBe('/zh');
    }
  });
});
