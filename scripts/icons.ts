// Builds the icon set in apps/web/public from favicon.svg: favicon.ico (16/32/48 PNGs in one ICO), the 180 px
// apple-touch-icon (full bleed: iOS rounds the corners itself) and the 192/512 px manifest icons.
// Chromium renders the SVG so the PNGs match the browser's own drawing. Run: node scripts/icons.ts
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from '@playwright/test';

const dir = path.join(import.meta.dirname, '../apps/web/public');
const svg = await readFile(path.join(dir, 'favicon.svg'), 'utf8');
// the apple icon fills its square: the platform applies its own mask
const square = svg.replace(/ rx="[^"]*"/, '');

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
const page = await browser.newPage();

async function png(source: string, size: number): Promise<Buffer> {
  await page.setViewportSize({ width: size, height: size });
  const sized = source.replace('<svg ', `<svg width="${size}" height="${size}" `);
  await page.setContent(`<html><body style="margin:0;background:transparent">${sized}</body></html>`);
  return page.locator('svg').screenshot({ omitBackground: true });
}

/** ICO with PNG entries (Windows Vista and later, every current browser). */
function ico(images: { size: number; data: Buffer }[]): Buffer {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, data }, i) => {
    const e = 6 + 16 * i;
    header.writeUInt8(size >= 256 ? 0 : size, e);
    header.writeUInt8(size >= 256 ? 0 : size, e + 1);
    header.writeUInt8(0, e + 2); // no palette
    header.writeUInt8(0, e + 3);
    header.writeUInt16LE(1, e + 4); // colour planes
    header.writeUInt16LE(32, e + 6); // bits per pixel
    header.writeUInt32LE(data.length, e + 8);
    header.writeUInt32LE(offset, e + 12);
    offset += data.length;
  });
  return Buffer.concat([header, ...images.map((i) => i.data)]);
}

// one page renders one size at a time
const small: { size: number; data: Buffer }[] = [];
for (const size of [16, 32, 48]) small.push({ size, data: await png(svg, size) });
await writeFile(path.join(dir, 'favicon.ico'), ico(small));
await writeFile(path.join(dir, 'apple-touch-icon.png'), await png(square, 180));
await writeFile(path.join(dir, 'icon-192.png'), await png(svg, 192));
await writeFile(path.join(dir, 'icon-512.png'), await png(svg, 512));
await browser.close();
