// The segment builder: ticked choices, HK$ and date inputs, a live count as staff change it, Save, Export CSV (with
// the consent rule said on the page) and Delete after a confirmation.
import { useEffect, useId, useRef } from 'react';
import { Form, useFetcher } from 'react-router';
import { COUNTRIES, LOCALE_META, type SegmentFilter } from '@shop/core';
import type { SegmentsOut } from '@shop/core/contract/admin-segment';
import { useAdminLang, useAdminT } from '../../../lib/admin-i18n.tsx';
import { fieldError, type FormResult } from '../../../lib/admin-form.ts';
import { MoneyField } from '../admin-form.tsx';
import {
  ADMIN_BUTTON,
  ADMIN_BUTTON_DANGER,
  ADMIN_BUTTON_QUIET,
  ADMIN_INPUT,
  ADMIN_SELECT,
  AdminField,
  Card,
  describedBy,
  Notice,
} from '../ui.tsx';

export function countryText(raw: string, lang: 'en' | 'hk'): string {
  const v = raw.trim().toLowerCase();
  const c = COUNTRIES.find((k) => k.key === v || k.shortNameEng.toLowerCase().startsWith(v));
  if (!c) return raw.replace(/\b\p{L}/gu, (x) => x.toUpperCase());
  return lang === 'hk' ? c.shortNameChi : c.shortNameEng;
}

export function languageText(pref: string, lang: 'en' | 'hk'): string {
  const m = Object.values(LOCALE_META).find((x) => x.preferredLang === pref);
  return m ? (lang === 'hk' ? m.label : m.labelEn) : pref;
}

function Choices({
  legend,
  name,
  options,
  checked,
  disabled,
}: {
  legend: string;
  name: string;
  options: { value: string; label: string }[];
  checked: readonly string[] | undefined;
  disabled: boolean;
}) {
  const t = useAdminT();
  if (options.length === 0) return null;
  return (
    <fieldset>
      <legend className="text-sm font-medium">{legend}</legend>
      <p className="text-xs text-muted">{t('admin.segments.any_hint')}</p>
      <div className="mt-2 flex flex-wrap gap-x-4 gap-y-2">
        {options.map((o) => (
          <label key={o.value} className="flex min-h-11 items-center gap-2 text-sm">
            <input
              type="checkbox"
              name={name}
              value={o.value}
              defaultChecked={checked?.includes(o.value)}
              disabled={disabled}
            />
            {o.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function SegmentBuilder({
  segment,
  choices,
  initialCount,
  result,
  busy,
  editable,
}: {
  segment: { id: string; name: string; filter: SegmentFilter } | null;
  choices: SegmentsOut['choices'];
  initialCount: number;
  result?: FormResult;
  busy: boolean;
  editable: boolean;
}) {
  const t = useAdminT();
  const lang = useAdminLang();
  const id = useId();
  const counter = useFetcher<{ members?: number }>();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => () => clearTimeout(timer.current), []);
  const f = segment?.filter ?? {};
  const err = (k: string) => fieldError(result, k, `filter.${k}`);
  const count = counter.data?.members ?? initialCount;
  const recount = (form: HTMLFormElement) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const body = new FormData(form);
      body.set('intent', 'count');
      void counter.submit(body, { method: 'post' });
    }, 300);
  };
  const consent = (k: 'marketing_email' | 'marketing_sms') => (f[k] === undefined ? '' : f[k] ? 'yes' : 'no');
  return (
    <Card title={segment ? segment.name : t('admin.segments.new')}>
      {result && (
        <div className="mb-4">
          <Notice tone={result.ok ? 'success' : 'error'}>{result.message}</Notice>
        </div>
      )}
      <Form method="post" className="grid gap-5" onChange={(e) => recount(e.currentTarget)}>
        <input type="hidden" name="intent" value="save" />
        <AdminField id={`${id}-name`} label={t('admin.segments.name')} error={err('name')}>
          <input
            id={`${id}-name`}
            name="name"
            required
            maxLength={80}
            defaultValue={segment?.name ?? ''}
            readOnly={!editable}
            className={ADMIN_INPUT}
            aria-invalid={err('name') ? true : undefined}
            aria-describedby={describedBy(`${id}-name`, err('name'))}
          />
        </AdminField>
        <Choices
          legend={t('admin.segments.countries')}
          name="countries"
          options={choices.countries.map((c) => ({ value: c, label: countryText(c, lang) }))}
          checked={f.countries}
          disabled={!editable}
        />
        <Choices
          legend={t('admin.segments.languages')}
          name="languages"
          options={choices.languages.map((l) => ({ value: l, label: languageText(l, lang) }))}
          checked={f.languages}
          disabled={!editable}
        />
        <Choices
          legend={t('admin.segments.groups')}
          name="group_ids"
          options={choices.groups.map((g) => ({ value: g.id, label: g.name }))}
          checked={f.group_ids}
          disabled={!editable}
        />
        <Choices
          legend={t('admin.segments.tags')}
          name="tags"
          options={choices.tags.map((g) => ({ value: g, label: g }))}
          checked={f.tags}
          disabled={!editable}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <MoneyField
            id={`${id}-smin`}
            name="spend_min"
            label={t('admin.segments.spend_min')}
            currency="HKD"
            value={f.spend_min ?? null}
            error={err('spend_min')}
          />
          <MoneyField
            id={`${id}-smax`}
            name="spend_max"
            label={t('admin.segments.spend_max')}
            currency="HKD"
            value={f.spend_max ?? null}
            error={err('spend_max')}
          />
          {(
            [
              ['order_count_min', 'admin.segments.orders_min', 'number'],
              ['order_count_max', 'admin.segments.orders_max', 'number'],
              ['last_order_after', 'admin.segments.after', 'date'],
              ['last_order_before', 'admin.segments.before', 'date'],
            ] as const
          ).map(([k, label, type]) => (
            <AdminField key={k} id={`${id}-${k}`} label={t(label)} error={err(k)}>
              <input
                id={`${id}-${k}`}
                name={k}
                type={type}
                min={type === 'number' ? 0 : undefined}
                step={type === 'number' ? 1 : undefined}
                defaultValue={f[k] ?? ''}
                readOnly={!editable}
                className={ADMIN_INPUT}
                aria-invalid={err(k) ? true : undefined}
                aria-describedby={describedBy(`${id}-${k}`, err(k))}
              />
            </AdminField>
          ))}
          {(['marketing_email', 'marketing_sms'] as const).map((k) => (
            <AdminField key={k} id={`${id}-${k}`} label={t(`admin.segments.${k}`)}>
              <select
                id={`${id}-${k}`}
                name={k}
                defaultValue={consent(k)}
                disabled={!editable}
                className={ADMIN_SELECT}
              >
                <option value="">{t('admin.segments.either')}</option>
                <option value="yes">{t('admin.segments.yes')}</option>
                <option value="no">{t('admin.segments.no')}</option>
              </select>
            </AdminField>
          ))}
        </div>
        <p role="status" aria-live="polite" className="text-base font-medium">
          {counter.state !== 'idle'
            ? t('admin.segments.counting')
            : t('admin.segments.live_count', { count })}
        </p>
        <div className="flex flex-wrap gap-2">
          {editable && (
            <button type="submit" className={ADMIN_BUTTON} disabled={busy}>
              {t('admin.segments.save')}
            </button>
          )}
          {segment && (
            <a
              className={ADMIN_BUTTON_QUIET}
              href={`/api/v1/admin/segments/${encodeURIComponent(segment.id)}/export.csv`}
              download
            >
              {t('admin.segments.export')}
            </a>
          )}
          {segment && editable && (
            <button type="button" className={ADMIN_BUTTON_DANGER} onClick={() => dialog.current?.showModal()}>
              {t('admin.segments.delete')}
            </button>
          )}
        </div>
        <p className="text-xs text-muted">{t('admin.segments.export_rule')}</p>
      </Form>
      {segment && editable && (
        <dialog
          ref={dialog}
          aria-labelledby={`${id}-del`}
          className="m-auto max-w-md rounded-xl border border-line bg-surface p-6 text-text backdrop:bg-black/40"
        >
          <Form method="post" className="grid gap-4">
            <h2 id={`${id}-del`} className="font-serif text-xl">
              {t('admin.segments.delete_confirm', { name: segment.name })}
            </h2>
            <p className="text-sm">{t('admin.segments.delete_explain')}</p>
            <input type="hidden" name="intent" value="delete" />
            <div className="flex flex-wrap justify-end gap-2">
              <button type="button" className={ADMIN_BUTTON_QUIET} onClick={() => dialog.current?.close()}>
                {t('admin.segments.keep')}
              </button>
              <button type="submit" className={ADMIN_BUTTON_DANGER} disabled={busy}>
                {t('admin.segments.delete')}
              </button>
            </div>
          </Form>
        </dialog>
      )}
    </Card>
  );
}
