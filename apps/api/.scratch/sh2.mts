import sharp from 'sharp';
import { makeVariants, makeOriginal, inspect } from '../src/modules/media/image-pipeline.ts';
import { crc32 } from 'node:zlib';
const w=4000,h=3000;
const photo = await sharp({create:{width:w,height:h,channels:3,noise:{type:'gaussian',mean:128,sigma:20}}}).blur(3).jpeg({quality:85}).toBuffer();
console.log('photo bytes', photo.length);
let t0 = Date.now();
const i = await inspect(photo, {maxBytes: 5<<20, field:'body'}); console.log(i, Date.now()-t0);
t0 = Date.now();
const orig = await makeOriginal(photo, 'jpeg', 'body'); console.log('orig', orig.length, Date.now()-t0);
t0 = Date.now();
const v = await makeVariants(orig); console.log('variants', Date.now()-t0, v.variants.map(x=>x.name+':'+x.bytes.length).join(' '), v.placeholder.length);
const png = await sharp({create:{width:64,height:64,channels:3,background:'#888'}}).png().toBuffer();
png.writeUInt32BE(100000,16); png.writeUInt32BE(100000,20); png.writeUInt32BE(crc32(png.subarray(12,29)),29);
try { console.log(await sharp(png,{limitInputPixels:40e6}).metadata()); } catch(e) { console.log('meta', (e as Error).message); }
try { await inspect(png,{maxBytes:5<<20, field:'body'}); } catch(e) { console.log('bomb', (e as Error).message); }
