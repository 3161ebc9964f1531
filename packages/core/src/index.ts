export * from './rules.ts';
export * from './validation.ts';
