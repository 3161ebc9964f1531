import { describe, expect, it } from 'vitest';
import {
  EMAIL_TEMPLATE_KEYS,
  fillPlaceholders,
  isEmailTemplateKey,
  unknownPlaceholders,
} from './email-templates.ts';

describe('email templates', () => {
  it('accepts the placeholders a template has and names the ones it does not', () => {
    expect(unknownPlaceholders('order_shipped', 'Order {order_number} via {carrier}')).toEqual([]);
    expect(unknownPlaceholders('order_paid', 'Order {order_number}: {tracking_number}')).toEqual([
      'tracking_number',
    ]);
    expect(unknownPlaceholders('account_code', 'Code {code} for {order_number}')).toEqual(['order_number']);
  });

  it('refuses an empty or unclosed brace', () => {
    expect(unknownPlaceholders('order_paid', 'Order {}')).toEqual(['']);
    expect(unknownPlaceholders('order_paid', 'Order {order_number')).toEqual(['{']);
    expect(unknownPlaceholders('order_paid', 'Order order_number}')).toEqual(['}']);
  });

  it('fills known values and leaves others as written', () => {
    expect(fillPlaceholders('訂單 {order_number}，{x}', { order_number: 'HK1001' })).toBe('訂單 HK1001，{x}');
  });

  it('lists every template once and knows its keys', () => {
    expect(new Set(EMAIL_TEMPLATE_KEYS).size).toBe(EMAIL_TEMPLATE_KEYS.length);
    expect(isEmailTemplateKey('order_paid')).toBe(true);
    expect(isEmailTemplateKey('toString')).toBe(false);
  });
});
