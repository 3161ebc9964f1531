// The local PayDollar (hosted page, datafeed, merchant API) as a process, for Playwright and the offline demo:
//   PAYDOLLAR_MERCHANT_ID=… PAYDOLLAR_SECURE_HASH_SECRET=… PAYDOLLAR_API_LOGIN=… PAYDOLLAR_API_PASSWORD=… \
//   node apps/api/src/scripts/fake-paydollar.ts --port 4510 --datafeed http://127.0.0.1:3000/api/v1/payment/notify/paydollar
// It prints the PAYDOLLAR_URL to give the shop and runs until stopped (SIGINT / SIGTERM).
import { parseArgs } from 'node:util';
import { startFakePayDollar } from '../providers/payment/paydollar.fake.ts';

const { values } = parseArgs({
  options: { port: { type: 'string', default: '0' }, datafeed: { type: 'string' }, host: { type: 'string' } },
});
const env = process.env;
if (!values.datafeed) {
  console.error('usage: fake-paydollar.ts --port N --datafeed http://<shop>/api/v1/payment/notify/paydollar');
  process.exit(2);
}
const fake = await startFakePayDollar({
  port: Number(values.port),
  host: values.host ?? '127.0.0.1',
  merchantId: env.PAYDOLLAR_MERCHANT_ID ?? '18100001',
  secret: env.PAYDOLLAR_SECURE_HASH_SECRET ?? 'fake-paydollar-secret',
  hash: env.PAYDOLLAR_HASH === 'SHA-256' ? 'SHA-256' : 'SHA-1',
  datafeedUrl: values.datafeed,
  apiLogin: env.PAYDOLLAR_API_LOGIN ?? 'api-user',
  apiPassword: env.PAYDOLLAR_API_PASSWORD ?? 'api-password',
});
console.log(`fake PayDollar listening: PAYDOLLAR_URL=${fake.url}`);
const stop = () => void fake.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
