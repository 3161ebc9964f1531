// The catalogue file staff import and export (docs/catalogue-csv.md): one row per option, the product's columns
// repeated or left blank on its later rows, money as decimal amounts ("120.00"), lists separated by "|" or ";".
// Reading it checks every row before anything is written; each problem names its row and column.
import type { Availability } from './catalogue-types.ts';
import { AVAILABILITIES } from './catalogue-types.ts';
import { csvCell, parseCsv, undefuse } from './csv.ts';
import { moneyInputValue, parseMoneyInput } from './back-office-money.ts';
import { HANDLE_PATTERN, isCalendarDate, optionPriceProblem, SKU_PATTERN } from './catalogue-admin.ts';

/** Every column, in the order an export writes them. */
export const CATALOGUE_CSV_COLUMNS = [
  'handle',
  'sku',
  'title_en',
  'title_zh_hant',
  'title_zh_hans',
  'brand',
  'type',
  'categories',
  'tags',
  'collections',
  'published',
  'images',
  'option_sku',
  'option_title_en',
  'option_title_zh_hant',
  'option_title_zh_hans',
  'price_hkd',
  'price_usd',
  'compare_at_price_hkd',
  'compare_at_price_usd',
  'stock',
  'low_stock',
  'availability',
  'estimate',
  'cut_off_date',
  'subscription_parent_sku',
  'subscription_months',
  'member_groups',
  'body_html_en',
  'body_html_zh_hant',
  'body_html_zh_hans',
  'seo_title_en',
  'seo_title_zh_hant',
  'seo_title_zh_hans',
  'seo_description_en',
  'seo_description_zh_hant',
  'seo_description_zh_hans',
] as const;
export type CatalogueCsvColumn = (typeof CATALOGUE_CSV_COLUMNS)[number];

/** A file must carry these; any other column may be left out (an update then leaves that field as it is). */
export const CATALOGUE_CSV_REQUIRED: readonly CatalogueCsvColumn[] = [
  'handle',
  'sku',
  'title_en',
  'brand',
  'option_sku',
  'price_hkd',
  'price_usd',
];

/** The currencies products are priced in; the others are converted from these at the shop's rates. */
export const CATALOGUE_PRICE_CURRENCIES = ['HKD', 'USD'] as const;

/** Rows one import takes at most (the bench imports 5,000). */
export const CATALOGUE_CSV_MAX_ROWS = 20_000;

export const CATALOGUE_CSV_ERROR_CODES = [
  'empty_file',
  'too_many_rows',
  'unclosed_quote',
  'missing_column',
  'unknown_column',
  'duplicate_column',
  'unknown_currency',
  'required',
  'invalid_sku',
  'invalid_handle',
  'invalid_price',
  'negative_price',
  'original_below_price',
  'invalid_number',
  'invalid_interval',
  'invalid_availability',
  'invalid_boolean',
  'invalid_type',
  'invalid_date',
  'invalid_image',
  'too_long',
  'script',
  'duplicate_option_sku',
  'duplicate_handle',
  'conflicting_value',
  'parent_not_found',
  'shared_stock',
  'subscription_pair',
  'unknown_brand',
  'unknown_category',
  'unknown_tag',
  'unknown_collection',
  'unknown_group',
  'option_of_other_product',
  'handle_taken',
] as const;
export type CatalogueCsvErrorCode = (typeof CATALOGUE_CSV_ERROR_CODES)[number];

/** One problem: the spreadsheet's row number (the header is row 1), the column, a code and the English reason. */
export interface CatalogueCsvError {
  row: number;
  column: string;
  code: CatalogueCsvErrorCode;
  reason: string;
}

/** Text per catalogue script; a key is absent when its column is not in the file. */
export interface CsvText {
  eng?: string;
  chi?: string;
  cn?: string;
}

export interface CatalogueCsvOption {
  row: number;
  sku: string;
  name: CsvText;
  priceHkd: number;
  priceUsd: number;
  /** undefined: column absent (left as it is); null: blank (none) */
  compareAtHkd?: number | null;
  compareAtUsd?: number | null;
  /** undefined: column absent or cell blank (left as it is; 0 for a new option) */
  stock?: number;
  lowStock?: number;
  availability?: Availability;
  estimate?: string | null;
  cutOffDate?: string | null;
  subscriptionParentSku?: string | null;
  subscriptionMonths?: number | null;
  memberGroups?: string[];
}

export interface CatalogueCsvProduct {
  /** the row of its first option */
  row: number;
  sku: string;
  handle: string;
  name: CsvText;
  brand: string;
  /** 0 product, 2 treatment */
  type?: 0 | 2;
  categories?: string[];
  tags?: string[];
  collections?: string[];
  published?: boolean;
  images?: string[];
  body: CsvText;
  seoTitle: CsvText;
  seoDescription: CsvText;
  options: CatalogueCsvOption[];
}

export interface CatalogueCsvRead {
  /** data rows (the header not counted) */
  rows: number;
  /** the columns the file carries, in its order */
  columns: string[];
  products: CatalogueCsvProduct[];
  errors: CatalogueCsvError[];
}

// ---------------------------------------------------------------- CSV text ⇄ cells

const LIST_SPLIT = /[|;]/;
export const splitCsvList = (s: string) => [
  ...new Set(
    s
      .split(LIST_SPLIT)
      .map((x) => x.trim())
      .filter(Boolean),
  ),
];
export const joinCsvList = (xs: readonly string[]) => xs.join('|');

// ---------------------------------------------------------------- reading

const SKU = SKU_PATTERN;
const HANDLE = HANDLE_PATTERN;
const SCRIPT = /<\s*\/?\s*script\b/i;
const MAX_AMOUNT = 100_000_000;
const LIMITS: Partial<Record<CatalogueCsvColumn, number>> = {
  title_en: 200,
  title_zh_hant: 200,
  title_zh_hans: 200,
  option_title_en: 200,
  option_title_zh_hant: 200,
  option_title_zh_hans: 200,
  body_html_en: 200_000,
  body_html_zh_hant: 200_000,
  body_html_zh_hans: 200_000,
  seo_title_en: 120,
  seo_title_zh_hant: 120,
  seo_title_zh_hans: 120,
  seo_description_en: 320,
  seo_description_zh_hant: 320,
  seo_description_zh_hans: 320,
  images: 5_000,
};
/** Any other cell is a key, a number or a short text. */
const DEFAULT_LIMIT = 1_000;

const PRODUCT_COLUMNS: readonly CatalogueCsvColumn[] = [
  'handle',
  'title_en',
  'title_zh_hant',
  'title_zh_hans',
  'brand',
  'type',
  'categories',
  'tags',
  'collections',
  'published',
  'images',
  'body_html_en',
  'body_html_zh_hant',
  'body_html_zh_hans',
  'seo_title_en',
  'seo_title_zh_hant',
  'seo_title_zh_hans',
  'seo_description_en',
  'seo_description_zh_hant',
  'seo_description_zh_hans',
];

/** A decimal amount of `currency` → minor units, or the problem with it. */
export function csvAmount(
  text: string,
  currency: 'HKD' | 'USD',
): { minor: number } | { code: 'invalid_price' | 'negative_price'; reason: string } {
  const v = text.trim();
  if (/^-/.test(v) && parseMoneyInput(v.slice(1), currency) !== null)
    return { code: 'negative_price', reason: 'must not be negative' };
  const minor = parseMoneyInput(v, currency);
  if (minor === null || minor > MAX_AMOUNT)
    return { code: 'invalid_price', reason: `must be an amount such as 120.00 (at most 1,000,000.00)` };
  return { minor };
}

/** Minor units → the file's amount ("120.00"); '' for none. */
export const csvAmountText = (minor: number | null | undefined, currency: 'HKD' | 'USD') =>
  moneyInputValue(minor, currency);

/**
 * Reads a catalogue file: the header, then every row into products (rows with the same sku are one product's
 * options). Returns every problem found; a file with none is safe to write as it is.
 */
export function readCatalogueCsv(text: string): CatalogueCsvRead {
  const errors: CatalogueCsvError[] = [];
  const err = (row: number, column: string, code: CatalogueCsvErrorCode, reason: string) => {
    errors.push({ row, column, code, reason });
  };
  const { records, unclosedAt } = parseCsv(text);
  if (unclosedAt !== null) {
    err(unclosedAt + 1, '', 'unclosed_quote', 'a quoted cell is never closed');
    return { rows: 0, columns: [], products: [], errors };
  }
  const nonEmpty = records.filter((r) => r.some((c) => c.trim() !== ''));
  const header = (records[0] ?? []).map((h) => h.trim().toLowerCase());
  if (!records.length || nonEmpty.length <= 1) {
    err(1, '', 'empty_file', 'the file has no header row or no product rows');
    return { rows: 0, columns: header, products: [], errors };
  }
  const index = new Map<string, number>();
  header.forEach((h, i) => {
    if (h === '') return;
    const price = /^(?:compare_at_)?price_([a-z]{3})$/.exec(h);
    if (price && !(CATALOGUE_PRICE_CURRENCIES as readonly string[]).includes(price[1]!.toUpperCase()))
      err(
        1,
        h,
        'unknown_currency',
        `the shop does not price in ${price[1]!.toUpperCase()}: prices are in HKD and USD only`,
      );
    else if (!(CATALOGUE_CSV_COLUMNS as readonly string[]).includes(h))
      err(1, h, 'unknown_column', 'not a column of the catalogue file');
    else if (index.has(h)) err(1, h, 'duplicate_column', 'the column is in the header twice');
    else index.set(h, i);
  });
  for (const c of CATALOGUE_CSV_REQUIRED)
    if (!index.has(c)) err(1, c, 'missing_column', 'this column is required');
  const dataRows = records.length - 1;
  if (dataRows > CATALOGUE_CSV_MAX_ROWS)
    err(1, '', 'too_many_rows', `at most ${CATALOGUE_CSV_MAX_ROWS} rows in one file`);
  if (errors.length) return { rows: dataRows, columns: header, products: [], errors };

  const has = (c: CatalogueCsvColumn) => index.has(c);
  const bySku = new Map<string, CatalogueCsvProduct>();
  const productCells = new Map<string, Map<CatalogueCsvColumn, string>>();
  const handleOwner = new Map<string, string>();
  const optionRow = new Map<string, number>();

  for (let r = 1; r < records.length; r++) {
    const rec = records[r]!;
    const row = r + 1;
    if (!rec.some((c) => c.trim() !== '')) continue;
    const cell = (c: CatalogueCsvColumn): string => {
      const i = index.get(c);
      return i === undefined ? '' : undefuse((rec[i] ?? '').trim());
    };
    for (const c of index.keys() as Iterable<CatalogueCsvColumn>) {
      const v = cell(c);
      if (SCRIPT.test(v)) {
        err(row, c, 'script', 'a <script> is not allowed in any field');
      } else if (v.length > (LIMITS[c] ?? DEFAULT_LIMIT)) {
        err(row, c, 'too_long', `at most ${LIMITS[c] ?? DEFAULT_LIMIT} characters`);
      }
    }
    const required = (c: CatalogueCsvColumn): string | null => {
      const v = cell(c);
      if (v === '') {
        err(row, c, 'required', 'this cell must not be blank');
        return null;
      }
      return v;
    };
    const text = (c: CatalogueCsvColumn) => (has(c) ? cell(c) : undefined);

    const sku = required('sku');
    if (sku !== null && !SKU.test(sku)) {
      err(row, 'sku', 'invalid_sku', 'must be 1-64 letters, digits, dots, dashes or underscores');
    }
    const optionSku = required('option_sku');
    if (optionSku !== null && !SKU.test(optionSku)) {
      err(row, 'option_sku', 'invalid_sku', 'must be 1-64 letters, digits, dots, dashes or underscores');
    }
    if (optionSku !== null) {
      const first = optionRow.get(optionSku);
      if (first !== undefined) {
        err(row, 'option_sku', 'duplicate_option_sku', `the option SKU ${optionSku} is also on row ${first}`);
      } else optionRow.set(optionSku, row);
    }

    // product columns: the first row of a sku gives them; later rows repeat them or leave them blank
    let product = sku !== null ? bySku.get(sku) : undefined;
    if (sku !== null && !product) {
      const handle = required('handle');
      if (handle !== null && !HANDLE.test(handle)) {
        err(row, 'handle', 'invalid_handle', 'must be lower-case letters and digits joined by dashes');
      } else if (handle !== null) {
        const other = handleOwner.get(handle);
        if (other !== undefined && other !== sku) {
          err(row, 'handle', 'duplicate_handle', `the handle is also used by the product ${other}`);
        } else handleOwner.set(handle, sku);
      }
      const title = required('title_en');
      const brand = required('brand');
      const p: CatalogueCsvProduct = {
        row,
        sku,
        handle: handle ?? '',
        name: { eng: title ?? '', chi: text('title_zh_hant'), cn: text('title_zh_hans') },
        brand: brand ?? '',
        body: { eng: text('body_html_en'), chi: text('body_html_zh_hant'), cn: text('body_html_zh_hans') },
        seoTitle: {
          eng: text('seo_title_en'),
          chi: text('seo_title_zh_hant'),
          cn: text('seo_title_zh_hans'),
        },
        seoDescription: {
          eng: text('seo_description_en'),
          chi: text('seo_description_zh_hant'),
          cn: text('seo_description_zh_hans'),
        },
        options: [],
      };
      if (has('type') && cell('type') !== '') {
        const t = cell('type').toLowerCase();
        if (t === 'product') p.type = 0;
        else if (t === 'treatment') p.type = 2;
        else err(row, 'type', 'invalid_type', 'must be product or treatment');
      }
      if (has('published') && cell('published') !== '') {
        const b = booleanOf(cell('published'));
        if (b === null) err(row, 'published', 'invalid_boolean', 'must be true or false');
        else p.published = b;
      }
      for (const c of ['categories', 'tags', 'collections'] as const)
        if (has(c)) p[c] = splitCsvList(cell(c));
      if (has('images')) {
        p.images = splitCsvList(cell('images'));
        if (p.images.some((u) => !/^(?:https:\/\/[^\s"'<>]+|\/media\/[^\s"'<>]+)$/.test(u)))
          err(row, 'images', 'invalid_image', 'each image must be an https:// address or a /media/ path');
      }
      bySku.set(sku, p);
      productCells.set(sku, new Map(PRODUCT_COLUMNS.filter(has).map((c) => [c, cell(c)])));
      product = p;
    } else if (sku !== null && product) {
      const first = productCells.get(sku)!;
      for (const [c, v] of first) {
        const here = cell(c);
        if (here !== '' && here !== v) {
          err(row, c, 'conflicting_value', `differs from row ${product.row}, the product's first row`);
        }
      }
    }

    // option columns
    const amount = (c: 'price_hkd' | 'price_usd' | 'compare_at_price_hkd' | 'compare_at_price_usd') => {
      const v = cell(c);
      if (v === '') return null;
      const a = csvAmount(v, c.endsWith('hkd') ? 'HKD' : 'USD');
      if ('code' in a) {
        err(row, c, a.code, a.reason);
        return undefined;
      }
      return a.minor;
    };
    const priceHkd = required('price_hkd') === null ? undefined : amount('price_hkd');
    const priceUsd = required('price_usd') === null ? undefined : amount('price_usd');
    const option: CatalogueCsvOption = {
      row,
      sku: optionSku ?? '',
      name: {
        eng: text('option_title_en'),
        chi: text('option_title_zh_hant'),
        cn: text('option_title_zh_hans'),
      },
      priceHkd: priceHkd ?? 0,
      priceUsd: priceUsd ?? 0,
    };
    if (has('compare_at_price_hkd')) option.compareAtHkd = amount('compare_at_price_hkd');
    if (has('compare_at_price_usd')) option.compareAtUsd = amount('compare_at_price_usd');
    for (const c of ['stock', 'low_stock'] as const) {
      const v = cell(c);
      if (v === '') continue;
      if (!/^\d{1,7}$/.test(v)) {
        err(row, c, 'invalid_number', 'must be a whole number, 0 or more');
      } else option[c === 'stock' ? 'stock' : 'lowStock'] = Number(v);
    }
    if (cell('availability') !== '') {
      const a = cell('availability').toLowerCase();
      if ((AVAILABILITIES as readonly string[]).includes(a)) option.availability = a as Availability;
      else err(row, 'availability', 'invalid_availability', `must be one of ${AVAILABILITIES.join(', ')}`);
    }
    for (const c of ['estimate', 'cut_off_date'] as const) {
      if (!has(c)) continue;
      const v = cell(c);
      if (v !== '' && !isCalendarDate(v)) err(row, c, 'invalid_date', 'must be a date such as 2026-12-31');
      option[c === 'estimate' ? 'estimate' : 'cutOffDate'] = v || null;
    }
    if (has('subscription_parent_sku') || has('subscription_months')) {
      const parent = cell('subscription_parent_sku');
      const months = cell('subscription_months');
      if (months !== '' && !/^[1-6]$/.test(months))
        err(row, 'subscription_months', 'invalid_interval', 'must be a whole number of months from 1 to 6');
      else if ((parent === '') !== (months === ''))
        err(
          row,
          parent === '' ? 'subscription_parent_sku' : 'subscription_months',
          'subscription_pair',
          'a subscription names both its parent option and its months',
        );
      option.subscriptionParentSku = parent || null;
      option.subscriptionMonths = months ? Number(months) : null;
      if (parent && option.stock !== undefined)
        err(row, 'stock', 'shared_stock', `a subscription draws on ${parent}'s stock: leave stock blank`);
    }
    if (has('member_groups')) option.memberGroups = splitCsvList(cell('member_groups'));
    if (priceHkd != null && priceUsd != null) {
      const problem = optionPriceProblem({
        price_hkd: priceHkd,
        price_usd: priceUsd,
        original_price_hkd: option.compareAtHkd ?? null,
        original_price_usd: option.compareAtUsd ?? null,
      });
      if (problem?.code === 'original_below_price')
        err(
          row,
          problem.field.endsWith('_usd') ? 'compare_at_price_usd' : 'compare_at_price_hkd',
          'original_below_price',
          'the compare-at price must not be below the price',
        );
    }
    product?.options.push(option);
  }

  // a subscription's parent is another option of the same product, in the same file
  for (const p of bySku.values()) {
    const skus = new Set(p.options.map((o) => o.sku));
    for (const o of p.options)
      if (
        o.subscriptionParentSku &&
        (!skus.has(o.subscriptionParentSku) || o.subscriptionParentSku === o.sku)
      )
        err(
          o.row,
          'subscription_parent_sku',
          'parent_not_found',
          'must be another option of the same product, listed in this file',
        );
  }
  errors.sort((a, b) => a.row - b.row);
  return { rows: dataRows, columns: header, products: [...bySku.values()], errors };
}

function booleanOf(v: string): boolean | null {
  const s = v.toLowerCase();
  if (['true', 'yes', '1'].includes(s)) return true;
  if (['false', 'no', '0'].includes(s)) return false;
  return null;
}

// ---------------------------------------------------------------- writing

/** One row of an export, by column; absent keys are blank cells. */
export type CatalogueCsvRow = Partial<Record<CatalogueCsvColumn, string | number>>;

/** The file: the header, then the rows, formula-safe (csv.ts), CRLF line ends. */
export function writeCatalogueCsv(rows: readonly CatalogueCsvRow[]): string {
  const lines = [CATALOGUE_CSV_COLUMNS.join(',')];
  for (const r of rows) lines.push(CATALOGUE_CSV_COLUMNS.map((c) => csvCell(r[c] ?? '')).join(','));
  return lines.join('\r\n') + '\r\n';
}

// ---------------------------------------------------------------- bulk price changes

/** A price changed by a percentage (-10 = 10% off), half-up to whole minor units, never below 0. */
export function percentPrice(minor: number, percent: number): number {
  // hundredths of a percent keep -12.5 exact: minor * (10000 + p*100) / 10000
  const bp = Math.round(percent * 100);
  const scaled = Math.round((minor * (10_000 + bp)) / 10_000);
  return Math.max(0, scaled);
}
