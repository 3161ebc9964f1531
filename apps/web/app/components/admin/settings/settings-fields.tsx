// The settings page's shared inputs: names in three languages, a new record's id and kind, save and delete.
import { useId } from 'react';
import { useFetcher } from 'react-router';
import type { FormResult } from '../../../lib/admin-form.ts';
import { useAdminT } from '../../../lib/admin-i18n.tsx';
import {
  ADMIN_BUTTON,
  ADMIN_BUTTON_DANGER,
  ADMIN_INPUT,
  ADMIN_SELECT,
  AdminField,
  describedBy,
} from '../ui.tsx';
import { FormOutcome } from '../admin-form.tsx';
import type { Localized } from './settings-types.ts';

export type FieldError = (field: string) => string | undefined;

export function SaveButton({ busy, label }: { busy: boolean; label?: string }) {
  const t = useAdminT();
  return (
    <button type="submit" className={ADMIN_BUTTON} disabled={busy}>
      {label ?? t('admin.save')}
    </button>
  );
}

/** Inputs named `${prefix}.eng`, `.chi` and `.cn`: the API's localized text, field for field. */
export function LocalizedInputs({
  prefix,
  label,
  value,
  error,
}: {
  prefix: string;
  label: string;
  value: Localized;
  error: FieldError;
}) {
  const t = useAdminT();
  const id = useId();
  return (
    <fieldset className="grid gap-3 sm:grid-cols-3">
      <legend className="mb-1 text-sm font-medium">{label}</legend>
      {(['eng', 'chi', 'cn'] as const).map((l) => {
        const e = error(`${prefix}.${l}`);
        return (
          <AdminField key={l} id={`${id}-${l}`} label={t(`admin.settings.lang_${l}`)} error={e}>
            <input
              id={`${id}-${l}`}
              name={`${prefix}.${l}`}
              required
              maxLength={200}
              defaultValue={value[l]}
              className={ADMIN_INPUT}
              aria-invalid={e ? true : undefined}
              aria-describedby={describedBy(`${id}-${l}`, e)}
            />
          </AdminField>
        );
      })}
    </fieldset>
  );
}

/** The id of a new record (delivery method or banner) and its kind, which stays fixed once created. */
export function NewRecordFields({
  kinds,
  error,
}: {
  kinds: { value: string; label: string }[];
  error: FieldError;
}) {
  const t = useAdminT();
  const id = useId();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <AdminField
        id={`${id}-id`}
        label={t('admin.settings.new_id')}
        hint={t('admin.settings.new_id_hint')}
        error={error('id')}
      >
        <input
          id={`${id}-id`}
          name="id"
          required
          pattern="[a-z0-9][a-z0-9\-]{1,62}"
          className={ADMIN_INPUT}
          aria-invalid={error('id') ? true : undefined}
          aria-describedby={describedBy(`${id}-id`, error('id'), true)}
        />
      </AdminField>
      <AdminField id={`${id}-kind`} label={t('admin.settings.kind')}>
        <select id={`${id}-kind`} name="kind" className={ADMIN_SELECT}>
          {kinds.map((k) => (
            <option key={k.value} value={k.value}>
              {k.label}
            </option>
          ))}
        </select>
      </AdminField>
    </div>
  );
}

/**
 * Deletes a record after the browser's confirm (its own small form: forms cannot nest). The forms of one section
 * share a fetcher by `fetcherKey`, so the answer outlives the deleted record's card (DeletedNotice shows it).
 */
export function DeleteForm({
  action,
  fetcherKey,
  label,
}: {
  action: string;
  fetcherKey: string;
  label: string;
}) {
  const t = useAdminT();
  const fetcher = useFetcher<FormResult>({ key: fetcherKey });
  return (
    <fetcher.Form
      method="post"
      action={action}
      onSubmit={(e) => {
        if (!window.confirm(t('admin.settings.confirm_delete', { name: label }))) e.preventDefault();
      }}
    >
      <button type="submit" className={ADMIN_BUTTON_DANGER} disabled={fetcher.state !== 'idle'}>
        {t('admin.settings.delete', { name: label })}
      </button>
    </fetcher.Form>
  );
}

/** A section's last delete answer, at its top: the deleted record's card is gone after the reload. */
export function DeletedNotice({ fetcherKey }: { fetcherKey: string }) {
  return <FormOutcome result={useFetcher<FormResult>({ key: fetcherKey }).data} />;
}
