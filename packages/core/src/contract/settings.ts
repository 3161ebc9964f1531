import { z } from 'zod';
import { localized } from './common.ts';

/** GET /api/v1/setting (and /setting/homepage): the storefront's settings, one payload for every page. */

const banner = z.object({
  _id: z.string(),
  title: localized,
  subtitle: localized,
  cta: localized,
  image: z.string(),
  link: z.string(),
  priority: z.number(),
});
export type BannerOut = z.infer<typeof banner>;

/** A collection in the side menu (homepage_setting.menu). */
export const menuEntryOut = z.object({
  _id: z.string(),
  name: localized,
  description: z.unknown(),
  /** the collection's key (the product list's `collection` filter) */
  value: z.string(),
  /** its address: /collection/{handle} */
  handle: z.string(),
  image: z.string().nullable(),
  /** SEO title and description per script; empty strings fall back to the name and description */
  seo: z.object({ title: localized, description: localized }).nullable(),
  brand_key: z.string().nullable(),
  priority: z.number(),
  is_home_menu: z.boolean(),
  is_big_pi_menu: z.boolean(),
});
export type MenuEntryOut = z.infer<typeof menuEntryOut>;

const statusNames = z.record(z.string(), z.string());

export const settingsQuery = z.strictObject({});

export const settingsOut = z.object({
  /** the homepage lists by key (skus or collection keys) and the side menu */
  homepage_setting: z.object({ menu: z.array(menuEntryOut) }).catchall(z.unknown()),
  hero_banner: z.array(banner),
  marketplace_banner: z.array(banner),
  currency_setting: z.record(z.string(), z.string()),
  currency_setting_usd: z.record(z.string(), z.string()),
  payment_method: z.unknown(),
  delivery_method_list: z.array(
    z.object({
      _id: z.string(),
      kind: z.string(),
      name: localized,
      price: z.number().int(),
      price_usd: z.number().int(),
      available_country_list: z.array(z.string()),
    }),
  ),
  free_shipping_thresholds: z
    .record(z.string(), z.number().int())
    .describe('free shipping above this order value, minor units per currency'),
  monthly_code: z.unknown(),
  scalp_type_list: z.unknown(),
  zh: statusNames,
  en: statusNames,
  cn: statusNames,
  maintenance: z.boolean().describe('MAINTENANCE_MODE: pages show the maintenance screen'),
  demo: z.boolean().describe('SHOP_MODE=demo: sandbox payments; pages say so'),
  bot_check: z.object({
    provider: z.enum(['dev', 'recaptcha', 'turnstile']),
    site_key: z.string().nullable(),
  }),
});
export type SettingsOut = z.infer<typeof settingsOut>;
/** The settings the service assembles; the route adds the process's own flags. */
export type SettingsPayload = Omit<SettingsOut, 'maintenance' | 'demo' | 'bot_check'>;
