import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp } from '../test/test-app.ts';
import { isUniqueViolation, sqlState } from './db-errors.ts';

describe('database errors by SQLSTATE', () => {
  it('recognises a unique violation by its code through drizzle, not by its message', async () => {
    const t = await createTestApp();
    afterAll(() => t.close());
    const database = t.database;
    await database.db.execute(sql`create temporary table t_unique (k text primary key)`);
    await database.db.execute(sql`insert into t_unique values ('a')`);
    const err = await database.db.execute(sql`insert into t_unique values ('a')`).then(
      () => null,
      (e: unknown) => e,
    );
    expect(sqlState(err)).toBe('23505');
    expect(isUniqueViolation(err)).toBe(true);
    // a message that merely reads like one is not one
    expect(isUniqueViolation(new Error('duplicate key value violates unique constraint'))).toBe(false);
  });
});
