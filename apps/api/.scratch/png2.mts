import sharp from 'sharp';
const b = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63606060600000000500017aa857500000000049454e44ae426082','hex');
console.log(b.toString('hex'), b.length);
await sharp(b,{failOn:'truncated'}).png().toBuffer(); console.log('ok');
