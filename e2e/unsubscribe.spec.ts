import { test, expect } from './fixtures.ts';
import { apiPost, newMember } from './member-helpers.ts';

// The unsubscribe link at the end of a marketing email. Opening it changes nothing; the button does.
test('the email’s unsubscribe page turns marketing email off only when asked, in hk', async ({ page }) => {
  const m = await newMember(page, 'zh_hk');
  const csrf = (await page.context().cookies()).find((c) => c.name === 'shop_csrf')!.value;
  const patch = await page.request.patch('/api/v1/account', {
    data: { notifications: { marketing_email: true } },
    headers: { 'x-csrf-token': csrf },
  });
  expect(patch.status()).toBe(200);
  await apiPost(page, '/api/v1/newsletter', { email: m.email, locale: 'hk' });
  const mails = (await (
    await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(m.email)}`)
  ).json()) as {
    text: string;
  }[];
  const link = /https?:\/\/\S+\/unsubscribe\?token=\S+/.exec(mails[0]!.text)![0];
  const marketing = async () =>
    (await (await page.request.get('/api/v1/account')).json()).account.notifications
      .marketing_email as boolean;

  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page.getByRole('heading', { level: 1, name: '取消訂閱' })).toBeVisible();
  expect(await marketing()).toBe(true);
  await page.getByRole('main').getByRole('button', { name: '取消訂閱' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText('已取消訂閱');
  expect(await marketing()).toBe(false);

  await page.goto('/en/unsubscribe?token=un.bad.token');
  await page.getByRole('main').getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(/not valid/);
});
