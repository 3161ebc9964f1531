/**
 * Deterministic before/after illustrations for the product page's before/after section (2.9-09): a close-up of
 * skin (uneven, rough and dull before; even and luminous after) or of a scalp parting (sparse before, fuller after).
 * They illustrate the tested result written in the product copy; the page labels them as illustrations.
 * Pure functions, no text in the image (the page captions it in the shopper's language).
 */
import { hashString } from './art.ts';

export type BeforeAfterStage = 'before' | 'after';
export interface BeforeAfterArtInput {
  sku: string;
  categories: string[];
}

const W = 640;
const H = 800;

/** A small deterministic generator (mulberry32) seeded from the sku. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const f1 = (n: number): string => String(Math.round(n * 10) / 10);

export function beforeAfterSubject(categories: string[]): 'scalp' | 'skin' {
  return categories.some((c) => c === 'hair_care' || c === 'scalp_treatment' || c === 'shampoo')
    ? 'scalp'
    : 'skin';
}

function skin(stage: BeforeAfterStage, rnd: () => number, id: string): string {
  const before = stage === 'before';
  const base = before ? '#d9b39a' : '#ecc9b0';
  const shade = before ? '#c79a80' : '#e2bba1';
  const parts: string[] = [
    `<defs><radialGradient id="${id}g" cx="38%" cy="30%" r="85%">` +
      `<stop offset="0" stop-color="${before ? '#e0bca4' : '#f8e0cf'}"/>` +
      `<stop offset="1" stop-color="${shade}"/></radialGradient></defs>`,
    `<rect width="${W}" height="${H}" fill="${base}"/>`,
    `<rect width="${W}" height="${H}" fill="url(#${id}g)"/>`,
  ];
  // pores: many and open before, few and fine after
  const pores = before ? 260 : 90;
  for (let i = 0; i < pores; i++) {
    const r = before ? 1.4 + rnd() * 2.2 : 0.6 + rnd() * 0.8;
    parts.push(
      `<circle cx="${f1(rnd() * W)}" cy="${f1(rnd() * H)}" r="${f1(r)}" fill="#8a5f4a" opacity="${before ? 0.35 : 0.12}"/>`,
    );
  }
  if (before) {
    // uneven tone: blotches of redness and dark spots, and fine dry lines
    for (let i = 0; i < 9; i++)
      parts.push(
        `<ellipse cx="${f1(rnd() * W)}" cy="${f1(rnd() * H)}" rx="${f1(30 + rnd() * 60)}" ry="${f1(20 + rnd() * 45)}" fill="#c2706a" opacity="0.22"/>`,
      );
    for (let i = 0; i < 14; i++)
      parts.push(
        `<circle cx="${f1(rnd() * W)}" cy="${f1(rnd() * H)}" r="${f1(4 + rnd() * 9)}" fill="#9a6a50" opacity="0.45"/>`,
      );
    for (let i = 0; i < 12; i++) {
      const x = rnd() * W;
      const y = rnd() * H;
      parts.push(
        `<path d="M${f1(x)} ${f1(y)} q${f1(20 + rnd() * 30)} ${f1(-6 + rnd() * 12)} ${f1(50 + rnd() * 40)} ${f1(-4 + rnd() * 8)}" stroke="#a37a64" stroke-width="1.2" fill="none" opacity="0.5"/>`,
      );
    }
  } else {
    // an even tone with a soft glow where light falls
    parts.push(
      `<ellipse cx="${f1(W * 0.38)}" cy="${f1(H * 0.3)}" rx="180" ry="140" fill="#fff6ee" opacity="0.45"/>`,
    );
  }
  return parts.join('');
}

function scalp(stage: BeforeAfterStage, rnd: () => number, id: string): string {
  const before = stage === 'before';
  const parts: string[] = [
    `<defs><linearGradient id="${id}s" x1="0" y1="0" x2="0" y2="1">` +
      `<stop offset="0" stop-color="#e8c8b2"/><stop offset="1" stop-color="#d6b097"/></linearGradient></defs>`,
    `<rect width="${W}" height="${H}" fill="url(#${id}s)"/>`,
  ];
  // strands fall away from a centre parting: sparse and fine before, dense and thicker after
  const strands = before ? 70 : 230;
  const parting = W / 2;
  for (let i = 0; i < strands; i++) {
    const side = i % 2 === 0 ? -1 : 1;
    const gap = before ? 46 : 14;
    const x = parting + side * (gap + rnd() * (W / 2 - gap));
    const y = -20 + rnd() * 60;
    const sway = side * (30 + rnd() * 80);
    const width = before ? 1.2 + rnd() * 0.8 : 2 + rnd() * 1.4;
    const tone = before ? '#4a3a30' : '#2a1f19';
    parts.push(
      `<path d="M${f1(x)} ${f1(y)} C ${f1(x + sway * 0.2)} ${f1(H * 0.35)}, ${f1(x + sway * 0.7)} ${f1(H * 0.65)}, ${f1(x + sway)} ${f1(H + 20)}" stroke="${tone}" stroke-width="${f1(width)}" fill="none" stroke-linecap="round" opacity="${before ? 0.75 : 0.9}"/>`,
    );
  }
  if (before)
    // flakes along the parting
    for (let i = 0; i < 26; i++)
      parts.push(
        `<circle cx="${f1(parting - 30 + rnd() * 60)}" cy="${f1(rnd() * H)}" r="${f1(1.5 + rnd() * 2.5)}" fill="#fbf3ea" opacity="0.8"/>`,
      );
  return parts.join('');
}

/** One before or after image, 4:5 like the gallery. The same sku always gives the same picture. */
export function renderBeforeAfterArt(input: BeforeAfterArtInput, stage: BeforeAfterStage): string {
  const h = hashString(`${input.sku}:${stage}`);
  const id = 'ba' + (h % 46656).toString(36);
  // both stages share one layout seed so the after image reads as the same patch of skin or scalp
  const rnd = random(hashString(input.sku));
  const body =
    beforeAfterSubject(input.categories) === 'scalp' ? scalp(stage, rnd, id) : skin(stage, rnd, id);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" ` +
    `role="img" aria-hidden="true">${body}</svg>`
  );
}
