import { test } from '@playwright/test';
import { addToBagTappedEarly, bagTappedEarly, logInTappedEarly } from './early-tap-flows.ts';

test('Log in tapped before the page is ready opens the login form once it is', ({ page }) =>
  logInTappedEarly(page));

test('Add to bag tapped before the page is ready adds the item and shows the bag once it is', ({ page }) =>
  addToBagTappedEarly(page));

test('the bag tapped before the page is ready opens once it is', ({ page }) => bagTappedEarly(page));
