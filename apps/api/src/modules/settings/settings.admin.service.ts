// The back office's settings: every write in one transaction with its audit row, then the caches are dropped so
// the storefront follows at once.
import { eq } from 'drizzle-orm';
import {
  FREE_SHIPPING_THRESHOLDS,
  CURRENCY_CODES,
  ratePreview,
  rateToHkd,
  toMinor,
  type CurrencyCode,
} from '@shop/core';
import type { FastifyRequest } from 'fastify';
import type { Db, DbOrTx } from '../../db/client.ts';
import {
  banners,
  currencySettings,
  deliveryMethods,
  homepageSettings,
  optOutSkus,
  settings,
} from '../../db/schema.ts';
import { InvalidError, NotFoundError } from '../../lib/errors.ts';
import { audit } from '../staff/audit.ts';
import { normalizeDecimal } from './settings.service.ts';
import { readStoredSettings, SETTING_KEYS, type BankAccount, type GiftWrapFee } from './settings.values.ts';
import { firstRow } from '../../db/first-row.ts';

type Actor = Pick<FastifyRequest, 'staff' | 'ip'>;
type LocalizedText = { eng: string; chi: string; cn: string };

export interface DeliveryMethodInput {
  kind: 'delivery' | 'pickup';
  name: LocalizedText;
  price_hkd: number;
  price_usd: number;
  available_country_list: string[];
  priority: number;
}

export interface BannerInput {
  kind: 'hero' | 'marketplace';
  title: LocalizedText;
  subtitle: LocalizedText;
  cta: LocalizedText;
  image: string;
  link: string;
  priority: number;
}

const deliveryView = (d: typeof deliveryMethods.$inferSelect) => ({
  id: d.id,
  kind: d.kind,
  name: d.name,
  price_hkd: d.priceHkd,
  price_usd: d.priceUsd,
  available_country_list: d.availableCountryList,
  priority: d.priority,
});
const bannerView = (b: typeof banners.$inferSelect) => ({
  id: b.id,
  kind: b.kind,
  title: b.title,
  subtitle: b.subtitle,
  cta: b.cta,
  image: b.image,
  link: b.link,
  priority: b.priority,
});

export function createSettingsAdmin(deps: {
  db: Db;
  /** drops the memoised settings and catalogue so the next storefront request reads the change */
  invalidate: () => void;
  /** config BANK_*: what shoppers see when no account is saved (null in the demo: the sandbox's account) */
  configBank: BankAccount | null;
}) {
  const { db } = deps;

  /** Runs a write and its audit row together; drops the caches once committed. */
  async function write<T>(fn: (tx: DbOrTx) => Promise<T>): Promise<T> {
    const out = await db.transaction(fn);
    deps.invalidate();
    return out;
  }

  async function stored(tx: DbOrTx = db) {
    return readStoredSettings(await tx.select().from(settings));
  }

  async function ratesToUsd(tx: DbOrTx = db) {
    const rows = await tx.select().from(currencySettings);
    return Object.fromEntries(rows.map((r) => [r.currency, normalizeDecimal(r.rateToUsd)]));
  }

  async function putSetting(tx: DbOrTx, key: string, value: unknown) {
    await tx
      .insert(settings)
      .values({ key, value })
      .onConflictDoUpdate({ target: settings.key, set: { value } });
  }

  return {
    async view() {
      const [rates, delivery, home, bannerRows, optout, saved] = await Promise.all([
        db.select().from(currencySettings),
        db.select().from(deliveryMethods).orderBy(deliveryMethods.priority),
        db.select().from(homepageSettings),
        db.select().from(banners).orderBy(banners.priority),
        db.select().from(optOutSkus).orderBy(optOutSkus.sku),
        stored(),
      ]);
      const byCode = new Map(rates.map((r) => [r.currency, r]));
      return {
        currencies: CURRENCY_CODES.filter((c) => byCode.has(c)).map((c) => ({
          currency: c,
          rate_to_usd: normalizeDecimal(byCode.get(c)!.rateToUsd),
          rate_to_hkd: normalizeDecimal(byCode.get(c)!.rateToHkd),
          updated_at: byCode.get(c)!.updatedAt.toISOString(),
        })),
        delivery_methods: delivery.sort((a, b) => b.priority - a.priority).map(deliveryView),
        free_shipping_thresholds: Object.fromEntries(
          CURRENCY_CODES.map((c) => [
            c,
            saved.freeShippingThresholds[c] ?? toMinor(FREE_SHIPPING_THRESHOLDS[c], c),
          ]),
        ) as Record<CurrencyCode, number>,
        gift_wrap_fee: saved.giftWrapFee,
        optout_skus: optout.map((o) => ({ sku: o.sku, reason: o.reason })),
        homepage_lists: Object.fromEntries(
          home.filter((h) => Array.isArray(h.value)).map((h) => [h.key, h.value as string[]]),
        ),
        banners: bannerRows.sort((a, b) => b.priority - a.priority).map(bannerView),
        bank_account: saved.bankAccount ?? deps.configBank,
        bank_account_source: (saved.bankAccount ? 'settings' : deps.configBank ? 'config' : 'sandbox') as
          'settings' | 'config' | 'sandbox',
      };
    },

    async previewRate(currency: CurrencyCode, rate: string) {
      return ratePreview(currency, rate, await ratesToUsd());
    },

    /** A new rate to USD; every rate to HKD follows (they are derived from the HKD rate). */
    async setRate(actor: Actor, currency: CurrencyCode, rate: string) {
      if (currency === 'USD')
        throw new InvalidError('USD is the base currency: its rate is always 1', 'currency', 'base_currency');
      return write(async (tx) => {
        const before = await ratesToUsd(tx);
        const after = { ...before, [currency]: rate };
        const hkd = after.HKD;
        if (!hkd) throw new InvalidError('Set the HKD rate first', 'currency', 'hkd_rate_first');
        const now = new Date();
        for (const [code, r] of Object.entries(after)) {
          const values = { rateToUsd: r, rateToHkd: rateToHkd(r, hkd), updatedAt: now };
          if (code === currency)
            await tx
              .insert(currencySettings)
              .values({ currency: code, ...values })
              .onConflictDoUpdate({ target: currencySettings.currency, set: values });
          else if (currency === 'HKD')
            await tx
              .update(currencySettings)
              .set({ rateToHkd: values.rateToHkd })
              .where(eq(currencySettings.currency, code));
        }
        await audit(tx, actor, {
          action: 'settings.currency_rate',
          entity: 'currency',
          entityId: currency,
          before: { rate_to_usd: before[currency] ?? null },
          after: { rate_to_usd: rate },
        });
        return { currency, rate_to_usd: rate, rate_to_hkd: rateToHkd(rate, hkd) };
      });
    },

    async saveDeliveryMethod(actor: Actor, id: string, input: DeliveryMethodInput, create: boolean) {
      return write(async (tx) => {
        const [old] = await tx.select().from(deliveryMethods).where(eq(deliveryMethods.id, id));
        if (create && old) throw new InvalidError('A delivery method with this id exists', 'id', 'id_taken');
        if (!create && !old) throw new NotFoundError('No such delivery method');
        const values = {
          kind: input.kind,
          name: input.name,
          priceHkd: input.kind === 'pickup' ? 0 : input.price_hkd,
          priceUsd: input.kind === 'pickup' ? 0 : input.price_usd,
          availableCountryList: input.available_country_list,
          priority: input.priority,
        };
        const row = firstRow(
          old
            ? await tx.update(deliveryMethods).set(values).where(eq(deliveryMethods.id, id)).returning()
            : await tx
                .insert(deliveryMethods)
                .values({ id, ...values })
                .returning(),
        );
        await audit(tx, actor, {
          action: create ? 'settings.delivery_create' : 'settings.delivery_update',
          entity: 'delivery_method',
          entityId: id,
          before: old ? deliveryView(old) : undefined,
          after: deliveryView(row),
        });
        return deliveryView(row);
      });
    },

    async deleteDeliveryMethod(actor: Actor, id: string) {
      return write(async (tx) => {
        const [old] = await tx.delete(deliveryMethods).where(eq(deliveryMethods.id, id)).returning();
        if (!old) throw new NotFoundError('No such delivery method');
        await audit(tx, actor, {
          action: 'settings.delivery_delete',
          entity: 'delivery_method',
          entityId: id,
          before: deliveryView(old),
        });
      });
    },

    async setFreeShipping(actor: Actor, thresholds: Partial<Record<CurrencyCode, number>>) {
      return write(async (tx) => {
        const before = (await stored(tx)).freeShippingThresholds;
        const after = { ...before, ...thresholds };
        await putSetting(tx, SETTING_KEYS.freeShipping, after);
        await audit(tx, actor, {
          action: 'settings.free_shipping',
          entity: 'settings',
          entityId: SETTING_KEYS.freeShipping,
          before,
          after,
        });
        return after;
      });
    },

    async setGiftWrap(actor: Actor, fee: GiftWrapFee) {
      return write(async (tx) => {
        const before = (await stored(tx)).giftWrapFee;
        await putSetting(tx, SETTING_KEYS.giftWrap, fee);
        await audit(tx, actor, {
          action: 'settings.gift_wrap',
          entity: 'settings',
          entityId: SETTING_KEYS.giftWrap,
          before,
          after: fee,
        });
        return fee;
      });
    },

    async setBankAccount(actor: Actor, account: BankAccount) {
      return write(async (tx) => {
        const before = (await stored(tx)).bankAccount;
        await putSetting(tx, SETTING_KEYS.bank, account);
        await audit(tx, actor, {
          action: 'settings.bank_account',
          entity: 'settings',
          entityId: SETTING_KEYS.bank,
          before: before ?? undefined,
          after: account,
        });
        return account;
      });
    },

    /** Replaces the opt-out list (skus never sold to members at a discount, optout_skus, 3-16). */
    async setOptOutSkus(actor: Actor, list: { sku: string; reason: string | null }[]) {
      return write(async (tx) => {
        const before = await tx.select().from(optOutSkus).orderBy(optOutSkus.sku);
        await tx.delete(optOutSkus);
        if (list.length) await tx.insert(optOutSkus).values(list);
        await audit(tx, actor, {
          action: 'settings.optout_skus',
          entity: 'settings',
          entityId: 'optout_skus',
          before: before.map((o) => ({ sku: o.sku, reason: o.reason })),
          after: list,
        });
        return list;
      });
    },

    /** One homepage list (best sellers, treatments …): an ordered list of skus or collection keys. */
    async setHomepageList(actor: Actor, key: string, value: string[]) {
      return write(async (tx) => {
        const [old] = await tx.select().from(homepageSettings).where(eq(homepageSettings.key, key));
        if (!old || !Array.isArray(old.value)) throw new NotFoundError('No such homepage list');
        await tx.update(homepageSettings).set({ value }).where(eq(homepageSettings.key, key));
        await audit(tx, actor, {
          action: 'settings.homepage_list',
          entity: 'homepage_list',
          entityId: key,
          before: old.value,
          after: value,
        });
        return value;
      });
    },

    async saveBanner(actor: Actor, id: string, input: BannerInput, create: boolean) {
      return write(async (tx) => {
        const [old] = await tx.select().from(banners).where(eq(banners.id, id));
        if (create && old) throw new InvalidError('A banner with this id exists', 'id', 'id_taken');
        if (!create && !old) throw new NotFoundError('No such banner');
        const row = firstRow(
          old
            ? await tx.update(banners).set(input).where(eq(banners.id, id)).returning()
            : await tx
                .insert(banners)
                .values({ id, ...input })
                .returning(),
        );
        await audit(tx, actor, {
          action: create ? 'settings.banner_create' : 'settings.banner_update',
          entity: 'banner',
          entityId: id,
          before: old ? bannerView(old) : undefined,
          after: bannerView(row),
        });
        return bannerView(row);
      });
    },

    /**
     * An uploaded picture as the banner's image: the banner is checked first (an unknown one stores nothing), then
     * `upload` stores the picture (media.service) and answers its base address (2.9-01).
     */
    async setBannerImage(actor: Actor, id: string, upload: () => Promise<string>) {
      const [known] = await db.select({ id: banners.id }).from(banners).where(eq(banners.id, id));
      if (!known) throw new NotFoundError('No such banner');
      const image = await upload();
      return write(async (tx) => {
        const [old] = await tx.select().from(banners).where(eq(banners.id, id)).for('update');
        if (!old) throw new NotFoundError('No such banner');
        const row = firstRow(await tx.update(banners).set({ image }).where(eq(banners.id, id)).returning());
        await audit(tx, actor, {
          action: 'settings.banner_image',
          entity: 'banner',
          entityId: id,
          before: { image: old.image },
          after: { image },
        });
        return bannerView(row);
      });
    },

    async deleteBanner(actor: Actor, id: string) {
      return write(async (tx) => {
        const [old] = await tx.delete(banners).where(eq(banners.id, id)).returning();
        if (!old) throw new NotFoundError('No such banner');
        await audit(tx, actor, {
          action: 'settings.banner_delete',
          entity: 'banner',
          entityId: id,
          before: bannerView(old),
        });
      });
    },
  };
}

export type SettingsAdmin = ReturnType<typeof createSettingsAdmin>;
