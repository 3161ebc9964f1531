import { describe, expect, it } from 'vitest';
import { crc16Ccitt, fpsPayload, parseEmv } from './fps-qr.ts';

/**
 * Known answers from outside this code: the CRC's published check value and the merchant-presented QR example of
 * the EMVCo MPM specification (Appendix A) with the CRC printed there. Our encoder's own output is then held to a
 * hand-written field list, never only to a CRC computed by the same function.
 */
const EMVCO_EXAMPLE =
  '00020101021229300012D156000000000510A93FO3230Q31280012D15600000001030812345678520441115802CN' +
  '5914BEST TRANSPORT6007BEIJING64200002ZH0104最佳运输0202北京540523.7253031565502016233030412340603***' +
  '0708A60086670902ME91320016A0112233449988770708123456786304A13A';

/** The top-level TLVs in order (parseEmv keeps only the last of each id, and no order). */
function fields(payload: string): [string, string][] {
  const out: [string, string][] = [];
  for (let i = 0; i < payload.length;) {
    const len = Number(payload.slice(i + 2, i + 4));
    out.push([payload.slice(i, i + 2), payload.slice(i + 4, i + 4 + len)]);
    i += 4 + len;
  }
  return out;
}

describe('CRC-16/CCITT-FALSE', () => {
  it('gives the published check value for "123456789" (0x29B1)', () => {
    expect(crc16Ccitt('123456789')).toBe('29B1');
  });

  it('gives the CRC printed in the EMVCo MPM example (A13A), over UTF-8 bytes and the 6304 tag', () => {
    expect(crc16Ccitt(EMVCO_EXAMPLE.slice(0, -4))).toBe('A13A');
  });

  it('pads a short checksum to four hex digits', () => {
    expect(crc16Ccitt('')).toBe('FFFF');
    expect(crc16Ccitt('A')).toMatch(/^[0-9A-F]{4}$/);
  });
});

describe('parseEmv', () => {
  it('reads the EMVCo example field by field, templates included', () => {
    expect(fields(EMVCO_EXAMPLE)).toEqual([
      ['00', '01'],
      ['01', '12'],
      ['29', '0012D156000000000510A93FO3230Q'],
      ['31', '0012D15600000001030812345678'],
      ['52', '4111'],
      ['58', 'CN'],
      ['59', 'BEST TRANSPORT'],
      ['60', 'BEIJING'],
      ['64', '0002ZH0104最佳运输0202北京'],
      ['54', '23.72'],
      ['53', '156'],
      ['55', '01'],
      ['62', '030412340603***0708A60086670902ME'],
      ['91', '0016A011223344998877070812345678'],
      ['63', 'A13A'],
    ]);
    const f = parseEmv(EMVCO_EXAMPLE);
    expect(parseEmv(f['29']!)).toEqual({ '00': 'D15600000000', '05': 'A93FO3230Q' });
    expect(parseEmv(f['64']!)).toEqual({ '00': 'ZH', '01': '最佳运输', '02': '北京' });
    expect(parseEmv(f['62']!)).toEqual({ '03': '1234', '06': '***', '07': 'A6008667', '09': 'ME' });
  });
});

describe('fpsPayload', () => {
  const payload = fpsPayload({
    fpsId: '1234567',
    merchantName: 'Oxygen Ceuticals',
    amountMinor: 12_345,
    reference: 'OC2026000123',
  });

  it('lays out HKMA FPS fields in EMVCo TLV form, closed by the CRC tag', () => {
    expect(fields(payload)).toEqual([
      ['00', '01'], // payload format indicator
      ['01', '12'], // dynamic QR: one payment of this amount
      ['26', '0012hk.com.hkicl02071234567'], // merchant account: HKICL GUID, FPS id
      ['52', '0000'], // merchant category code
      ['53', '344'], // HKD
      ['54', '123.45'], // amount in dollars, two decimals
      ['58', 'HK'],
      ['59', 'Oxygen Ceuticals'],
      ['60', 'HK'],
      ['62', '0512OC2026000123'], // bill number: the order reference
      ['63', expect.stringMatching(/^[0-9A-F]{4}$/)],
    ]);
    expect(payload.slice(0, -4)).toBe(
      [
        '000201',
        '010212',
        '2627' + '0012hk.com.hkicl' + '02071234567',
        '52040000',
        '5303344',
        '5406123.45',
        '5802HK',
        '5916Oxygen Ceuticals',
        '6002HK',
        '6216' + '0512OC2026000123',
        '6304',
      ].join(''),
    );
  });

  it('ends with the CRC of everything before it, tag 6304 included', () => {
    expect(payload.slice(-8, -4)).toBe('6304');
    expect(payload.slice(-4)).toBe(crc16Ccitt(payload.slice(0, -4)));
  });

  it('cuts the merchant name and reference to 25 characters and writes whole cents', () => {
    const f = parseEmv(
      fpsPayload({ fpsId: '9', merchantName: 'M'.repeat(40), amountMinor: 5, reference: 'R'.repeat(30) }),
    );
    expect(f['59']).toBe('M'.repeat(25));
    expect(parseEmv(f['62']!)['05']).toBe('R'.repeat(25));
    expect(f['54']).toBe('0.05');
  });
});
