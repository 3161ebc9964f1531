// Migrations under a rolling deploy: the check behind `npm run migrations:check`, and a guard that the previous
// release's schema (what its code reads and writes) still holds on the database migrated by this release.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import {
  checkMigrations,
  journal,
  RULE_BASELINE,
  snapshotDiff,
  snapshotOf,
  unsafeStatements,
  type Snapshot,
} from './migration-rules.ts';

describe('npm run migrations:check', () => {
  it('passes on the migrations shipped after the baseline', () => {
    expect(journal().some((e) => e.tag === RULE_BASELINE)).toBe(true);
    expect(checkMigrations()).toEqual([]);
  });

  it('over the whole history finds the two contract steps the project took before the rule', () => {
    const found = checkMigrations(undefined, '0000_catalogue').map((v) => `${v.migration}: ${v.what}`);
    expect(found).toEqual([
      expect.stringMatching(/^0007_pg_boss: drops a table/),
      '0007_pg_boss: table jobs is gone (dropped or renamed)',
      expect.stringMatching(/^0013_31_catalogue: makes a column required/),
      '0013_31_catalogue: new column collections.handle is NOT NULL without a default',
    ]);
  });

  it('refuses drops, renames and required columns without a default; lets expansions and marked steps through', () => {
    const bad = [
      'DROP TABLE "carts";',
      'ALTER TABLE "orders" DROP COLUMN "email";',
      'ALTER TABLE "orders" RENAME COLUMN "email" TO "mail";',
      'ALTER TABLE "orders" RENAME TO "purchases";',
      'ALTER TABLE "orders" ADD COLUMN "channel" text NOT NULL;',
      'ALTER TABLE "orders" ALTER COLUMN "locale" SET NOT NULL;',
    ];
    for (const s of bad) expect(unsafeStatements('x', s), s).toHaveLength(1);
    const good = [
      'ALTER TABLE "orders" ADD COLUMN "channel" text;',
      `ALTER TABLE "orders" ADD COLUMN "channel" text DEFAULT 'web' NOT NULL;`,
      'CREATE TABLE "returns_v2" ("id" text PRIMARY KEY NOT NULL);',
      'CREATE INDEX "orders_channel_idx" ON "orders" ("channel");',
      '-- contract: nothing has read carts.legacy since release 12\nALTER TABLE "carts" DROP COLUMN "legacy";',
    ];
    for (const s of good) expect(unsafeStatements('x', s), s).toEqual([]);
  });

  it('reads a rename or a new required column from the snapshots too', () => {
    const snap = (columns: Snapshot['tables'][string]['columns']): Snapshot => ({
      tables: { 'public.orders': { name: 'orders', columns } },
    });
    const before = snap({ id: { name: 'id', notNull: true, primaryKey: true }, email: { name: 'email' } });
    expect(
      snapshotDiff(
        'x',
        before,
        snap({ id: before.tables['public.orders']!.columns.id!, mail: { name: 'mail' } }),
      ),
    ).toEqual([{ migration: 'x', what: 'column orders.email is gone (dropped or renamed)' }]);
    expect(
      snapshotDiff(
        'x',
        before,
        snap({ ...before.tables['public.orders']!.columns, n: { name: 'n', notNull: true } }),
      ),
    ).toHaveLength(1);
    expect(
      snapshotDiff(
        'x',
        before,
        snap({ ...before.tables['public.orders']!.columns, n: { name: 'n', notNull: true, default: 0 } }),
      ),
    ).toEqual([]);
  });
});

/*
 * The guard: drizzle's snapshot of the previous migration is the previous release's schema.ts, i.e. every table
 * and column its code selects and inserts. On a database migrated by this release, each of them must still exist,
 * and no column may require a value that release does not know to write. This proves the previous release's reads
 * and inserts still find their columns; it does not prove that new constraints or a changed meaning of a column
 * suit the old code (that is the reviewer's part of the expand/contract rule).
 */
describe('the previous release on the migrated schema', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('finds every table and column it reads, and no new column it would have to write', async () => {
    const entries = journal();
    const previous = snapshotOf(entries.at(-2)!.idx);
    const res = await t.database.db.execute(sql`
      select table_name as t, column_name as c, is_nullable = 'NO' and column_default is null
        and is_identity = 'NO' and is_generated = 'NEVER' as required
      from information_schema.columns where table_schema = 'public'`);
    const live = new Map<string, boolean>();
    for (const r of (res as unknown as { rows: { t: string; c: string; required: boolean }[] }).rows)
      live.set(`${r.t}.${r.c}`, r.required);

    const missing: string[] = [];
    const known = new Set<string>();
    for (const table of Object.values(previous.tables))
      for (const col of Object.values(table.columns)) {
        known.add(`${table.name}.${col.name}`);
        if (!live.has(`${table.name}.${col.name}`)) missing.push(`${table.name}.${col.name}`);
      }
    expect(missing).toEqual([]);
    const newlyRequired = [...live]
      .filter(
        ([key, required]) => required && !known.has(key) && previous.tables[`public.${key.split('.')[0]}`],
      )
      .map(([key]) => key);
    expect(newlyRequired).toEqual([]);
    expect(known.size).toBeGreaterThan(500);
  });
});
