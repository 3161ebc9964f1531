export {
  CURRENCY_CODES,
  deliveryMethodSchema,
  emailSchema,
  giftMessageSchema,
  giftWrapSchema,
  GLOBAL_LINE_COUNTRY_KEYS,
  nameSchema,
  packageContentsSchema,
  quoteSchema,
  SUPPORTED_LOCALES,
} from '@shop/core';

/** 5-24: Taiwan orders need the real full name and an ID or passport number. */
export function taiwanIdRule(b: {
  delivery_country_key: string;
  delivery_passport?: string;
  delivery_firstname: string;
  delivery_lastname: string;
}): { path: string; message: string } | null {
  if (b.delivery_country_key !== 'tw') return null;
  const id = (b.delivery_passport ?? '').trim();
  // Taiwan national ID: a letter and 9 digits; else a passport of 6–20 letters and digits
  if (!/^[A-Z][12]\d{8}$/i.test(id) && !/^[A-Z0-9]{6,20}$/i.test(id))
    return { path: 'delivery_passport', message: 'validation.tw_id' };
  return null;
}
