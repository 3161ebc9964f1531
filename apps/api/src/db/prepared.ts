import type { DbOrTx } from './client.ts';

/**
 * Statements that run on most requests, built once per database handle instead of on every call: building a
 * query was an eighth of a bag read's CPU (a profile of `GET /api/v1/cart`). On PostgreSQL their names make them
 * server-side prepared statements, parsed once per connection. A transaction is its own handle (its statements
 * run inside it); the map lets go of it with the transaction.
 */
export function preparedPerDb<T>(build: (db: DbOrTx) => T): (db: DbOrTx) => T {
  const byDb = new WeakMap<DbOrTx, T>();
  return (db) => {
    let statements = byDb.get(db);
    if (!statements) byDb.set(db, (statements = build(db)));
    return statements;
  };
}
