// What an admin form's action answers (its own route's action, one per form), read by the form that posted it.

export type FormResult = ({ ok: true; message: string } | { ok: false; message: string; field?: string }) & {
  /** which form answered, where several forms of a page share one fetcher (the order page) */
  form?: string;
};

/** The error to show beside an input: the answer named it, or a path under it ('fix_price' for 'fix_price.1.price'). */
export function fieldError(result: FormResult | undefined, ...fields: string[]): string | undefined {
  if (!result || result.ok || !result.field) return undefined;
  const named = result.field;
  return fields.some((f) => named === f || named.startsWith(`${f}.`)) ? result.message : undefined;
}
