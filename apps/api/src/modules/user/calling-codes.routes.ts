import { getCountries, getCountryCallingCode } from 'libphonenumber-js/min';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LOCALE_META, SUPPORTED_LOCALES, type Locale } from '@shop/core';
import { callingCodesOut, callingCodesQuery } from '@shop/core/contract/user';

/** Frequently used first (2.4-02): Hong Kong +852 leads. */
const FREQUENT = ['HK', 'MO', 'TW', 'CN', 'SG', 'MY', 'JP', 'KR', 'US', 'GB', 'AU', 'CA', 'CH'];
const NAME_LOCALE: Record<Locale, string> = {
  hk: 'zh-Hant-HK',
  zh: 'zh-Hant-TW',
  cn: 'zh-Hans-CN',
  en: 'en',
};

/** Intl's long official forms ('中國香港特別行政區') read badly in a picker: the shop's own short names. */
const SHORT: Partial<Record<Locale, Record<string, string>>> = {
  hk: { HK: '香港', MO: '澳門', TW: '台灣' },
  zh: { HK: '香港', MO: '澳門', TW: '台灣' },
  cn: { HK: '香港', MO: '澳门', TW: '台湾' },
};

function build(locale: Locale) {
  const intlNames = new Intl.DisplayNames([NAME_LOCALE[locale]], { type: 'region' });
  const names = { of: (iso2: string) => SHORT[locale]?.[iso2] ?? intlNames.of(iso2) };
  const en = new Intl.DisplayNames(['en'], { type: 'region' });
  const entry = (iso2: string) => ({
    iso2,
    code: getCountryCallingCode(iso2 as never),
    name: names.of(iso2) ?? iso2,
    name_en: en.of(iso2) ?? iso2,
  });
  const all = getCountries();
  const collator = new Intl.Collator(LOCALE_META[locale].intl);
  return {
    frequent: FREQUENT.filter((c) => all.includes(c as never)).map(entry),
    others: all
      .filter((c) => !FREQUENT.includes(c))
      .map(entry)
      .sort((a, b) => collator.compare(a.name, b.name)),
  };
}

const cache = new Map(SUPPORTED_LOCALES.map((l) => [l, build(l)]));

/** Calling codes of ~240 regions with names in the shopper's language (libphonenumber-js + Intl.DisplayNames). */
export const callingCodeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/calling-codes',
    {
      schema: {
        tags: ['user'],
        querystring: callingCodesQuery,
        response: { 200: callingCodesOut },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'public, max-age=86400');
      return cache.get(req.query.locale)!;
    },
  );
};
