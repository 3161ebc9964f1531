import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  accountDeleteSchema,
  accountUpdateSchema,
  callingCodeSchema,
  contactChangeSchema,
  contactCodeSchema,
  cartUpdateSchema,
  createDobSchema,
  dmyToIso,
  dobSchema,
  emailSchema,
  feedbackSchema,
  forgotPasswordSchema,
  giftMessageSchema,
  giftWrapSchema,
  loginPhoneSchema,
  loginSchema,
  nameSchema,
  numericFieldSchema,
  numericStringSchema,
  otpSchema,
  parseValidationMessage,
  passwordChangeSchema,
  passwordPairSchema,
  passwordSchema,
  quantitySchema,
  ratingSchema,
  registerPhoneSchema,
  registrationFormSchema,
  registrationPayloadSchema,
  reviewTextSchema,
  sendOtpSchema,
  subscriptionIntervalSchema,
  toRegistrationPayload,
  validationMessage,
} from './validation.ts';

/** Messages of a failed parse, or [] on success. */
function errors(schema: z.ZodType, value: unknown): string[] {
  const r = schema.safeParse(value);
  return r.success ? [] : r.error.issues.map((i) => i.message);
}

function issues(schema: z.ZodType, value: unknown): { path: string; message: string }[] {
  const r = schema.safeParse(value);
  return r.success ? [] : r.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
}

describe('message keys', () => {
  it('encode and parse parameters', () => {
    expect(validationMessage('validation.min_length', 2)).toBe('validation.min_length:2');
    expect(validationMessage('validation.email')).toBe('validation.email');
    expect(parseValidationMessage('validation.min_length:2')).toEqual({
      key: 'validation.min_length',
      params: { n: 2 },
    });
    expect(parseValidationMessage('validation.email')).toEqual({ key: 'validation.email', params: {} });
    expect(parseValidationMessage('a:b')).toEqual({ key: 'a:b', params: {} });
  });
});

describe('fields', () => {
  it('email', () => {
    expect(errors(emailSchema, 'a@b.co')).toEqual([]);
    expect(emailSchema.parse('  a@b.co ')).toBe('a@b.co');
    expect(errors(emailSchema, 'a@b')).toEqual(['validation.email']);
    expect(errors(emailSchema, 'a b@c.de')).toEqual(['validation.email']);
    expect(errors(emailSchema, '')).toEqual(['validation.required']);
    expect(errors(emailSchema, undefined)).toEqual(['validation.required']);
  });

  it('name ≥ 2, where one CJK character meets the minimum', () => {
    expect(errors(nameSchema, 'Li')).toEqual([]);
    expect(errors(nameSchema, '陳大')).toEqual([]);
    expect(errors(nameSchema, '陳')).toEqual([]);
    expect(errors(nameSchema, ' 李 ')).toEqual([]);
    expect(errors(nameSchema, '𠮷')).toEqual([]);
    expect(errors(nameSchema, 'A')).toEqual(['validation.min_length:2']);
    expect(errors(nameSchema, 'é')).toEqual(['validation.min_length:2']);
    expect(errors(nameSchema, 'L')).toEqual(['validation.min_length:2']);
    expect(errors(nameSchema, ' L ')).toEqual(['validation.min_length:2']);
    expect(errors(nameSchema, '   ')).toEqual(['validation.required']);
  });

  it('phones: 6 digits to register, 8 to log in', () => {
    expect(registerPhoneSchema.parse('9123 45')).toBe('912345');
    expect(errors(registerPhoneSchema, '12345')).toEqual(['validation.min_length:6']);
    expect(errors(registerPhoneSchema, '12345a')).toEqual(['validation.phone']);
    expect(errors(registerPhoneSchema, '')).toEqual(['validation.required']);
    expect(loginPhoneSchema.parse('9123-4567')).toBe('91234567');
    expect(errors(loginPhoneSchema, '9123456')).toEqual(['validation.min_length:8']);
  });

  it('calling code', () => {
    expect(callingCodeSchema.parse('+852')).toBe('852');
    expect(callingCodeSchema.parse('1')).toBe('1');
    expect(errors(callingCodeSchema, '85212')).toEqual(['validation.calling_code']);
    expect(errors(callingCodeSchema, '')).toEqual(['validation.required']);
  });

  it('otp: whitespace stripped, ≥ 4', () => {
    expect(otpSchema.parse(' 12 34 ')).toBe('1234');
    expect(otpSchema.parse('12345')).toBe('12345');
    expect(errors(otpSchema, '1 2 3')).toEqual(['validation.min_length:4']);
    expect(errors(otpSchema, '  ')).toEqual(['validation.required']);
  });

  it('password: ≥ 8 with a letter and a digit, one message', () => {
    expect(errors(passwordSchema, 'abcdefg1')).toEqual([]);
    expect(errors(passwordSchema, 'abcdefgh')).toEqual(['validation.password']);
    expect(errors(passwordSchema, '12345678')).toEqual(['validation.password']);
    expect(errors(passwordSchema, 'abc1')).toEqual(['validation.password']);
    expect(errors(passwordSchema, '')).toEqual(['validation.required']);
  });

  it('password pair must match', () => {
    expect(errors(passwordPairSchema, { password: 'abcdefg1', confirmPassword: 'abcdefg1' })).toEqual([]);
    expect(issues(passwordPairSchema, { password: 'abcdefg1', confirmPassword: 'abcdefg2' })).toEqual([
      { path: 'confirmPassword', message: 'validation.password_mismatch' },
    ]);
  });

  it('dob: strict DD/MM/YYYY, real, past', () => {
    const dob = createDobSchema(() => '2025-06-15');
    expect(errors(dob, '31/01/1990')).toEqual([]);
    expect(errors(dob, '29/02/2024')).toEqual([]);
    expect(errors(dob, '14/06/2025')).toEqual([]);
    for (const bad of [
      '15/06/2025',
      '16/06/2025',
      '29/02/2023',
      '31/04/1990',
      '1/1/1990',
      '1990-01-31',
      '00/01/1990',
      '31/13/1990',
      '01/01/1899',
      '31/01/90',
    ]) {
      expect(errors(dob, bad), bad).toEqual(['validation.dob']);
    }
    expect(errors(dob, '')).toEqual(['validation.required']);
    expect(errors(dobSchema, '31/01/1990')).toEqual([]);
    expect(dmyToIso('31/01/1990')).toBe('1990-01-31');
    expect(dmyToIso('31/02/1990')).toBeNull();
  });

  it('gift message: ≤ 100, Chinese/English/digits/punctuation, no emoji', () => {
    expect(errors(giftMessageSchema, 'Happy birthday! 生日快樂，祝你天天開心。')).toEqual([]);
    expect(errors(giftMessageSchema, '')).toEqual([]);
    expect(errors(giftMessageSchema, 'Love you ❤️')).toEqual(['validation.gift_message']);
    expect(errors(giftMessageSchema, 'Yay 🎉')).toEqual(['validation.gift_message']);
    expect(errors(giftMessageSchema, 'Привет')).toEqual(['validation.gift_message']);
    expect(errors(giftMessageSchema, '「你好」—— (Mum) & Dad: 100% "love"…')).toEqual([]);
    expect(errors(giftMessageSchema, 'a'.repeat(100))).toEqual([]);
    expect(errors(giftMessageSchema, '愛'.repeat(100))).toEqual([]);
    expect(errors(giftMessageSchema, 'a'.repeat(101))).toEqual(['validation.max_length:100']);
  });

  it('gift wrap: recipient, sender and message required', () => {
    expect(errors(giftWrapSchema, { recipient: 'Amy', sender: 'Bob', message: 'Enjoy' })).toEqual([]);
    expect(issues(giftWrapSchema, { recipient: '', sender: 'Bob', message: ' ' })).toEqual([
      { path: 'recipient', message: 'validation.required' },
      { path: 'message', message: 'validation.required' },
    ]);
    expect(issues(giftWrapSchema, { recipient: 'Amy 😀', sender: 'Bob', message: 'Hi' })).toEqual([
      { path: 'recipient', message: 'validation.gift_message' },
    ]);
  });

  it('review text ≥ 20 characters', () => {
    expect(errors(reviewTextSchema, 'a'.repeat(20))).toEqual([]);
    expect(errors(reviewTextSchema, '這個產品很好用，皮膚變得水潤有光澤，會再買！')).toEqual([]);
    expect(errors(reviewTextSchema, 'a'.repeat(19))).toEqual(['validation.min_length:20']);
    expect(errors(reviewTextSchema, ` ${'a'.repeat(19)} `)).toEqual(['validation.min_length:20']);
    expect(errors(ratingSchema, 5)).toEqual([]);
    expect(errors(ratingSchema, 6)).toEqual(['validation.max_value:5']);
  });

  it('quantity ≥ 1 and an integer', () => {
    expect(errors(quantitySchema, 1)).toEqual([]);
    expect(errors(quantitySchema, 0)).toEqual(['validation.min_value:1']);
    expect(errors(quantitySchema, 1.5)).toEqual(['validation.integer']);
    expect(errors(quantitySchema, '2')).toEqual(['validation.integer']);
  });

  it('subscription interval 1–6', () => {
    expect(errors(subscriptionIntervalSchema, 1)).toEqual([]);
    expect(errors(subscriptionIntervalSchema, 6)).toEqual([]);
    expect(errors(subscriptionIntervalSchema, 0)).toEqual(['validation.min_value:1']);
    expect(errors(subscriptionIntervalSchema, 7)).toEqual(['validation.max_value:6']);
  });

  it('numeric string', () => {
    for (const ok of ['0', '12', '-3', '+4.50', ' 7 '])
      expect(errors(numericStringSchema, ok), ok).toEqual([]);
    for (const bad of ['', '1.', '.5', '1e3', '1,000', 'abc', '--1'])
      expect(errors(numericStringSchema, bad), bad).toEqual(['validation.numeric']);
  });

  it('numeric field: a phone typed with spaces or dashes, else the numeric message', () => {
    const phone = numericFieldSchema(30);
    for (const ok of ['9876 5432', '+852-9876-5432', ' 98765432 ', ''])
      expect(errors(phone, ok), ok).toEqual([]);
    expect(phone.parse('9876 5432')).toBe('98765432');
    for (const bad of ['abc', '9876 543x', '98.76.54', '(852) 9876'])
      expect(errors(phone, bad), bad).toEqual(['validation.numeric']);
    expect(errors(numericFieldSchema(4), '123456')).toEqual(['validation.max_length:4']);
  });
});

describe('payloads', () => {
  const payload = {
    dob: '31/01/1990',
    username: 'amy@example.com',
    nickname: 'Amy Chan',
    firstname: 'Amy',
    lastname: 'Chan',
    contact_no_country: '852',
    contact_no: '91234567',
    password: 'secret123',
    otp: '1234',
    country: 'hong kong',
    preferred_lang: 'zh_hk',
  };

  it('registration payload', () => {
    expect(errors(registrationPayloadSchema, payload)).toEqual([]);
    expect(issues(registrationPayloadSchema, { ...payload, preferred_lang: 'fr' })).toEqual([
      { path: 'preferred_lang', message: 'validation.preferred_lang' },
    ]);
    expect(issues(registrationPayloadSchema, { ...payload, extra: 1 })[0]?.path).toBe('');
    expect(registrationPayloadSchema.safeParse({ ...payload, extra: 1 }).error?.issues[0]?.code).toBe(
      'unrecognized_keys',
    );
  });

  it('registration form → payload', () => {
    const form = registrationFormSchema.parse({
      email: 'amy@example.com',
      firstname: 'Amy',
      lastname: 'Chan',
      dob: '31/01/1990',
      password: 'secret123',
      confirmPassword: 'secret123',
      contact_no_country: '+852',
      contact_no: '9123 4567',
      otp: '12 34',
    });
    expect(toRegistrationPayload(form, { locale: 'hk', countryName: 'Hong Kong' })).toEqual(payload);
    expect(issues(registrationFormSchema, { ...form, confirmPassword: 'other123' })).toEqual([
      { path: 'confirmPassword', message: 'validation.password_mismatch' },
    ]);
  });

  it('forgot password', () => {
    expect(errors(forgotPasswordSchema, { username: 'amy@example.com' })).toEqual([]);
    expect(errors(forgotPasswordSchema, { contact_no_country: '852', contact_no: '91234567' })).toEqual([]);
    expect(issues(forgotPasswordSchema, {})).toEqual([
      { path: '', message: 'validation.forgot_password_empty' },
    ]);
    expect(issues(forgotPasswordSchema, { username: '', contact_no: '' })).toEqual([
      { path: '', message: 'validation.forgot_password_empty' },
    ]);
    expect(issues(forgotPasswordSchema, { username: 'amy' })).toEqual([
      { path: 'username', message: 'validation.email' },
    ]);
    expect(issues(forgotPasswordSchema, { contact_no: '91234567' })).toEqual([
      { path: 'contact_no_country', message: 'validation.required' },
    ]);
    expect(issues(forgotPasswordSchema, { contact_no_country: '852', contact_no: '123' })).toEqual([
      { path: 'contact_no', message: 'validation.min_length:6' },
    ]);
  });

  it('cart update', () => {
    const add = {
      cart_id: 'c1',
      pid: 'p1',
      quantity: 1,
      sku: 'SKU-1',
      sub_sku: 'SKU-1-50ML',
      currency: 'HKD',
    };
    expect(errors(cartUpdateSchema, add)).toEqual([]);
    expect(
      errors(cartUpdateSchema, { ...add, cart_id: null, bundle_sku: 'B1', clear: true, silentUpdate: true }),
    ).toEqual([]);
    expect(errors(cartUpdateSchema, { ...add, quantity: 0 })).toEqual([]);
    const { cart_id: _omit, ...firstAdd } = add;
    expect(errors(cartUpdateSchema, firstAdd)).toEqual([]);
    expect(issues(cartUpdateSchema, { ...add, quantity: -1 })).toEqual([
      { path: 'quantity', message: 'validation.min_value:0' },
    ]);
    expect(issues(cartUpdateSchema, { ...add, currency: 'EUR' })).toEqual([
      { path: 'currency', message: 'validation.currency' },
    ]);
    expect(issues(cartUpdateSchema, { ...add, pid: '' })).toEqual([
      { path: 'pid', message: 'validation.required' },
    ]);
    expect(cartUpdateSchema.safeParse({ ...add, hack: 1 }).success).toBe(false);
  });

  it('feedback', () => {
    const fb = { name: 'Amy', email: 'amy@example.com', subject: 'Order', message: 'Where is my parcel?' };
    expect(errors(feedbackSchema, fb)).toEqual([]);
    expect(errors(feedbackSchema, { ...fb, phone: '' })).toEqual([]);
    expect(feedbackSchema.parse({ ...fb, phone: '9123 4567' }).phone).toBe('91234567');
    expect(issues(feedbackSchema, { ...fb, phone: '123' })).toEqual([
      { path: 'phone', message: 'validation.min_length:6' },
    ]);
    expect(issues(feedbackSchema, { ...fb, phone: 'abc' })).toEqual([
      { path: 'phone', message: 'validation.phone' },
    ]);
    expect(issues(feedbackSchema, { ...fb, message: 'short' })).toEqual([
      { path: 'message', message: 'validation.min_length:10' },
    ]);
  });

  it('login and send-code', () => {
    expect(errors(loginSchema, { username: '91234567', password: 'x' })).toEqual([]);
    expect(errors(loginSchema, { username: '', password: '' })).toEqual([
      'validation.required',
      'validation.required',
    ]);
    expect(
      errors(sendOtpSchema, {
        recaptchaResponse: 'tok',
        contact_no_country: '852',
        contact_no: '91234567',
        preferred_lang: 'en',
      }),
    ).toEqual([]);
    expect(
      errors(sendOtpSchema, {
        recaptchaResponse: 'tok',
        contact_no_country: '852',
        contact_no: '91234567',
        preferred_lang: 'en',
        email: 'amy@example.com',
        firstname: 'Amy',
        lastname: 'Chan',
        type: 'email',
      }),
    ).toEqual([]);
  });
});

describe('account payloads', () => {
  it('a profile change takes any subset of the fields, each with its own rule', () => {
    expect(errors(accountUpdateSchema, {})).toEqual([]);
    expect(errors(accountUpdateSchema, { nickname: 'Amy', notifications: { marketing_sms: true } })).toEqual(
      [],
    );
    expect(issues(accountUpdateSchema, { firstname: 'A' })).toEqual([
      { path: 'firstname', message: 'validation.min_length:2' },
    ]);
    expect(issues(accountUpdateSchema, { dob: '31/02/1990' })).toEqual([
      { path: 'dob', message: 'validation.dob' },
    ]);
    expect(issues(accountUpdateSchema, { preferred_lang: 'fr' })[0]?.path).toBe('preferred_lang');
    expect(issues(accountUpdateSchema, { notifications: { order_email: 'yes' } })).toEqual([
      { path: 'notifications.order_email', message: 'validation.boolean' },
    ]);
    expect(issues(accountUpdateSchema, { email: 'x@example.com' })[0]?.path).toBe('');
    expect(issues(accountUpdateSchema, { notifications: { push: true } })[0]?.path).toBe('notifications');
  });

  it('a password change needs the old one and a new one that meets the rule', () => {
    expect(errors(passwordChangeSchema, { old_password: 'anything', new_password: 'Better123' })).toEqual([]);
    expect(issues(passwordChangeSchema, { old_password: '', new_password: 'Better123' })).toEqual([
      { path: 'old_password', message: 'validation.required' },
    ]);
    expect(issues(passwordChangeSchema, { old_password: 'x', new_password: 'short' })).toEqual([
      { path: 'new_password', message: 'validation.password' },
    ]);
    expect(issues(accountDeleteSchema, {})).toEqual([{ path: 'password', message: 'validation.required' }]);
  });
});

describe('contact change payloads', () => {
  it('takes exactly one new contact: an email, or a calling code with a number', () => {
    expect(errors(contactCodeSchema, { email: 'new@example.com' })).toEqual([]);
    expect(errors(contactCodeSchema, { contact_no_country: '+852', contact_no: '9123 4567' })).toEqual([]);
    expect(issues(contactCodeSchema, {})).toEqual([{ path: 'email', message: 'validation.required' }]);
    expect(
      issues(contactCodeSchema, { email: 'a@b.co', contact_no: '91234567', contact_no_country: '852' }),
    ).toEqual([{ path: 'email', message: 'validation.required' }]);
    expect(issues(contactCodeSchema, { contact_no: '91234567' })).toEqual([
      { path: 'contact_no_country', message: 'validation.required' },
    ]);
    expect(issues(contactCodeSchema, { contact_no_country: '852' })).toEqual([
      { path: 'contact_no', message: 'validation.required' },
    ]);
    expect(issues(contactCodeSchema, { email: 'not-an-email' })).toEqual([
      { path: 'email', message: 'validation.email' },
    ]);
    expect(errors(contactChangeSchema, { email: 'new@example.com', otp: '12345' })).toEqual([]);
    expect(issues(contactChangeSchema, { email: 'new@example.com' })[0]?.path).toBe('otp');
  });
});
