import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';

/**
 * A shop page paints before its JavaScript has loaded (apps/web/app/lib/first-paint-head.server.ts): a test, like a
 * shopper, would otherwise click a button that only opens a drawer once React runs. root.tsx marks <html> once hydrated.
 */
export async function hydrated(page: Page) {
  await page.waitForFunction(
    () =>
      !document.querySelector('script[type="module"]') ||
      document.documentElement.hasAttribute('data-hydrated'),
  );
}

const patched = new WeakSet<object>();

/** goto and reload on this page wait for hydration, as a shopper waits for a button that needs JavaScript. */
function waitsForHydration(page: Page): Page {
  if (patched.has(page)) return page;
  patched.add(page);
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await hydrated(page);
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await hydrated(page);
    return response;
  };
  return page;
}

/** Every page a test opens, in its own context or a second shopper's, waits for hydration the same way. */
function pagesWaitForHydration(context: BrowserContext): BrowserContext {
  if (patched.has(context)) return context;
  patched.add(context);
  const newPage = context.newPage.bind(context);
  context.newPage = async () => waitsForHydration(await newPage());
  return context;
}

/** Every page test fails on a console error or an uncaught exception in the page. */
export const test = base.extend<{ consoleErrors: string[] }>({
  context: async ({ context }, use) => {
    await use(pagesWaitForHydration(context));
  },
  page: async ({ page }, use) => {
    await use(waitsForHydration(page));
  },
  browser: [
    async ({ browser }, use) => {
      // browser.newPage() opens its own context through browser.newContext()
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args) => pagesWaitForHydration(await newContext(...args));
      await use(browser);
    },
    { scope: 'worker' },
  ],
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (msg) => {
        // 4xx answers are expected (form validation, wrong passwords, not-found pages); the browser logs them as resource errors
        // Playwright injects its own script into every frame: a sandboxed preview (the email editor's srcdoc frame,
        // no scripts allowed) refuses it and Chromium logs that (microsoft/playwright#33343), not the page's doing
        if (
          msg.type() === 'error' &&
          !/Failed to load resource: the server responded with a status of (400|401|404|409|429)/.test(
            msg.text(),
          ) &&
          !/^Blocked script execution in 'about:srcdoc' because the document's frame is sandboxed/.test(
            msg.text(),
          )
        )
          errors.push(msg.text());
      });
      page.on('pageerror', (err) => errors.push(err.message));
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
