// The audit log's before → after, field by field.

/** One line per changed field: `field: before → after`; whole values when they are not objects. */
export function auditChanges(
  before: unknown,
  after: unknown,
): { field: string; before: string; after: string }[] {
  const show = (v: unknown) => (v === undefined ? '—' : typeof v === 'string' ? v : JSON.stringify(v));
  const isObj = (v: unknown): v is Record<string, unknown> =>
    !!v && typeof v === 'object' && !Array.isArray(v);
  if ((isObj(before) || before == null) && (isObj(after) || after == null) && (before || after)) {
    const b = (before ?? {}) as Record<string, unknown>;
    const a = (after ?? {}) as Record<string, unknown>;
    return [...new Set([...Object.keys(b), ...Object.keys(a)])]
      .filter((k) => JSON.stringify(b[k]) !== JSON.stringify(a[k]))
      .map((k) => ({ field: k, before: show(b[k]), after: show(a[k]) }));
  }
  if (before == null && after == null) return [];
  return [{ field: '', before: show(before ?? undefined), after: show(after ?? undefined) }];
}
