// An admin form read into the API's own request schema (core's contract): the form's strings become the schema's
// numbers, booleans, lists and nulls, money typed in dollars becomes minor units (core's parseMoneyInput), and the
// schema checks the result before the API sees it. Each form has its own route action built on adminFormAction.
import { data, type RouterContextProvider } from 'react-router';
import { z } from 'zod';
import { isCurrency, parseMoneyInput, type CurrencyCode } from '@shop/core';
import { adminApi, type AdminResult } from './admin-api.server.ts';
import { adminErrorText } from './admin-error-text.ts';
import type { FormResult } from './admin-form.ts';
import { adminLangOf, adminTranslate, type AdminT } from './admin-i18n.tsx';

export interface FormReadOptions {
  /** money inputs by path, a row number written as * ('price', 'thresholds.HKD', 'fix_price.*.price') */
  money?: Record<string, CurrencyCode>;
  /** text inputs holding a list, split on commas or on lines */
  lists?: Record<string, 'comma' | 'lines'>;
  /** reshapes the values read before the schema checks them (rows grouped, blank rows dropped …) */
  prepare?: (values: Record<string, unknown>, form: FormData) => unknown;
}

export type FormProblem = { field: string; code: 'invalid' | 'invalid_amount' };
export type ParsedForm<T> = { ok: true; data: T } | ({ ok: false } & FormProblem);

type Leaf = { schema: z.ZodType; optional: boolean; nullable: boolean };

/** Optional, nullable and default wrappers peeled off: what a blank input means depends on them. */
function peel(schema: z.ZodType): Leaf {
  let s = schema;
  let optional = false;
  let nullable = false;
  // `.required()` wraps an optional field: the outer wrapper wins
  let required = false;
  for (;;) {
    if (s instanceof z.ZodNonOptional) required = true;
    else if (s instanceof z.ZodOptional || s instanceof z.ZodDefault) optional = !required;
    else if (s instanceof z.ZodNullable) nullable = true;
    else return { schema: s, optional, nullable };
    s = s.unwrap() as z.ZodType;
  }
}

const join = (path: string, key: string | number) => (path ? `${path}.${key}` : String(key));
const rowPattern = (path: string) => path.replace(/\.\d+(?=\.|$)/g, '.*');

class Reader {
  problem: FormProblem | null = null;
  private readonly form: FormData;
  private readonly opts: FormReadOptions;
  constructor(form: FormData, opts: FormReadOptions) {
    this.form = form;
    this.opts = opts;
  }

  private text(path: string): string | null {
    const v = this.form.get(path);
    return v === null ? null : String(v);
  }

  private keysUnder(path: string): string[] {
    return [...new Set([...this.form.keys()].filter((k) => k.startsWith(`${path}.`)))];
  }

  read(schema: z.ZodType, path: string): unknown {
    const { schema: s, optional, nullable } = peel(schema);
    if (s instanceof z.ZodObject)
      return this.object(Object.entries(s.shape as Record<string, z.ZodType>), path);
    if (s instanceof z.ZodRecord) {
      const keys = (s.keyType as z.ZodEnum).options as string[];
      return this.object(
        keys.map((k) => [k, s.valueType as z.ZodType]),
        path,
      );
    }
    if (s instanceof z.ZodArray) return this.array(s.element as z.ZodType, path);
    const raw = this.text(path);
    if (raw === null) return undefined;
    const blank = raw.trim() === '';
    const currency = this.opts.money?.[rowPattern(path)];
    if (currency) {
      if (blank) return nullable ? null : optional ? undefined : this.fail(path, 'invalid_amount');
      return parseMoneyInput(raw, currency) ?? this.fail(path, 'invalid_amount');
    }
    if (s instanceof z.ZodBoolean) return raw === 'true' || raw === 'on';
    if (blank) return nullable ? null : optional ? undefined : s instanceof z.ZodNumber ? raw : '';
    if (s instanceof z.ZodNumber) return /^[-+]?\d+(\.\d+)?$/.test(raw.trim()) ? Number(raw.trim()) : raw;
    // no admin field keeps the spaces around what was typed (a member group, a carrier, a note)
    return raw.trim();
  }

  private object(entries: [string, z.ZodType][], path: string): Record<string, unknown> | undefined {
    const out: Record<string, unknown> = {};
    for (const [key, schema] of entries) {
      const v = this.read(schema, join(path, key));
      if (v !== undefined) out[key] = v;
    }
    return path && Object.keys(out).length === 0 ? undefined : out;
  }

  /** Repeated inputs (checkboxes, hidden lists), one text input split into a list, or numbered rows of inputs. */
  private array(element: z.ZodType, path: string): unknown[] {
    const { schema: inner } = peel(element);
    if (inner instanceof z.ZodObject) {
      const rows = [
        ...new Set(this.keysUnder(path).map((k) => Number(k.slice(path.length + 1).split('.')[0]))),
      ]
        .filter(Number.isInteger)
        .sort((a, b) => a - b);
      // a row left blank (the spare row at the end of a table) is not a row
      const filled = rows.filter((i) =>
        this.keysUnder(join(path, i)).some((k) => (this.text(k) ?? '').trim() !== ''),
      );
      return filled.map((i) => this.read(element, join(path, i)));
    }
    const split = this.opts.lists?.[path];
    const texts = split
      ? (this.text(path) ?? '').split(split === 'comma' ? ',' : /\r?\n/)
      : this.form.getAll(path).map(String);
    const items = split ? texts.map((v) => v.trim()).filter(Boolean) : texts;
    if (inner instanceof z.ZodNumber) return items.map((v) => (/^[-+]?\d+$/.test(v.trim()) ? Number(v) : v));
    return items;
  }

  private fail(field: string, code: FormProblem['code']): undefined {
    this.problem ??= { field, code };
    return undefined;
  }
}

/** The form read into `schema`: its data, or the first field that is wrong and why. */
export function parseForm<S extends z.ZodType>(
  form: FormData,
  schema: S,
  opts: FormReadOptions = {},
): ParsedForm<z.output<S>> {
  const reader = new Reader(form, opts);
  const values = (reader.read(schema, '') ?? {}) as Record<string, unknown>;
  if (reader.problem) return { ok: false, ...reader.problem };
  const parsed = schema.safeParse(opts.prepare ? opts.prepare(values, form) : values);
  if (parsed.success) return { ok: true, data: parsed.data };
  const issue = parsed.error.issues[0];
  const field = (issue?.path ?? []).map(String).join('.');
  // a money input the schema refuses (out of range) is still an amount to fix
  return { ok: false, field, code: opts.money?.[rowPattern(field)] ? 'invalid_amount' : 'invalid' };
}

/** The currency a form carries in a hidden `currency` input (an order's), when it is one. */
export function formCurrency(form: FormData): CurrencyCode | undefined {
  const c = String(form.get('currency') ?? '');
  return isCurrency(c) ? c : undefined;
}

/** The body of a call that takes none (a delete): the form carries nothing but its button. */
export const NO_BODY = z.strictObject({});

type ActionArgs = { request: Request; context: Readonly<RouterContextProvider> };
type Client = ReturnType<typeof adminApi>;

export interface AdminFormAction<S extends z.ZodType, R> extends Omit<FormReadOptions, 'money'> {
  schema: S;
  /** the money inputs, or a reader of them when the currency is the form's (an order's) */
  money?: FormReadOptions['money'] | ((form: FormData) => FormReadOptions['money']);
  /** names the form in its answer (FormResult.form) */
  form?: string;
  /** the API call with the checked body */
  send: (client: Client, body: z.output<S>, form: FormData) => Promise<AdminResult<R>>;
  /** the success line (default: Saved.) */
  success?: (t: AdminT, answer: R, body: z.output<S>, form: FormData) => string;
  /** the input an API error belongs beside when the API names none */
  fieldOf?: (code: string | undefined) => string | undefined;
}

/** One form's action: read and check the form, call the API, answer in the staff's language. */
export async function adminFormAction<S extends z.ZodType, R>(
  { request, context }: ActionArgs,
  spec: AdminFormAction<S, R>,
) {
  const form = await request.formData();
  const t = adminTranslate(adminLangOf(request));
  const money = typeof spec.money === 'function' ? spec.money(form) : spec.money;
  const parsed = parseForm(form, spec.schema, { ...spec, money });
  const named = spec.form ? { form: spec.form } : {};
  if (!parsed.ok) {
    const field = parsed.field || undefined;
    const message = adminErrorText(parsed, t);
    return data<FormResult>({ ok: false, field, message, ...named }, { status: 400 });
  }
  const res = await spec.send(adminApi(context, request), parsed.data, form);
  if (!res.ok) {
    const field = res.error.field || spec.fieldOf?.(res.error.code);
    const message = adminErrorText(res.error, t);
    return data<FormResult>({ ok: false, field, message, ...named }, { status: res.status });
  }
  const message = spec.success ? spec.success(t, res.data, parsed.data, form) : t('admin.saved');
  return data<FormResult>({ ok: true, message, ...named });
}
