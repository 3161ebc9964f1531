// How a report row's key reads: a date in the staff's language, a week by its Monday, a product or category by name,
// a country by its name, a payment method by its label.
import { COUNTRIES, countryShortName, type ReportGroup } from '@shop/core';
import type { SalesReportOut } from '@shop/core/contract/admin-report';
import { localizedName } from '../../../lib/admin-catalogue.ts';
import { ADMIN_INTL, type AdminLang, type AdminT } from '../../../lib/admin-i18n.tsx';

type Row = SalesReportOut['currencies'][number]['rows'][number];
const METHODS = ['card', 'payme', 'fps', 'alipay', 'wechat_pay', 'octopus', 'bank_transfer'] as const;

/** A report's day keys are Hong Kong days already: formatted at UTC so they never shift. */
function dateLabel(key: string, lang: AdminLang, opts: Intl.DateTimeFormatOptions) {
  return new Intl.DateTimeFormat(ADMIN_INTL[lang], { ...opts, timeZone: 'UTC' }).format(
    new Date(`${key.length === 7 ? `${key}-01` : key}T00:00:00Z`),
  );
}

export function rowLabel(by: ReportGroup, row: Row, t: AdminT, lang: AdminLang): string {
  switch (by) {
    case 'day':
      return dateLabel(row.key, lang, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });
    case 'week':
      return t('admin.reports.week_of', {
        day: dateLabel(row.key, lang, { day: 'numeric', month: 'short', year: 'numeric' }),
      });
    case 'month':
      return dateLabel(row.key, lang, { month: 'long', year: 'numeric' });
    case 'product':
      return row.label ? `${localizedName(row.label, lang)} · ${row.key}` : row.key;
    case 'category':
      return row.label ? localizedName(row.label, lang) : t('admin.reports.no_category');
    case 'country': {
      const c = COUNTRIES.find((e) => e.key === row.key);
      return c ? countryShortName(c, lang === 'hk' ? 'hk' : 'en') : row.key.toUpperCase();
    }
    case 'payment_method':
      return (METHODS as readonly string[]).includes(row.key)
        ? t(`admin.orders.method.${row.key as (typeof METHODS)[number]}`)
        : row.key;
  }
}
