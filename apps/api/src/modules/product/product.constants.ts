import { CURRENCIES, GLOBAL_LINE_COUNTRY_KEYS, type CountryKey, type CurrencyCode } from '@shop/core';

export const SUPPORTED_CURRENCIES = Object.keys(CURRENCIES) as [CurrencyCode, ...CurrencyCode[]];
export const SHIP_TO_AND_GLOBAL_COUNTRY_KEYS = [...GLOBAL_LINE_COUNTRY_KEYS] as [CountryKey, ...CountryKey[]];
