import { describe, expect, it } from 'vitest';
import {
  CATALOGUE_CSV_COLUMNS,
  csvAmount,
  percentPrice,
  readCatalogueCsv,
  writeCatalogueCsv,
} from './catalogue-csv.ts';
import { parseCsv } from './csv.ts';

const HEADER = 'handle,sku,title_en,brand,option_sku,price_hkd,price_usd';
const file = (...rows: string[]) => [HEADER, ...rows].join('\r\n') + '\r\n';

describe('catalogue CSV: cells', () => {
  it('reads quoted cells with commas, quotes and line breaks, CRLF or LF, and a BOM', () => {
    const { records } = parseCsv('\uFEFFa,"b,c","say ""hi""\nthere"\nd,,e\r\n');
    expect(records).toEqual([
      ['a', 'b,c', 'say "hi"\nthere'],
      ['d', '', 'e'],
    ]);
  });

  it('reports a quote that is never closed', () => {
    const read = readCatalogueCsv(`${HEADER}\nx,"open`);
    expect(read.errors[0]).toMatchObject({ code: 'unclosed_quote' });
  });

  it('amounts are decimals of the currency: 120.00 is 12000 cents; negative and text are refused', () => {
    expect(csvAmount('120.00', 'HKD')).toEqual({ minor: 12000 });
    expect(csvAmount('1,280.5', 'USD')).toEqual({ minor: 128050 });
    expect(csvAmount('-5', 'HKD')).toMatchObject({ code: 'negative_price' });
    expect(csvAmount('abc', 'HKD')).toMatchObject({ code: 'invalid_price' });
    expect(csvAmount('1.234', 'HKD')).toMatchObject({ code: 'invalid_price' });
  });

  it('a price changes by a percentage in whole minor units, never below 0', () => {
    expect(percentPrice(12000, -10)).toBe(10800);
    expect(percentPrice(999, -12.5)).toBe(874); // 874.125
    expect(percentPrice(1, 50)).toBe(2); // 1.5 rounds half up
    expect(percentPrice(500, -150)).toBe(0);
  });
});

describe('catalogue CSV: reading a file', () => {
  it('groups the rows of one sku into a product with its options', () => {
    const read = readCatalogueCsv(
      file(
        'serum,S1,Serum,oxygen,S1-30,120.00,15.00',
        ',S1,,,S1-50,180,23',
        'mask,M1,Mask,oxygen,M1-1,80,10',
      ),
    );
    expect(read.errors).toEqual([]);
    expect(read.rows).toBe(3);
    expect(read.products).toHaveLength(2);
    const [serum] = read.products;
    expect(serum).toMatchObject({ sku: 'S1', handle: 'serum', brand: 'oxygen', name: { eng: 'Serum' } });
    expect(serum!.options.map((o) => [o.sku, o.priceHkd, o.priceUsd])).toEqual([
      ['S1-30', 12000, 1500],
      ['S1-50', 18000, 2300],
    ]);
    // columns not in the file stay undefined: an update leaves those fields alone
    expect(serum!.name.chi).toBeUndefined();
    expect(serum!.tags).toBeUndefined();
  });

  it('a missing required column is named', () => {
    const read = readCatalogueCsv('handle,sku,title_en,option_sku,price_hkd,price_usd\nx,S,T,S-1,1,1\n');
    expect(read.errors).toEqual([
      { row: 1, column: 'brand', code: 'missing_column', reason: 'this column is required' },
    ]);
  });

  it('a price column in a currency the shop does not sell is refused by name', () => {
    const read = readCatalogueCsv(`${HEADER},price_eur\nx,S,T,b,S-1,1,1,2\n`);
    expect(read.errors).toMatchObject([{ row: 1, column: 'price_eur', code: 'unknown_currency' }]);
  });

  it('names the row and column of each bad cell', () => {
    const read = readCatalogueCsv(
      [
        `${HEADER},subscription_parent_sku,subscription_months`,
        'a,A,Alpha,b,A-1,-5,1,,',
        'b,B,Beta,b,B-1,abc,1,,',
        'c,C,Gamma,b,C-1,1,1,,',
        ',C,,,C-2,1,1,C-1,7',
        'd,D,<script>alert(1)</script>,b,D-1,1,1,,',
        'e,E,Eps,b,C-1,1,1,,',
      ].join('\n'),
    );
    expect(read.errors.map((e) => [e.row, e.column, e.code])).toEqual([
      [2, 'price_hkd', 'negative_price'],
      [3, 'price_hkd', 'invalid_price'],
      [5, 'subscription_months', 'invalid_interval'],
      [6, 'title_en', 'script'],
      [7, 'option_sku', 'duplicate_option_sku'],
    ]);
  });

  it('a product row that contradicts its first row, and a handle used by two products, are refused', () => {
    const read = readCatalogueCsv(file('a,A,Alpha,b,A-1,1,1', 'a,A,Other,b,A-2,1,1', 'a,B,Beta,b,B-1,1,1'));
    expect(read.errors.map((e) => [e.row, e.column, e.code])).toEqual([
      [3, 'title_en', 'conflicting_value'],
      [4, 'handle', 'duplicate_handle'],
    ]);
  });

  it('a subscription names a parent option of the same product and leaves stock blank', () => {
    const head = `${HEADER},stock,subscription_parent_sku,subscription_months`;
    const ok = readCatalogueCsv(`${head}\na,A,Alpha,b,A-1,100,13,5,,\n,A,,,A-1-S1M,90,12,,A-1,1\n`);
    expect(ok.errors).toEqual([]);
    expect(ok.products[0]!.options[1]).toMatchObject({ subscriptionParentSku: 'A-1', subscriptionMonths: 1 });
    const bad = readCatalogueCsv(`${head}\na,A,Alpha,b,A-1,100,13,5,,\n,A,,,A-2,90,12,4,X-9,1\n`);
    expect(bad.errors.map((e) => [e.row, e.column, e.code])).toEqual([
      [3, 'stock', 'shared_stock'],
      [3, 'subscription_parent_sku', 'parent_not_found'],
    ]);
  });

  it('export text reads back to the same values (defused formulas included)', () => {
    const text = writeCatalogueCsv([
      {
        handle: 'a',
        sku: 'A',
        title_en: '-minus, "quoted"',
        brand: 'b',
        option_sku: 'A-1',
        price_hkd: '120.00',
        price_usd: '15.00',
        tags: 'x|y',
        published: 'true',
      },
    ]);
    expect(text.split('\r\n')[0]).toBe(CATALOGUE_CSV_COLUMNS.join(','));
    const read = readCatalogueCsv(text);
    expect(read.errors).toEqual([]);
    expect(read.products[0]).toMatchObject({
      name: { eng: '-minus, "quoted"' },
      tags: ['x', 'y'],
      published: true,
    });
  });
});
