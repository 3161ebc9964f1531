// The validation messages' keys and their 'key:n' encoding, without zod: a page that only shows errors (the
// checkout's error list, before its schemas load) takes this module alone.
export const VALIDATION_KEYS = {
  required: 'validation.required',
  email: 'validation.email',
  minLength: 'validation.min_length',
  maxLength: 'validation.max_length',
  phone: 'validation.phone',
  callingCode: 'validation.calling_code',
  password: 'validation.password',
  passwordMismatch: 'validation.password_mismatch',
  dob: 'validation.dob',
  giftMessage: 'validation.gift_message',
  integer: 'validation.integer',
  minValue: 'validation.min_value',
  maxValue: 'validation.max_value',
  numeric: 'validation.numeric',
  forgotPasswordEmpty: 'validation.forgot_password_empty',
  currency: 'validation.currency',
  preferredLang: 'validation.preferred_lang',
  boolean: 'validation.boolean',
} as const;
export type ValidationKey = (typeof VALIDATION_KEYS)[keyof typeof VALIDATION_KEYS];

export function validationMessage(key: ValidationKey, n?: number): string {
  return n === undefined ? key : `${key}:${n}`;
}

/** 'validation.min_length:2' → { key: 'validation.min_length', params: { n: 2 } } */
export function parseValidationMessage(message: string): { key: string; params: { n?: number } } {
  const i = message.lastIndexOf(':');
  if (i === -1) return { key: message, params: {} };
  const n = Number(message.slice(i + 1));
  return Number.isFinite(n) ? { key: message.slice(0, i), params: { n } } : { key: message, params: {} };
}
