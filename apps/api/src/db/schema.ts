import { sql } from 'drizzle-orm';
import type { CollectionRules, OrderStatus, StaffRole, WalletEntryKind } from '@shop/core';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Localized text as stored: the three catalogue languages (chi, eng, cn; 3-01). */
export interface LocalizedText {
  eng: string;
  chi: string;
  cn: string;
}
export interface DetailMedia {
  type: 'image' | 'video';
  thumbnail: string;
  video?: string | null;
}
export interface FixPriceRow {
  member_group: string;
  price_hkd: number;
  price_usd: number;
}
export interface MultiPricingRow {
  member_group: string;
  pricing: { qty: number; price_hkd: number; price_usd: number }[];
}
/** SEO fields per catalogue language: empty strings fall back to the name and description. */
export interface SeoText {
  title: LocalizedText;
  description: LocalizedText;
}
/** Long-form product copy per locale key (hk/zh/cn/en); the back office writes sanitized HTML. */
export type ProductCopy = Record<
  'hk' | 'zh' | 'cn' | 'en',
  {
    why: string;
    description: string;
    how_to_use: string;
    ingredients: string;
    before_after?: string;
  }
>;

export const brands = pgTable('brands', {
  key: text('key').primaryKey(),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  /** main = own main line, big_pi = own second line, partner = marketplace brand */
  line: text('line').$type<'main' | 'big_pi' | 'partner'>().notNull(),
  /** shipping group used to look up brand_shipping */
  shippingGroup: text('shipping_group').notNull(),
  palette: jsonb('palette').$type<{ primary: string; secondary: string; ink: string }>().notNull(),
  priority: integer('priority').notNull().default(0),
});

export const categories = pgTable('categories', {
  key: text('key').primaryKey(),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  priority: integer('priority').notNull().default(0),
});

/** Product tags: a managed list staff pick from (collections' rules and filters read them). */
export const tags = pgTable('tags', {
  key: text('key').primaryKey(),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  priority: integer('priority').notNull().default(0),
});

export const collections = pgTable(
  'collections',
  {
    key: text('key').primaryKey(),
    /** the storefront URL, /collection/{handle}; the key stays as products' membership refers to it */
    handle: text('handle').notNull(),
    brandKey: text('brand_key').references(() => brands.key),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText>(),
    priority: integer('priority').notNull().default(0),
    isHomeMenu: boolean('is_home_menu').notNull().default(false),
    isBigPiMenu: boolean('is_big_pi_menu').notNull().default(false),
    /** manual: products that list this key, in productOrder; automatic: products that meet rules */
    kind: text('kind').$type<'manual' | 'automatic'>().notNull().default('manual'),
    rules: jsonb('rules').$type<CollectionRules>(),
    /** a manual collection's product ids in the order staff set; members not listed follow by popularity */
    productOrder: text('product_order')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    image: text('image'),
    seo: jsonb('seo').$type<SeoText>(),
    published: boolean('published').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('collections_handle_uq').on(t.handle)],
);

/** A product's three names lower-cased, one a line (the search columns below are generated from it). */
const NAMES_LOWER = sql.raw(
  `lower(coalesce(name->>'eng', '') || chr(10) || coalesce(name->>'chi', '') || chr(10) || coalesce(name->>'cn', ''))`,
);

export const products = pgTable(
  'products',
  {
    id: text('id').primaryKey(),
    sku: text('sku').notNull(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    brandKey: text('brand_key')
      .notNull()
      .references(() => brands.key),
    categories: text('categories')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    collections: text('collections')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    thumbnail: text('thumbnail').notNull(),
    productThumbnail: jsonb('product_thumbnail').$type<string[]>().notNull(),
    detail: jsonb('detail').$type<DetailMedia[]>().notNull(),
    uniqueUrl: text('unique_url').notNull(),
    priceHkd: integer('price_hkd').notNull(),
    priceUsd: integer('price_usd').notNull(),
    originalPriceHkd: integer('original_price_hkd'),
    originalPriceUsd: integer('original_price_usd'),
    priority: integer('priority').notNull().default(0),
    popularity: integer('popularity').notNull().default(0),
    productType: smallint('product_type').notNull().default(0),
    editorComment: jsonb('editor_comment').$type<{ _en: string; _zh: string; _cn: string }>(),
    igLink: text('ig_link'),
    productWhatsapp: text('product_whatsapp'),
    packageItems: text('package_items')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    copy: jsonb('copy').$type<ProductCopy>(),
    seo: jsonb('seo').$type<SeoText>(),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** null: every country the brand ships to; a list narrows it to these country keys */
    shipCountries: text('ship_countries').array(),
    /** archived: hidden everywhere and never for sale again, kept for its past orders */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    /** search text: names in every script, normalized to Traditional and lower-cased */
    searchText: text('search_text').notNull().default(''),
    /** the three names lower-cased, one a line: search ranks a name that starts with the keyword first (7-11) */
    searchNames: text('search_names').generatedAlwaysAs(sql`${NAMES_LOWER}`),
    /** the same with every word after a space (white space, hyphens, the middle dot): a word starts with it (7-11) */
    searchWords: text('search_words').generatedAlwaysAs(
      sql`' ' || translate(${NAMES_LOWER}, chr(10) || chr(9) || chr(13) || chr(12) || chr(11) || '-·', '       ')`,
    ),
    channel: integer('channel').notNull().default(4),
    /** hidden products are off the storefront (lists, search, their page) but keep their orders */
    published: boolean('published').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('products_sku_uq').on(t.sku),
    uniqueIndex('products_unique_url_uq').on(t.uniqueUrl),
    index('products_brand_idx').on(t.brandKey),
    // the back office's tag and collection filters at catalogue size (array containment)
    index('products_tags_gin').using('gin', t.tags),
    index('products_collections_gin').using('gin', t.collections),
    // the storefront's category filter and category counts (7-10, 2.7-01)
    index('products_categories_gin').using('gin', t.categories),
    // name search (7-11): trigrams of the folded names serve contains-matches (pg_trgm, migration 0016)
    index('products_search_trgm').using('gin', t.searchText.op('gin_trgm_ops')),
    // the storefront's default and "new" orders over products on sale (2.7-02)
    index('products_on_sale_popularity_idx')
      .on(t.popularity.desc(), t.priority.desc(), t.sku)
      .where(sql`${t.published} and ${t.archivedAt} is null`),
    index('products_on_sale_created_idx')
      .on(t.createdAt.desc(), t.sku)
      .where(sql`${t.published} and ${t.archivedAt} is null`),
  ],
);

export const productOptions = pgTable(
  'product_options',
  {
    subSku: text('sub_sku').primaryKey(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    availability: text('availability')
      .$type<'in_stock' | 'pre_order' | 'not_for_sale' | 'disabled' | 'hidden'>()
      .notNull(),
    priceHkd: integer('price_hkd').notNull(),
    priceUsd: integer('price_usd').notNull(),
    originalPriceHkd: integer('original_price_hkd'),
    originalPriceUsd: integer('original_price_usd'),
    specialPricingHkd: integer('special_pricing_hkd'),
    specialPricingUsd: integer('special_pricing_usd'),
    treatmentOriginalPriceHkd: integer('treatment_original_price_hkd'),
    treatmentOriginalPriceUsd: integer('treatment_original_price_usd'),
    fixPrice: jsonb('fix_price').$type<FixPriceRow[]>().notNull().default([]),
    multiPricing: jsonb('multi_pricing').$type<MultiPricingRow[]>().notNull().default([]),
    isSubscription: boolean('is_subscription').notNull().default(false),
    isTitle: boolean('is_title').notNull().default(false),
    subscriptionParentSku: text('subscription_parent_sku'),
    subscriptionIntervalInMonth: integer('subscription_inteval_in_month'),
    allowMemberGroup: text('allow_member_group')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    cutOffDate: date('cut_off_date'),
    estimate: date('estimate'),
    stock: integer('stock').notNull().default(0),
    /** the back office lists the option as low stock at or below this level */
    lowStockThreshold: integer('low_stock_threshold').notNull().default(5),
    /** an ordered option that staff removed: kept for its orders, never offered again */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
  },
  (t) => [index('product_options_product_idx').on(t.productId)],
);

/** A product's former URL handles: the storefront answers 301 to the product's current page. */
export const productRedirects = pgTable('product_redirects', {
  fromUrl: text('from_url').primaryKey(),
  productId: text('product_id')
    .notNull()
    .references(() => products.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Special-offer bundles: add-on products offered with a product (3-12; /product/offers/{pid}, 7-12). */
export const productOffers = pgTable(
  'product_offers',
  {
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    offerProductId: text('offer_product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    priority: integer('priority').notNull().default(0),
  },
  (t) => [uniqueIndex('product_offers_uq').on(t.productId, t.offerProductId)],
);

export const memberGroups = pgTable('member_groups', {
  id: text('id').primaryKey(),
  /** a label only: renaming a group never changes what it unlocks */
  name: text('name').notNull(),
  discountRate: jsonb('discount_rate').$type<Record<string, number>>().notNull().default({}),
  /** the tier rules its members get (6-04), an explicit field set by staff; seeded from the old names */
  tier: text('tier').$type<'basic' | 'vip' | 'kol'>().notNull().default('basic'),
  /** who belongs: picked by staff, or every member whose lifetime spend (HKD cents) reaches auto_min_spend */
  membership: text('membership').$type<'manual' | 'auto'>().notNull().default('manual'),
  autoMinSpend: integer('auto_min_spend'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const banners = pgTable('banners', {
  id: text('id').primaryKey(),
  kind: text('kind').$type<'hero' | 'marketplace'>().notNull(),
  title: jsonb('title').$type<LocalizedText>().notNull(),
  subtitle: jsonb('subtitle').$type<LocalizedText>().notNull(),
  cta: jsonb('cta').$type<LocalizedText>().notNull(),
  image: text('image').notNull(),
  link: text('link').notNull(),
  priority: integer('priority').notNull().default(0),
});

/** Homepage lists (treatment_list, best_seller_list, …): key → ordered list of skus or collection keys. */
export const homepageSettings = pgTable('homepage_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<unknown>().notNull(),
});

export const currencySettings = pgTable('currency_settings', {
  currency: text('currency').primaryKey(),
  /** units of this currency per 1 USD, exact decimal */
  rateToUsd: numeric('rate_to_usd', { precision: 18, scale: 6 }).notNull(),
  /** units of this currency per 1 HKD, exact decimal */
  rateToHkd: numeric('rate_to_hkd', { precision: 18, scale: 6 }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const deliveryMethods = pgTable('delivery_methods', {
  id: text('id').primaryKey(),
  kind: text('kind').$type<'delivery' | 'pickup'>().notNull(),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  priceHkd: integer('price_hkd').notNull(),
  priceUsd: integer('price_usd').notNull(),
  availableCountryList: text('available_country_list').array().notNull(),
  priority: integer('priority').notNull().default(0),
});

/** brand shipping table: shipping group → country keys it ships to */
export const brandShipping = pgTable('brand_shipping', {
  group: text('group').primaryKey(),
  countryKeys: text('country_keys').array().notNull(),
});

export const optOutSkus = pgTable('optout_skus', {
  sku: text('sku').primaryKey(),
  reason: text('reason'),
});

/** other settings: payment_method, monthly_code, scalp_type_list */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<unknown>().notNull(),
});

// ---------------------------------------------------------------- shell: feedback, newsletter, outbox

/** Contact-us messages (2.12-13; /api/v1/feedback, 7-29). */
export const feedback = pgTable('feedback', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone'),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  locale: text('locale').notNull(),
  ip: text('ip'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Email subscriptions with double opt-in: pending until the emailed link is opened. */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    email: text('email').primaryKey(),
    locale: text('locale').notNull(),
    status: text('status').$type<'pending' | 'confirmed' | 'unsubscribed'>().notNull(),
    tokenHash: text('token_hash'),
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  },
  (t) => [index('newsletter_token_idx').on(t.tokenHash)],
);

/** Messages sent by the sandbox email and SMS providers (dev outbox); never used in production. */
export const outbox = pgTable(
  'outbox',
  {
    id: text('id').primaryKey(),
    channel: text('channel').$type<'email' | 'sms'>().notNull(),
    to: text('to').notNull(),
    subject: text('subject'),
    text: text('text').notNull(),
    html: text('html'),
    code: text('code'),
    link: text('link'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('outbox_created_idx').on(t.createdAt)],
);

// ---------------------------------------------------------------- accounts

export interface MemberNotifications {
  order_email: boolean;
  order_sms: boolean;
  marketing_email: boolean;
  marketing_sms: boolean;
}

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull(),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    nickname: text('nickname').notNull(),
    dob: date('dob'),
    contactNoCountry: text('contact_no_country'),
    contactNo: text('contact_no'),
    /** calling code + number, digits only: the phone login name */
    phone: text('phone'),
    country: text('country'),
    preferredLang: text('preferred_lang').notNull().default('zh_hk'),
    passwordHash: text('password_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
    /** set once a code sent by SMS to this phone was entered; only then is the phone a login name */
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
    /** set by staff: a locked member cannot sign in, and their sessions end */
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    /** what the member agreed to be told about; marketing stays off until they choose it */
    notifications: jsonb('notifications')
      .$type<MemberNotifications>()
      .notNull()
      .default({ order_email: true, order_sms: true, marketing_email: false, marketing_sms: false }),
    /** set when the member closed the account: the row stays (orders point at it) with its personal data gone */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** staff's labels for the customer (segments filter on them) */
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  (t) => [
    uniqueIndex('users_email_uq').on(t.email),
    // an unverified phone belongs to nobody: it never blocks the number's real owner
    uniqueIndex('users_phone_verified_uq')
      .on(t.phone)
      .where(sql`${t.phoneVerifiedAt} is not null`),
    index('users_phone_idx').on(t.phone),
  ],
);

export const userMemberGroups = pgTable(
  'user_member_groups',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    groupId: text('group_id')
      .notNull()
      .references(() => memberGroups.id),
  },
  (t) => [uniqueIndex('user_member_groups_uq').on(t.userId, t.groupId)],
);

/** Refresh-token sessions: one row per issued refresh token; a family shares one login. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: text('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** set when rotated (replaced) or revoked; a second use of a rotated token revokes the family */
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sessions_token_uq').on(t.tokenHash),
    index('sessions_family_idx').on(t.familyId),
    index('sessions_user_idx').on(t.userId),
  ],
);

/** One-time codes, stored hashed; single use, expiring, with an attempt counter. */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: text('id').primaryKey(),
    channel: text('channel').$type<'sms' | 'email'>().notNull(),
    /** phone digits or lower-cased email */
    target: text('target').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('otp_target_idx').on(t.target, t.createdAt)],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** who asked (email or phone), kept to rate-limit per target even for unknown accounts */
    target: text('target').notNull(),
    tokenHash: text('token_hash'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('password_resets_target_idx').on(t.target, t.createdAt),
    index('password_resets_token_idx').on(t.tokenHash),
  ],
);

/** Failed logins per username, for the per-account limit that holds across instances. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: text('id').primaryKey(),
    username: text('username').notNull(),
    /** the client address of the attempt: limits count per account and address */
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_failures_idx').on(t.username, t.createdAt)],
);

/** Server secrets generated once and shared by every instance on this database. */
export const appSecrets = pgTable('app_secrets', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

// ---------------------------------------------------------------- bag

/** One single-purchase and one subscription cart per owner (a guest session or a member). */
export const carts = pgTable(
  'carts',
  {
    id: text('id').primaryKey(),
    sessionId: text('session_id'),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    cartType: text('cart_type').$type<'single' | 'subscription'>().notNull(),
    currency: text('currency').notNull(),
    /** optimistic version, exposed as update_ts: an update based on an old version is refused */
    version: integer('version').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('carts_session_type_uq').on(t.sessionId, t.cartType),
    uniqueIndex('carts_user_type_uq').on(t.userId, t.cartType),
  ],
);

export const cartItems = pgTable(
  'cart_items',
  {
    id: text('id').primaryKey(),
    cartId: text('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    pid: text('pid').notNull(),
    sku: text('sku').notNull(),
    subSku: text('sub_sku').notNull(),
    /** the product a special offer was added with; '' for ordinary lines */
    bundleSku: text('bundle_sku').notNull().default(''),
    quantity: integer('quantity').notNull(),
    productType: smallint('product_type').notNull().default(0),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('cart_items_line_uq').on(t.cartId, t.subSku, t.bundleSku)],
);

/** Client log events (/nuxt/log/event) and the tracking event recorded after each cart update. */
export const eventLog = pgTable(
  'event_log',
  {
    id: text('id').primaryKey(),
    kind: text('kind').$type<'client' | 'tracking'>().notNull(),
    domain: text('domain'),
    level: text('level'),
    action: text('action').notNull(),
    sessionId: text('session_id'),
    userId: text('user_id'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('event_log_created_idx').on(t.createdAt)],
);

// ---------------------------------------------------------------- checkout, orders, payments

export const addresses = pgTable(
  'addresses',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    code: text('code').notNull(),
    phone: text('phone').notNull(),
    address: text('address').notNull(),
    address2: text('address2'),
    city: text('city'),
    province: text('province'),
    zip: text('zip'),
    country: text('country').notNull(),
    passport: text('passport'),
    /** the member's default delivery and billing addresses: at most one of each (the partial unique indexes) */
    isDefaultDelivery: boolean('is_default_delivery').notNull().default(false),
    isDefaultBilling: boolean('is_default_billing').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('addresses_user_idx').on(t.userId),
    uniqueIndex('addresses_default_delivery_uq')
      .on(t.userId)
      .where(sql`${t.isDefaultDelivery}`),
    uniqueIndex('addresses_default_billing_uq')
      .on(t.userId)
      .where(sql`${t.isDefaultBilling}`),
  ],
);

export const coupons = pgTable('coupons', {
  code: text('code').primaryKey(),
  kind: text('kind').$type<'percent' | 'fixed'>().notNull(),
  /** percent: whole percent; fixed: minor units per currency */
  percent: integer('percent'),
  amounts: jsonb('amounts').$type<Record<string, number>>().notNull().default({}),
  /** minimum subtotal per currency, minor units */
  minSpend: jsonb('min_spend').$type<Record<string, number>>().notNull().default({}),
  startsAt: timestamp('starts_at', { withTimezone: true }),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  usageLimit: integer('usage_limit'),
  /** uses per member (or per guest email); 1 makes the code single use for each shopper */
  perMemberLimit: integer('per_member_limit'),
  usedCount: integer('used_count').notNull().default(0),
  disabled: boolean('disabled').notNull().default(false),
  description: text('description'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Each order that used a coupon: per-member limits and the usage report. */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: text('id').primaryKey(),
    couponCode: text('coupon_code').notNull(),
    orderId: text('order_id').notNull(),
    userId: text('user_id'),
    email: text('email').notNull(),
    currency: text('currency').notNull(),
    discount: integer('discount').notNull(),
    /** set when the order closed unpaid or was cancelled: the use went back */
    releasedAt: timestamp('released_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('coupon_redemptions_code_idx').on(t.couponCode, t.createdAt),
    index('coupon_redemptions_user_idx').on(t.couponCode, t.userId),
    index('coupon_redemptions_email_idx').on(t.couponCode, t.email),
  ],
);

/** Readable order numbers without collisions or retries (OC + date + this sequence). */
export const orderNumberSeq = pgSequence('order_number_seq', { startWith: 1000, increment: 1 });

export const orders = pgTable(
  'orders',
  {
    id: text('id').primaryKey(),
    number: text('number').notNull(),
    userId: text('user_id').references(() => users.id),
    email: text('email').notNull(),
    /** guests read their order with this token (hashed) */
    accessTokenHash: text('access_token_hash').notNull(),
    /** packages/core order-lifecycle.ts is the one state machine; every change goes through it */
    status: text('status').$type<OrderStatus>().notNull(),
    cartType: text('cart_type').notNull(),
    currency: text('currency').notNull(),
    locale: text('locale').notNull(),
    subtotal: integer('subtotal').notNull(),
    discount: integer('discount').notNull(),
    couponCode: text('coupon_code'),
    giftWrapFee: integer('gift_wrap_fee').notNull(),
    deliveryFee: integer('delivery_fee').notNull(),
    total: integer('total').notNull(),
    paymentMethod: text('payment_method').notNull(),
    paymentDeadline: timestamp('payment_deadline', { withTimezone: true }),
    delivery: jsonb('delivery').$type<Record<string, unknown>>().notNull(),
    billing: jsonb('billing').$type<Record<string, unknown>>(),
    gift: jsonb('gift').$type<{ recipient: string; sender: string; message: string } | null>(),
    clientRemarks: text('client_remarks'),
    transferReference: text('transfer_reference'),
    /** what the shopper paid (set when the order is paid) and what has gone back, in the order's minor units */
    paidAmount: integer('paid_amount').notNull().default(0),
    refundedAmount: integer('refunded_amount').notNull().default(0),
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    trackingUrl: text('tracking_url'),
    /** cash dollars spent (1-10), the friend's referral discount, a redeemed review reward (minor units) */
    walletAmount: integer('wallet_amount').notNull().default(0),
    referralDiscount: integer('referral_discount').notNull().default(0),
    rewardDiscount: integer('reward_discount').notNull().default(0),
    rewardId: text('reward_id'),
    /** bumped by every staff write: a write carrying an older version answers 409 (docs/order-operations.md) */
    version: integer('version').notNull().default(1),
    /** where the order came from: the shop, a staff draft (phone/WhatsApp order) or a return's exchange */
    source: text('source').$type<'web' | 'draft' | 'exchange'>().notNull().default('web'),
    /** a short payment accepted within the shop's tolerance: the shortfall written off, in minor units */
    writtenOff: integer('written_off').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_number_uq').on(t.number),
    index('orders_created_idx').on(t.createdAt),
    index('orders_status_created_idx').on(t.status, t.createdAt),
    index('orders_email_idx').on(t.email),
    index('orders_user_idx').on(t.userId),
    index('orders_status_deadline_idx').on(t.status, t.paymentDeadline),
    // the back office's list filters at 100,000 orders (docs/scaling.md, migration 0018): each filter reads its
    // own index newest first, and an email fragment is a trigram match (pg_trgm, migration 0016)
    index('orders_payment_created_idx').on(t.paymentMethod, t.createdAt),
    index('orders_country_created_idx').on(sql`(${t.delivery}->>'country')`, t.createdAt),
    index('orders_email_trgm').using('gin', sql`lower(${t.email}) gin_trgm_ops`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    pid: text('pid').notNull(),
    sku: text('sku').notNull(),
    subSku: text('sub_sku').notNull(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    optionName: jsonb('option_name').$type<LocalizedText>().notNull(),
    thumbnail: text('thumbnail').notNull(),
    quantity: integer('quantity').notNull(),
    unitPrice: integer('unit_price').notNull(),
    lineTotal: integer('line_total').notNull(),
    subscriptionInterval: integer('subscription_interval'),
    /** units returned to stock by refunds or cancellation: never more than quantity */
    restockedQuantity: integer('restocked_quantity').notNull().default(0),
    /** units sent in shipments, and units taken back by returns: never more than quantity */
    shippedQuantity: integer('shipped_quantity').notNull().default(0),
    returnedQuantity: integer('returned_quantity').notNull().default(0),
    /** a staff-made line (a draft's custom item): no product behind it, never restocked */
    custom: boolean('custom').notNull().default(false),
  },
  (t) => [index('order_items_order_idx').on(t.orderId)],
);

/** Every status change with when and who: each order state is recorded with its time and actor. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    actor: text('actor').notNull(),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId)],
);

export const payments = pgTable(
  'payments',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    status: text('status')
      .$type<
        | 'pending'
        | 'requires_action'
        | 'authorized'
        | 'succeeded'
        | 'failed'
        | 'canceled'
        | 'refunded'
        | 'partially_refunded'
      >()
      .notNull(),
    method: text('method'),
    amount: integer('amount').notNull(),
    capturedAmount: integer('captured_amount').notNull().default(0),
    refundedAmount: integer('refunded_amount').notNull().default(0),
    currency: text('currency').notNull(),
    providerRef: text('provider_ref'),
    /** where the provider sends the shopper back; never a credential (the pages add a guest's token themselves) */
    returnUrl: text('return_url').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payments_order_idx').on(t.orderId)],
);

/** Payment notifications already applied: a repeat is acknowledged and ignored. */
export const paymentNotifications = pgTable('payment_notifications', {
  id: text('id').primaryKey(),
  paymentId: text('payment_id').notNull(),
  status: text('status').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const idempotencyKeys = pgTable('idempotency_keys', {
  key: text('key').primaryKey(),
  orderId: text('order_id').notNull(),
  /** SHA-256 of the request body: the same key with another body is refused (422 idempotency_key_reused) */
  requestHash: text('request_hash'),
  /** the first answer, replayed as-is for a repeat of the same request */
  response: jsonb('response').$type<Record<string, unknown>>(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

// ---------------------------------------------------------------- back office

/** Staff accounts: separate from shoppers (own table, cookie and sessions). */
export const staff = pgTable(
  'staff',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    role: text('role').$type<StaffRole>().notNull(),
    passwordHash: text('password_hash').notNull(),
    /** base32 TOTP secret; two-factor is on once totp_enabled_at is set (a code was entered) */
    totpSecret: text('totp_secret'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    /** the last TOTP step used: a code works once */
    totpLastStep: integer('totp_last_step'),
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
    /** IANA time zone the back office shows times in for this staff member; null: Asia/Hong_Kong */
    timeZone: text('time_zone'),
  },
  (t) => [uniqueIndex('staff_email_uq').on(t.email)],
);

export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: text('id').primaryKey(),
    staffId: text('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('staff_sessions_token_uq').on(t.tokenHash),
    index('staff_sessions_staff_idx').on(t.staffId),
  ],
);

/** Every staff write: who, when, what, before → after. Kept (never deleted by the app). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: text('id').primaryKey(),
    staffId: text('staff_id'),
    staffEmail: text('staff_email').notNull(),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before').$type<unknown>(),
    after: jsonb('after').$type<unknown>(),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_entity_idx').on(t.entity, t.entityId),
  ],
);

/** Every stock movement with its reason; product_options.stock is the running balance. */
export const stockLedger = pgTable(
  'stock_ledger',
  {
    id: text('id').primaryKey(),
    subSku: text('sub_sku').notNull(),
    delta: integer('delta').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    reason: text('reason').notNull(),
    /** staff email, 'system' or 'checkout' */
    actor: text('actor').notNull(),
    orderId: text('order_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('stock_ledger_sku_idx').on(t.subSku, t.createdAt)],
);

/** Money given back on an order, full or partial, through its payment's provider. */
export const refunds = pgTable(
  'refunds',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    paymentId: text('payment_id'),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    reason: text('reason').notNull(),
    restockItems: jsonb('restock_items')
      .$type<{ sub_sku: string; quantity: number }[]>()
      .notNull()
      .default([]),
    status: text('status').$type<'pending' | 'succeeded' | 'failed'>().notNull(),
    providerRef: text('provider_ref'),
    actor: text('actor').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('refunds_order_idx').on(t.orderId)],
);

/** Staff notes on an order: internal, never shown to the shopper. */
export const orderNotes = pgTable(
  'order_notes',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    staffEmail: text('staff_email').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_notes_order_idx').on(t.orderId)],
);

// ---------------------------------------------------------------- order operations (docs/order-operations.md)

/** Carriers staff ship with, and how a tracking number becomes a link ({tracking} in the template). */
export const carriers = pgTable('carriers', {
  id: text('id').primaryKey(),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  trackingUrlTemplate: text('tracking_url_template'),
  active: boolean('active').notNull().default(true),
  priority: integer('priority').notNull().default(0),
});

/** One parcel of an order: some of its lines, with a carrier and a tracking number. */
export const shipments = pgTable(
  'shipments',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    carrierId: text('carrier_id').notNull(),
    /** the carrier's name and link as they were when shipped (a carrier renamed later does not rewrite history) */
    carrierName: jsonb('carrier_name').$type<LocalizedText>().notNull(),
    trackingNumber: text('tracking_number').notNull(),
    trackingUrl: text('tracking_url'),
    actor: text('actor').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('shipments_order_idx').on(t.orderId)],
);

export const shipmentItems = pgTable(
  'shipment_items',
  {
    id: text('id').primaryKey(),
    shipmentId: text('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    orderItemId: text('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    subSku: text('sub_sku').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [index('shipment_items_shipment_idx').on(t.shipmentId)],
);

export const draftOrderNumberSeq = pgSequence('draft_order_number_seq', { startWith: 1001, increment: 1 });

/** A line of a draft: a product option by sub_sku, or a custom line with its own name and price. */
export interface DraftLine {
  sub_sku?: string;
  name?: string;
  unit_price?: number;
  quantity: number;
}

/**
 * A phone or WhatsApp order being built by staff. It holds no stock: completing it places a real order through the
 * checkout's own rules, and only then is stock taken.
 */
export const draftOrders = pgTable(
  'draft_orders',
  {
    id: text('id').primaryKey(),
    number: text('number').notNull(),
    status: text('status').$type<'open' | 'completed' | 'cancelled'>().notNull().default('open'),
    userId: text('user_id').references(() => users.id),
    email: text('email').notNull(),
    /** name and phone of a new guest (a member's come from their account) */
    customer: jsonb('customer').$type<Record<string, unknown>>().notNull().default({}),
    locale: text('locale').notNull(),
    country: text('country').notNull(),
    currency: text('currency').notNull(),
    lines: jsonb('lines').$type<DraftLine[]>().notNull().default([]),
    discount: jsonb('discount').$type<{
      kind: 'amount' | 'percent';
      value: number;
      reason?: string;
    } | null>(),
    deliveryMethodId: text('delivery_method_id'),
    /** a fee staff set by hand; null: the delivery method's own fee by the checkout's rules */
    deliveryFee: integer('delivery_fee'),
    delivery: jsonb('delivery').$type<Record<string, unknown> | null>(),
    gift: jsonb('gift').$type<{ recipient: string; sender: string; message: string } | null>(),
    note: text('note'),
    orderId: text('order_id').references(() => orders.id),
    version: integer('version').notNull().default(1),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('draft_orders_number_uq').on(t.number),
    index('draft_orders_status_created_idx').on(t.status, t.createdAt),
  ],
);

/** One staff edit of an order before it ships: what changed, the money difference and how it was settled. */
export const orderEdits = pgTable(
  'order_edits',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    changes: jsonb('changes').$type<Record<string, unknown>>().notNull(),
    totalBefore: integer('total_before').notNull(),
    totalAfter: integer('total_after').notNull(),
    /** totalAfter − totalBefore: above 0 the shopper owes it, below 0 it goes back */
    difference: integer('difference').notNull(),
    settlement: text('settlement').$type<'payment_link' | 'refund' | 'none'>().notNull(),
    paymentId: text('payment_id'),
    refundId: text('refund_id'),
    actor: text('actor').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_edits_order_idx').on(t.orderId)],
);

export const returnNumberSeq = pgSequence('return_number_seq', { startWith: 1001, increment: 1 });

/** A return or exchange request (RMA) on an order; its states are core's return-lifecycle. */
export const returns = pgTable(
  'returns',
  {
    id: text('id').primaryKey(),
    number: text('number').notNull(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'return' | 'exchange'>().notNull(),
    status: text('status').notNull(),
    reason: text('reason').notNull(),
    comment: text('comment'),
    photos: jsonb('photos').$type<string[]>().notNull().default([]),
    requestedBy: text('requested_by').$type<'member' | 'guest' | 'staff'>().notNull(),
    /** the computed refund, the staff adjustment (+/−) with its reason, and the refund made */
    refundAmount: integer('refund_amount').notNull().default(0),
    adjustment: integer('adjustment').notNull().default(0),
    adjustmentReason: text('adjustment_reason'),
    refundId: text('refund_id'),
    exchangeOrderId: text('exchange_order_id').references(() => orders.id),
    staffNote: text('staff_note'),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('returns_number_uq').on(t.number),
    index('returns_order_idx').on(t.orderId),
    index('returns_status_created_idx').on(t.status, t.createdAt),
  ],
);

export const returnItems = pgTable(
  'return_items',
  {
    id: text('id').primaryKey(),
    returnId: text('return_id')
      .notNull()
      .references(() => returns.id, { onDelete: 'cascade' }),
    orderItemId: text('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    subSku: text('sub_sku').notNull(),
    quantity: integer('quantity').notNull(),
    receivedQuantity: integer('received_quantity').notNull().default(0),
    /** on receipt: back to stock, or written off (damaged, opened) */
    disposition: text('disposition').$type<'restock' | 'write_off'>(),
    /** an exchange: the option sent instead */
    replacementSubSku: text('replacement_sub_sku'),
  },
  (t) => [index('return_items_return_idx').on(t.returnId)],
);

/** A staff member's saved order-list filters ("Unpaid transfers", "To pack today"). */
export const savedOrderViews = pgTable(
  'saved_order_views',
  {
    id: text('id').primaryKey(),
    staffId: text('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    filters: jsonb('filters').$type<Record<string, string>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('saved_order_views_staff_name_uq').on(t.staffId, t.name)],
);

// ---------------------------------------------------------------- scalp test (1-20)

/**
 * One run of the scalp test chat, bound to the visitor who started it: the member, else the guest session
 * (shop_sid). The answers are the engine's fields; the result is kept once every question is answered.
 * The scalp type → products mapping lives in settings (scalp_type_list), editable in the back office.
 */
export const scalpTests = pgTable(
  'scalp_tests',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    sessionId: text('session_id'),
    locale: text('locale').notNull(),
    answers: jsonb('answers').$type<Record<string, string | string[]>>().notNull().default({}),
    result: jsonb('result').$type<{
      type: string;
      reasons: string[];
      shampoo_sku: string;
      companion_skus: string[];
    } | null>(),
    shared: boolean('shared').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [index('scalp_tests_user_idx').on(t.userId), index('scalp_tests_session_idx').on(t.sessionId)],
);

// ---- cash-dollar wallet, referrals, review rewards, gift codes (1-10 to 1-12) ----

/**
 * One row per (member, currency): the running balance, locked FOR UPDATE by every writer so concurrent spends are
 * serialised; it always equals the sum of that wallet's entries. The CHECK is the last line of defence.
 */
export const walletBalances = pgTable(
  'wallet_balances',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    currency: text('currency').notNull(),
    balance: integer('balance').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('wallet_balances_pk').on(t.userId, t.currency),
    check('wallet_balance_not_negative', sql`${t.balance} >= 0`),
  ],
);

/** The append-only ledger: every credit and debit, never updated or deleted. */
export const walletEntries = pgTable(
  'wallet_entries',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    currency: text('currency').notNull(),
    amount: integer('amount').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    kind: text('kind').$type<WalletEntryKind>().notNull(),
    /** order, referral, refund, adjustment, conversion, gift_code, reward */
    refType: text('ref_type').notNull(),
    refId: text('ref_id').notNull(),
    /** the staff member for adjustments */
    staffId: text('staff_id'),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('wallet_entries_user_idx').on(t.userId, t.createdAt),
    // the same event never posts twice (a retried job, a replayed webhook)
    uniqueIndex('wallet_entries_once_idx').on(t.kind, t.refType, t.refId, t.currency),
  ],
);

export const referralCodes = pgTable('referral_codes', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  code: text('code').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A friend who joined with a referrer's code; one referrer per friend, credited on the first order only. */
export const referrals = pgTable(
  'referrals',
  {
    id: text('id').primaryKey(),
    referrerId: text('referrer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    friendId: text('friend_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    /** joined → pending (order paid) → available (delivered) | reversed (refunded/cancelled) */
    status: text('status').$type<'joined' | 'pending' | 'available' | 'reversed'>().notNull(),
    orderId: text('order_id'),
    currency: text('currency'),
    amount: integer('amount').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('referrals_referrer_idx').on(t.referrerId)],
);

/** The rewards list staff set up: a free gift item (an option's sub_sku) or an amount off in cash dollars. */
export const rewardCatalogue = pgTable('reward_catalogue', {
  id: text('id').primaryKey(),
  kind: text('kind').$type<'gift_item' | 'cash'>().notNull(),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  subSku: text('sub_sku'),
  amountHkd: integer('amount_hkd').notNull().default(0),
  amountUsd: integer('amount_usd').notNull().default(0),
  /** the reward a published review earns (one row at most) */
  forReviews: boolean('for_reviews').notNull().default(false),
  disabled: boolean('disabled').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A member's reward: redeemable once, until it expires. A review grants one per order. */
export const memberRewards = pgTable(
  'member_rewards',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    catalogueId: text('catalogue_id').notNull(),
    source: text('source').$type<'review' | 'gift_code'>().notNull(),
    /** the order the review was about (review rewards: one per order) */
    sourceOrderId: text('source_order_id'),
    reviewId: text('review_id'),
    giftCode: text('gift_code'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    redeemedOrderId: text('redeemed_order_id'),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('member_rewards_user_idx').on(t.userId),
    uniqueIndex('member_rewards_order_idx').on(t.sourceOrderId),
  ],
);

export const giftCodeBatches = pgTable('gift_code_batches', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  /** cash: amount credited to the wallet in currency; reward: a member reward from the catalogue */
  kind: text('kind').$type<'cash' | 'reward'>().notNull(),
  currency: text('currency'),
  amount: integer('amount').notNull().default(0),
  catalogueId: text('catalogue_id'),
  count: integer('count').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  disabled: boolean('disabled').notNull().default(false),
  createdBy: text('created_by').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Single-use codes: redeemed_by is set once, by a conditional update. */
export const giftCodes = pgTable(
  'gift_codes',
  {
    code: text('code').primaryKey(),
    batchId: text('batch_id')
      .notNull()
      .references(() => giftCodeBatches.id, { onDelete: 'cascade' }),
    redeemedBy: text('redeemed_by'),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
  },
  (t) => [index('gift_codes_batch_idx').on(t.batchId)],
);
// ---- subscriptions that renew (1-08, 4-18) ----

/** A subscription line of a paid order, renewing every interval_months (4-18). */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** the order line that started it: one subscription per line, however often payment is announced */
    orderItemId: text('order_item_id').notNull(),
    firstOrderId: text('first_order_id').notNull(),
    pid: text('pid').notNull(),
    sku: text('sku').notNull(),
    subSku: text('sub_sku').notNull(),
    quantity: integer('quantity').notNull(),
    intervalMonths: integer('interval_months').notNull(),
    currency: text('currency').notNull(),
    country: text('country').notNull(),
    locale: text('locale').notNull(),
    email: text('email').notNull(),
    status: text('status').$type<'active' | 'suspended' | 'cancelled'>().notNull(),
    /** the first order's day of month: renewals keep it (month-end safe) */
    anchorDay: integer('anchor_day').notNull(),
    nextRenewalAt: timestamp('next_renewal_at', { withTimezone: true }).notNull(),
    /** the first order is period 1; a renewal paid adds one */
    periodsPaid: integer('periods_paid').notNull().default(1),
    /** the order's delivery (method, names, address), copied; an address-book change replaces it */
    delivery: jsonb('delivery').$type<Record<string, unknown>>().notNull(),
    deliveryFee: integer('delivery_fee').notNull().default(0),
    /** the provider's saved method for off-session charges (sandbox token, Stripe PaymentMethod id) */
    paymentMethodRef: text('payment_method_ref'),
    /** the customer at the provider that owns the method (Stripe Customer), when the provider has one */
    paymentCustomerRef: text('payment_customer_ref'),
    paymentMethodLabel: text('payment_method_label'),
    /** failed charges for the period due; retries fall on day 1, 3, 7 */
    failedAttempts: integer('failed_attempts').notNull().default(0),
    /** when the due period is tried next (a retry, or an out-of-stock delay); null: at next_renewal_at */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    /** the period whose 3-day reminder was sent */
    remindedPeriod: integer('reminded_period').notNull().default(1),
    cancelReason: text('cancel_reason'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('subscriptions_order_item_uq').on(t.orderItemId),
    index('subscriptions_user_idx').on(t.userId),
    index('subscriptions_due_idx').on(t.status, t.nextRenewalAt),
  ],
);

/**
 * One row per renewal period: the exactly-once key. Two runners, a retried job or a restart after a crash all
 * meet the same (subscription_id, period) row and its order; the charge's idempotency key names the period too.
 */
export const subscriptionRenewals = pgTable(
  'subscription_renewals',
  {
    id: text('id').primaryKey(),
    subscriptionId: text('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    period: integer('period').notNull(),
    orderId: text('order_id'),
    status: text('status').$type<'pending' | 'paid' | 'failed' | 'out_of_stock'>().notNull(),
    amount: integer('amount').notNull().default(0),
    /** charge attempts made for this period (the idempotency key names the attempt) */
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('subscription_renewals_period_uq').on(t.subscriptionId, t.period),
    index('subscription_renewals_order_idx').on(t.orderId),
  ],
);

// ---------------------------------------------------------------------------------------------------------------
// Reviews, their translations and review stories (1-21, 2.10-01 to 2.10-04)
// ---------------------------------------------------------------------------------------------------------------

export type ReviewStatus = 'pending' | 'published' | 'rejected';

/** A member's review of a product bought in a paid order; one per product per order. */
export const reviews = pgTable(
  'reviews',
  {
    id: text('id').primaryKey(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    subSku: text('sub_sku').notNull(),
    orderId: text('order_id').references(() => orders.id, { onDelete: 'set null' }),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** the name shown (the member's nickname when posted) */
    nickname: text('nickname').notNull(),
    rating: smallint('rating').notNull(),
    title: text('title').notNull().default(''),
    /** stored as the shopper typed it: pages escape it when they show it */
    content: text('content').notNull(),
    /** detected by the majority script (packages/core detectReviewLang): en, zh-TW, zh-CN or other */
    lang: text('lang').notNull(),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    status: text('status').$type<ReviewStatus>().notNull().default('pending'),
    /** why staff rejected it (shown to the member) */
    reason: text('reason'),
    shopReply: text('shop_reply'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    moderatedBy: text('moderated_by'),
  },
  (t) => [
    uniqueIndex('reviews_order_product_uq').on(t.orderId, t.productId),
    index('reviews_product_status_idx').on(t.productId, t.status, t.createdAt),
    index('reviews_user_idx').on(t.userId),
    index('reviews_status_idx').on(t.status, t.createdAt),
  ],
);

/** A review's text in another language; stored once, whoever made it (staff, OpenCC or the provider). */
export const reviewTranslations = pgTable(
  'review_translations',
  {
    reviewId: text('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    lang: text('lang').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    source: text('source').$type<'staff' | 'opencc' | 'provider'>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('review_translations_uq').on(t.reviewId, t.lang)],
);

/** Review stories for the slider and the review-post popup (3-09, 2.10-03). */
export const reviewStories = pgTable(
  'review_stories',
  {
    id: text('id').primaryKey(),
    videoUrl: text('video_url'),
    imageUrl: text('image_url'),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    name: text('name').notNull(),
    rating: smallint('rating').notNull(),
    igLink: text('ig_link'),
    priority: integer('priority').notNull().default(0),
    published: boolean('published').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('review_stories_priority_idx').on(t.priority)],
);

/**
 * Uploaded images (2.9-01): one row per content hash; its variants (every width of IMAGE_WIDTHS in AVIF, WebP and
 * JPEG) are made by the `media.variants` job, and pages show the image only once `status` is ready.
 */
export const mediaAssets = pgTable(
  'media_assets',
  {
    hash: text('hash').primaryKey(),
    /** the base address pages use (local `/media/i/<hash>` or under the S3 public address) */
    url: text('url').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** the original's format (jpeg, png, webp or avif), stored without its metadata */
    format: text('format').notNull(),
    bytes: integer('bytes').notNull(),
    /** a tiny blurred data: URI shown until the picture arrives */
    placeholder: text('placeholder'),
    /** staff's alternative text per script; null: pages use the product's name */
    alt: jsonb('alt').$type<LocalizedText>(),
    status: text('status').$type<'pending' | 'ready' | 'failed'>().notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('media_assets_url_uq').on(t.url)],
);

// ---------------------------------------------------------------- customers, content and emails the owner edits

/** Staff notes on a customer (newest first on the customer page); kept with the author. */
export const customerNotes = pgTable(
  'customer_notes',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    staffId: text('staff_id'),
    staffName: text('staff_name').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('customer_notes_user_idx').on(t.userId, t.createdAt)],
);

/** Saved customer filters (segments), shared by all staff. */
export const customerSegments = pgTable('customer_segments', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  filter: jsonb('filter').$type<Record<string, unknown>>().notNull(),
  createdBy: text('created_by'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** What a content page holds in each script; `draft` is what staff edit, `published` what shoppers read. */
export interface PageContent {
  title: LocalizedText;
  /** sanitized rich-text HTML per script */
  body: LocalizedText;
  seo_title: LocalizedText;
  seo_description: LocalizedText;
}

/** Content pages (shipping, returns, privacy, terms, our story, shops, membership and the owner's own). */
export const pages = pgTable(
  'pages',
  {
    id: text('id').primaryKey(),
    /** the address: /{locale}/pages/{handle}; the legacy content addresses map onto their handles */
    handle: text('handle').notNull(),
    draft: jsonb('draft').$type<PageContent>().notNull(),
    /** null until first published; publishing copies the draft here */
    published: jsonb('published').$type<PageContent>(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** opens the draft for whoever has the link (staff share it for review); rotated on publish */
    previewToken: text('preview_token').notNull(),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('pages_handle_uq').on(t.handle)],
);

/** One link of a menu: to a page, collection, product or URL, with children (a tree). */
export interface MenuItem {
  id: string;
  label: LocalizedText;
  kind: 'page' | 'collection' | 'product' | 'url';
  /** page handle, collection key, product id, or an absolute /path or https:// URL */
  target: string;
  children: MenuItem[];
}

/** Navigation menus by handle: header, footer, side. */
export const menus = pgTable('menus', {
  handle: text('handle').primaryKey(),
  items: jsonb('items').$type<MenuItem[]>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Homepage sections in order: hero, banner, product list, stories; each shown between its schedule dates. */
export const homepageSections = pgTable(
  'homepage_sections',
  {
    id: text('id').primaryKey(),
    kind: text('kind').$type<'hero' | 'banner' | 'product_list' | 'stories'>().notNull(),
    position: integer('position').notNull(),
    /** the section's own fields (titles per script, image hash, link, product ids, ...) */
    content: jsonb('content').$type<Record<string, unknown>>().notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    enabled: boolean('enabled').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('homepage_sections_position_idx').on(t.position)],
);

/** Staff's wording of an email per language (subject and intro); absent: the built-in copy. */
export const emailTemplates = pgTable(
  'email_templates',
  {
    template: text('template').notNull(),
    lang: text('lang').notNull(),
    subject: text('subject'),
    intro: text('intro'),
    updatedBy: text('updated_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.template, t.lang] })],
);
