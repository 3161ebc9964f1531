import { expect, type Page } from '@playwright/test';
import { hydrated } from './fixtures.ts';
import type { StaffRole } from '@shop/core';

export const STAFF_PASSWORD = 'Demo-staff-2026';
export const STAFF_EMAIL: Record<StaffRole, string> = {
  owner: 'owner@example.com',
  manager: 'manager@example.com',
  fulfilment: 'fulfilment@example.com',
  support: 'support@example.com',
};

/** Signs in to the back office through its sign-in page, in English, and waits for the dashboard. */
export async function staffSignIn(page: Page, role: StaffRole, next = '/admin') {
  await page.goto(
    `/admin/lang?to=en&next=${encodeURIComponent(`/admin/login?next=${encodeURIComponent(next)}`)}`,
  );
  await page.getByLabel('Email').fill(STAFF_EMAIL[role]);
  await page.getByLabel('Password').fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await hydrated(page);
}
