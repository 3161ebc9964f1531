import { test, expect } from './fixtures.ts';
import { STAFF_EMAIL, staffSignIn } from './admin-helpers.ts';
import { placeApiOrder } from './order-helpers.ts';

// The owner rewords an email without a developer: a placeholder inserted at the cursor, a live preview with sample
// data, an unknown placeholder refused beside its field, and a test sent to their own address.
test('the owner rewords the order-paid email in Traditional Chinese, previews it and sends a test', async ({
  page,
  request,
}) => {
  await staffSignIn(page, 'owner', '/admin/emails');
  await page.getByRole('link', { name: 'Emails', exact: true }).first().click();
  await expect(page.getByRole('heading', { name: 'Emails', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Order paid', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Order paid', level: 1 })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Language' })
    .getByRole('link', { name: /^繁體 \(Hong Kong\)/ })
    .click();
  await expect(page).toHaveURL(/lang=hk/);

  const subject = page.getByRole('textbox', { name: 'Subject line', exact: true });
  const stamp = `測試${Date.now() % 100000}`;
  await subject.fill(`${stamp}：已付款 `);
  await page
    .getByRole('group', { name: 'Insert a detail: Subject line' })
    .getByRole('button', { name: '+ order number' })
    .click();
  await expect(subject).toHaveValue(`${stamp}：已付款 {order_number}`);

  // the preview follows the unsaved text, with the sample order number filled in
  const previewSubject = page.getByTestId('preview-subject');
  await expect(previewSubject).toContainText(`${stamp}：已付款 `);
  await expect(previewSubject).not.toContainText('{order_number}');
  const frame = page.locator('iframe[title="Preview of the email"]');
  await expect(frame).toHaveAttribute('sandbox', 'allow-same-origin');
  // the email itself carries no script: the frame could not run one anyway
  expect(await frame.getAttribute('srcdoc')).not.toMatch(/<script/i);

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^繁體 \(Hong Kong\) · Reworded/ })).toBeVisible();

  // a placeholder the email does not have: refused beside the field, nothing saved
  await subject.fill('{order_numbr} 已付款');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(subject).toHaveAttribute('aria-invalid', 'true');
  await expect(subject).toHaveAccessibleDescription(/placeholder the email does not have/);

  // the test goes to the owner's own address with the saved wording
  await page.getByRole('button', { name: 'Send me a test' }).click();
  await expect(page.getByText(`A test was sent to ${STAFF_EMAIL.owner}.`)).toBeVisible();
  await expect
    .poll(async () => {
      const mails = (await (
        await request.get(`/api/dev/outbox?to=${encodeURIComponent(STAFF_EMAIL.owner)}`)
      ).json()) as { subject: string }[];
      return mails.some((m) => m.subject.startsWith(`${stamp}：已付款 `) && !m.subject.includes('{'));
    })
    .toBe(true);

  // back to the built-in wording, so other tests see the shop's own email
  await page.getByRole('button', { name: 'Back to the built-in wording' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The built-in wording is back.' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Subject line', exact: true })).toHaveValue('');
});

test('the audit log shows the refund in HK$ with the order number linked to the order', async ({
  page,
  browser,
}) => {
  const order = await placeApiOrder(browser, { method: 'card' });
  await staffSignIn(page, 'owner');
  const csrf = (await page.context().cookies()).find((c) => c.name === 'shop_staff_csrf')!.value;
  const res = await page.request.post(`/api/v1/admin/orders/${order.id}/refunds`, {
    data: { amount: 1250, reason: 'damaged box' },
    headers: { 'x-csrf-token': csrf },
  });
  expect(res.status()).toBe(201);

  await page.goto(`/admin/audit-log?entity=order&entity_id=${order.id}&action=order.refund`);
  await expect(page.getByText(/Times are in Asia\/Hong_Kong/)).toBeVisible();
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: `#${order.number}` }) });
  await expect(row).toHaveCount(1);
  await expect(row.getByText(/HK\$\s?12\.50/).first()).toBeVisible();
  await expect(row).not.toContainText(order.id);
  await row.getByRole('link', { name: `#${order.number}` }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/orders/${order.id}$`));
});
