// A guest's paid order sends a branded HTML email that a real SMTP server receives (this shop delivers over SMTP,
// playwright.config.ts "email-smtp"): its line items and total in Traditional Chinese.
import { expect, test } from '@playwright/test';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';
import { catalogueOf, placeApiOrder } from './order-helpers.ts';

const SMTP_PORT = Number(process.env.E2E_PORT ?? 3123) + 3;
const received: ParsedMail[] = [];
let server: SMTPServer;

test.beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          received.push(mail);
          callback();
        },
        (err: Error) => callback(err),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(SMTP_PORT, '127.0.0.1', resolve));
  expect((server.server.address() as AddressInfo).port).toBe(SMTP_PORT);
});
test.afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

test('a guest paid order in /hk: the HTML email arrives with its items and total in Traditional Chinese', async ({
  browser,
}) => {
  const order = await placeApiOrder(browser, { address: { locale: 'hk' }, quantity: 2 });
  const catalogue = (await catalogueOf(browser)) as unknown as { name: { eng: string; chi: string } }[];
  const total = `HK$${(order.total / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
  const paidMail = () =>
    received.find((m) => m.to && JSON.stringify(m.to).includes(order.email) && m.subject?.includes('已付款'));
  await expect.poll(() => Boolean(paidMail()), { timeout: 20_000 }).toBe(true);
  const mail = paidMail()!;
  expect(mail.subject).toBe(`訂單 ${order.number} 已付款`);
  const html = mail.html as string;
  expect(html).toContain('lang="zh-Hant-HK"');
  expect(html).toContain(order.number);
  expect(html).toContain(total);
  // the line is named in Traditional Chinese, as the catalogue spells it
  expect(catalogue.some((p) => p.name.chi && html.includes(p.name.chi))).toBe(true);
  expect(html).toContain('總額');
  expect(mail.text).toContain(total);
  expect(mail.text).toContain('付款方式');
});
