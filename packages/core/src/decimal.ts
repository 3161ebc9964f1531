// Exact decimal arithmetic on BigInt. Rates and major amounts arrive as decimal strings; parsing them into
// scaled integers keeps conversions free of binary floating-point error.

export class InvalidDecimalError extends Error {
  readonly code = 'invalid_decimal';
  constructor(input: unknown) {
    super(`Not a decimal number: ${String(input)}`);
    this.name = 'InvalidDecimalError';
  }
}

/** value = units / 10^scale */
export interface ScaledDecimal {
  units: bigint;
  scale: number;
}

const DECIMAL_RE = /^([+-]?)(\d+)?(?:\.(\d+))?(?:e([+-]?\d+))?$/i;

/** Parses '7.8', '-0.5', '1380.5', '1e-7' (and finite numbers via their shortest round-trip string). */
export function parseDecimal(input: string | number): ScaledDecimal {
  if (typeof input === 'number' && !Number.isFinite(input)) throw new InvalidDecimalError(input);
  const text = String(input).trim();
  const m = DECIMAL_RE.exec(text);
  if (!m || (m[2] === undefined && m[3] === undefined)) throw new InvalidDecimalError(input);
  const [, sign, intPart = '', fracPart = '', expPart] = m;
  const exp = expPart === undefined ? 0 : Number(expPart);
  let units = BigInt(intPart + fracPart || '0');
  let scale = fracPart.length - exp;
  if (scale < 0) {
    units *= 10n ** BigInt(-scale);
    scale = 0;
  }
  if (sign === '-') units = -units;
  return { units, scale };
}

export function pow10(n: number): bigint {
  return 10n ** BigInt(n);
}

/** Floor division (BigInt `/` truncates toward zero, which is wrong for negatives). */
export function floorDiv(a: bigint, b: bigint): bigint {
  if (b === 0n) throw new RangeError('Division by zero');
  if (b < 0n) {
    a = -a;
    b = -b;
  }
  const q = a / b;
  return a % b !== 0n && a < 0n ? q - 1n : q;
}

/** Ceiling division. */
export function ceilDiv(a: bigint, b: bigint): bigint {
  return -floorDiv(-a, b);
}

/** Round half away from zero ("half-up" as shoppers understand it). */
export function roundHalfUpDiv(a: bigint, b: bigint): bigint {
  if (b < 0n) {
    a = -a;
    b = -b;
  }
  const neg = a < 0n;
  const abs = neg ? -a : a;
  const q = (2n * abs + b) / (2n * b);
  return neg ? -q : q;
}

/** BigInt → number, refusing values that would lose precision. */
export function toSafeNumber(v: bigint): number {
  const n = Number(v);
  if (!Number.isSafeInteger(n)) throw new RangeError(`Amount out of safe integer range: ${v}`);
  return n;
}
