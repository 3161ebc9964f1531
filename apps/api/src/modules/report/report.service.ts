// Sales reports: the repository's rows shaped by core's rules (which orders count, gross/discounts/refunds/net, days
// rolled into weeks and months, discounts and refunds shared among lines), as JSON or CSV.
import {
  CURRENCIES,
  fromMinor,
  lineReport,
  orderReport,
  REPORT_STATUSES,
  toCsv,
  type CurrencyCode,
  type ReportGroup,
} from '@shop/core';
import type { SalesReportOut } from '@shop/core/contract/admin-report';
import type { Db } from '../../db/client.ts';
import type { LocalizedText } from '../../db/schema.ts';
import { createReportRepository } from './report.repository.ts';

export interface SalesReportQuery {
  from: string;
  to: string;
  by: ReportGroup;
}

/** Minor units as the decimal a spreadsheet reads (HKD 12345 → 123.45). */
function decimal(minor: number, currency: string) {
  const c = currency as CurrencyCode;
  return CURRENCIES[c] ? fromMinor(minor, c).toFixed(CURRENCIES[c].minorDigits) : String(minor);
}

export function createReportService(db: Db) {
  const repo = createReportRepository(db);

  async function sales(q: SalesReportQuery): Promise<SalesReportOut> {
    const base = { from: q.from, to: q.to, by: q.by, statuses: [...REPORT_STATUSES] };
    if (q.by === 'product' || q.by === 'category') {
      const lines = await repo.lines(q.by, q.from, q.to);
      const labels = new Map<string, LocalizedText>();
      if (q.by === 'product') for (const l of lines) if (!labels.has(l.key)) labels.set(l.key, l.name);
      const names = q.by === 'category' ? await repo.categoryNames() : labels;
      return {
        ...base,
        currencies: lineReport(lines).map((c) => ({
          ...c,
          rows: c.rows.map((r) => ({ ...r, label: names.get(r.key) ?? null })),
        })),
      };
    }
    const rows = await repo.orderAggregates(q.by, q.from, q.to);
    return {
      ...base,
      currencies: orderReport(rows, q.by, q).map((c) => ({
        ...c,
        rows: c.rows.map((r) => ({ ...r, label: null })),
      })),
    };
  }

  return {
    sales,

    /** One row per currency and key, then each currency's total; money as decimals beside its currency code. */
    async salesCsv(q: SalesReportQuery): Promise<string> {
      const report = await sales(q);
      const header = ['currency', q.by, 'name', 'orders', 'units', 'gross', 'discounts', 'refunds', 'net'];
      const out: (string | number)[][] = [header];
      for (const c of report.currencies) {
        const money = (r: { gross: number; discounts: number; refunds: number; net: number }) =>
          [r.gross, r.discounts, r.refunds, r.net].map((m) => decimal(m, c.currency));
        for (const r of c.rows)
          out.push([c.currency, r.key, r.label?.eng ?? '', r.orders, r.units, ...money(r)]);
        out.push([c.currency, 'total', '', c.total.orders, c.total.units, ...money(c.total)]);
      }
      return toCsv(out);
    },
  };
}
export type ReportService = ReturnType<typeof createReportService>;
