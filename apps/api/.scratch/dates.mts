import * as data from '../src/db/seed/catalogue-data.ts';
for (const p of data.seedProducts) if (isNaN(new Date(p.createdAt).getTime())) console.log(p.sku, p.createdAt);
console.log('n', data.seedProducts.length);
