import { test } from './fixtures.ts';
import { darkShot, tourViews } from './account-views.ts';
import { newMember, placeOrder } from './member-helpers.ts';

// Member area: every member view on a 390 px phone, in hk and en: no sideways scroll, axe clean (and pictures to
// look at with E2E_SHOTS=1).
for (const locale of ['hk', 'en'] as const) {
  test(`every account view fits a 390 px phone in ${locale}`, async ({ page }) => {
    test.setTimeout(480_000);
    await page.setViewportSize({ width: 390, height: 844 });
    const m = await newMember(page);
    const order = await placeOrder(page, m.email);
    await tourViews(page, 'phone', order._id, locale);
    if (locale !== 'hk') return;
    await darkShot(page, '/account?view=DASHBOARD', 'phone-hk-DASHBOARD-dark.png');
    await darkShot(page, '/account?view=ADDRESS&edit=new', 'phone-hk-ADDRESS-form-dark.png');
  });
}
