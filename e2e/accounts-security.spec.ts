import { test, expect } from './fixtures.ts';

test('after repeated wrong passwords the login asks for the bot check, and the right password still gets in', async ({
  page,
}) => {
  // this shopper's own address (the server trusts one proxy hop), so no other test shares its failure count
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `198.51.100.${(Date.now() % 200) + 20}` });
  await page.goto('/en');
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const drawer = page.getByRole('dialog', { name: 'Account' });
  await drawer.getByRole('textbox', { name: 'Email' }).fill('ambassador@oxygen-ceuticals.example');
  await drawer.getByRole('button', { name: 'Continue' }).click();
  const password = drawer.getByLabel('Password', { exact: true });
  const submit = async (value: string) => {
    await password.fill(value);
    const answered = page.waitForResponse(
      (r) => r.request().method() === 'POST' && new URL(r.url()).pathname.startsWith('/en/auth'),
    );
    await drawer.getByRole('button', { name: 'Log in' }).click();
    return (await answered).status();
  };
  for (let i = 0; i < 10; i++) expect(await submit('Wrong1234')).toBe(401);
  await expect(drawer.getByRole('group', { name: 'Security check' })).toBeHidden();

  // the 11th try, even with the right password, must pass the bot check first; the form says why
  expect(await submit('Demo1234')).toBe(400);
  const check = drawer.getByRole('group', { name: 'Security check' });
  await expect(check).toBeVisible();
  await expect(check).toContainText('several unsuccessful attempts');
  await expect(drawer.getByRole('alert')).toContainText('confirm you are not a robot');

  await check.getByRole('checkbox', { name: "I'm not a robot" }).check();
  expect(await submit('Demo1234')).toBe(200);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Ada' })).toBeVisible();
});
