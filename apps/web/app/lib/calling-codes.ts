import { useEffect, useState } from 'react';
import type { Locale } from '@shop/core';
import type { CallingCodeEntry, CallingCodes } from '@shop/core/contract/user';

/** GET /api/v1/calling-codes: code without '+', name in the shopper's language. */
export type { CallingCodeEntry, CallingCodes };

/** 2.4-02: Hong Kong +852 is the first frequent entry and the default. */
export const DEFAULT_CALLING_ISO2 = 'HK';

const HK_NAME: Record<Locale, string> = { en: 'Hong Kong', hk: '香港', zh: '香港', cn: '香港' };

/** Until the list arrives the picker offers Hong Kong alone, so the default is usable at once. */
export function fallbackCallingCodes(locale: Locale): CallingCodes {
  return { frequent: [{ iso2: 'HK', code: '852', name: HK_NAME[locale], name_en: 'Hong Kong' }], others: [] };
}

const loaded = new Map<Locale, CallingCodes>();
const loading = new Map<Locale, Promise<CallingCodes>>();

/** Fetched once per locale and page load (the API caches it for a day). */
export function loadCallingCodes(locale: Locale): Promise<CallingCodes> {
  let p = loading.get(locale);
  if (!p) {
    p = fetch(`/api/v1/calling-codes?locale=${locale}`)
      .then((r) =>
        r.ok ? (r.json() as Promise<CallingCodes>) : Promise.reject(new Error(`calling codes ${r.status}`)),
      )
      .then((codes) => {
        loaded.set(locale, codes);
        return codes;
      })
      .catch((e: unknown) => {
        loading.delete(locale);
        throw e;
      });
    loading.set(locale, p);
  }
  return p;
}

/** The calling-code list: `initial` (from a loader) or the cached list, else fetched after mount. */
export function useCallingCodes(locale: Locale, initial?: CallingCodes | null): CallingCodes {
  const [codes, setCodes] = useState<CallingCodes>(
    () => initial ?? loaded.get(locale) ?? fallbackCallingCodes(locale),
  );
  useEffect(() => {
    if (initial) {
      loaded.set(locale, initial);
      return;
    }
    let live = true;
    const cached = loaded.get(locale);
    if (cached) {
      setCodes(cached);
      return;
    }
    loadCallingCodes(locale).then(
      (c) => {
        if (live) setCodes(c);
      },
      () => {
        /* the fallback stays usable */
      },
    );
    return () => {
      live = false;
    };
  }, [locale, initial]);
  return codes;
}

export function findCallingCode(codes: CallingCodes, iso2: string): CallingCodeEntry | undefined {
  const key = iso2.toUpperCase();
  return (
    codes.frequent.find((e) => e.iso2.toUpperCase() === key) ??
    codes.others.find((e) => e.iso2.toUpperCase() === key)
  );
}

/** The first entry with this calling code (e.g. '1' → the first of US/Canada in the list). */
export function findByCode(codes: CallingCodes, code: string): CallingCodeEntry | undefined {
  const c = code.replace(/^\+/, '');
  return codes.frequent.find((e) => e.code === c) ?? codes.others.find((e) => e.code === c);
}
