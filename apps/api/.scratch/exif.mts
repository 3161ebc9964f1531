import sharp from 'sharp';
const j = await sharp({create:{width:300,height:200,channels:3,background:'#c33'}}).jpeg()
  .withExif({ IFD0: { Make: 'TestCam' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '22/1 16/1 30/1', GPSLongitudeRef: 'E', GPSLongitude: '114/1 10/1 0/1' } })
  .withMetadata({ orientation: 6 }).toBuffer();
const m = await sharp(j).metadata();
console.log(m.width, m.height, m.orientation, m.exif?.length, j.includes(Buffer.from('GPS')), j.includes(Buffer.from('Exif')), j.includes(Buffer.from('TestCam')));
const ex = m.exif!; console.log(ex.includes(Buffer.from([0x88,0x25])), ex.includes(Buffer.from([0x25,0x88])), ex.subarray(0,12));
