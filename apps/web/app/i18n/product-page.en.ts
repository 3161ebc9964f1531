/** Product page sections (2.9-04 to 2.9-11); merged into messages.en.ts. */
export const productPageEn = {
  'pdp.tiers_quantity': 'Quantity',
  'pdp.tiers_each': 'Price each',
  'pdp.tiers_saving': 'You save',
  'pdp.tiers_saving_value': '{amount} ({percent}%)',
  'pdp.tiers_note': 'Member prices, applied in your bag automatically.',
  'pdp.shipping': 'Shipping and delivery',
  'pdp.delivery': 'Estimated delivery {from} – {to}',
  'pdp.care_hours': 'Care team hours',
  'pdp.before': 'Before',
  'pdp.after': 'After',
  'pdp.compare': 'Compare before and after',
  'pdp.compare_value': 'Showing {percent}% after',
  'pdp.before_alt': '{name}: before',
  'pdp.after_alt': '{name}: after',
  'pdp.illustration': 'Illustration of the tested result.',
  'pdp.add_on_note': 'Add-on price with {name}. If it is not in your bag yet, we add it too.',
  'pdp.add_on_add': 'Add',
  'pdp.add_on_unavailable': 'Choose a size of {name} that is available to add this.',
};

export type ProductPageCatalogue = Record<keyof typeof productPageEn, string>;
