// One way to show times and money in the back office: times in the staff member's time zone (Hong Kong unless they
// chose another on their security page), money formatted with its currency (never cents).
import { useMemo } from 'react';
import type { AdminLang } from './admin-lang.ts';
import { ADMIN_INTL, useAdminLang, useAdminStaff } from './admin-i18n.tsx';
import { adminMoney } from './admin-money.ts';

export const HK_TIME_ZONE = 'Asia/Hong_Kong';

type When = string | number | Date;
const asDate = (w: When) => (w instanceof Date ? w : new Date(w));

/** The formatter of a staff member's dates and times (medium date, short time, their zone's name when not HK). */
export function adminDateTimeFormat(
  lang: AdminLang,
  timeZone: string = HK_TIME_ZONE,
  parts: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' },
): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(ADMIN_INTL[lang], { ...parts, timeZone });
}

/** 27 Nov 2026, 19:05 (in the zone given) */
export function formatAdminDateTime(when: When, lang: AdminLang, timeZone: string = HK_TIME_ZONE): string {
  return adminDateTimeFormat(lang, timeZone).format(asDate(when));
}

/** 27 Nov 2026 (the calendar day in the zone given) */
export function formatAdminDate(when: When, lang: AdminLang, timeZone: string = HK_TIME_ZONE): string {
  return adminDateTimeFormat(lang, timeZone, { dateStyle: 'medium' }).format(asDate(when));
}

/** HK$1,234.50: integer minor units with their currency, in the staff's language. */
export function formatAdminMoney(amountMinor: number, currency: string, lang: AdminLang): string {
  return adminMoney(amountMinor, currency, lang);
}

/** The zone's short name as the staff reads it (GMT+8, GMT+1 …), for a note beside a time. */
export function timeZoneShortName(timeZone: string, lang: AdminLang, at: When = Date.now()): string {
  const part = new Intl.DateTimeFormat(ADMIN_INTL[lang], { timeZone, timeZoneName: 'shortOffset' })
    .formatToParts(asDate(at))
    .find((p) => p.type === 'timeZoneName');
  return part?.value ?? timeZone;
}

/** Every IANA zone the browser or server knows, for the staff's choice (Hong Kong first). */
export function timeZoneChoices(): string[] {
  const all = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [HK_TIME_ZONE, ...all.filter((z) => z !== HK_TIME_ZONE)];
}

/** The signed-in staff member's time zone (from the admin layout). */
export function useAdminTimeZone(): string {
  return useAdminStaff().time_zone || HK_TIME_ZONE;
}

/** The staff member's date-time formatter: a drop-in for an Intl.DateTimeFormat built per page. */
export function useAdminDateTimeFormat(): Intl.DateTimeFormat {
  const lang = useAdminLang();
  const tz = useAdminTimeZone();
  return useMemo(() => adminDateTimeFormat(lang, tz), [lang, tz]);
}

/** dateTime, date and money bound to the staff member's language and time zone. */
export function useAdminFormat() {
  const lang = useAdminLang();
  const timeZone = useAdminTimeZone();
  return useMemo(
    () => ({
      lang,
      timeZone,
      dateTime: (w: When) => formatAdminDateTime(w, lang, timeZone),
      date: (w: When) => formatAdminDate(w, lang, timeZone),
      money: (minor: number, currency: string) => formatAdminMoney(minor, currency, lang),
    }),
    [lang, timeZone],
  );
}
