import sharp from 'sharp';
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63606060600000000500017aa857500000000049454e44ae426082','hex');
console.log(await sharp(PNG).metadata().then(m=>[m.width,m.height,m.channels]));
for (const f of ['none','truncated','error','warning'] as const) {
try { await sharp(PNG,{failOn:f}).png().toBuffer(); console.log(f,'ok'); } catch(e) { console.log(f,(e as Error).message); }
}
