import { countryFromIso2, getCountry, type CountryKey } from '@shop/core';

export interface VisitorRequest {
  ip: string;
  headers: Record<string, string | string[] | undefined>;
}
export interface VisitorCountry {
  iso2: string | null;
  country: CountryKey | null;
  source: 'proxy-header' | 'accept-language' | 'none';
}

export interface GeoProvider {
  locate(req: VisitorRequest): VisitorCountry;
}

const header = (h: VisitorRequest['headers'], name: string): string | undefined => {
  const v = h[name];
  return Array.isArray(v) ? v[0] : v;
};

/**
 * Visitor country without network calls: a trusted proxy's country header (CF-IPCountry, X-Country-Code) when the
 * shop runs behind one, else the region of the first Accept-Language tag (en-GB → GB).
 */
export function createHeaderGeoProvider(opts: { trustProxyHeaders: boolean }): GeoProvider {
  return {
    locate(req) {
      if (opts.trustProxyHeaders) {
        const raw = header(req.headers, 'cf-ipcountry') ?? header(req.headers, 'x-country-code');
        if (raw && /^[A-Za-z]{2}$/.test(raw) && raw.toUpperCase() !== 'XX') {
          const iso2 = raw.toUpperCase();
          return { iso2, country: countryFromIso2(iso2), source: 'proxy-header' };
        }
      }
      const lang = header(req.headers, 'accept-language');
      const first = lang?.split(',')[0]?.trim();
      const region = first ? /^[a-z]{2,3}(?:-[A-Za-z]{4})?-([A-Za-z]{2})\b/.exec(first)?.[1] : undefined;
      if (region) {
        const iso2 = region.toUpperCase();
        return { iso2, country: countryFromIso2(iso2), source: 'accept-language' };
      }
      return { iso2: null, country: null, source: 'none' };
    },
  };
}

export function countryNameEn(iso2: string | null): string | null {
  if (!iso2) return null;
  const key = countryFromIso2(iso2);
  if (key) return getCountry(key).shortNameEng;
  try {
    return new Intl.DisplayNames(['en'], { type: 'region' }).of(iso2) ?? null;
  } catch {
    return null;
  }
}
