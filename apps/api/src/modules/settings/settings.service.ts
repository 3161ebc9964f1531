import {
  CURRENCY_CODES,
  deliveryCountries,
  freeShippingThresholdMinor,
  ORDER_STATUS_NAMES,
} from '@shop/core';
import type { Db } from '../../db/client.ts';
import { settingsRepository } from './settings.repository.ts';
import { readStoredSettings } from './settings.values.ts';

/** Order status names per interface language (3-23: status-name texts); one list, in core. */
const STATUS_NAMES = { en: ORDER_STATUS_NAMES.en, zh: ORDER_STATUS_NAMES.zh, cn: ORDER_STATUS_NAMES.cn };

export type SettingsPayload = Awaited<ReturnType<typeof loadPayload>>;
export type PricingInputs = Awaited<ReturnType<typeof loadPricingInputs>>;

/** The homepage sections' view of the hero banners and lists (modules/homepage), when the app has them. */
export type HomepageLegacy = () => Promise<{ hero_banner: unknown[]; lists: Record<string, string[]> }>;

async function loadPayload(db: Db, homepage?: HomepageLegacy) {
  const repo = settingsRepository(db);
  const [home, bannerRows, rates, delivery, other, menus, sections] = await Promise.all([
    repo.homepageSettings(),
    repo.banners(),
    repo.currencyRates(),
    repo.deliveryMethods(),
    repo.settings(),
    repo.collections(),
    homepage?.(),
  ]);
  const otherMap = Object.fromEntries(other.map((r) => [r.key, r.value]));
  const stored = readStoredSettings(other);
  const toBanner = (b: (typeof bannerRows)[number]) => ({
    _id: b.id,
    title: b.title,
    subtitle: b.subtitle,
    cta: b.cta,
    image: b.image,
    link: b.link,
    priority: b.priority,
  });
  return {
    homepage_setting: {
      ...Object.fromEntries(home.map((r) => [r.key, r.value])),
      // the lists staff now edit as homepage sections (3-23/3-24)
      ...sections?.lists,
      // the storefront's collections: unpublished ones are off the menu and their pages answer 404
      menu: menus
        .filter((m) => m.published)
        .map((m) => ({
          _id: m.key,
          name: m.name,
          description: m.description,
          value: m.key,
          handle: m.handle,
          image: m.image,
          seo: m.seo,
          brand_key: m.brandKey,
          priority: m.priority,
          is_home_menu: m.isHomeMenu,
          is_big_pi_menu: m.isBigPiMenu,
        })),
    } as Record<string, unknown>,
    hero_banner:
      (sections?.hero_banner as ReturnType<typeof toBanner>[] | undefined) ??
      bannerRows.filter((b) => b.kind === 'hero').map(toBanner),
    marketplace_banner: bannerRows.filter((b) => b.kind === 'marketplace').map(toBanner),
    currency_setting: Object.fromEntries(rates.map((r) => [r.currency, normalizeDecimal(r.rateToHkd)])),
    currency_setting_usd: Object.fromEntries(rates.map((r) => [r.currency, normalizeDecimal(r.rateToUsd)])),
    payment_method: otherMap.payment_method ?? [],
    delivery_method_list: delivery.map((d) => ({
      _id: d.id,
      kind: d.kind,
      name: d.name,
      price: d.priceHkd,
      price_usd: d.priceUsd,
      available_country_list: d.availableCountryList,
    })),
    /** minor units per currency: the owner's thresholds over core's table (the shipping page shows them) */
    free_shipping_thresholds: Object.fromEntries(
      CURRENCY_CODES.map((c) => [c, freeShippingThresholdMinor(c, stored.freeShippingThresholds)]),
    ) as Record<string, number>,
    monthly_code: otherMap.monthly_code ?? [],
    scalp_type_list: otherMap.scalp_type_list ?? [],
    ...STATUS_NAMES,
  };
}

async function loadPricingInputs(db: Db) {
  const repo = settingsRepository(db);
  const [rates, brandRows, shipping, optout, groups, delivery, other] = await Promise.all([
    repo.currencyRates(),
    repo.brands(),
    repo.brandShipping(),
    repo.optOutSkus(),
    repo.memberGroups(),
    repo.deliveryMethods(),
    repo.settings(),
  ]);
  const groupCountries = new Map(shipping.map((s) => [s.group, s.countryKeys]));
  return {
    ratesToUsd: Object.fromEntries(rates.map((r) => [r.currency, normalizeDecimal(r.rateToUsd)])) as Record<
      string,
      string
    >,
    /** brand_key → countries it ships to, resolved through the brand's shipping group */
    brandShipping: Object.fromEntries(
      brandRows.map((b) => [b.key, groupCountries.get(b.shippingGroup) ?? []]),
    ) as Record<string, string[]>,
    brands: new Map(brandRows.map((b) => [b.key, b])),
    optOutSkus: optout.map((o) => o.sku),
    memberGroups: groups,
    /** countries some delivery method serves: a product is purchasable only there (4-12) */
    deliveryCountryKeys: deliveryCountries(
      delivery.map((d) => ({ available_country_list: d.availableCountryList })),
    ),
    /** the back office's gift-wrap fee, free-shipping thresholds and bank account (defaults when unset) */
    ...readStoredSettings(other),
  };
}

/** '7.800000' → '7.8' */
export function normalizeDecimal(v: string): string {
  return v.includes('.') ? v.replace(/0+$/, '').replace(/\.$/, '') : v;
}

/** Small time-based memo: settings change rarely and every page reads them. */
function cached<T>(ttlMs: number, load: () => Promise<T>) {
  let value: Promise<T> | undefined;
  let at = 0;
  return {
    get(): Promise<T> {
      const now = Date.now();
      if (!value || now - at > ttlMs) {
        at = now;
        value = load();
        value.catch(() => {
          value = undefined;
        });
      }
      return value;
    },
    clear() {
      value = undefined;
    },
  };
}

export function createSettingsService(db: Db, opts: { cacheSeconds: number; homepage?: HomepageLegacy }) {
  const ttl = opts.cacheSeconds * 1000;
  const payload = cached(ttl, () => loadPayload(db, opts.homepage));
  const pricing = cached(ttl, () => loadPricingInputs(db));
  return {
    getPayload: () => payload.get(),
    getPricingInputs: () => pricing.get(),
    invalidate() {
      payload.clear();
      pricing.clear();
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
