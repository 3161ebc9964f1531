// The new-product form's fields: the product, its first options (rows added and removed in the page) and the
// monthly subscriptions of one of them. Every option posts as options.N.* in the API's shape; a subscription row
// carries its parent's SKU and names made from the parent's.
import { useId, useState } from 'react';
import type { Localized } from '@shop/core/contract/common';
import { fieldError, type FormResult } from '../../../lib/admin-form.ts';
import { HANDLE_PATTERN, subscriptionName, suggestHandle } from '../../../lib/admin-product-suggest.ts';
import { localizedName } from '../../../lib/admin-catalogue.ts';
import { useAdminLang, useAdminT } from '../../../lib/admin-i18n.tsx';
import { FormOutcome, MoneyField } from '../admin-form.tsx';
import {
  ADMIN_BUTTON,
  ADMIN_BUTTON_QUIET,
  ADMIN_INPUT,
  ADMIN_SELECT,
  AdminField,
  Card,
  describedBy,
} from '../ui.tsx';
import {
  BrandSelect,
  CheckboxPicker,
  FillSimplifiedButton,
  IntervalSelect,
  ProductTypeField,
} from './editor-ui.tsx';
import { SCRIPTS, type CatalogueChoices } from './editor-types.ts';
import { NameFields } from './name-fields.tsx';

interface Row {
  key: number;
  name: Localized;
  sub_sku: string;
}
interface SubRow {
  key: number;
  interval: number;
  /** typed by staff; blank: suggested from the parent's SKU and the interval */
  sub_sku: string;
}

const EMPTY: Localized = { eng: '', chi: '', cn: '' };

export function NewProductForm({
  choices,
  result,
  busy,
}: {
  choices: CatalogueChoices;
  result: FormResult | undefined;
  busy: boolean;
}) {
  const t = useAdminT();
  const lang = useAdminLang();
  const id = useId();
  const error = (...f: string[]) => fieldError(result, ...f);
  const [handle, setHandle] = useState('');
  const [handleTyped, setHandleTyped] = useState(false);
  const [rows, setRows] = useState<Row[]>([{ key: 0, name: EMPTY, sub_sku: '' }]);
  const [subscribe, setSubscribe] = useState(false);
  const [parentKey, setParentKey] = useState(0);
  const [subs, setSubs] = useState<SubRow[]>([{ key: 0, interval: 1, sub_sku: '' }]);
  const [nextKey, setNextKey] = useState(1);
  const named = (list: { key: string; name: Localized }[]) =>
    list.map((c) => ({ value: c.key, label: localizedName(c.name, lang) }));
  const parent = rows.find((r) => r.key === parentKey) ?? rows[0]!;
  const setRow = (key: number, patch: Partial<Row>) =>
    setRows((list) => list.map((r) => (r.key === key ? { ...r, ...patch } : r)));
  const subSku = (s: SubRow) => s.sub_sku || (parent.sub_sku ? `${parent.sub_sku}-SUB${s.interval}M` : '');
  const optionLabel = (r: Row, i: number) => r.name.eng || r.name.chi || t('admin.pe.option_n', { n: i + 1 });
  return (
    <div className="flex flex-col gap-6">
      {result && !result.ok && !result.field && <FormOutcome result={result} />}
      <Card title={t('admin.pe.product_card')}>
        <div className="flex flex-col gap-6">
          <NameFields
            name="name"
            initial={EMPTY}
            required={['eng']}
            error={() => error('name')}
            onEnglish={(v) => {
              if (!handleTyped) setHandle(suggestHandle(v));
            }}
          />
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            <AdminField
              id={`${id}-sku`}
              label={t('admin.cat.sku')}
              hint={t('admin.pe.sku_hint')}
              error={error('sku')}
            >
              <input
                id={`${id}-sku`}
                name="sku"
                required
                maxLength={64}
                className={ADMIN_INPUT}
                aria-invalid={error('sku') ? true : undefined}
                aria-describedby={describedBy(`${id}-sku`, error('sku'), true)}
              />
            </AdminField>
            <BrandSelect id={`${id}-brand`} brands={choices.brands} error={error('brand_key')} />
            <ProductTypeField />
            <AdminField
              id={`${id}-url`}
              label={t('admin.pe.handle')}
              hint={t('admin.pe.handle_hint')}
              error={error('unique_url')}
              className="sm:col-span-2"
            >
              <input
                id={`${id}-url`}
                name="unique_url"
                value={handle}
                onChange={(e) => {
                  setHandle(e.target.value);
                  setHandleTyped(true);
                }}
                required
                maxLength={120}
                pattern={HANDLE_PATTERN}
                className={ADMIN_INPUT}
                aria-invalid={error('unique_url') ? true : undefined}
                aria-describedby={describedBy(`${id}-url`, error('unique_url'), true)}
              />
            </AdminField>
          </div>
          <CheckboxPicker
            name="categories"
            legend={t('admin.cat.categories')}
            items={named(choices.categories)}
            selected={[]}
            error={error('categories')}
          />
          <CheckboxPicker
            name="tags"
            legend={t('admin.pe.tags')}
            items={named(choices.tags)}
            selected={[]}
            error={error('tags')}
          />
        </div>
      </Card>

      <Card title={t('admin.cat.options')}>
        <p className="mb-4 text-sm text-muted">{t('admin.pe.options_intro')}</p>
        <ol className="flex flex-col gap-4">
          {rows.map((r, i) => (
            <li key={r.key}>
              <fieldset className="flex flex-col gap-3 rounded-lg border border-line p-3">
                <legend className="px-1 text-sm font-medium">{t('admin.pe.option_n', { n: i + 1 })}</legend>
                <OptionNames
                  prefix={`options.${i}.name`}
                  value={r.name}
                  onChange={(name) => setRow(r.key, { name })}
                  error={error(`options.${i}.name`)}
                />
                <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
                  <AdminField
                    id={`${id}-o${r.key}-sku`}
                    label={t('admin.pe.option_sku')}
                    error={error(`options.${i}.sub_sku`)}
                  >
                    <input
                      id={`${id}-o${r.key}-sku`}
                      name={`options.${i}.sub_sku`}
                      value={r.sub_sku}
                      onChange={(e) => setRow(r.key, { sub_sku: e.target.value })}
                      required
                      maxLength={64}
                      className={ADMIN_INPUT}
                      aria-invalid={error(`options.${i}.sub_sku`) ? true : undefined}
                      aria-describedby={describedBy(`${id}-o${r.key}-sku`, error(`options.${i}.sub_sku`))}
                    />
                  </AdminField>
                  <MoneyField
                    id={`${id}-o${r.key}-price`}
                    name={`options.${i}.price`}
                    currency="HKD"
                    label={t('admin.cat.price_hkd')}
                    hint={t('admin.pe.money_hint_hkd')}
                    error={error(`options.${i}.price`)}
                    required
                  />
                  <MoneyField
                    id={`${id}-o${r.key}-usd`}
                    name={`options.${i}.price_usd`}
                    currency="USD"
                    label={t('admin.cat.price_usd')}
                    hint={t('admin.pe.money_hint_usd')}
                    error={error(`options.${i}.price_usd`)}
                    required
                  />
                  <AdminField
                    id={`${id}-o${r.key}-stock`}
                    label={t('admin.pe.opening_stock')}
                    error={error(`options.${i}.stock`)}
                  >
                    <input
                      id={`${id}-o${r.key}-stock`}
                      name={`options.${i}.stock`}
                      inputMode="numeric"
                      defaultValue="0"
                      className={ADMIN_INPUT}
                      aria-invalid={error(`options.${i}.stock`) ? true : undefined}
                    />
                  </AdminField>
                </div>
                {rows.length > 1 && (
                  <div>
                    <button
                      type="button"
                      className={`${ADMIN_BUTTON_QUIET} min-h-9 px-3`}
                      onClick={() => {
                        setRows((list) => list.filter((x) => x.key !== r.key));
                        if (parentKey === r.key) setParentKey(rows.find((x) => x.key !== r.key)!.key);
                      }}
                    >
                      {t('admin.pe.remove_option_n', { n: i + 1 })}
                    </button>
                  </div>
                )}
              </fieldset>
            </li>
          ))}
        </ol>
        <button
          type="button"
          className={`${ADMIN_BUTTON_QUIET} mt-4`}
          onClick={() => {
            setRows((list) => [...list, { key: nextKey, name: EMPTY, sub_sku: '' }]);
            setNextKey((k) => k + 1);
          }}
        >
          {t('admin.pe.add_another_option')}
        </button>
      </Card>

      <Card title={t('admin.pe.subscription')}>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={subscribe}
            onChange={(e) => setSubscribe(e.target.checked)}
            className="size-4 accent-current"
          />
          {t('admin.pe.offer_subscription')}
        </label>
        <p className="mt-1 text-xs text-muted">{t('admin.pe.offer_subscription_hint')}</p>
        {subscribe && (
          <div className="mt-4 flex flex-col gap-4">
            <AdminField id={`${id}-parent`} label={t('admin.pe.subscription_parent')} className="max-w-md">
              <select
                id={`${id}-parent`}
                value={parent.key}
                onChange={(e) => setParentKey(Number(e.target.value))}
                className={ADMIN_SELECT}
              >
                {rows.map((r, i) => (
                  <option key={r.key} value={r.key}>
                    {optionLabel(r, i)}
                  </option>
                ))}
              </select>
            </AdminField>
            <ol className="flex flex-col gap-3">
              {subs.map((s, j) => {
                const i = rows.length + j;
                const name = subscriptionName(parent.name, s.interval);
                const fid = `${id}-s${s.key}`;
                return (
                  <li key={s.key}>
                    <fieldset className="grid gap-3 rounded-lg border border-line p-3 sm:grid-cols-2 lg:grid-cols-4">
                      <legend className="px-1 text-sm font-medium">
                        {t('admin.pe.subscription_n', { n: j + 1 })}
                      </legend>
                      <input type="hidden" name={`options.${i}.is_subscription`} value="true" />
                      <input
                        type="hidden"
                        name={`options.${i}.subscription_parent_sku`}
                        value={parent.sub_sku}
                      />
                      {SCRIPTS.map((sc) => (
                        <input key={sc} type="hidden" name={`options.${i}.name.${sc}`} value={name[sc]} />
                      ))}
                      <AdminField
                        id={`${fid}-interval`}
                        label={t('admin.cat.interval')}
                        error={error(`options.${i}.subscription_inteval_in_month`)}
                      >
                        <IntervalSelect
                          id={`${fid}-interval`}
                          name={`options.${i}.subscription_inteval_in_month`}
                          value={s.interval}
                          onChange={(n) =>
                            setSubs((list) => list.map((x) => (x.key === s.key ? { ...x, interval: n } : x)))
                          }
                        />
                      </AdminField>
                      <AdminField
                        id={`${fid}-sku`}
                        label={t('admin.pe.option_sku')}
                        error={error(`options.${i}.sub_sku`, `options.${i}.subscription_parent_sku`)}
                      >
                        <input
                          id={`${fid}-sku`}
                          name={`options.${i}.sub_sku`}
                          value={subSku(s)}
                          onChange={(e) =>
                            setSubs((list) =>
                              list.map((x) => (x.key === s.key ? { ...x, sub_sku: e.target.value } : x)),
                            )
                          }
                          required
                          maxLength={64}
                          className={ADMIN_INPUT}
                          aria-invalid={error(`options.${i}.sub_sku`) ? true : undefined}
                        />
                      </AdminField>
                      <MoneyField
                        id={`${fid}-price`}
                        name={`options.${i}.price`}
                        currency="HKD"
                        label={t('admin.pe.subscription_price_hkd')}
                        error={error(`options.${i}.price`)}
                        required
                      />
                      <MoneyField
                        id={`${fid}-usd`}
                        name={`options.${i}.price_usd`}
                        currency="USD"
                        label={t('admin.pe.subscription_price_usd')}
                        error={error(`options.${i}.price_usd`)}
                        required
                      />
                      <p className="text-xs text-muted sm:col-span-2 lg:col-span-4">
                        {t('admin.pe.subscription_named', { name: localizedName(name, lang) })}
                      </p>
                      {subs.length > 1 && (
                        <div className="sm:col-span-2 lg:col-span-4">
                          <button
                            type="button"
                            className={`${ADMIN_BUTTON_QUIET} min-h-9 px-3`}
                            onClick={() => setSubs((list) => list.filter((x) => x.key !== s.key))}
                          >
                            {t('admin.pe.remove_subscription_n', { n: j + 1 })}
                          </button>
                        </div>
                      )}
                    </fieldset>
                  </li>
                );
              })}
            </ol>
            <div>
              <button
                type="button"
                className={ADMIN_BUTTON_QUIET}
                onClick={() => {
                  const used = new Set(subs.map((s) => s.interval));
                  const interval = [1, 2, 3, 4, 5, 6].find((n) => !used.has(n)) ?? 1;
                  setSubs((list) => [...list, { key: nextKey, interval, sub_sku: '' }]);
                  setNextKey((k) => k + 1);
                }}
              >
                {t('admin.pe.add_interval')}
              </button>
            </div>
          </div>
        )}
      </Card>

      <div className="flex flex-wrap items-center gap-4">
        <button type="submit" className={ADMIN_BUTTON} disabled={busy}>
          {t('admin.pe.create')}
        </button>
        <span className="text-sm text-muted">{t('admin.pe.create_hint')}</span>
      </div>
    </div>
  );
}

/** An option's name in three scripts, held by the page (a subscription's name is made from it). */
function OptionNames({
  prefix,
  value,
  onChange,
  error,
}: {
  prefix: string;
  value: Localized;
  onChange: (v: Localized) => void;
  error?: string;
}) {
  const t = useAdminT();
  const id = useId();
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      {SCRIPTS.map((s) => (
        <div key={s} className="min-w-0">
          <label htmlFor={`${id}-${s}`} className="text-sm font-medium">
            {t(`admin.pe.option_name_${s}`)}
          </label>
          <input
            id={`${id}-${s}`}
            name={`${prefix}.${s}`}
            value={value[s]}
            onChange={(e) => onChange({ ...value, [s]: e.target.value })}
            required={s === 'eng'}
            maxLength={200}
            className={`${ADMIN_INPUT} mt-1`}
            aria-invalid={error ? true : undefined}
          />
          {s === 'cn' && (
            <div className="mt-1">
              <FillSimplifiedButton
                short={t('admin.pe.fill_from_traditional')}
                label={t('admin.pe.fill_simplified_named', { field: t('admin.pe.option_name_cn') })}
                read={() => [value.chi]}
                fill={([cn]) => onChange({ ...value, cn: cn ?? value.cn })}
              />
            </div>
          )}
        </div>
      ))}
      {error && <p className="text-sm text-danger sm:col-span-3">{error}</p>}
    </div>
  );
}
