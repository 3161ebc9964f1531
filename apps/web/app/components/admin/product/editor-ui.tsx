// Controls the product editor's pages share: a confirmed action, checkbox pickers of named things, the
// missing-translation marker and the "fill Simplified from Traditional" button.
import { useId, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import { toSimplified } from '../../../lib/admin-browser.ts';
import type { FormResult } from '../../../lib/admin-form.ts';
import { useAdminLang, useAdminT } from '../../../lib/admin-i18n.tsx';
import {
  ADMIN_BUTTON,
  ADMIN_BUTTON_DANGER,
  ADMIN_BUTTON_QUIET,
  ADMIN_INPUT,
  ADMIN_SELECT,
  AdminField,
  Notice,
} from '../ui.tsx';
import type { Localized } from '@shop/core/contract/common';
import { localizedName } from '../../../lib/admin-catalogue.ts';

/**
 * A button that asks first: a modal dialog says what will happen, and only its confirm button posts the form
 * (with the hidden fields given). Escape or Cancel closes it and focus goes back to the button.
 */
export function ConfirmAction({
  action,
  label,
  title,
  body,
  confirm,
  fields = {},
  danger = false,
  disabled = false,
  onResult,
  fetcherKey,
}: {
  action: string;
  label: string;
  title: string;
  body: React.ReactNode;
  confirm: string;
  fields?: Record<string, string>;
  danger?: boolean;
  disabled?: boolean;
  onResult?: (r: FormResult | undefined) => React.ReactNode;
  /** shares the answer with a notice elsewhere on the page (the button may be gone once it is done) */
  fetcherKey?: string;
}) {
  const t = useAdminT();
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const fetcher = useFetcher<FormResult>(fetcherKey ? { key: fetcherKey } : undefined);
  const busy = fetcher.state !== 'idle';
  return (
    <>
      <button
        type="button"
        className={danger ? ADMIN_BUTTON_DANGER : ADMIN_BUTTON_QUIET}
        disabled={disabled || busy}
        onClick={() => dialog.current?.showModal()}
      >
        {label}
      </button>
      <dialog
        ref={dialog}
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-body`}
        className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-xl border border-line bg-surface p-6 text-text backdrop:bg-black/40"
      >
        <fetcher.Form
          method="post"
          action={action}
          className="grid gap-4"
          onSubmit={() => dialog.current?.close()}
        >
          <h2 id={`${id}-title`} className="font-serif text-xl">
            {title}
          </h2>
          <div id={`${id}-body`} className="text-sm">
            {body}
          </div>
          {Object.entries(fields).map(([k, v]) => (
            <input key={k} type="hidden" name={k} value={v} />
          ))}
          <div className="flex flex-wrap justify-end gap-2">
            <button type="button" className={ADMIN_BUTTON_QUIET} onClick={() => dialog.current?.close()}>
              {t('admin.pe.cancel')}
            </button>
            <button type="submit" className={danger ? ADMIN_BUTTON_DANGER : ADMIN_BUTTON} disabled={busy}>
              {confirm}
            </button>
          </div>
        </fetcher.Form>
      </dialog>
      {onResult
        ? onResult(fetcher.data)
        : fetcher.data && !fetcher.data.ok && <Notice tone="error">{fetcher.data.message}</Notice>}
    </>
  );
}

export interface PickItem {
  value: string;
  label: string;
  hint?: string;
}

/**
 * A list of named things to tick (categories, tags, countries, member groups): each box posts its value under
 * `name`. A long list gets a filter box that only hides rows (the ticked ones still post).
 */
export function CheckboxPicker({
  name,
  legend,
  items,
  selected,
  error,
  hint,
  disabled,
  columns = 'sm:grid-cols-2 lg:grid-cols-3',
}: {
  name: string;
  legend: string;
  items: PickItem[];
  selected: readonly string[];
  error?: string;
  hint?: string;
  disabled?: boolean;
  columns?: string;
}) {
  const t = useAdminT();
  const id = useId();
  const [filter, setFilter] = useState('');
  const q = filter.trim().toLowerCase();
  const describe = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset className="min-w-0" aria-describedby={describe} disabled={disabled}>
      <legend className="text-sm font-medium">{legend}</legend>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-muted">
          {hint}
        </p>
      )}
      {items.length > 12 && (
        <div className="mt-2 max-w-xs">
          <label htmlFor={`${id}-filter`} className="sr-only">
            {t('admin.pe.filter_list', { list: legend })}
          </label>
          <input
            id={`${id}-filter`}
            type="search"
            value={filter}
            onChange={(e) => setFilter(e.target.value)}
            placeholder={t('admin.pe.filter_placeholder')}
            className={`${ADMIN_INPUT} min-h-9`}
          />
        </div>
      )}
      {items.length === 0 ? (
        <p className="mt-2 text-sm text-muted">{t('admin.pe.none_to_pick')}</p>
      ) : (
        <ul className={`mt-2 grid gap-x-4 gap-y-1 ${columns}`}>
          {items.map((it) => {
            const hidden = q !== '' && !`${it.label} ${it.hint ?? ''}`.toLowerCase().includes(q);
            return (
              <li key={it.value} hidden={hidden}>
                <label className="flex min-h-9 items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    name={name}
                    value={it.value}
                    defaultChecked={selected.includes(it.value)}
                    className="size-4 accent-current"
                  />
                  <span>
                    {it.label}
                    {it.hint && <span className="text-muted"> · {it.hint}</span>}
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** Beside a field left empty in one script: the storefront falls back to another script there. */
export function MissingMark({ show }: { show: boolean }) {
  const t = useAdminT();
  if (!show) return null;
  return (
    <span className="ml-2 inline-flex items-center rounded-full border border-line bg-surface-2 px-2 py-0.5 text-xs font-normal text-text">
      {t('admin.pe.missing')}
    </span>
  );
}

/**
 * Converts the Traditional texts the caller reads (OpenCC on the server) and hands the Simplified ones back; says
 * so when the conversion failed. `label` names what it fills, for the button's accessible name.
 */
export function FillSimplifiedButton({
  read,
  fill,
  label,
  short,
  disabled,
}: {
  read: () => string[];
  fill: (texts: string[]) => void;
  /** the accessible name, naming what it fills */
  label?: string;
  /** the shorter text shown (the start of the name) */
  short?: string;
  disabled?: boolean;
}) {
  const t = useAdminT();
  const [state, setState] = useState<'idle' | 'busy' | 'done' | 'failed' | 'empty'>('idle');
  async function run() {
    const texts = read();
    if (texts.every((x) => x.trim() === '')) {
      setState('empty');
      return;
    }
    setState('busy');
    const out = await toSimplified(texts);
    if (out) {
      fill(out);
      setState('done');
    } else setState('failed');
  }
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <button
        type="button"
        className={`${ADMIN_BUTTON_QUIET} min-h-9 px-3`}
        disabled={disabled || state === 'busy'}
        onClick={() => void run()}
        aria-label={label}
      >
        {short ?? label ?? t('admin.pe.fill_simplified')}
      </button>
      <span aria-live="polite" className="text-xs text-muted">
        {state === 'done' && t('admin.pe.filled')}
        {state === 'failed' && <span className="text-danger">{t('admin.pe.fill_failed')}</span>}
        {state === 'empty' && t('admin.pe.fill_empty')}
      </span>
    </span>
  );
}

/** Every 1 to 6 months: the intervals the shop delivers a subscription at (held by the page with onChange). */
export function IntervalSelect({
  id,
  name,
  value,
  onChange,
}: {
  id: string;
  name: string;
  value?: number;
  onChange?: (months: number) => void;
}) {
  const t = useAdminT();
  const held = onChange
    ? {
        value: value ?? 1,
        onChange: (e: React.ChangeEvent<HTMLSelectElement>) => onChange(Number(e.target.value)),
      }
    : { defaultValue: value ?? 1 };
  return (
    <select id={id} name={name} className={ADMIN_SELECT} {...held}>
      {[1, 2, 3, 4, 5, 6].map((n) => (
        <option key={n} value={n}>
          {t(n === 1 ? 'admin.pe.every_month' : 'admin.pe.every_n_months', { n })}
        </option>
      ))}
    </select>
  );
}

/** The brand, chosen by its name in the staff's language (a new product starts on "Choose a brand"). */
export function BrandSelect({
  id,
  brands,
  value,
  error,
}: {
  id: string;
  brands: readonly { key: string; name: Localized }[];
  /** the product's brand; none on a new product */
  value?: string;
  error?: string;
}) {
  const t = useAdminT();
  const lang = useAdminLang();
  return (
    <AdminField id={id} label={t('admin.cat.brand')} error={error}>
      <select
        id={id}
        name="brand_key"
        required
        defaultValue={value ?? ''}
        className={ADMIN_SELECT}
        aria-invalid={error ? true : undefined}
      >
        {value === undefined && (
          <option value="" disabled>
            {t('admin.pe.choose_brand')}
          </option>
        )}
        {brands.map((b) => (
          <option key={b.key} value={b.key}>
            {localizedName(b.name, lang)}
          </option>
        ))}
      </select>
    </AdminField>
  );
}

/** Product or treatment (product_type 0 or 2, 9-30). */
export function ProductTypeField({ value = 0 }: { value?: number }) {
  const t = useAdminT();
  return (
    <fieldset>
      <legend className="text-sm font-medium">{t('admin.pe.type')}</legend>
      <div className="mt-1 flex min-h-11 flex-wrap items-center gap-4">
        {[0, 2].map((v) => (
          <label key={v} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name="product_type"
              value={v}
              defaultChecked={v === value}
              className="size-4 accent-current"
            />
            {t(v === 0 ? 'admin.pe.type.product' : 'admin.pe.type.treatment')}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
