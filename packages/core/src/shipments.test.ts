import { describe, expect, it } from 'vitest';
import {
  allocateShipment,
  allShipped,
  findCarrier,
  parseTrackingCsv,
  remainingItems,
  shipmentRequestProblem,
  trackingTemplateProblem,
  trackingUrl,
  unshippedQuantity,
} from './shipments.ts';

const lines = [
  { sub_sku: 'A-50', quantity: 3, shipped_quantity: 1 },
  { sub_sku: 'B-30', quantity: 1, shipped_quantity: 0 },
];
const carriers = [
  { id: 'sf-express', name: { eng: 'SF Express', chi: '順豐速運', cn: '顺丰速运' } },
  { id: 'hongkong-post', name: { eng: 'Hongkong Post', chi: '香港郵政', cn: '香港邮政' } },
];
const ok = { carrier: 'sf-express', tracking_number: 'SF1' };

describe('shipments: what is left to ship', () => {
  it('counts ordered − shipped per line and is shipped only when every line is', () => {
    expect(lines.map(unshippedQuantity)).toEqual([2, 1]);
    expect(unshippedQuantity({ sub_sku: 'x', quantity: 1, shipped_quantity: 3 })).toBe(0);
    expect(remainingItems(lines)).toEqual([
      { sub_sku: 'A-50', quantity: 2 },
      { sub_sku: 'B-30', quantity: 1 },
    ]);
    expect(allShipped(lines)).toBe(false);
    expect(allShipped(lines.map((l) => ({ ...l, shipped_quantity: l.quantity })))).toBe(true);
    expect(allShipped([])).toBe(false);
  });

  it('spreads units over two lines that share a sub-SKU', () => {
    const two = [
      { sub_sku: 'A', quantity: 1, shipped_quantity: 0 },
      { sub_sku: 'A', quantity: 2, shipped_quantity: 1 },
    ];
    expect(allocateShipment(two, [{ sub_sku: 'A', quantity: 2 }]).map((a) => a.quantity)).toEqual([1, 1]);
  });
});

describe('shipments: the request check', () => {
  it('accepts what is left, from paid or packed', () => {
    expect(
      shipmentRequestProblem('paid', lines, { ...ok, items: [{ sub_sku: 'A-50', quantity: 2 }] }),
    ).toBeNull();
    expect(shipmentRequestProblem('packed', lines, { ...ok, items: remainingItems(lines) })).toBeNull();
  });
  it('refuses an unknown line, more than left, zero, no carrier, no tracking, a wrong status', () => {
    const p = (items: { sub_sku: string; quantity: number }[], extra = {}, status = 'packed' as const) =>
      shipmentRequestProblem(status, lines, { ...ok, ...extra, items });
    expect(p([{ sub_sku: 'NOPE', quantity: 1 }])).toMatchObject({ field: 'items', reason: 'unknown_item' });
    expect(p([{ sub_sku: 'A-50', quantity: 3 }])).toMatchObject({
      reason: 'exceeds_unshipped',
      sub_sku: 'A-50',
    });
    expect(
      p([
        { sub_sku: 'B-30', quantity: 1 },
        { sub_sku: 'B-30', quantity: 1 },
      ]),
    ).toMatchObject({ reason: 'exceeds_unshipped' });
    expect(p([{ sub_sku: 'A-50', quantity: 0 }])).toMatchObject({ reason: 'not_positive' });
    expect(p([])).toMatchObject({ field: 'items', reason: 'required' });
    expect(p([{ sub_sku: 'A-50', quantity: 1 }], { carrier: ' ' })).toEqual({
      field: 'carrier',
      reason: 'required',
    });
    expect(p([{ sub_sku: 'A-50', quantity: 1 }], { tracking_number: '' })).toEqual({
      field: 'tracking_number',
      reason: 'required',
    });
    expect(
      shipmentRequestProblem('shipped', lines, { ...ok, items: [{ sub_sku: 'A-50', quantity: 1 }] }),
    ).toEqual({ field: 'status', reason: 'invalid_transition' });
  });
});

describe('shipments: carriers and tracking links', () => {
  it('fills {tracking} URL-encoded; no template, no link', () => {
    expect(trackingUrl('https://t.example/?n={tracking}', ' AB 1/2&x ')).toBe(
      'https://t.example/?n=AB%201%2F2%26x',
    );
    expect(trackingUrl(null, 'X')).toBeNull();
  });
  it('a template is https with {tracking}', () => {
    expect(trackingTemplateProblem('https://t.example/{tracking}')).toBeNull();
    expect(trackingTemplateProblem('')).toBeNull();
    expect(trackingTemplateProblem('https://t.example/')).toBe('invalid_url');
    expect(trackingTemplateProblem('http://t.example/{tracking}')).toBe('invalid_url');
    expect(trackingTemplateProblem('javascript:alert(1)//{tracking}')).toBe('invalid_url');
  });
  it('finds a carrier by id or any name, ignoring case and spacing', () => {
    for (const s of ['sf-express', 'SF EXPRESS', ' sf  express ', '順豐速運', '顺丰速运', 'ＳＦ Express'])
      expect(findCarrier(carriers, s)?.id, s).toBe('sf-express');
    expect(findCarrier(carriers, 'Lalamove')).toBeNull();
    expect(findCarrier(carriers, '')).toBeNull();
  });
});

describe('shipments: the tracking CSV', () => {
  it('reads a header, a BOM, quoted cells, Chinese carrier names and blank rows', () => {
    const csv =
      '\uFEFFOrder number,Carrier,Tracking number\r\n' +
      'OC2611270001,SF Express,SF100\r\n' +
      '"oc2611270002","香港郵政","EE 1, 2"\r\n' +
      '\r\n' +
      'OC2611270003,hongkong-post,RR3\r\n';
    const r = parseTrackingCsv(csv, carriers);
    expect(r.errors).toEqual([]);
    expect(r.rows).toEqual([
      { row: 2, order_number: 'OC2611270001', carrier_id: 'sf-express', tracking_number: 'SF100' },
      { row: 3, order_number: 'OC2611270002', carrier_id: 'hongkong-post', tracking_number: 'EE 1, 2' },
      { row: 5, order_number: 'OC2611270003', carrier_id: 'hongkong-post', tracking_number: 'RR3' },
    ]);
  });
  it('reports every bad row with its number and reason; no header is fine', () => {
    const csv = [
      'OC1,SF Express,SF1',
      'OC2,Lalamove,L1',
      ',SF Express,SF3',
      'OC4,,SF4',
      'OC5,SF Express,',
      'oc1,SF Express,SF6',
      'OC7,SF Express,SF7,extra',
    ].join('\n');
    const r = parseTrackingCsv(csv, carriers);
    expect(r.rows.map((x) => x.row)).toEqual([1]);
    expect(r.errors.map((e) => [e.row, e.reason])).toEqual([
      [2, 'unknown_carrier'],
      [3, 'missing_order_number'],
      [4, 'missing_carrier'],
      [5, 'missing_tracking_number'],
      [6, 'duplicate_row'],
      [7, 'too_many_columns'],
    ]);
    expect(parseTrackingCsv('OC1,SF Express,"SF1', carriers).unclosed).toBe(true);
  });
});
