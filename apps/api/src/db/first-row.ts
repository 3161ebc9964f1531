/** The one row of a read that always has one (`count(*)`, an insert's `returning`): a missing row is a bug, said loudly. */
export function firstRow<T>(rows: readonly T[]): T {
  const row = rows[0];
  if (row === undefined) throw new Error('expected a row, the query returned none');
  return row;
}
