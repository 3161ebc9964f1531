import { describe, expect, it } from 'vitest';
import { EMAIL_TEMPLATE_KEYS, SUPPORTED_LOCALES } from '@shop/core';
import { defaultWording, renderEmail, sampleEmailData } from './render-email.ts';

const ORDER_KEYS = EMAIL_TEMPLATE_KEYS.filter((k) => k.startsWith('order_') || k === 'draft_payment_link');

describe('every email template', () => {
  for (const key of EMAIL_TEMPLATE_KEYS)
    for (const locale of SUPPORTED_LOCALES)
      it(`${key} renders in ${locale}: HTML and text, no placeholder left, under 100 KB, images with alt text`, async () => {
        const data = sampleEmailData(key, locale);
        const mail = await renderEmail(key, locale, data);
        expect(mail.subject.length).toBeGreaterThan(0);
        for (const part of [mail.subject, mail.text]) expect(part).not.toMatch(/[{}]/);
        // the HTML has no placeholder either (CSS is inline, so no braces at all)
        expect(mail.html).not.toMatch(/\{[a-z_]+\}/);
        expect(Buffer.byteLength(mail.html)).toBeLessThan(100 * 1024);
        expect(mail.html).toContain('name="color-scheme" content="light dark"');
        expect(mail.html).toContain(data.shop.contactEmail);
        expect(mail.html).not.toMatch(/<style/i);
        for (const img of mail.html.match(/<img[^>]*>/g) ?? []) expect(img).toMatch(/alt="[^"]+"/);
        if ((ORDER_KEYS as string[]).includes(key)) {
          const order = (data as { order: { number: string; total: string; lines: { name: string }[] } })
            .order;
          for (const part of [mail.html, mail.text]) {
            expect(part).toContain(order.number);
            expect(part).toContain(order.total);
            for (const line of order.lines) expect(part).toContain(line.name);
          }
        }
      });
});

describe('staff wording', () => {
  it('replaces the subject and intro, with placeholders filled', async () => {
    const data = sampleEmailData('order_paid', 'hk');
    const mail = await renderEmail('order_paid', 'hk', data, {
      subject: '{customer_name}，訂單 {order_number} 收到款項',
      intro: '多謝！我們收到 {order_total}。',
    });
    expect(mail.subject).toBe(`${data.order.customerName}，訂單 ${data.order.number} 收到款項`);
    expect(mail.text).toContain(`多謝！我們收到 ${data.order.total}。`);
    expect(mail.html).toContain(`多謝！我們收到 ${data.order.total}。`);
  });
  it('null wording keeps the built-in text', async () => {
    const mail = await renderEmail('order_paid', 'en', sampleEmailData('order_paid', 'en'), {
      subject: null,
      intro: null,
    });
    expect(defaultWording('order_paid', 'en').subject).toBe('Payment received for order {order_number}');
    expect(mail.subject).toBe('Payment received for order OC2611270042');
  });
});

describe('email content', () => {
  it('a shipment email names the carrier, the tracking link and the parcel', async () => {
    const mail = await renderEmail('order_shipped', 'en', sampleEmailData('order_shipped', 'en'));
    expect(mail.text).toContain('SF1234567890');
    expect(mail.html).toContain('https://www.sf-express.com/track?n=SF1234567890');
    expect(mail.text).toContain('× 2');
  });
  it('addresses read with country names and the payment method by name', async () => {
    const mail = await renderEmail('order_confirmation', 'hk', sampleEmailData('order_confirmation', 'hk'));
    expect(mail.text).toContain('香港');
    expect(mail.text).toContain('信用卡或扣賬卡');
    expect(mail.html).toContain('HK$936.00');
  });
  it('an account code shows the code', async () => {
    const mail = await renderEmail('account_code', 'cn', sampleEmailData('account_code', 'cn'));
    expect(mail.text).toContain('482913');
    expect(mail.subject).toBe('Oxygen Ceuticals 验证码');
  });
});
