// An automatic collection's conditions: all or any, each a field, a comparison and a value control that fits the
// field (brands, tags and categories by name, the product type, a price typed in HK dollars, in stock), with the
// products they select now.
import { useEffect, useId, useState } from 'react';
import {
  COLLECTION_RULE_FIELDS,
  COLLECTION_RULE_OPS_BY_FIELD,
  type CollectionRuleField,
  type CollectionRuleOp,
} from '@shop/core';
import type { CollectionChoices, CollectionProductsOut } from '@shop/core/contract/admin-collection';
import {
  emptyCondition,
  rulesOf,
  staffCsrf,
  type ConditionDraft,
  type RulesDraft,
} from '../../../lib/admin-collections.ts';
import { formatAdminMoney, localizedName } from '../../../lib/admin-catalogue.ts';
import { useAdminLang, useAdminT } from '../../../lib/admin-i18n.tsx';
import { ADMIN_BUTTON_QUIET, ADMIN_INPUT, ADMIN_SELECT } from '../ui.tsx';

export function RulesBuilder({
  draft,
  onChange,
  choices,
  canEdit,
  errorIndex,
}: {
  draft: RulesDraft;
  onChange: (d: RulesDraft) => void;
  choices: CollectionChoices;
  canEdit: boolean;
  /** the condition the last save refused */
  errorIndex?: number;
}) {
  const t = useAdminT();
  const lang = useAdminLang();
  const id = useId();
  const set = (i: number, c: ConditionDraft) =>
    onChange({ ...draft, conditions: draft.conditions.map((x, j) => (j === i ? c : x)) });
  const named = (list: { key: string; name: { eng: string; chi: string; cn: string } }[]) =>
    list.map((x) => ({ value: x.key, label: localizedName(x.name, lang) || x.key }));
  const valueChoices: Partial<Record<CollectionRuleField, { value: string; label: string }[]>> = {
    brand: named(choices.brands),
    tag: named(choices.tags),
    category: named(choices.categories),
    type: [
      { value: '0', label: t('admin.coll.type.0') },
      { value: '2', label: t('admin.coll.type.2') },
    ],
  };
  return (
    <div className="flex flex-col gap-4">
      <fieldset className="flex flex-wrap items-center gap-4" disabled={!canEdit}>
        <legend className="mb-2 text-sm font-medium">{t('admin.coll.match')}</legend>
        {(['all', 'any'] as const).map((m) => (
          <label key={m} className="flex min-h-11 items-center gap-2 text-sm">
            <input
              type="radio"
              name="match"
              value={m}
              checked={draft.match === m}
              onChange={() => onChange({ ...draft, match: m })}
            />
            {t(m === 'all' ? 'admin.coll.match_all' : 'admin.coll.match_any')}
          </label>
        ))}
      </fieldset>
      <ol className="flex flex-col gap-3">
        {draft.conditions.map((c, i) => {
          const at = `${id}-c${i}`;
          const choicesFor = valueChoices[c.field];
          const invalid = errorIndex === i ? true : undefined;
          return (
            <li key={i}>
              <fieldset
                className="grid gap-3 rounded-lg border border-line p-3 sm:grid-cols-[1fr_1fr_1.4fr_auto] sm:items-end"
                disabled={!canEdit}
              >
                <legend className="px-1 text-sm font-medium">
                  {t('admin.coll.condition_n', { n: i + 1 })}
                </legend>
                <div>
                  <label htmlFor={`${at}-field`} className="text-sm">
                    {t('admin.coll.field')}
                  </label>
                  <select
                    id={`${at}-field`}
                    className={ADMIN_SELECT}
                    value={c.field}
                    onChange={(e) => set(i, emptyCondition(e.target.value as CollectionRuleField))}
                  >
                    {COLLECTION_RULE_FIELDS.map((f) => (
                      <option key={f} value={f}>
                        {t(`admin.coll.field.${f}`)}
                      </option>
                    ))}
                  </select>
                </div>
                <div>
                  <label htmlFor={`${at}-op`} className="text-sm">
                    {t('admin.coll.op')}
                  </label>
                  <select
                    id={`${at}-op`}
                    className={ADMIN_SELECT}
                    value={c.op}
                    onChange={(e) => set(i, { ...c, op: e.target.value as CollectionRuleOp })}
                  >
                    {COLLECTION_RULE_OPS_BY_FIELD[c.field].map((o) => (
                      <option key={o} value={o}>
                        {t(`admin.coll.op.${o}`)}
                      </option>
                    ))}
                  </select>
                </div>
                <div>
                  {c.field === 'in_stock' ? (
                    <label className="flex min-h-11 items-center gap-2 text-sm">
                      <input
                        type="checkbox"
                        checked={c.value !== 'false'}
                        onChange={(e) => set(i, { ...c, value: e.target.checked ? 'true' : 'false' })}
                      />
                      {t('admin.coll.in_stock_yes')}
                    </label>
                  ) : (
                    <>
                      <label htmlFor={`${at}-value`} className="text-sm">
                        {t('admin.coll.value')}
                      </label>
                      {choicesFor ? (
                        <select
                          id={`${at}-value`}
                          className={ADMIN_SELECT}
                          value={c.value}
                          aria-invalid={invalid}
                          onChange={(e) => set(i, { ...c, value: e.target.value })}
                        >
                          <option value="">{t('admin.coll.choose')}</option>
                          {choicesFor.map((o) => (
                            <option key={o.value} value={o.value}>
                              {o.label}
                            </option>
                          ))}
                        </select>
                      ) : (
                        <input
                          id={`${at}-value`}
                          inputMode="decimal"
                          className={ADMIN_INPUT}
                          value={c.value}
                          placeholder="HK$500"
                          aria-invalid={invalid}
                          aria-describedby={`${at}-hint`}
                          onChange={(e) => set(i, { ...c, value: e.target.value })}
                        />
                      )}
                      {c.field === 'price' && (
                        <p id={`${at}-hint`} className="mt-1 text-xs text-muted">
                          {t('admin.coll.price_hint')}
                        </p>
                      )}
                    </>
                  )}
                </div>
                {canEdit && (
                  <button
                    type="button"
                    className={ADMIN_BUTTON_QUIET}
                    aria-label={t('admin.coll.remove_condition', { n: i + 1 })}
                    onClick={() =>
                      onChange({ ...draft, conditions: draft.conditions.filter((_, j) => j !== i) })
                    }
                  >
                    {t('admin.coll.remove')}
                  </button>
                )}
              </fieldset>
            </li>
          );
        })}
      </ol>
      {canEdit && (
        <div>
          <button
            type="button"
            className={ADMIN_BUTTON_QUIET}
            onClick={() => onChange({ ...draft, conditions: [...draft.conditions, emptyCondition()] })}
          >
            {t('admin.coll.add_condition')}
          </button>
        </div>
      )}
      <RulesPreview draft={draft} choices={choices} />
    </div>
  );
}

type Preview =
  { state: 'incomplete' } | { state: 'loading' } | { state: 'ready'; found: CollectionProductsOut };

/** The products the conditions select now, asked of the API as they change. */
function RulesPreview({ draft, choices }: { draft: RulesDraft; choices: CollectionChoices }) {
  const t = useAdminT();
  const lang = useAdminLang();
  const id = useId();
  const [preview, setPreview] = useState<Preview>({ state: 'incomplete' });
  const rules = rulesOf(draft);
  const body = rules.ok ? JSON.stringify({ rules: rules.rules }) : null;
  useEffect(() => {
    if (!body) {
      setPreview({ state: 'incomplete' });
      return;
    }
    const abort = new AbortController();
    setPreview({ state: 'loading' });
    // a short pause while typing a price: one call for the amount, not one per digit
    const timer = setTimeout(() => {
      fetch('/api/v1/admin/collections/preview', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-csrf-token': staffCsrf() },
        body,
        signal: abort.signal,
      })
        .then(async (res) =>
          res.ok
            ? setPreview({ state: 'ready', found: (await res.json()) as CollectionProductsOut })
            : setPreview({ state: 'incomplete' }),
        )
        .catch(() => undefined);
    }, 250);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [body]);
  const brandName = new Map(choices.brands.map((b) => [b.key, localizedName(b.name, lang)]));
  const shown = preview.state === 'ready' ? preview.found.items.slice(0, 50) : [];
  return (
    <section aria-labelledby={`${id}-h`} className="rounded-lg border border-line bg-surface-2 p-3">
      <h3 id={`${id}-h`} className="text-sm font-medium">
        {t('admin.coll.preview')}
      </h3>
      <p className="mt-1 text-sm text-muted" aria-live="polite">
        {preview.state === 'incomplete'
          ? t('admin.coll.preview_incomplete')
          : preview.state === 'loading'
            ? t('admin.coll.preview_loading')
            : t('admin.coll.preview_count', { count: preview.found.total })}
      </p>
      {shown.length > 0 && (
        <ul className="mt-2 flex flex-col gap-1 text-sm" aria-label={t('admin.coll.preview')}>
          {shown.map((p) => (
            <li key={p.id} className="flex flex-wrap gap-x-2">
              <span className="font-medium">{localizedName(p.name, lang)}</span>
              <span className="text-muted">
                {brandName.get(p.brand_key) ?? p.brand_key} · {formatAdminMoney(p.price, 'HKD', lang)}
                {!p.in_stock && ` · ${t('admin.coll.out_of_stock')}`}
                {!p.published && ` · ${t('admin.coll.not_published')}`}
              </span>
            </li>
          ))}
          {preview.state === 'ready' && preview.found.total > shown.length && (
            <li className="text-muted">
              {t('admin.coll.preview_more', { count: preview.found.total - shown.length })}
            </li>
          )}
        </ul>
      )}
    </section>
  );
}
