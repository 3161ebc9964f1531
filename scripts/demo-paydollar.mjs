// `npm run demo:paydollar`: the demo shop paid through a fake PayDollar on this machine (no network, no account).
// The fake (apps/api/src/scripts/fake-paydollar.ts) serves the hosted payment page (Approve / Decline), signs its
// datafeed to the shop and answers the merchant API (query, refund); the shop then runs as `npm start` does.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.PORT ?? 3000);
const fakePort = Number(process.env.PAYDOLLAR_FAKE_PORT ?? port + 1);
// the fake and the shop share these demo values; a production boot refuses them
const paydollar = {
  PAYDOLLAR_MERCHANT_ID: process.env.PAYDOLLAR_MERCHANT_ID ?? '18000001',
  PAYDOLLAR_SECURE_HASH_SECRET:
    process.env.PAYDOLLAR_SECURE_HASH_SECRET ?? 'demo-paydollar-secure-hash-secret',
  PAYDOLLAR_HASH: process.env.PAYDOLLAR_HASH ?? 'SHA-256',
  PAYDOLLAR_API_LOGIN: process.env.PAYDOLLAR_API_LOGIN ?? 'demo-api',
  PAYDOLLAR_API_PASSWORD: process.env.PAYDOLLAR_API_PASSWORD ?? 'demo-api-password',
};

const children = [];
function run(args, env) {
  const child = spawn(process.execPath, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  children.push(child);
  child.on('exit', (code, signal) => {
    for (const c of children) if (c !== child) c.kill('SIGTERM');
    process.exit(code ?? (signal ? 1 : 0));
  });
}

run(
  [
    'apps/api/src/scripts/fake-paydollar.ts',
    '--port',
    String(fakePort),
    '--datafeed',
    `http://127.0.0.1:${port}/api/v1/payment/notify/paydollar`,
  ],
  paydollar,
);
run(['scripts/start.mjs'], {
  PORT: String(port),
  // its own database: the sandbox demo's payments stay with the sandbox
  DATA_DIR: process.env.DATA_DIR ?? path.join(root, 'data-paydollar'),
  PAYMENT_PROVIDER: 'paydollar',
  PAYDOLLAR_URL: `http://127.0.0.1:${fakePort}/b2c2`,
  ...paydollar,
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => children.forEach((c) => c.kill(sig)));
