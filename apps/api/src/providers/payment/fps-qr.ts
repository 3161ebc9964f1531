/**
 * FPS merchant-presented QR payload in the EMVCo format HKMA's "Common QR Code Specification for FPS" uses:
 * TLV fields, merchant account template 26 with the HKICL GUID, currency 344 (HKD), the amount, and the order
 * reference in additional data (62.05), closed by a CRC-16/CCITT-FALSE checksum (63).
 */
const tlv = (id: string, value: string) => `${id}${String(value.length).padStart(2, '0')}${value}`;

export function crc16Ccitt(data: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(data, 'utf8')) {
    crc ^= byte << 8;
    for (let i = 0; i < 8; i++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

export function fpsPayload(opts: {
  fpsId: string;
  merchantName: string;
  amountMinor: number;
  reference: string;
}): string {
  const amount = (opts.amountMinor / 100).toFixed(2);
  const body = [
    tlv('00', '01'),
    tlv('01', '12'), // dynamic: one payment of this amount
    tlv('26', tlv('00', 'hk.com.hkicl') + tlv('02', opts.fpsId)),
    tlv('52', '0000'),
    tlv('53', '344'),
    tlv('54', amount),
    tlv('58', 'HK'),
    tlv('59', opts.merchantName.slice(0, 25)),
    tlv('60', 'HK'),
    tlv('62', tlv('05', opts.reference.slice(0, 25))),
  ].join('');
  const withCrcTag = `${body}6304`;
  return withCrcTag + crc16Ccitt(withCrcTag);
}

/** Reads the payload back into fields (tests and the sandbox bank app). */
export function parseEmv(payload: string): Record<string, string> {
  const out: Record<string, string> = {};
  let i = 0;
  while (i < payload.length) {
    const id = payload.slice(i, i + 2);
    const len = Number(payload.slice(i + 2, i + 4));
    out[id] = payload.slice(i + 4, i + 4 + len);
    i += 4 + len;
  }
  return out;
}
