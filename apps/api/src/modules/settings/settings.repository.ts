import { asc } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  banners,
  brandShipping,
  brands,
  collections,
  currencySettings,
  deliveryMethods,
  homepageSettings,
  memberGroups,
  optOutSkus,
  settings,
} from '../../db/schema.ts';

export function settingsRepository(db: DbOrTx) {
  return {
    homepageSettings: () => db.select().from(homepageSettings),
    banners: () => db.select().from(banners).orderBy(asc(banners.priority)),
    currencyRates: () => db.select().from(currencySettings),
    deliveryMethods: () => db.select().from(deliveryMethods).orderBy(asc(deliveryMethods.priority)),
    settings: () => db.select().from(settings),
    collections: () => db.select().from(collections).orderBy(asc(collections.priority)),
    brands: () => db.select().from(brands).orderBy(asc(brands.priority)),
    brandShipping: () => db.select().from(brandShipping),
    optOutSkus: () => db.select().from(optOutSkus),
    memberGroups: () => db.select().from(memberGroups),
  };
}
