// Every `code` the API answers in an error body: the API's AppError takes only these (a new code fails tsc until it
// is listed here), and the web shows its message by code in the viewer's locale, never the English `error` text.
// The web catalogues must hold a message for each (apps/web/app/i18n/errors.*.ts, admin.*.ts).

export const ERROR_CODES = [
  // request-level answers of the error handler and the framework
  'invalid',
  'required',
  'bad_request',
  'not_found',
  'conflict',
  'unauthorized',
  'forbidden',
  'csrf',
  'cross_site',
  'rate_limited',
  'payload_too_large',
  'unsupported_media_type',
  'internal',
  // the database (or another service every request needs) is unreachable for a moment: 503, try again
  'unavailable',
  // shopper sign-in, sessions and one-time codes
  'no_session',
  'session_expired',
  'session_revoked',
  'refresh_reuse',
  'bad_credentials',
  'invalid_credentials',
  'account_locked',
  'bot_check_required',
  'bot_check_failed',
  'otp_invalid',
  'otp_expired',
  'otp_locked',
  'token_invalid',
  'wrong_password',
  // account and contact details
  'account_exists',
  'email_taken',
  'phone_taken',
  'taken',
  'unchanged',
  'email_undeliverable',
  'email_unavailable',
  'member_not_found',
  'unknown_group',
  'unknown_brand',
  // staff sign-in and two-factor
  'unauthenticated',
  'password_too_short',
  'totp_required',
  'totp_invalid',
  'totp_not_started',
  'totp_required_for_owner',
  'totp_setup_required',
  // bag
  'unknown_sku',
  'not_in_cart',
  'cart_changed',
  'cart_empty',
  'max_quantity',
  'mixed_product_types',
  'cannot_checkout',
  // why an item cannot be bought (core UNAVAILABLE_REASONS)
  'combination_restrictions',
  'only_hk_macau',
  'not_shippable',
  'out_of_stock',
  'only_vip',
  'not_for_sale',
  'disabled',
  // coupons (core COUPON_REASONS as coupon_<reason>), and the back office's
  'coupon_unknown',
  'coupon_disabled',
  'coupon_not_started',
  'coupon_expired',
  'coupon_used_up',
  'coupon_member_limit',
  'coupon_currency',
  'coupon_min_spend',
  'coupon_exists',
  // checkout and payment
  'delivery_method',
  'total_too_large',
  'totals_changed',
  'transfer_line_limit',
  'transfer_reservation_open',
  'payment_method_unavailable',
  'payment_unavailable',
  'payment_failed',
  'payment_not_found',
  'payment_provider_error',
  'bad_signature',
  'amount_mismatch',
  'idempotency_in_progress',
  'idempotency_key_reused',
  'reward_out_of_stock',
  // orders
  'order_not_found',
  'order_not_payable',
  'address_not_found',
  'card_message_locked',
  'invalid_transition',
  'confirm_transfer',
  'not_bank_transfer',
  'invalid_url',
  'not_captured',
  'not_refundable',
  'not_positive',
  'exceeds_refundable',
  'unknown_item',
  'exceeds_ordered',
  // order operations: drafts, edits, shipments, returns (docs/order-operations.md)
  'order_changed',
  'not_editable',
  'exceeds_unshipped',
  'unknown_carrier',
  'draft_not_open',
  'return_window_closed',
  'exceeds_returnable',
  'return_not_found',
  // catalogue, stock and settings (back office)
  'product_not_found',
  'insufficient_stock',
  'shared_stock',
  'special_above_price',
  'original_below_price',
  'listed_twice',
  'tiers_not_rising',
  'invalid_date',
  'unknown_key',
  'unknown_image',
  'not_a_shampoo',
  'base_currency',
  'hkd_rate_first',
  'id_taken',
  // the product editor
  'sku_taken',
  'handle_taken',
  'unsafe_html',
  'product_ordered',
  'last_option',
  'subscription_parent',
  'subscription_interval_taken',
  'option_order',
  'offer_self',
  'bad_encoding',
  'csv_invalid',
  // reviews and stories
  'review_not_found',
  'story_not_found',
  'already_reviewed',
  'not_a_buyer',
  'not_translatable',
  'review_rating_invalid',
  'review_title_too_long',
  'review_content_too_short',
  'review_content_too_long',
  'image_type',
  'image_size',
  'image_dimensions',
  'image_unreadable',
  // wallet: cash dollars, rewards, referrals, gift codes
  'login',
  'invalid_amount',
  'insufficient_balance',
  'same_currency',
  'below_minimum',
  'converts_to_nothing',
  'reward_not_found',
  'reward_expired',
  'reward_used',
  'one_reward_per_order',
  'referral_unknown',
  'referral_self',
  'referral_already_referred',
  'referral_not_first_order',
  'referral_used',
  'giftcode_invalid',
  'giftcode_expired',
  'giftcode_used',
  'batch_not_found',
  // subscriptions
  'subscription_not_found',
  'subscription_cancelled',
  'change_window_closed',
  'address_window_closed',
  'renewal_date_too_soon',
  'renewal_date_too_late',
  'cancel_too_early',
  'already_active',
  'contact_specialist',
  'invalid_quantity',
  'card_rejected',
  'stale',
  // background jobs (back office)
  'job_not_found',
  'not_failed',
  // customers, content and emails the owner edits
  'unknown_placeholder',
  'menu_loop',
  'group_matches_nothing',
  'page_not_found',
  'customer_not_found',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

const KNOWN: ReadonlySet<string> = new Set(ERROR_CODES);

export function isErrorCode(code: unknown): code is ErrorCode {
  return typeof code === 'string' && KNOWN.has(code);
}

/** The body of every API error answer (4xx and 5xx). */
export interface ApiErrorBody {
  /** English, for logs and API clients; pages show the message for `code` instead */
  error: string;
  code: ErrorCode;
  /** the input at fault, dotted ('delivery_address', 'discount_rate.brand') */
  field?: string;
  /** a core validation key ('validation.min_length:8'), translated by the pages with the field's label */
  key?: string;
  /** 429: seconds to wait (also the Retry-After header) */
  retry_after_seconds?: number;
  statusCode?: number;
}
