// Everything in core except the zod schemas: the browser's first load takes this (apps/web aliases '@shop/core'
// to it), and the forms that validate import '@shop/core/validation' in their own lazy chunks.
export * from './locales.ts';
export * from './currencies.ts';
export * from './countries.ts';
export * from './money.ts';
export * from './shipping.ts';
export * from './membership.ts';
export * from './catalogue-types.ts';
export * from './pricing.ts';
export * from './availability.ts';
export * from './text.ts';
export * from './cart-rules.ts';
export * from './orders.ts';
export * from './delivery.ts';
export * from './recently-viewed.ts';
export { InvalidDecimalError } from './decimal.ts';
export * from './reviews.ts';
export * from './otp.ts';
export * from './redirect.ts';
export * from './checkout-constants.ts';
export * from './order-lifecycle.ts';
export * from './order-timeline.ts';
export * from './staff.ts';
export * from './subscriptions.ts';
export * from './catalogue-admin.ts';
export * from './coupons.ts';
export * from './back-office-money.ts';
export * from './csv.ts';
