export * from './rules.ts';
export * from './validation.ts';
export * from './checkout-schemas.ts';
