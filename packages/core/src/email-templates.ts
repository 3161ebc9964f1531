// Every email the shop sends, by template key, with the placeholders its subject and intro may use. The API renders
// each as branded HTML with a plain-text part (apps/api/src/emails/); staff may reword the subject and the intro per
// language in the back office, and a placeholder the template does not have is refused before anything is saved.

/** marketing mail carries List-Unsubscribe and goes only to those who agreed; transactional mail always goes */
export type EmailCategory = 'transactional' | 'marketing';

export interface EmailTemplateInfo {
  category: EmailCategory;
  /** the placeholders `{name}` its subject and intro may use */
  placeholders: readonly string[];
}

const ORDER = ['shop_name', 'customer_name', 'order_number', 'order_total'] as const;

export const EMAIL_TEMPLATES = {
  order_confirmation: { category: 'transactional', placeholders: ORDER },
  order_paid: { category: 'transactional', placeholders: ORDER },
  order_shipped: { category: 'transactional', placeholders: [...ORDER, 'carrier', 'tracking_number'] },
  order_delivered: { category: 'transactional', placeholders: ORDER },
  order_cancelled: { category: 'transactional', placeholders: [...ORDER, 'amount'] },
  order_refunded: { category: 'transactional', placeholders: [...ORDER, 'amount'] },
  order_edited: { category: 'transactional', placeholders: [...ORDER, 'amount'] },
  draft_payment_link: { category: 'transactional', placeholders: ORDER },
  return_update: { category: 'transactional', placeholders: [...ORDER, 'return_number', 'status'] },
  subscription_reminder: {
    category: 'transactional',
    placeholders: ['shop_name', 'customer_name', 'product_name', 'date', 'amount'],
  },
  subscription_renewed: { category: 'transactional', placeholders: [...ORDER, 'product_name'] },
  subscription_payment_failed: {
    category: 'transactional',
    placeholders: ['shop_name', 'customer_name', 'product_name', 'date', 'amount'],
  },
  subscription_suspended: {
    category: 'transactional',
    placeholders: ['shop_name', 'customer_name', 'product_name'],
  },
  subscription_out_of_stock: {
    category: 'transactional',
    placeholders: ['shop_name', 'customer_name', 'product_name', 'date'],
  },
  account_code: { category: 'transactional', placeholders: ['shop_name', 'code', 'minutes'] },
  password_reset: { category: 'transactional', placeholders: ['shop_name', 'customer_name', 'minutes'] },
  referral_reward: { category: 'transactional', placeholders: ['shop_name', 'customer_name', 'amount'] },
  review_reward: {
    category: 'transactional',
    placeholders: ['shop_name', 'customer_name', 'product_name', 'amount'],
  },
  newsletter_confirm: { category: 'marketing', placeholders: ['shop_name'] },
} as const satisfies Record<string, EmailTemplateInfo>;

export type EmailTemplateKey = keyof typeof EMAIL_TEMPLATES;
export const EMAIL_TEMPLATE_KEYS = Object.keys(EMAIL_TEMPLATES) as EmailTemplateKey[];

export function isEmailTemplateKey(k: unknown): k is EmailTemplateKey {
  return typeof k === 'string' && Object.hasOwn(EMAIL_TEMPLATES, k);
}

/** The wording staff may change, per template and language. */
export const EMAIL_SUBJECT_MAX = 200;
export const EMAIL_INTRO_MAX = 2000;

const PLACEHOLDER = /\{([^{}]*)\}/g;

/** Placeholders in `text` the template does not have (an unclosed or empty brace counts as unknown). */
export function unknownPlaceholders(key: EmailTemplateKey, text: string): string[] {
  const allowed: readonly string[] = EMAIL_TEMPLATES[key].placeholders;
  const bad = new Set<string>();
  for (const m of text.matchAll(PLACEHOLDER)) if (!allowed.includes(m[1]!.trim())) bad.add(m[1]!);
  // a brace left without its partner is a typo the shopper would see
  const rest = text.replace(PLACEHOLDER, '');
  if (/[{}]/.test(rest)) bad.add(rest.includes('{') ? '{' : '}');
  return [...bad];
}

/** Fills `{name}` from `values`; a name without a value stays as written (checked at save time). */
export function fillPlaceholders(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => values[name.trim()] ?? whole);
}
