// The categories and tags pages: each entry's names in three scripts and its order, saved on its own; a delete asks
// first, naming how many products carry it. Staff who may only read see the same list, without the buttons.
import { useId, useState } from 'react';
import { Form, useNavigation } from 'react-router';
import type { TaxonomyItem } from '@shop/core/contract/admin-collection';
import { fieldError, type FormResult } from '../../../lib/admin-form.ts';
import { localizedName } from '../../../lib/admin-catalogue.ts';
import { useAdminLang, useAdminStaff, useAdminT } from '../../../lib/admin-i18n.tsx';
import {
  ADMIN_BUTTON,
  ADMIN_BUTTON_DANGER,
  ADMIN_BUTTON_QUIET,
  ADMIN_INPUT,
  AdminField,
  Card,
  describedBy,
  Notice,
  PageHeader,
} from '../ui.tsx';

const SCRIPTS = ['eng', 'chi', 'cn'] as const;

export function TaxonomyPage({
  kind,
  items,
  result,
}: {
  kind: 'categories' | 'tags';
  items: TaxonomyItem[];
  result: FormResult | undefined;
}) {
  const t = useAdminT();
  const canEdit = useAdminStaff().can('catalogue:write');
  const busy = useNavigation().state === 'submitting';
  const listResult = result?.form === 'list' ? result : undefined;
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t(kind === 'categories' ? 'admin.tax.categories' : 'admin.tax.tags')} />
      {listResult && <Notice tone={listResult.ok ? 'success' : 'error'}>{listResult.message}</Notice>}
      <ul
        className="flex flex-col gap-3"
        aria-label={t(kind === 'categories' ? 'admin.tax.caption_categories' : 'admin.tax.caption_tags')}
      >
        {items.map((item) => (
          <li key={item.key}>
            <Entry
              item={item}
              canEdit={canEdit}
              busy={busy}
              result={result?.form === item.key ? result : undefined}
            />
          </li>
        ))}
      </ul>
      {canEdit && (
        <Card title={t(kind === 'categories' ? 'admin.tax.add_category' : 'admin.tax.add_tag')}>
          <NameForm
            key={result?.form === 'add' && result.ok ? result.message : 'add'}
            intent="add"
            result={result?.form === 'add' ? result : undefined}
            busy={busy}
            canEdit
          />
        </Card>
      )}
    </div>
  );
}

function Entry({
  item,
  canEdit,
  busy,
  result,
}: {
  item: TaxonomyItem;
  canEdit: boolean;
  busy: boolean;
  result: FormResult | undefined;
}) {
  const t = useAdminT();
  const lang = useAdminLang();
  const id = useId();
  const [confirming, setConfirming] = useState(false);
  const label = localizedName(item.name, lang) || item.key;
  return (
    <section aria-labelledby={`${id}-h`} className="rounded-xl border border-line bg-surface p-4">
      <h2 id={`${id}-h`} className="mb-3 flex flex-wrap items-baseline gap-2 font-medium">
        {label}
        <span className="text-sm font-normal text-muted">
          {t('admin.tax.products')}: {item.product_count}
        </span>
      </h2>
      <NameForm intent="save" item={item} label={label} result={result} busy={busy} canEdit={canEdit} />
      {canEdit &&
        (confirming ? (
          <Form
            method="post"
            className="mt-3 flex flex-col gap-2"
            role="alertdialog"
            aria-labelledby={`${id}-c`}
          >
            <p id={`${id}-c`} className="text-sm">
              {t('admin.tax.delete_confirm', { name: label, count: item.product_count })}
            </p>
            <input type="hidden" name="key" value={item.key} />
            <input type="hidden" name="label" value={label} />
            <span className="flex flex-wrap gap-2">
              <button type="submit" name="intent" value="delete" className={ADMIN_BUTTON_DANGER} autoFocus>
                {t('admin.tax.delete_yes')}
              </button>
              <button type="button" className={ADMIN_BUTTON_QUIET} onClick={() => setConfirming(false)}>
                {t('admin.cancel')}
              </button>
            </span>
          </Form>
        ) : (
          <button
            type="button"
            className={`${ADMIN_BUTTON_DANGER} mt-3`}
            aria-label={t('admin.tax.delete_named', { name: label })}
            onClick={() => setConfirming(true)}
          >
            {t('admin.tax.delete')}
          </button>
        ))}
    </section>
  );
}

function NameForm({
  intent,
  item,
  label,
  result,
  busy,
  canEdit,
}: {
  intent: 'add' | 'save';
  item?: TaxonomyItem;
  label?: string;
  result: FormResult | undefined;
  busy: boolean;
  canEdit: boolean;
}) {
  const t = useAdminT();
  const id = useId();
  const nameError = fieldError(result, 'name');
  const priorityError = fieldError(result, 'priority');
  return (
    <Form
      method="post"
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_10rem_auto] lg:items-end"
    >
      {item && <input type="hidden" name="key" value={item.key} />}
      {SCRIPTS.map((s) => (
        <AdminField
          key={s}
          id={`${id}-${s}`}
          label={t(`admin.tax.name_${s}`)}
          error={s === 'eng' ? nameError : undefined}
        >
          <input
            id={`${id}-${s}`}
            name={`name.${s}`}
            defaultValue={item?.name[s] ?? ''}
            readOnly={!canEdit}
            maxLength={200}
            className={ADMIN_INPUT}
            aria-invalid={nameError ? true : undefined}
            aria-describedby={s === 'eng' ? describedBy(`${id}-${s}`, nameError) : undefined}
          />
        </AdminField>
      ))}
      <AdminField id={`${id}-p`} label={t('admin.tax.priority')} error={priorityError}>
        <input
          id={`${id}-p`}
          name="priority"
          inputMode="numeric"
          defaultValue={String(item?.priority ?? 0)}
          readOnly={!canEdit}
          className={ADMIN_INPUT}
          aria-invalid={priorityError ? true : undefined}
          aria-describedby={describedBy(`${id}-p`, priorityError)}
        />
      </AdminField>
      {canEdit && (
        <button
          type="submit"
          name="intent"
          value={intent}
          className={intent === 'add' ? ADMIN_BUTTON : ADMIN_BUTTON_QUIET}
          disabled={busy}
          aria-label={intent === 'save' && label ? t('admin.tax.save_named', { name: label }) : undefined}
        >
          {t(intent === 'add' ? 'admin.tax.add' : 'admin.tax.save')}
        </button>
      )}
      {result && (
        <div className="sm:col-span-2 lg:col-span-5">
          <Notice tone={result.ok ? 'success' : 'error'}>{result.message}</Notice>
        </div>
      )}
    </Form>
  );
}
