import { describe, expect, it } from 'vitest';
import {
  canMixProductTypes,
  estimatedDeliveryWindow,
  formatCardDate,
  formatCutOff,
  formatDateDMY,
  padToMultiple,
  pushHistory,
} from './cart-rules.ts';

describe('estimatedDeliveryWindow', () => {
  it('runs from the latest date to +2 days', () => {
    expect(estimatedDeliveryWindow(['2025-03-01', '2025-03-05', '2025-02-28'])).toEqual({
      from: '2025-03-05',
      to: '2025-03-07',
    });
    expect(estimatedDeliveryWindow(['2025-02-27T10:00:00+08:00'])).toEqual({
      from: '2025-02-27',
      to: '2025-03-01',
    });
    expect(estimatedDeliveryWindow(['2024-02-28'])).toEqual({ from: '2024-02-28', to: '2024-03-01' });
    expect(estimatedDeliveryWindow(['2025-12-31'])).toEqual({ from: '2025-12-31', to: '2026-01-02' });
  });

  it('ignores empty or invalid dates', () => {
    expect(estimatedDeliveryWindow([])).toBeNull();
    expect(estimatedDeliveryWindow(['', null, undefined, 'soon', '2025-02-30'])).toBeNull();
    expect(estimatedDeliveryWindow(['soon', '2025-01-01'])).toEqual({ from: '2025-01-01', to: '2025-01-03' });
  });
});

describe('date formats', () => {
  it('DD/MM/YYYY, DD/MM and DD/M', () => {
    expect(formatDateDMY('2025-03-07')).toBe('07/03/2025');
    expect(formatDateDMY('2025-03-07T23:59:00Z')).toBe('07/03/2025');
    expect(formatCutOff('2025-03-07')).toBe('07/03');
    expect(formatCardDate('2025-03-07')).toBe('07/3');
    expect(formatCardDate('2025-11-17')).toBe('17/11');
    expect(() => formatDateDMY('07/03/2025')).toThrow(RangeError);
  });
});

describe('canMixProductTypes', () => {
  it('treatments and single purchases do not mix', () => {
    expect(canMixProductTypes([], 0)).toBe(true);
    expect(canMixProductTypes([], 2)).toBe(true);
    expect(canMixProductTypes([0, 0], 0)).toBe(true);
    expect(canMixProductTypes([2], 2)).toBe(true);
    expect(canMixProductTypes([0], 2)).toBe(false);
    expect(canMixProductTypes([2, 2], 0)).toBe(false);
  });
});

describe('pushHistory', () => {
  const item = (id: string, extra: Record<string, unknown> = {}) => ({
    _id: id,
    price: 100,
    thumbnail: 't.jpg',
    detail: [{ type: 'image' }],
    ...extra,
  });

  it('puts the newest first without duplicates', () => {
    const h = pushHistory(pushHistory(pushHistory([], item('a')), item('b')), item('a'));
    expect(h.map((x) => x._id)).toEqual(['a', 'b']);
  });

  it('keeps at most 8 by default', () => {
    let h: ReturnType<typeof item>[] = [];
    for (let i = 0; i < 12; i++) h = pushHistory(h, item(String(i)));
    expect(h.map((x) => x._id)).toEqual(['11', '10', '9', '8', '7', '6', '5', '4']);
    expect(pushHistory(h, item('x'), 3)).toHaveLength(3);
  });

  it('drops entries lacking price, thumbnail or detail', () => {
    const old = [
      item('ok'),
      item('np', { price: undefined }),
      item('nt', { thumbnail: '' }),
      item('nd', { detail: [] }),
      item('nd2', { detail: null }),
    ];
    expect(pushHistory(old, item('new')).map((x) => x._id)).toEqual(['new', 'ok']);
    expect(pushHistory([item('ok')], item('bad', { price: null })).map((x) => x._id)).toEqual(['ok']);
    expect(pushHistory([], item('free', { price: 0 })).map((x) => x._id)).toEqual(['free']);
  });

  it('does not mutate its input', () => {
    const h = [item('a')];
    pushHistory(h, item('b'));
    expect(h).toHaveLength(1);
  });
});

describe('padToMultiple', () => {
  it('pads with nulls', () => {
    expect(padToMultiple([1, 2, 3, 4, 5], 4)).toEqual([1, 2, 3, 4, 5, null, null, null]);
    expect(padToMultiple([1, 2, 3, 4], 4)).toEqual([1, 2, 3, 4]);
    expect(padToMultiple([1], 2)).toEqual([1, null]);
    expect(padToMultiple([1, 2, 3], 5)).toEqual([1, 2, 3, null, null]);
    expect(padToMultiple([], 4)).toEqual([]);
    expect(() => padToMultiple([1], 0)).toThrow(RangeError);
  });
});
