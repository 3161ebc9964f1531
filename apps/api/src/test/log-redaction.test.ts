import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app.ts';
import { createOutboxEmailProvider, type EmailProvider } from '../providers/email/email.provider.ts';
import { DEV_BOT_TOKEN } from '../providers/captcha/captcha.provider.ts';
import { maskEmail, maskPhone, maskText, maskUrl } from '../lib/log-redaction.ts';

/**
 * Security: the logs of real flows (register with a code, log in, forgot and reset the password, a guest order
 * viewed through its token link, an SMTP refusal quoting the recipient) hold none of the secrets or personal data.
 */
const lines: string[] = [];
let t: TestApp;
/** every secret and piece of personal data the flows below send or receive */
const secrets = new Set<string>();

beforeAll(async () => {
  // the outbox needs the test database, which exists once the app does
  const delivered: { outbox?: EmailProvider } = {};
  t = await createTestApp(
    {},
    {
      logger: {
        level: 'trace',
        stream: {
          write: (line: string) => {
            lines.push(line);
          },
        },
      },
      providers: {
        // the outbox, except that order emails are refused the way an SMTP server does: quoting the recipient
        email: {
          kind: 'refusing',
          async send(msg) {
            if (/order/i.test(msg.subject))
              throw new Error(
                `550 5.1.1 <${msg.to}>: Recipient address rejected; params: ${msg.to},852${PHONE}`,
              );
            await delivered.outbox!.send(msg);
          },
        },
      },
    },
  );
  delivered.outbox = createOutboxEmailProvider(t.database.db);
}, 60_000);
afterAll(async () => {
  await t.close();
});

const PHONE = '61234577';
const EMAIL = 'log.shopper.7@example.com';
const PASSWORD = 'Secret-Pass-123';
const NEW_PASSWORD = 'Another-Pass-456';
const GUEST_EMAIL = 'log.guest.9@example.com';
const ADDRESS = '27/F, 1 Harbour Secret Road';

const post = (url: string, payload: unknown, cookies?: Record<string, string>) =>
  t.inject({ method: 'POST', url, payload: payload as object, cookies });
const outbox = async (to: string) =>
  (await t.app.inject(`/api/dev/outbox?to=${encodeURIComponent(to)}`)).json()[0] as {
    code: string | null;
    link: string | null;
  };

describe('logs of real flows', () => {
  it('register with a code, log in, forgot and reset: no password, code, token, email or phone', async () => {
    expect(
      (
        await post('/api/v1/user/register-otp', {
          recaptchaResponse: DEV_BOT_TOKEN,
          contact_no_country: '852',
          contact_no: PHONE,
          preferred_lang: 'en',
        })
      ).statusCode,
    ).toBe(200);
    const { code } = await outbox(`852${PHONE}`);
    secrets.add(code!);
    const registered = await post('/api/v1/user/register', {
      dob: '31/01/1990',
      username: EMAIL,
      nickname: 'Log Shopper',
      firstname: 'Log',
      lastname: 'Shopper',
      contact_no_country: '852',
      contact_no: PHONE,
      password: PASSWORD,
      otp: code,
      country: 'hong kong',
      preferred_lang: 'en',
    });
    expect(registered.statusCode, registered.body).toBe(201);
    // a wrong password too (the login failure path)
    expect(
      (await post('/api/v1/user/login', { username: EMAIL, password: 'Wrong-Pass-000' })).statusCode,
    ).toBe(401);
    secrets.add('Wrong-Pass-000');
    expect((await post('/api/v1/user/login', { username: EMAIL, password: PASSWORD })).statusCode).toBe(200);
    expect((await post('/api/v1/forget-password', { username: EMAIL })).statusCode).toBe(200);
    const { link } = await outbox(EMAIL);
    const token = new URL(link!).searchParams.get('token')!;
    secrets.add(token);
    // the reset page is opened by its link (the web page's URL is logged like any request)
    await t.app.inject(`/en/reset-password?token=${token}`);
    expect(
      (await post('/api/v1/reset-password', { token, password: NEW_PASSWORD, confirm: NEW_PASSWORD }))
        .statusCode,
    ).toBe(200);
    for (const s of [PHONE, EMAIL, PASSWORD, NEW_PASSWORD]) secrets.add(s);
  });

  it('a guest order and its token link: no token, email, phone or address, even when the order email fails', async () => {
    let cookies: Record<string, string> = {};
    const catalogue = (await t.app.inject('/api/v1/product?channel=4&limit=100')).json() as {
      _id: string;
      sku: string;
      product_type: number;
      product_option: {
        sub_sku: string;
        is_subscription: boolean;
        availability: string;
        display: { purchasable: boolean };
      }[];
    }[];
    const p = catalogue.find(
      (x) =>
        x.product_type === 0 &&
        x.product_option.some(
          (o) => !o.is_subscription && o.display.purchasable && o.availability === 'in_stock',
        ),
    )!;
    const o = p.product_option.find(
      (x) => !x.is_subscription && x.display.purchasable && x.availability === 'in_stock',
    )!;
    const bag = await post(
      '/api/v1/cart',
      { pid: p._id, sku: p.sku, sub_sku: o.sub_sku, quantity: 1, currency: 'HKD' },
      cookies,
    );
    expect(bag.statusCode).toBe(200);
    // the bag's session id is minted by the server
    cookies = Object.fromEntries(
      bag.cookies.filter((c) => c.name === 'shop_sid').map((c) => [c.name, c.value]),
    );
    const methods = (await t.app.inject('/api/v1/delivery-methods?country=hk')).json().methods as {
      _id: string;
      kind: string;
    }[];
    const address = {
      cart_type: 'single',
      currency: 'HKD',
      email: GUEST_EMAIL,
      delivery_method: methods.find((m) => m.kind === 'delivery')!._id,
      delivery_firstname: 'Guest',
      delivery_lastname: 'Buyer',
      delivery_calling_code: '852',
      delivery_contact: '98765432',
      delivery_address: ADDRESS,
      delivery_city: 'Hong Kong',
      delivery_country_key: 'hk',
      billing_same: true,
      add_gift_box_wrapping: false,
      locale: 'en',
    };
    const q = (await post('/api/v1/order/quote', address, cookies)).json();
    const created = await post(
      '/api/v1/order/create',
      { ...address, payment_method: 'card', expected_total: q.total },
      cookies,
    );
    expect(created.statusCode, created.body).toBe(201);
    const { order, payment } = created.json();
    secrets.add(order.access_token);
    const done = await post(`/api/v1/payment/sandbox/${payment.id}/complete`, {
      outcome: 'approve',
      token: order.access_token,
    });
    expect(done.json().status).toBe('succeeded');
    // the order emails are jobs: their attempts (refused, retried, failed) are logged when they run
    await t.app.jobs.drain();
    expect((await t.app.inject(`/api/v1/order/${order._id}?token=${order.access_token}`)).statusCode).toBe(
      200,
    );
    expect(
      (await t.app.inject(`/api/v1/order/${order._id}/invoice?token=${order.access_token}`)).statusCode,
    ).toBeLessThan(500);
    for (const s of [GUEST_EMAIL, '98765432', ADDRESS, 'Harbour Secret']) secrets.add(s);
  });

  it('the captured log holds none of them, and still says what happened', async () => {
    const log = lines.join('');
    expect(secrets.size).toBeGreaterThanOrEqual(12);
    for (const s of secrets) {
      // the one-time code counts as a whole number only: a timestamp may hold its five or six digits
      if (/^\d{4,6}$/.test(s))
        expect(log, `log contains ${s}`).not.toMatch(new RegExp(`(?<!\\d)${s}(?!\\d)`));
      else expect(log, `log contains ${s}`).not.toContain(s);
    }
    expect(log).toContain('incoming request');
    expect(log).toContain('order email failed');
    expect(log).toContain('token=[Redacted]');
    expect(log).toContain(maskEmail(GUEST_EMAIL));
    expect(log).not.toMatch(/"(cookie|x-csrf-token|x-shop-internal|set-cookie)":"(?!\[Redacted\])/i);
  });
});

describe('log masks', () => {
  it('masks query secrets and keeps the rest', () => {
    expect(maskUrl('/api/v1/order/o1?token=abc&x=1')).toBe('/api/v1/order/o1?token=[Redacted]&x=1');
    expect(maskUrl('/en/reset-password?%74oken=abc')).toBe('/en/reset-password?%74oken=[Redacted]');
    expect(maskUrl('/api/dev/outbox?to=a%40b.co')).toBe('/api/dev/outbox?to=[Redacted]');
    expect(maskUrl('/en/story')).toBe('/en/story');
  });

  it('masks emails and long numbers in free text', () => {
    expect(maskEmail('shopper@example.com')).toBe('s***@example.com');
    expect(maskPhone('85291234567')).toBe('*********67');
    expect(maskText('550 <a.b@x.co> rejected, call +852 9123 4567, order 1042')).toBe(
      '550 <a***@x.co> rejected, call *********67, order 1042',
    );
    expect(maskText('Failed query: insert into users values ($1, $2)\nparams: a@b.co,scrypt$hash')).toBe(
      'Failed query: insert into users values ($1, $2)\nparams: [Redacted]',
    );
  });
});
