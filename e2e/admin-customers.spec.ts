import { test, expect } from './fixtures.ts';
import { staffSignIn } from './admin-helpers.ts';
import { newMember } from './member-helpers.ts';

test('the owner finds a customer, edits the profile, tags, notes and adjusts the wallet from the customer page', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  // a fresh member registered in their own browser (the demo accounts stay as they are)
  const shopper = await (await browser.newContext()).newPage();
  const member = await newMember(shopper);
  await shopper.context().close();
  const first = `Kaling${Date.now().toString(36)}`;

  await staffSignIn(page, 'owner', '/admin/members');
  await expect(page.getByRole('heading', { name: 'Customers', level: 1 })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Email, phone or name' }).fill(member.email);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const list = page.getByRole('table', { name: 'Members' });
  // the phone reads as a person writes it, not as stored digits
  await expect(
    list.getByRole('cell', { name: `+852 ${member.phone.slice(0, 4)} ${member.phone.slice(4)}` }),
  ).toBeVisible();
  // the search's answer, not the unfiltered list it replaces (other specs register members of the same name)
  await expect(page).toHaveURL(/[?&]q=/);
  await expect(list.getByRole('link', { name: 'Siu Ming Wong' })).toHaveCount(1);
  await list.getByRole('link', { name: 'Siu Ming Wong' }).click();
  await expect(page).toHaveURL(/\/admin\/customers\//);
  await expect(page.getByRole('heading', { name: 'Siu Ming Wong', level: 1 })).toBeVisible();
  const profile = page.getByRole('region', { name: 'Profile' });
  await expect(profile.getByRole('definition').filter({ hasText: /^English$/ })).toBeVisible();
  await expect(profile.getByRole('definition').filter({ hasText: /^Hong Kong$/ })).toBeVisible();

  // the profile edit, with the account page's rules: a one-letter name is refused beside its field
  await profile.getByText('Edit profile').click();
  await profile.getByRole('textbox', { name: 'First name' }).fill('K');
  await profile.getByRole('button', { name: 'Save profile' }).click();
  await expect(profile.getByRole('textbox', { name: 'First name' })).toHaveAccessibleDescription(
    'Enter at least 2 characters.',
  );
  await profile.getByRole('textbox', { name: 'First name' }).fill(first);
  await profile.getByRole('button', { name: 'Save profile' }).click();
  await expect(profile.getByRole('status')).toHaveText('Profile saved.');
  await expect(page.getByRole('heading', { name: `${first} Wong`, level: 1 })).toBeVisible();

  // a tag as a chip, and a note with its author
  const tags = page.getByRole('region', { name: 'Tags' });
  await tags.getByRole('textbox', { name: 'New tag' }).fill('Sensitive skin');
  await tags.getByRole('button', { name: 'Add tag' }).click();
  await expect(tags.getByRole('status')).toHaveText('Tag “Sensitive skin” added.');
  await expect(tags.getByRole('button', { name: 'Remove tag Sensitive skin' })).toBeVisible();
  const notes = page.getByRole('region', { name: 'Staff notes' });
  await notes.getByRole('textbox', { name: 'New note' }).fill('Prefers WhatsApp after 6 pm');
  await notes.getByRole('button', { name: 'Add note' }).click();
  await expect(notes.getByRole('status')).toHaveText('Note added.');
  await expect(notes.getByRole('listitem').filter({ hasText: 'Prefers WhatsApp after 6 pm' })).toBeVisible();

  // the wallet: amount in dollars and a reason, confirmed in a dialog; the ledger shows formatted money
  const wallet = page.getByRole('region', { name: 'Wallet (cash dollars)' });
  await wallet.getByRole('textbox', { name: 'Amount' }).fill('25.50');
  await wallet.getByRole('textbox', { name: 'Reason' }).fill('Sorry for the late parcel');
  await wallet.getByRole('button', { name: 'Adjust balance' }).click();
  const confirm = page.getByRole('dialog', { name: 'Adjust this wallet?' });
  await expect(confirm).toContainText(`Add HK$25.50 to ${first} Wong’s wallet.`);
  await confirm.getByRole('button', { name: 'Confirm adjustment' }).click();
  await expect(wallet.getByRole('status')).toHaveText('Balance adjusted. New balance: HK$25.50.');
  const entry = wallet.getByRole('row').filter({ hasText: 'Sorry for the late parcel' });
  await expect(entry.getByRole('cell', { name: '+HK$25.50' })).toBeVisible();
  await expect(entry.getByRole('cell', { name: 'Staff adjustment' })).toBeVisible();
  await expect(page.getByTestId('wallet-balance')).toHaveText('HK$25.50');

  // the wallet page picks the same customer by name, with the keyboard
  await page.goto('/admin/loyalty');
  const picker = page.getByRole('combobox', { name: 'Customer' });
  await picker.fill(first);
  await expect(page.getByRole('option', { name: new RegExp(first) })).toBeVisible();
  await picker.press('ArrowDown');
  await picker.press('Enter');
  await expect(page).toHaveURL(/\/admin\/loyalty\?member=/);
  const card = page.getByRole('region', { name: 'A member’s cash dollars' });
  await expect(card.getByRole('link', { name: `${first} Wong` })).toBeVisible();
  await expect(card.getByRole('cell', { name: '+HK$25.50' })).toBeVisible();
});

test('old member links land on the customer page', async ({ page }) => {
  await staffSignIn(page, 'owner', '/admin/members/u_demo_vip');
  await expect(page).toHaveURL(/\/admin\/customers\/u_demo_vip$/);
  const profile = page.getByRole('region', { name: 'Profile' });
  await expect(profile.getByRole('definition').filter({ hasText: /^\+852 9111 0002$/ })).toBeVisible();
  await expect(profile.getByRole('definition').filter({ hasText: /^繁體中文\(香港\)$/ })).toBeVisible();
});

test.describe('on a phone-sized screen, in Traditional Chinese', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('the customer page reads in Chinese and never scrolls sideways', async ({ page }) => {
    await staffSignIn(page, 'owner', '/admin/customers/u_demo_basic');
    await page.goto(`/admin/lang?to=hk&next=${encodeURIComponent('/admin/customers/u_demo_basic')}`);
    await expect(page.getByRole('region', { name: '個人資料' })).toBeVisible();
    await expect(page.getByRole('region', { name: '錢包（現金回贈）' })).toBeVisible();
    await expect(
      page
        .getByRole('region', { name: '個人資料' })
        .getByRole('definition')
        .filter({ hasText: /^香港$/ }),
    ).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
