import { describe, expect, it } from 'vitest';
import { CATALOGUES } from '../../i18n/catalogues.server.ts';
import { catalogueTranslate, collectErrors } from '../../lib/form-errors.ts';
import {
  CHECKOUT_LABELS,
  NEW_ADDRESS,
  readCheckoutForm,
  validateReference,
  type CheckoutRules,
} from './checkout-form.ts';
import { quoteInput, validateCheckout } from './checkout-validation.ts';
import { localTarget, orderPath, paymentNextPath, paymentPagePath } from './paths.ts';
import type { Address, DeliveryMethod, PaymentMethod } from './types.ts';

// what the demo's sandbox takes (GET /api/v1/payment-methods): FPS and PayMe only in Hong Kong dollars
const SANDBOX_METHODS: Record<string, PaymentMethod[]> = {
  HKD: ['card', 'payme', 'fps', 'alipay', 'bank_transfer'],
  TWD: ['card', 'alipay', 'bank_transfer'],
};

const methods: DeliveryMethod[] = [
  {
    _id: 'std',
    kind: 'delivery',
    name: { eng: 'Standard', chi: '標準', cn: '标准' },
    price: 5000,
    currency: 'HKD',
    free_over: 80000,
  },
  {
    _id: 'cwb',
    kind: 'pickup',
    name: { eng: 'Causeway Bay', chi: '銅鑼灣', cn: '铜锣湾' },
    price: 0,
    currency: 'HKD',
    free_over: null,
  },
];
const saved: Address = {
  _id: 'a1',
  firstname: 'Mei',
  lastname: 'Chan',
  code: '852',
  phone: '91234567',
  address: '1 Queen’s Road',
  address2: null,
  city: 'Central',
  province: null,
  zip: null,
  country: 'hk',
  passport: null,
  default_delivery: true,
  default_billing: false,
};
const rules = (over: Partial<CheckoutRules> = {}): CheckoutRules => ({
  loggedIn: false,
  country: 'hk',
  currency: 'HKD',
  methods,
  addresses: [saved],
  paymentMethods: SANDBOX_METHODS.HKD!,
  ...over,
});

function form(fields: Record<string, string>): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.set(k, v);
  return f;
}

const complete = {
  cart_type: 'single',
  email: ' mei@example.com ',
  delivery_method: 'std',
  delivery_firstname: ' Mei ',
  delivery_lastname: 'Chan',
  delivery_calling_code: '+852',
  delivery_contact: '9123 4567',
  delivery_address: '1 Queen’s Road Central',
  billing_same: 'on',
  payment_method: 'fps',
  expected_total: '43800',
};

describe('checkout form', () => {
  it('turns a complete guest form into the create-order payload', () => {
    const { issues, input } = validateCheckout(readCheckoutForm(form(complete)), rules());
    expect(issues).toEqual([]);
    expect(input).toMatchObject({
      cart_type: 'single',
      currency: 'HKD',
      email: 'mei@example.com',
      delivery_method: 'std',
      delivery_firstname: 'Mei',
      delivery_calling_code: '852',
      delivery_contact: '91234567',
      delivery_country_key: 'hk',
      billing_same: true,
      add_gift_box_wrapping: false,
      payment_method: 'fps',
      expected_total: 43800,
    });
    expect(input).not.toHaveProperty('billing_firstname');
    expect(input).not.toHaveProperty('gift_message');
    expect(input).not.toHaveProperty('save_address');
  });

  it('reports every missing field at once, each with its label in the shopper’s language', () => {
    const { issues, input } = validateCheckout(
      readCheckoutForm(form({ cart_type: 'subscription', billing_same: 'on' })),
      rules({ paymentMethods: [] }),
    );
    expect(input).toBeNull();
    expect(issues.map((i) => i.path[0])).toEqual([
      'email',
      'delivery_method',
      'delivery_firstname',
      'delivery_lastname',
      'delivery_calling_code',
      'delivery_contact',
      'delivery_address',
      'payment_method',
      'accept_subscription_terms',
    ]);
    const hk = CATALOGUES.hk;
    const errors = collectErrors(issues, (f) => hk[CHECKOUT_LABELS[f]!], catalogueTranslate(hk, 'zh-HK'));
    expect(errors.fields.email).toBe('請填寫電郵地址');
    expect(errors.list).toContain('請選擇付款方式');
  });

  it('needs no address for a pickup point, and sends none', () => {
    const { issues, input } = validateCheckout(
      readCheckoutForm(form({ ...complete, delivery_method: 'cwb', delivery_address: 'ignored' })),
      rules(),
    );
    expect(issues).toEqual([]);
    expect(input?.delivery_address).toBe('');
  });

  it('asks Taiwan orders for an ID card or passport number', () => {
    const tw = rules({ country: 'tw', currency: 'TWD', paymentMethods: SANDBOX_METHODS.TWD });
    const missing = validateCheckout(readCheckoutForm(form({ ...complete, payment_method: 'card' })), tw);
    expect(missing.issues).toEqual([{ path: ['delivery_passport'], message: 'validation.required' }]);
    const bad = validateCheckout(
      readCheckoutForm(form({ ...complete, payment_method: 'card', delivery_passport: '護照' })),
      tw,
    );
    expect(bad.issues).toEqual([{ path: ['delivery_passport'], message: 'checkout.validation.passport' }]);
    const ok = validateCheckout(
      readCheckoutForm(form({ ...complete, payment_method: 'card', delivery_passport: 'a123 456 789' })),
      tw,
    );
    expect(ok.input?.delivery_passport).toBe('A123456789');
  });

  it('refuses a method the payment provider does not take in this currency', () => {
    const r = validateCheckout(
      readCheckoutForm(form(complete)),
      rules({ currency: 'TWD', paymentMethods: SANDBOX_METHODS.TWD }),
    );
    expect(r.issues).toEqual([{ path: ['payment_method'], message: 'checkout.validation.payment_method' }]);
  });

  it('checks the gift texts with the core rules: required, at most 100, no emoji', () => {
    const gift = {
      ...complete,
      add_gift_box_wrapping: 'on',
      gift_recipient: '',
      gift_sender: 'Mei 🎁',
      gift_message: '生日快樂'.repeat(26),
    };
    const { issues } = validateCheckout(readCheckoutForm(form(gift)), rules());
    expect(issues).toEqual([
      { path: ['gift_recipient'], message: 'validation.required' },
      { path: ['gift_sender'], message: 'checkout.validation.gift_text' },
      { path: ['gift_message'], message: 'validation.max_length:100' },
    ]);
    const good = validateCheckout(
      readCheckoutForm(
        form({
          ...gift,
          gift_recipient: 'Ka Yan',
          gift_sender: '美',
          gift_message: 'Happy birthday! 生日快樂。',
        }),
      ),
      rules(),
    );
    expect(good.input).toMatchObject({
      add_gift_box_wrapping: true,
      gift_recipient: 'Ka Yan',
      gift_message: 'Happy birthday! 生日快樂。',
    });
  });

  it('uses a saved address for a member, and saves a new one only when asked', () => {
    const member = rules({ loggedIn: true });
    const withSaved = validateCheckout(
      readCheckoutForm(
        form({
          ...complete,
          email: '',
          address_id: 'a1',
          delivery_firstname: '',
          delivery_address: '',
          save_address: 'on',
        }),
      ),
      member,
    );
    expect(withSaved.issues).toEqual([]);
    expect(withSaved.input).toMatchObject({
      address_id: 'a1',
      delivery_firstname: 'Mei',
      delivery_address: '1 Queen’s Road',
      delivery_city: 'Central',
    });
    expect(withSaved.input).not.toHaveProperty('save_address');
    expect(withSaved.input).not.toHaveProperty('email');
    const fresh = validateCheckout(
      readCheckoutForm(form({ ...complete, address_id: NEW_ADDRESS, save_address: 'on' })),
      member,
    );
    expect(fresh.input).toMatchObject({ save_address: true });
    expect(fresh.input).not.toHaveProperty('address_id');
  });

  it('checks a separate billing address', () => {
    const { issues } = validateCheckout(readCheckoutForm(form({ ...complete, billing_same: '' })), rules());
    expect(issues.map((i) => i.path[0])).toEqual([
      'billing_firstname',
      'billing_lastname',
      'billing_contact',
      'billing_address',
      'billing_country',
    ]);
  });

  it('refuses a billing phone that is not a number, as the API does (5-17)', () => {
    const billing = {
      ...complete,
      billing_same: '',
      billing_firstname: 'Amy',
      billing_lastname: 'Chan',
      billing_address: '1 Queen Street',
      billing_country: 'Hong Kong',
    };
    const bad = validateCheckout(readCheckoutForm(form({ ...billing, billing_contact: 'call me' })), rules());
    expect(bad.issues.map((i) => i.path[0])).toEqual(['billing_contact']);
    const ok = validateCheckout(
      readCheckoutForm(form({ ...billing, billing_contact: '9876 5432' })),
      rules(),
    );
    expect(ok.issues).toEqual([]);
  });

  it('quotes an incomplete form without validating it', () => {
    const q = quoteInput(
      readCheckoutForm(
        form({
          cart_type: 'single',
          delivery_method: 'cwb',
          coupon_code: ' SPRING ',
          add_gift_box_wrapping: 'on',
        }),
      ),
      rules(),
    );
    expect(q).toMatchObject({
      cart_type: 'single',
      currency: 'HKD',
      delivery_method: 'cwb',
      coupon_code: 'SPRING',
      add_gift_box_wrapping: true,
      delivery_address: '',
    });
  });

  it('checks the bank-transfer reference', () => {
    expect(validateReference('  ')).toEqual({ message: 'validation.required' });
    expect(validateReference(' FT2611 ')).toEqual({ reference: 'FT2611' });
  });
});

describe('checkout paths', () => {
  it('keeps the guest token and the shopper’s language', () => {
    expect(orderPath('pay', 'o1', 'tok en', 'en')).toBe('/en/checkout/o1?token=tok%20en');
    expect(orderPath('confirmation', 'o1', null, 'hk')).toBe('/checkout/order-confirmation/o1');
  });
  it('localizes the API’s redirects and refuses other sites', () => {
    expect(localTarget('/pay/sandbox/p1', 'cn', '/x')).toBe('/cn/pay/sandbox/p1');
    expect(localTarget('/en/checkout/order-confirmation/o1?token=t', 'zh', '/x')).toBe(
      '/zh/checkout/order-confirmation/o1?token=t',
    );
    expect(localTarget('//evil.example/x', 'en', '/x')).toBe('/x');
    // a locale prefix cut off must not leave //host behind
    expect(localTarget('/en//evil.example', 'hk', '/x')).toBe('/evil.example');
    expect(localTarget('/\t/evil.example', 'en', '/x')).toBe('/x');
    expect(localTarget('https://pay.example/session', 'en', '/x')).toBe('https://pay.example/session');
  });
  it('carries a guest’s token to the sandbox payment page (the API names it without one), never to another site', () => {
    expect(paymentPagePath('/pay/sandbox/p1', 'tok/en', 'en', '/x')).toBe(
      '/en/pay/sandbox/p1?token=tok%2Fen',
    );
    expect(paymentPagePath('/pay/sandbox/p1', null, 'hk', '/x')).toBe('/pay/sandbox/p1');
    expect(paymentPagePath('https://pay.example/session', 'tok', 'en', '/x')).toBe(
      'https://pay.example/session',
    );
    expect(paymentPagePath('//evil.example/x', 'tok', 'en', '/x')).toBe('/x');
    const payment = {
      id: 'p1',
      provider: 'card',
      status: 'pending',
      amount: 100,
      currency: 'HKD',
      redirect_url: '/pay/sandbox/p1',
    } as const;
    expect(paymentNextPath('card', payment as never, 'o1', 'tok', 'zh')).toBe('/zh/pay/sandbox/p1?token=tok');
  });
});
