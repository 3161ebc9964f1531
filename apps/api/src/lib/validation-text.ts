import { parseValidationMessage } from '@shop/core';

/** English wording of core's validation keys, so an API client reads a sentence, not a key. */
const TEXT: Record<string, (n?: number) => string> = {
  'validation.required': () => 'is required',
  'validation.email': () => 'is not a valid email address',
  'validation.min_length': (n) => `must be at least ${n} characters`,
  'validation.max_length': (n) => `must be at most ${n} characters`,
  'validation.phone': () => 'must contain digits only',
  'validation.calling_code': () => 'is not a known calling code',
  'validation.password': () => 'must contain numbers, English letters and be at least 8 characters',
  'validation.password_mismatch': () => 'the two passwords are not the same',
  'validation.dob': () => 'is incorrect, example 31/01/1990',
  'validation.gift_message': () => 'may hold only Chinese or English letters and digits, no emoji',
  'validation.integer': () => 'must be a whole number',
  'validation.min_value': (n) => `must be at least ${n}`,
  'validation.max_value': (n) => `must be at most ${n}`,
  'validation.numeric': () => 'must be a number',
  'validation.forgot_password_empty': () => 'Please enter a valid phone number.',
  'validation.currency': () => 'is not a supported currency',
  'validation.preferred_lang': () => 'is not a supported language',
  'validation.boolean': () => 'must be true or false',
  'validation.tw_id': () => "Taiwan orders need the recipient's national ID (A123456789) or passport number",
};

export function validationText(message: string): { text: string; key: string | null } {
  const { key, params } = parseValidationMessage(message);
  const fn = TEXT[key];
  return fn ? { text: fn(params.n), key: message } : { text: message, key: null };
}
