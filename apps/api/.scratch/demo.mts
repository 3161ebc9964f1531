import sharp from 'sharp';
import { renderDemoPhoto } from '../src/modules/media/demo-photos.ts';
import { makeOriginal, makeVariants, inspect } from '../src/modules/media/image-pipeline.ts';
let t = Date.now();
const b = await renderDemoPhoto({ name: 'Niacinamide Serum', brandName: 'Oxygen', palette: { primary: '#B8CCD4', secondary: '#EEF3F4', ink: '#1D3340' }, categories: ['serum'], sku: 'OC-SRM-NIA10' });
console.log('render ms', Date.now() - t, 'bytes', b.length);
await sharp(b).resize(800).toFile('/tmp/demo-photo.jpg');
// 4000x3000 photo-like for timing
const big = await sharp(b).resize(4000, 3000, { fit: 'cover' }).composite([{ input: await sharp({create:{width:4000,height:3000,channels:3,noise:{type:'gaussian',mean:128,sigma:20}}}).png({compressionLevel:1}).toBuffer(), blend: 'soft-light' }]).jpeg({ quality: 88 }).toBuffer();
console.log('4000x3000 jpeg bytes', big.length);
t = Date.now(); const i = await inspect(big, { maxBytes: 20 << 20, field: 'x' }); const o = await makeOriginal(big, i.type, 'x'); console.log('original ms', Date.now() - t);
t = Date.now(); const v = await makeVariants(o); console.log('variants ms', Date.now() - t, 'placeholder chars', v.placeholder.length);
