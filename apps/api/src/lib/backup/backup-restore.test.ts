// Keep the data: a shop with orders (one paid), members, wallet balances and an uploaded picture is backed up by
// `npm run backup`, restored by `npm run restore` into an empty database (PGlite under a new DATA_DIR, or a new
// PostgreSQL database when DATABASE_URL is set), booted, and found identical: the same rows, the same image files
// byte for byte, a member's session still signed in. A second restore onto it is refused.
import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { inject } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/client.ts';
import { products } from '../../db/schema.ts';
import { DEMO_MEMBERS } from '../../db/seed/members.ts';
import { checkoutKit } from '../../test/checkout-kit.ts';
import { withDatabase } from '../../test/global-setup.ts';
import { staffLogin } from '../../test/staff-login.ts';
import { withCsrf, type TestApp } from '../../test/test-app.ts';

const run = promisify(execFile);
const root = fileURLToPath(new URL('../../../../../', import.meta.url));
const pgUrl = process.env.DATABASE_URL;
const dirs: string[] = [];
const tmp = (p: string) => {
  const d = mkdtempSync(path.join(tmpdir(), p));
  dirs.push(d);
  return d;
};
const dbNames: string[] = [];
const admin = async (text: string) => {
  const c = new pg.Client({ connectionString: pgUrl });
  await c.connect();
  try {
    await c.query(text);
  } finally {
    await c.end();
  }
};
afterAll(async () => {
  for (const n of dbNames) await admin(`drop database if exists ${n} with (force)`);
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

/** The shop as the server boots it: on DATA_DIR's embedded database, or on `databaseUrl`. */
async function boot(dataDir: string, databaseUrl?: string, pglite?: PGlite): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    JOB_RETRY_DELAY_SECONDS: '0',
    DATA_DIR: dataDir,
  });
  const database = await openDatabase({ databaseUrl, dataDir, pglite });
  const app = await buildApp({ config, database });
  await app.ready();
  return {
    app,
    database,
    config,
    inject: (o) => app.inject(typeof o === 'string' ? o : withCsrf(o)),
    twin: () => Promise.reject(new Error('not here')),
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** Every row of the tables a shop cannot lose, as PostgreSQL renders them (same text on both sides). */
const TABLES = [
  'orders',
  'order_items',
  'payments',
  'users',
  'wallet_balances',
  'wallet_entries',
  'media_assets',
];
async function snapshot(t: TestApp) {
  const out: Record<string, unknown[]> = {};
  for (const table of TABLES) {
    const res = await t.database.db.execute(
      sql.raw(
        `select coalesce(jsonb_agg(to_jsonb(x) order by to_jsonb(x)::text), '[]')::text as j from ${table} x`,
      ),
    );
    out[table] = JSON.parse((res as unknown as { rows: { j: string }[] }).rows[0]!.j);
  }
  return out;
}

/** sha256 of every file under a media folder, by its path there */
function mediaHashes(dataDir: string) {
  const dir = path.join(dataDir, 'media');
  return Object.fromEntries(
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((d) => d.isFile())
      .map((d) => {
        const full = path.join(d.parentPath, d.name);
        return [path.relative(dir, full), createHash('sha256').update(readFileSync(full)).digest('hex')];
      }),
  );
}

const npmScript = (script: string, args: string[], env: Record<string, string>) =>
  run(process.execPath, [path.join(root, `apps/api/src/scripts/${script}.ts`), ...args], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: '', ...env },
  });

describe(`backup and restore (${pgUrl ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('brings back every order, member, wallet balance and image, and refuses a database that is not empty', async () => {
    const sourceDir = tmp('shop-backup-src-');
    const restoredDir = tmp('shop-backup-dst-');
    let sourceUrl: string | undefined;
    let targetUrl: string | undefined;
    let seeded: PGlite | undefined;
    if (pgUrl) {
      const src = `shop_backup_src_${randomBytes(4).toString('hex')}`;
      const dst = `shop_backup_dst_${randomBytes(4).toString('hex')}`;
      dbNames.push(src, dst);
      await admin(`create database ${src} template ${inject('pgTemplate')}`);
      await admin(`create database ${dst}`);
      sourceUrl = withDatabase(pgUrl, src);
      targetUrl = withDatabase(pgUrl, dst);
    } else {
      // the seeded shop loaded into DATA_DIR/pglite, where the server keeps it
      seeded = await PGlite.create(path.join(sourceDir, 'pglite'), {
        loadDataDir: new Blob([readFileSync(inject('pgliteDump'))]),
        extensions: { pg_trgm },
      });
    }

    const shop = await boot(sourceDir, sourceUrl, seeded);
    const k = await checkoutKit(shop);
    // a guest's order, paid
    const guest = k.session();
    await k.addToBag(guest, k.product());
    const paid = await k.create(guest, { email: 'backup-guest@example.com' });
    expect(paid.statusCode, paid.body).toBe(201);
    await k.payBySignedNotice(paid.json().payment);
    // a member's order, awaiting payment, and the member's session
    const member = await k.loginAs(0);
    await k.addToBag(member, k.product());
    expect((await k.create(member)).statusCode).toBe(201);
    // wallet balances in two currencies
    for (const [currency, amount] of [
      ['HKD', 123_45],
      ['USD', 20_00],
    ] as const)
      await shop.database.db.transaction((tx) =>
        shop.app.wallet.post(tx, {
          userId: DEMO_MEMBERS[1].id,
          currency,
          amount,
          kind: 'adjustment',
          refType: 'test',
          refId: `backup-${currency}`,
        }),
      );
    // a product photo through the admin upload, its variants made by the job
    const owner = await staffLogin(shop, 'owner');
    const [p] = await shop.database.db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.published, true), eq(products.productType, 0)))
      .limit(1);
    const jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#c08080' } })
      .jpeg()
      .toBuffer();
    const up = await shop.app.inject({
      method: 'POST',
      url: `/api/v1/admin/products/${p!.id}/images`,
      headers: { ...owner.headers, 'content-type': 'image/jpeg' },
      payload: jpeg,
    });
    expect(up.statusCode, up.body).toBe(201);
    await shop.app.jobs.drain();
    const imageUrl = up.json().url as string;
    expect((await shop.app.inject(`${imageUrl}/640.avif`)).statusCode).toBe(200);

    const before = await snapshot(shop);
    expect(before.orders!.length).toBeGreaterThanOrEqual(2);
    expect(before.wallet_balances!.length).toBeGreaterThanOrEqual(2);
    expect(before.media_assets).toHaveLength(1);
    const served = (await shop.app.inject(`${imageUrl}/640.avif`)).rawPayload;
    // PGlite is one process's files: the shop stops first. PostgreSQL is backed up while the shop runs.
    if (!pgUrl) await shop.close();

    const archive = path.join(sourceDir, 'shop-backup.tar');
    const backup = await npmScript('backup', ['--out', archive], {
      DATA_DIR: sourceDir,
      DATABASE_URL: sourceUrl ?? '',
    });
    expect(backup.stdout).toMatch(/backup: .*shop-backup\.tar/);
    // the original and 5 widths × 3 formats
    expect(backup.stdout).toMatch(/images: 16 files/);
    if (pgUrl) await shop.close();

    const restore = await npmScript('restore', ['--in', archive], {
      DATA_DIR: restoredDir,
      DATABASE_URL: targetUrl ?? '',
    });
    expect(restore.stdout).toMatch(/migrations \d+ \(\d{4}_[a-z0-9_]+\) as backed up/);

    const restored = await boot(restoredDir, targetUrl);
    try {
      expect(await snapshot(restored)).toEqual(before);
      expect(mediaHashes(restoredDir)).toEqual(mediaHashes(sourceDir));
      const file = await restored.app.inject(`${imageUrl}/640.avif`);
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.equals(served)).toBe(true);
      // the signing secrets came back with the data: the member is still signed in
      const me = await restored.app.inject({ url: '/api/v1/user', cookies: member });
      expect(me.statusCode, me.body).toBe(200);
      expect(me.json().user.email).toBe(DEMO_MEMBERS[0].email);
    } finally {
      await restored.close();
    }

    // a second restore onto the restored shop: refused, nothing touched
    const again = await npmScript('restore', ['--in', archive], {
      DATA_DIR: restoredDir,
      DATABASE_URL: targetUrl ?? '',
    }).catch((e: { code: number; stderr: string }) => e);
    expect('code' in again && again.code).toBe(1);
    expect(again.stderr).toMatch(pgUrl ? /is not empty/ : /already holds a database/);
  }, 180_000);
});
