import sharp from 'sharp';
await sharp('/tmp/demo-photo.jpg').png().toFile('/tmp/demo-photo.png');
