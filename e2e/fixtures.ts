import { test as base, expect } from '@playwright/test';

/** Every page test fails on a console error or an uncaught exception in the page. */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (msg) => {
        // 4xx answers are expected (form validation, wrong passwords, not-found pages); the browser logs them as resource errors
        if (
          msg.type() === 'error' &&
          !/Failed to load resource: the server responded with a status of (400|401|404|409|429)/.test(
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
