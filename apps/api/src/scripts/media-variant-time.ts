// npx node apps/api/src/scripts/media-variant-time.ts [--runs 3]
// Prints how long a 4000 × 3000 photo-like JPEG takes through the upload pipeline on this machine: the request's
// part (check, decode, strip, re-encode the original) and the media.variants job (15 variants and the placeholder).
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { inspect, makeOriginal, makeVariants } from '../modules/media/image-pipeline.ts';
import { renderDemoPhoto } from '../modules/media/demo-photos.ts';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' } } });
const runs = Math.max(1, Number(values.runs) || 3);

const base = await renderDemoPhoto({
  name: 'Niacinamide Serum',
  brandName: 'Oxygen Ceuticals',
  palette: { primary: '#B8CCD4', secondary: '#EEF3F4', ink: '#1D3340' },
  categories: ['serum'],
  sku: 'OC-SRM-NIA10',
});
const grain = await sharp({
  create: {
    width: 4000,
    height: 3000,
    channels: 3,
    background: '#808080',
    noise: { type: 'gaussian', mean: 128, sigma: 24 },
  },
})
  .png({ compressionLevel: 1 })
  .toBuffer();
const photo = await sharp(base)
  .resize(4000, 3000, { fit: 'cover' })
  .composite([{ input: grain, blend: 'soft-light' }])
  .jpeg({ quality: 88 })
  .toBuffer();
console.log(
  `4000×3000 JPEG: ${(photo.length / 1024 / 1024).toFixed(2)} MB, sharp ${sharp.versions.sharp}, libvips ${sharp.versions.vips}`,
);

const ms = (t: bigint) => Number(process.hrtime.bigint() - t) / 1e6;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const upload: number[] = [];
const job: number[] = [];
for (let i = 0; i < runs; i++) {
  let t = process.hrtime.bigint();
  const info = await inspect(photo, { maxBytes: 5 * 1024 * 1024, field: 'body' });
  const original = await makeOriginal(photo, info.type, 'body');
  upload.push(ms(t));
  t = process.hrtime.bigint();
  const { variants, placeholder } = await makeVariants(original);
  job.push(ms(t));
  if (i === 0) {
    const bytes = variants.reduce((n, v) => n + v.bytes.length, 0);
    console.log(
      `${variants.length} variants, ${(bytes / 1024).toFixed(0)} KB in all; placeholder ${placeholder.length} characters`,
    );
  }
}
console.log(`request (check + original), median of ${runs}: ${median(upload).toFixed(0)} ms`);
console.log(`job (variants + placeholder), median of ${runs}: ${median(job).toFixed(0)} ms`);
