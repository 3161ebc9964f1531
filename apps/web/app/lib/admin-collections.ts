// The collection editor's rules as staff type them (a brand picked by name, a price typed as "HK$500") and back:
// the browser's live preview and the form's action read them the same way, with core's parseMoneyInput.
import {
  COLLECTION_RULE_OPS_BY_FIELD,
  moneyInputValue,
  parseMoneyInput,
  type CollectionRule,
  type CollectionRuleField,
  type CollectionRuleOp,
  type CollectionRules,
} from '@shop/core';
import type { AdminCollection } from '@shop/core/contract/admin-collection';
import type { AdminMessageKey } from '../i18n/admin.en.ts';
import { adminErrorText } from './admin-error-text.ts';
import type { AdminT } from './admin-i18n.tsx';

/** One condition as the form holds it: the value as text (a key, '0' or '2', 'true' or 'false', an amount). */
export interface ConditionDraft {
  field: CollectionRuleField;
  op: CollectionRuleOp;
  value: string;
}
export interface RulesDraft {
  match: 'all' | 'any';
  conditions: ConditionDraft[];
}

export const emptyCondition = (field: CollectionRuleField = 'brand'): ConditionDraft => ({
  field,
  op: COLLECTION_RULE_OPS_BY_FIELD[field][0]!,
  value: field === 'in_stock' ? 'true' : field === 'type' ? '0' : '',
});

export function draftOf(rules: AdminCollection['rules']): RulesDraft {
  if (!rules) return { match: 'all', conditions: [emptyCondition()] };
  return {
    match: rules.match,
    conditions: rules.conditions.map((c) => ({
      field: c.field,
      op: c.op,
      value:
        c.field === 'price' && typeof c.value === 'number'
          ? moneyInputValue(c.value, 'HKD')
          : String(c.value),
    })),
  };
}

/** "HK$500", "$499.50", "1,200" → HKD minor units; null when it is not an amount. */
export function parseHkd(text: string): number | null {
  return parseMoneyInput(text.trim().replace(/^(HK)?\$\s*/i, ''), 'HKD');
}

export function ruleOf(d: ConditionDraft): CollectionRule | null {
  switch (d.field) {
    case 'price': {
      const v = parseHkd(d.value);
      return v === null ? null : { field: d.field, op: d.op, value: v };
    }
    case 'in_stock':
      return { field: d.field, op: d.op, value: d.value !== 'false' };
    case 'type':
      return d.value === '0' || d.value === '2' ? { field: d.field, op: d.op, value: Number(d.value) } : null;
    default:
      return d.value ? { field: d.field, op: d.op, value: d.value } : null;
  }
}

/** The rules to send, or the first condition still to finish (its index; -1 when there is none). */
export function rulesOf(
  draft: RulesDraft,
): { ok: true; rules: CollectionRules } | { ok: false; index: number } {
  if (draft.conditions.length === 0) return { ok: false, index: -1 };
  const rules: CollectionRule[] = [];
  for (const [i, d] of draft.conditions.entries()) {
    const r = ruleOf(d);
    if (!r) return { ok: false, index: i };
    rules.push(r);
  }
  return { ok: true, rules: { match: draft.match, conditions: rules } };
}

/** An answer about a collection in the staff's words, by the field it names. */
export function collectionErrorText(
  body: { code?: string; field?: string; error?: string },
  t: AdminT,
  draft?: RulesDraft,
): string {
  const field = body.field ?? '';
  const head = field.split('.')[0];
  const condition = /^rules\.conditions\.(\d+)/.exec(field);
  if (condition) {
    const i = Number(condition[1]);
    const key: AdminMessageKey =
      draft?.conditions[i]?.field === 'price' ? 'admin.coll.err.price' : 'admin.coll.err.condition';
    return t(key, { n: i + 1 });
  }
  const byHead: Record<string, AdminMessageKey> = {
    title: 'admin.coll.err.title',
    description: 'admin.coll.err.description',
    rules: 'admin.coll.err.rules',
    product_ids: 'admin.coll.err.products',
    seo: 'admin.coll.err.seo',
  };
  if (head === 'handle')
    return t(body.code === 'taken' ? 'admin.coll.err.handle_taken' : 'admin.coll.err.handle');
  const known = head ? byHead[head] : undefined;
  return known ? t(known) : adminErrorText(body, t);
}

/** Reads the staff CSRF cookie for the calls the editor's browser makes itself (preview, image upload). */
export function staffCsrf(): string {
  return document.cookie.match(/(?:^|;\s*)shop_staff_csrf=([^;]+)/)?.[1] ?? '';
}
