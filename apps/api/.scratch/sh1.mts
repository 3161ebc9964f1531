import sharp from 'sharp';
const t0 = Date.now();
const w=4000,h=3000;
const noise = await sharp({create:{width:w,height:h,channels:3,noise:{type:'gaussian',mean:128,sigma:30}}}).jpeg({quality:85}).toBuffer();
console.log('gen', Date.now()-t0, noise.length);
const trunc = noise.subarray(0, noise.length/2);
try { await sharp(trunc,{failOn:'truncated'}).rotate().jpeg().toBuffer(); console.log('trunc ok?!'); } catch(e){ console.log('trunc err', (e as Error).message); }
try { const m = await sharp(trunc,{limitInputPixels:40e6}).metadata(); console.log('trunc meta', m.width); } catch(e){ console.log('meta err', (e as Error).message); }
console.log(sharp.concurrency(), sharp.versions);
