/**
 * Deterministic SVG artwork for the demo catalogue: product packshots (1:1) and banner still-lifes (2:1).
 * Pure functions only — no I/O, no randomness, no external fonts or images.
 */

export interface ArtPalette {
  primary: string;
  secondary: string;
  ink: string;
}
export interface ProductArtInput {
  /** English product name, typeset on the label */
  name: string;
  brandName: string;
  palette: ArtPalette;
  categories: string[];
  sku: string;
}
export interface BannerArtInput {
  title: string;
  palette: ArtPalette;
  variant: number;
}

export type ArtShape = 'bottle' | 'pump' | 'dropper' | 'jar' | 'tube' | 'box' | 'sachet' | 'pill';

const SERIF = "Georgia, 'Times New Roman', 'Songti TC', serif";
const SANS = "'Helvetica Neue', Helvetica, Arial, 'PingFang TC', sans-serif";

/** Escapes the five XML special characters and drops control characters XML 1.0 forbids. */
export function escapeXml(value: string): string {
  return value

    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
    .replace(/[&<>"']/g, (c) =>
      c === '&' ? '&amp;' : c === '<' ? '&lt;' : c === '>' ? '&gt;' : c === '"' ? '&quot;' : '&apos;',
    );
}

/** FNV-1a 32-bit hash, used for every deterministic variation. */
export function hashString(value: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < value.length; i++) {
    h ^= value.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

// ---------------------------------------------------------------- colour helpers

type Rgb = [number, number, number];

function parseHex(value: string): Rgb | null {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value.trim());
  if (!m || !m[1]) return null;
  let h = m[1];
  if (h.length === 3)
    h = h
      .split('')
      .map((c) => c + c)
      .join('');
  return [parseInt(h.slice(0, 2), 16), parseInt(h.slice(2, 4), 16), parseInt(h.slice(4, 6), 16)];
}

function toHex(rgb: Rgb): string {
  return (
    '#' +
    rgb
      .map((v) =>
        Math.max(0, Math.min(255, Math.round(v)))
          .toString(16)
          .padStart(2, '0'),
      )
      .join('')
  );
}

function mix(a: string, b: string, t: number): string {
  const x = parseHex(a) ?? [128, 128, 128];
  const y = parseHex(b) ?? [128, 128, 128];
  return toHex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}
const lighten = (c: string, t: number): string => mix(c, '#ffffff', t);
const darken = (c: string, t: number): string => mix(c, '#000000', t);

function luminance(c: string): number {
  const [r, g, b] = parseHex(c) ?? [128, 128, 128];
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

function safePalette(p: ArtPalette): ArtPalette {
  return {
    primary: toHex(parseHex(p.primary) ?? [201, 194, 184]),
    secondary: toHex(parseHex(p.secondary) ?? [241, 237, 230]),
    ink: toHex(parseHex(p.ink) ?? [43, 42, 40]),
  };
}

const r1 = (n: number): string => String(Math.round(n * 10) / 10);

// ---------------------------------------------------------------- shape selection

const CATEGORY_LABEL: Record<string, string> = {
  serum: 'Serum',
  cleanser: 'Cleanser',
  mask: 'Mask',
  sunscreen: 'Sun Care',
  shampoo: 'Shampoo',
  scalp_treatment: 'Scalp Care',
  supplements: 'Wellness',
  body: 'Body Care',
  face: 'Face Care',
  hair_care: 'Hair Care',
  skin_care: 'Skin Care',
  health_care: 'Health Care',
};

/** Picks a package shape from the name, categories and sku — deterministic. */
export function pickShape(name: string, categories: string[], sku: string): ArtShape {
  const n = name.toLowerCase();
  const has = (k: string): boolean => categories.includes(k);
  if (/-trt-|\btrt\b/i.test(sku) || /facial|treatment session|course/.test(n)) return 'jar';
  if (/\b(set|kit|duo|trio|collection|ritual|advent|brush|gift)\b/.test(n)) return 'box';
  if (/sheet mask|masks\b/.test(n)) return 'sachet';
  if (
    has('supplements') ||
    /capsule|tablet|probiotic|gumm|powder drink|sachets|complex|enzyme drink|jelly stick/.test(n)
  )
    return 'pill';
  if (
    /lip|hand cream|sunscreen|spf|sun fluid|cleanser|cleansing gel|foam|gel cream|polish/.test(n) ||
    has('sunscreen')
  )
    return 'tube';
  if (/shampoo|conditioner|wash|body lotion|body milk|lotion/.test(n) || has('shampoo')) return 'pump';
  if (/cream|balm|mask|scrub|butter|clay|pads|salts|powder/.test(n)) return 'jar';
  if (/oil|serum|ampoule|concentrate|drops|tonic/.test(n) || has('serum') || has('scalp_treatment'))
    return 'dropper';
  if (/toner|essence|mist|water|hydrosol|milk|spray/.test(n)) return 'bottle';
  const pool: ArtShape[] = ['bottle', 'pump', 'tube', 'jar'];
  return pool[hashString(sku) % pool.length] ?? 'bottle';
}

function descriptor(categories: string[]): string {
  for (const k of [
    'serum',
    'cleanser',
    'mask',
    'sunscreen',
    'shampoo',
    'scalp_treatment',
    'supplements',
    'body',
    'face',
    'hair_care',
    'skin_care',
    'health_care',
  ]) {
    if (categories.includes(k)) return CATEGORY_LABEL[k] ?? '';
  }
  return '';
}

// ---------------------------------------------------------------- label typesetting

function wrapWords(text: string, maxChars: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const raw of text.split(/\s+/).filter(Boolean)) {
    let word = raw;
    while (word.length > maxChars) {
      if (line) {
        lines.push(line);
        line = '';
      }
      lines.push(word.slice(0, maxChars - 1) + '-');
      word = word.slice(maxChars - 1);
    }
    if (!line) line = word;
    else if ((line + ' ' + word).length <= maxChars) line += ' ' + word;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** Fits text into a w×h box: returns the font size and lines (at most 4, ellipsis when cut). */
function fitText(
  text: string,
  w: number,
  h: number,
  maxSize: number,
  minSize: number,
  charW = 0.54,
): { size: number; lines: string[] } {
  for (let size = maxSize; size >= minSize; size -= 1) {
    const maxChars = Math.max(4, Math.floor(w / (size * charW)));
    const lines = wrapWords(text, maxChars);
    const maxLines = Math.min(4, Math.floor(h / (size * 1.18)));
    const unbroken = text.split(/\s+/).every((word) => word.length <= maxChars);
    if (lines.length <= maxLines && (unbroken || size === minSize)) return { size, lines };
  }
  const maxChars = Math.max(4, Math.floor(w / (minSize * charW)));
  const maxLines = Math.max(1, Math.min(4, Math.floor(h / (minSize * 1.18))));
  const lines = wrapWords(text, maxChars).slice(0, maxLines);
  const last = lines[lines.length - 1] ?? '';
  lines[lines.length - 1] = last.slice(0, Math.max(1, maxChars - 1)) + '…';
  return { size: minSize, lines };
}

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

function label(box: Box, brand: string, name: string, sub: string, ink: string, paper: string): string {
  const cx = box.x + box.w / 2;
  let out = `<rect x="${r1(box.x)}" y="${r1(box.y)}" width="${r1(box.w)}" height="${r1(box.h)}" rx="3" fill="${paper}"/>`;
  if (!name) {
    // abstract label for banners: two hairlines instead of words
    return (
      out +
      `<path d="M${r1(cx - box.w * 0.3)} ${r1(box.y + box.h * 0.42)}h${r1(box.w * 0.6)}M${r1(cx - box.w * 0.2)} ${r1(box.y + box.h * 0.58)}h${r1(box.w * 0.4)}" stroke="${ink}" stroke-opacity=".45" stroke-width="3"/>`
    );
  }
  const pad = box.w * 0.1;
  const innerW = box.w - pad * 2;
  const b = brand.toUpperCase();
  const bSize = Math.max(6, Math.min(12, innerW / Math.max(1, b.length * 0.82)));
  const bY = box.y + pad * 0.6 + bSize;
  out += `<text x="${r1(cx)}" y="${r1(bY)}" font-family="${SANS}" font-size="${r1(bSize)}" letter-spacing="${r1(bSize * 0.2)}" text-anchor="middle" fill="${ink}">${escapeXml(b)}</text>`;
  out += `<path d="M${r1(cx - innerW * 0.18)} ${r1(bY + bSize * 0.9)}h${r1(innerW * 0.36)}" stroke="${ink}" stroke-opacity=".5" stroke-width="1"/>`;
  const subSize = Math.max(6, Math.min(10, innerW / 14));
  const top = bY + bSize * 1.6;
  const bottom = box.y + box.h - pad * 0.6 - (sub ? subSize * 1.8 : 0);
  const fit = fitText(name, innerW, bottom - top, Math.min(30, box.h / 4.5), 8);
  const lh = fit.size * 1.18;
  let y = top + (bottom - top - lh * fit.lines.length) / 2 + fit.size * 0.9;
  out += `<text font-family="${SERIF}" font-size="${fit.size}" text-anchor="middle" fill="${ink}">`;
  for (const line of fit.lines) {
    out += `<tspan x="${r1(cx)}" y="${r1(y)}">${escapeXml(line)}</tspan>`;
    y += lh;
  }
  out += '</text>';
  if (sub) {
    out += `<text x="${r1(cx)}" y="${r1(box.y + box.h - pad * 0.6)}" font-family="${SANS}" font-size="${r1(subSize)}" letter-spacing="${r1(subSize * 0.25)}" text-anchor="middle" fill="${ink}" fill-opacity=".7">${escapeXml(sub.toUpperCase())}</text>`;
  }
  return out;
}

// ---------------------------------------------------------------- package shapes (local coords: bottom centre at 0,0)

interface ShapeCtx {
  id: string;
  ink: string;
  paper: string;
  body: string;
  cap: string;
  primary: string;
  brand: string;
  name: string;
  sub: string;
}
interface ShapeDef {
  w: number;
  h: number;
  draw: (c: ShapeCtx) => string;
}

const shine = (x: number, y: number, w: number, h: number): string =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${w / 2}" fill="#fff" opacity=".28"/>`;

const SHAPES: Record<ArtShape, ShapeDef> = {
  bottle: {
    w: 200,
    h: 470,
    draw: (c) =>
      `<path d="M-100 -300Q-100 -330 -70 -340L-45 -350V-380H45V-350L70 -340Q100 -330 100 -300V-20Q100 0 80 0H-80Q-100 0 -100 -20Z" fill="url(#${c.body})"/>` +
      `<rect x="-50" y="-470" width="100" height="96" rx="8" fill="url(#${c.cap})"/>` +
      shine(-86, -300, 12, 270) +
      label({ x: -78, y: -268, w: 156, h: 196 }, c.brand, c.name, c.sub, c.ink, c.paper),
  },
  pump: {
    w: 240,
    h: 432,
    draw: (c) =>
      `<rect x="-105" y="-320" width="210" height="320" rx="34" fill="url(#${c.body})"/>` +
      `<rect x="-40" y="-352" width="80" height="36" rx="6" fill="url(#${c.cap})"/><rect x="-12" y="-398" width="24" height="50" fill="url(#${c.cap})"/>` +
      `<path d="M-42 -398V-422Q-42 -432 -32 -432H62L124 -424V-410L62 -406L40 -398Z" fill="url(#${c.cap})"/>` +
      shine(-90, -290, 12, 250) +
      label({ x: -82, y: -262, w: 164, h: 204 }, c.brand, c.name, c.sub, c.ink, c.paper),
  },
  dropper: {
    w: 160,
    h: 392,
    draw: (c) =>
      `<rect x="-30" y="-258" width="60" height="34" fill="url(#${c.body})"/><rect x="-78" y="-236" width="156" height="236" rx="24" fill="url(#${c.body})"/>` +
      `<rect x="-44" y="-304" width="88" height="52" rx="6" fill="url(#${c.cap})"/>` +
      `<path d="M-30 -304V-352Q-30 -392 0 -392Q30 -392 30 -352V-304Z" fill="${darken(c.ink, 0.1)}"/>` +
      shine(-66, -214, 10, 190) +
      label({ x: -62, y: -190, w: 124, h: 150 }, c.brand, c.name, c.sub, c.ink, c.paper),
  },
  jar: {
    w: 320,
    h: 238,
    draw: (c) =>
      `<rect x="-150" y="-162" width="300" height="162" rx="24" fill="url(#${c.body})"/>` +
      `<rect x="-160" y="-238" width="320" height="84" rx="14" fill="url(#${c.cap})"/><path d="M-156 -170H156" stroke="#000" stroke-opacity=".12" stroke-width="2"/>` +
      shine(-138, -140, 10, 120) +
      label({ x: -120, y: -148, w: 240, h: 134 }, c.brand, c.name, c.sub, c.ink, c.paper),
  },
  tube: {
    w: 216,
    h: 448,
    draw: (c) =>
      `<path d="M-72 -66C-80 -200 -106 -360 -106 -422H106C106 -360 80 -200 72 -66Z" fill="url(#${c.body})"/>` +
      `<rect x="-110" y="-448" width="220" height="30" rx="3" fill="${darken(c.primary, 0.08)}"/><path d="M-96 -444v22M-72 -444v22M-48 -444v22M-24 -444v22M0 -444v22M24 -444v22M48 -444v22M72 -444v22M96 -444v22" stroke="#fff" stroke-opacity=".25" stroke-width="2"/>` +
      `<rect x="-64" y="-70" width="128" height="70" rx="10" fill="url(#${c.cap})"/>` +
      shine(-84, -400, 10, 250) +
      label({ x: -74, y: -368, w: 148, h: 206 }, c.brand, c.name, c.sub, c.ink, c.paper),
  },
  box: {
    w: 310,
    h: 386,
    draw: (c) =>
      `<path d="M130 -360L175 -386V-26L130 0Z" fill="${darken(c.primary, 0.22)}"/><path d="M-130 -360L-85 -386H175L130 -360Z" fill="${lighten(c.primary, 0.25)}"/>` +
      `<rect x="-130" y="-360" width="260" height="360" fill="url(#${c.body})"/>` +
      label({ x: -104, y: -310, w: 208, h: 240 }, c.brand, c.name, c.sub, c.ink, c.paper),
  },
  sachet: {
    w: 280,
    h: 400,
    draw: (c) =>
      `<rect x="-140" y="-400" width="280" height="400" rx="6" fill="url(#${c.body})"/>` +
      `<path d="M-140 -372H140M-140 -28H140" stroke="#fff" stroke-opacity=".35" stroke-width="2" stroke-dasharray="6 5"/><path d="M-112 -392h40" stroke="#fff" stroke-opacity=".5" stroke-width="6"/>` +
      label({ x: -108, y: -320, w: 216, h: 220 }, c.brand, c.name, c.sub, c.ink, c.paper),
  },
  pill: {
    w: 200,
    h: 334,
    draw: (c) =>
      `<rect x="-95" y="-252" width="190" height="252" rx="28" fill="url(#${c.body})"/>` +
      `<rect x="-100" y="-334" width="200" height="88" rx="12" fill="url(#${c.cap})"/><path d="M-80 -324v68M-56 -324v68M-32 -324v68M-8 -324v68M16 -324v68M40 -324v68M64 -324v68" stroke="#000" stroke-opacity=".08" stroke-width="6"/>` +
      shine(-82, -230, 10, 200) +
      label({ x: -80, y: -214, w: 160, h: 176 }, c.brand, c.name, c.sub, c.ink, c.paper),
  },
};

/** Gradient defs for body and cap, keyed by id prefix. */
function packageDefs(id: string, p: ArtPalette, shape: ArtShape): string {
  const body = p.primary;
  const capBase = luminance(body) > 0.6 ? mix(p.ink, body, 0.35) : lighten(p.secondary, 0.1);
  const cap = shape === 'box' ? body : capBase;
  const op = shape === 'dropper' || shape === 'bottle' ? ' stop-opacity=".94"' : '';
  return (
    `<linearGradient id="${id}b" x1="0" x2="1"><stop offset="0" stop-color="${darken(body, 0.14)}"${op}/><stop offset=".32" stop-color="${lighten(body, 0.2)}"${op}/><stop offset=".7" stop-color="${body}"${op}/><stop offset="1" stop-color="${darken(body, 0.2)}"${op}/></linearGradient>` +
    `<linearGradient id="${id}c" x1="0" x2="1"><stop offset="0" stop-color="${darken(cap, 0.2)}"/><stop offset=".35" stop-color="${lighten(cap, 0.18)}"/><stop offset="1" stop-color="${darken(cap, 0.28)}"/></linearGradient>`
  );
}

function drawPackage(
  shape: ArtShape,
  ctx: ShapeCtx,
  x: number,
  y: number,
  scale: number,
  rotate = 0,
): string {
  const rot = rotate ? ` rotate(${rotate})` : '';
  return `<g transform="translate(${r1(x)} ${r1(y)})${rot} scale(${Math.round(scale * 1000) / 1000})">${SHAPES[shape].draw(ctx)}</g>`;
}

/** Scale that fits a shape into maxW × maxH. */
function fitScale(shape: ArtShape, maxW: number, maxH: number): number {
  const d = SHAPES[shape];
  return Math.min(maxW / d.w, maxH / d.h);
}

const shadow = (id: string, x: number, y: number, rx: number, ry = 16): string =>
  `<ellipse cx="${r1(x)}" cy="${r1(y)}" rx="${r1(rx)}" ry="${ry}" fill="#000" opacity=".2" filter="url(#${id}s)"/>`;

function leaf(x: number, y: number, rot: number, s: number, fill: string): string {
  return `<path transform="translate(${r1(x)} ${r1(y)}) rotate(${Math.round(rot)}) scale(${Math.round(s * 100) / 100})" d="M0 0C30 -46 90 -62 150 -58C110 -14 60 8 0 0Z" fill="${fill}"/><path transform="translate(${r1(x)} ${r1(y)}) rotate(${Math.round(rot)}) scale(${Math.round(s * 100) / 100})" d="M0 0Q70 -30 140 -56" stroke="#fff" stroke-opacity=".35" stroke-width="2" fill="none"/>`;
}

function svgOpen(w: number, h: number, title: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" role="img" aria-label="${escapeXml(title)}">`;
}

// ---------------------------------------------------------------- product art

/**
 * Renders one product image. view 1 = hero packshot, 2 = angled with a texture swatch,
 * 3 = ingredients / lifestyle composition, 4 = the product with its outer packaging box.
 */
export function renderProductArt(input: ProductArtInput, view: number): string {
  const p = safePalette(input.palette);
  const v = Math.min(4, Math.max(1, Math.round(Number.isFinite(view) ? view : 1)));
  const h = hashString(input.sku);
  const id = 'a' + (h % 46656).toString(36);
  const shape = pickShape(input.name, input.categories, input.sku);
  const sub = descriptor(input.categories);
  const paper = mix(p.secondary, '#fffdf8', 0.75);
  const ctx: ShapeCtx = {
    id,
    ink: p.ink,
    paper,
    body: id + 'b',
    cap: id + 'c',
    primary: p.primary,
    brand: input.brandName,
    name: input.name,
    sub,
  };
  const bgA = lighten(p.secondary, 0.45);
  const bgB = v === 3 ? mix(p.secondary, p.primary, 0.22) : p.secondary;
  const floor = 660;

  let out = svgOpen(800, 800, `${input.brandName} ${input.name}`);
  out +=
    `<defs><radialGradient id="${id}g" cx=".5" cy=".42" r=".75"><stop offset="0" stop-color="${bgA}"/><stop offset="1" stop-color="${bgB}"/></radialGradient>` +
    `<filter id="${id}s" x="-50%" y="-200%" width="200%" height="500%"><feGaussianBlur stdDeviation="12"/></filter>` +
    packageDefs(id, p, shape) +
    (v === 4 && shape !== 'box' ? packageDefs(id + 'x', p, 'box') : '') +
    '</defs>';
  out += `<rect width="800" height="800" fill="url(#${id}g)"/>`;
  out += `<rect y="${floor}" width="800" height="${800 - floor}" fill="${darken(bgB, 0.04)}" opacity=".6"/>`;

  if (v === 1) {
    const s = fitScale(shape, 420, 500);
    out += `<circle cx="400" cy="${r1(floor - SHAPES[shape].h * s * 0.62)}" r="${r1(Math.max(SHAPES[shape].w, SHAPES[shape].h) * s * 0.62)}" fill="${p.primary}" opacity=".12"/>`;
    out += shadow(id, 410, floor, SHAPES[shape].w * s * 0.6);
    out += drawPackage(shape, ctx, 400, floor, s);
  } else if (v === 2) {
    const s = fitScale(shape, 330, 420);
    const tilt = (h % 2 === 0 ? -1 : 1) * (4 + (h % 5));
    out += shadow(id, 300, floor, SHAPES[shape].w * s * 0.6);
    out += drawPackage(shape, ctx, 290, floor, s, tilt);
    // texture swatch: a soft smear with highlight and droplets
    const sw = lighten(p.primary, 0.55);
    out +=
      `<g transform="translate(590 ${floor - 30})"><path d="M-130 20C-150 -30 -90 -70 -10 -66C70 -62 140 -40 140 0C140 40 60 52 -20 48C-80 46 -120 44 -130 20Z" fill="${sw}"/>` +
      `<path d="M-90 -10C-40 -40 40 -44 100 -18" stroke="#fff" stroke-opacity=".7" stroke-width="8" stroke-linecap="round" fill="none"/>` +
      `<path d="M-60 16C-10 0 50 0 90 12" stroke="${darken(sw, 0.08)}" stroke-width="4" stroke-linecap="round" fill="none"/></g>`;
    for (let i = 0; i < 3; i++) {
      const dx = 520 + ((h >> (i * 3)) % 7) * 22 + i * 30;
      const dy = floor - 140 - i * 46 - ((h >> (i * 2)) % 5) * 8;
      out += `<circle cx="${dx}" cy="${dy}" r="${10 - i * 2}" fill="${sw}" stroke="#fff" stroke-opacity=".6"/>`;
    }
  } else if (v === 3) {
    const green = mix(p.primary, '#6f8a5e', 0.6);
    out += `<path d="M250 ${floor}V330A150 150 0 0 1 550 330V${floor}Z" fill="${lighten(p.secondary, 0.3)}"/>`;
    for (let i = 0; i < 4; i++) {
      const side = i % 2 === 0 ? -1 : 1;
      const lx = 400 + side * (150 + ((h >> i) % 40));
      const ly = 260 + i * 70 + ((h >> (i + 4)) % 30);
      out += leaf(
        lx,
        ly,
        side < 0 ? 200 + i * 12 : -20 - i * 12,
        0.9 + (i % 2) * 0.3,
        i % 2 ? green : lighten(green, 0.2),
      );
    }
    out += `<rect x="270" y="${floor - 40}" width="260" height="40" rx="4" fill="${lighten(p.secondary, 0.2)}"/><rect x="270" y="${floor - 40}" width="260" height="6" fill="#fff" opacity=".5"/>`;
    out += `<ellipse cx="600" cy="${floor - 14}" rx="46" ry="22" fill="${mix(p.secondary, '#8b8478', 0.45)}"/><ellipse cx="650" cy="${floor - 10}" rx="28" ry="14" fill="${mix(p.secondary, '#6e685f', 0.5)}"/><circle cx="190" cy="${floor - 22}" r="22" fill="${lighten(p.primary, 0.3)}"/>`;
    const s = fitScale(shape, 240, 330);
    out += shadow(id, 405, floor - 40, SHAPES[shape].w * s * 0.55, 10);
    out += drawPackage(shape, ctx, 400, floor - 40, s);
  } else {
    const boxCtx: ShapeCtx = { ...ctx, body: id + 'xb', cap: id + 'xc', sub: '' };
    if (shape === 'box') {
      const s = fitScale('box', 430, 480);
      out += shadow(id, 420, floor, 200);
      out += drawPackage('box', ctx, 390, floor, s);
    } else {
      const bs = fitScale('box', 330, 470);
      out += shadow(id, 320, floor, 190);
      out += drawPackage('box', boxCtx, 300, floor, bs);
      const s = fitScale(shape, 210, 300);
      out += shadow(id, 570, floor, SHAPES[shape].w * s * 0.6);
      out += drawPackage(shape, ctx, 565, floor + 8, s);
    }
  }
  return out + '</svg>';
}

// ---------------------------------------------------------------- banner art

const BANNER_SETS: ArtShape[][] = [
  ['dropper', 'bottle', 'jar'],
  ['pump', 'tube', 'dropper'],
  ['bottle', 'jar', 'pill'],
  ['tube', 'pump', 'sachet'],
];

/** Abstract still-life of unlabelled products on a tinted background (1600×800, 2:1). */
export function renderBannerArt(input: BannerArtInput): string {
  const p = safePalette(input.palette);
  const variant = Math.abs(Math.round(Number.isFinite(input.variant) ? input.variant : 0));
  const h = hashString(input.title + ':' + variant);
  const id = 'b' + (h % 46656).toString(36);
  const set = BANNER_SETS[variant % BANNER_SETS.length] ?? BANNER_SETS[0]!;
  const paper = mix(p.secondary, '#fffdf8', 0.7);
  const floor = 650;
  const mirror = false; // products stay on the right so a text overlay can sit on the left
  const X = (x: number): number => (mirror ? 1600 - x : x);

  let out = svgOpen(1600, 800, input.title);
  out +=
    `<defs><linearGradient id="${id}g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${lighten(p.secondary, 0.4)}"/><stop offset="1" stop-color="${mix(p.secondary, p.primary, 0.25)}"/></linearGradient>` +
    `<filter id="${id}s" x="-50%" y="-200%" width="200%" height="500%"><feGaussianBlur stdDeviation="14"/></filter>` +
    set
      .map((s, i) =>
        packageDefs(id + i, i === 1 ? { ...p, primary: mix(p.primary, p.secondary, 0.35) } : p, s),
      )
      .join('') +
    '</defs>';
  out += `<rect width="1600" height="800" fill="url(#${id}g)"/>`;
  out += `<circle cx="${X(1080)}" cy="300" r="${230 + (h % 60)}" fill="${lighten(p.primary, 0.35)}" opacity=".55"/>`;
  out += `<path d="M${X(1280) - 150} ${floor}V330A150 150 0 0 1 ${X(1280) + 150} 330V${floor}Z" fill="${lighten(p.secondary, 0.25)}" opacity=".9"/>`;
  out += `<rect y="${floor}" width="1600" height="${800 - floor}" fill="${darken(p.secondary, 0.05)}" opacity=".7"/>`;
  const green = mix(p.primary, '#6f8a5e', 0.6);
  out +=
    leaf(X(760), 240, mirror ? -30 : 210, 1.5, green) +
    leaf(X(1460), 380, mirror ? 200 : -25, 1.2, lighten(green, 0.2));
  // plinths
  const plinths = [
    { x: 900, w: 260, h: 120 },
    { x: 1120, w: 220, h: 40 },
    { x: 1330, w: 240, h: 80 },
  ];
  plinths.forEach((pl, i) => {
    const x = X(pl.x) - pl.w / 2;
    out += `<rect x="${x}" y="${floor - pl.h}" width="${pl.w}" height="${pl.h}" fill="${i === 1 ? lighten(p.primary, 0.45) : lighten(p.secondary, 0.15)}"/><rect x="${x}" y="${floor - pl.h}" width="${pl.w}" height="5" fill="#fff" opacity=".55"/>`;
  });
  set.forEach((shape, i) => {
    const pl = plinths[i]!;
    const s = fitScale(shape, pl.w * 0.85, 380 - pl.h * 0.5);
    const ctx: ShapeCtx = {
      id,
      ink: p.ink,
      paper,
      body: `${id}${i}b`,
      cap: `${id}${i}c`,
      primary: p.primary,
      brand: '',
      name: '',
      sub: '',
    };
    out += shadow(id, X(pl.x) + 8, floor - pl.h, SHAPES[shape].w * s * 0.55, 10);
    out += drawPackage(shape, ctx, X(pl.x), floor - pl.h, s);
  });
  out += `<ellipse cx="${X(560)}" cy="${floor - 12}" rx="54" ry="24" fill="${mix(p.secondary, '#8b8478', 0.45)}"/><ellipse cx="${X(630)}" cy="${floor - 8}" rx="30" ry="15" fill="${mix(p.secondary, '#6e685f', 0.5)}"/>`;
  return out + '</svg>';
}
