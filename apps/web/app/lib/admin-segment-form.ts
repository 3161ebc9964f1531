// The segment builder's form read into core's segment filter: lists from ticked boxes, HK$ typed in dollars
// (core's parseMoneyInput), whole numbers for order counts, HK calendar days, and Either / Yes / No for consent.
import { parseMoneyInput, type SegmentFilter } from '@shop/core';

export type SegmentFormRead =
  { ok: true; filter: SegmentFilter } | { ok: false; field: string; kind: 'amount' | 'invalid' };

export function segmentFilterFromForm(form: FormData): SegmentFormRead {
  const f: SegmentFilter = {};
  const list = (name: string) => form.getAll(name).map(String).filter(Boolean);
  const countries = list('countries');
  if (countries.length) f.countries = countries;
  const languages = list('languages');
  if (languages.length) f.languages = languages;
  const groups = list('group_ids');
  if (groups.length) f.group_ids = groups;
  const tags = list('tags');
  if (tags.length) f.tags = tags;
  for (const k of ['spend_min', 'spend_max'] as const) {
    const v = String(form.get(k) ?? '').trim();
    if (!v) continue;
    const n = parseMoneyInput(v, 'HKD');
    if (n === null) return { ok: false, field: k, kind: 'amount' };
    f[k] = n;
  }
  for (const k of ['order_count_min', 'order_count_max'] as const) {
    const v = String(form.get(k) ?? '').trim();
    if (!v) continue;
    if (!/^\d{1,6}$/.test(v)) return { ok: false, field: k, kind: 'invalid' };
    f[k] = Number(v);
  }
  for (const k of ['last_order_after', 'last_order_before'] as const) {
    const v = String(form.get(k) ?? '').trim();
    if (!v) continue;
    if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return { ok: false, field: k, kind: 'invalid' };
    f[k] = v;
  }
  for (const k of ['marketing_email', 'marketing_sms'] as const) {
    const v = form.get(k);
    if (v === 'yes') f[k] = true;
    else if (v === 'no') f[k] = false;
  }
  return { ok: true, filter: f };
}
