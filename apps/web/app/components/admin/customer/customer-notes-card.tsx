// Tags as chips (add, remove) and staff notes with their author and time (delete your own).
import { useId } from 'react';
import { Form, useNavigation } from 'react-router';
import type { CustomerOut } from '@shop/core/contract/admin-customer';
import { CUSTOMER_TAG_MAX_LENGTH } from '@shop/core';
import { fieldError, type FormResult } from '../../../lib/admin-form.ts';
import { useAdminLang, useAdminStaff, useAdminT } from '../../../lib/admin-i18n.tsx';
import { ADMIN_BUTTON_QUIET, ADMIN_INPUT, AdminField, Card, describedBy, Notice } from '../ui.tsx';
import { hkDateTime } from './customer-format.ts';

const Outcome = ({ result }: { result: FormResult | undefined }) =>
  result ? (
    <div className="mt-3">
      <Notice tone={result.ok ? 'success' : 'error'}>{result.message}</Notice>
    </div>
  ) : null;

export function CustomerTagsCard({ c, result }: { c: CustomerOut; result: FormResult | undefined }) {
  const t = useAdminT();
  const staff = useAdminStaff();
  const id = useId();
  const busy = useNavigation().state === 'submitting';
  const mine = result?.form === 'tag_add' || result?.form === 'tag_remove' ? result : undefined;
  const error = fieldError(mine, 'tags');
  const current = c.tags.map((tag) => <input key={tag} type="hidden" name="tags" value={tag} />);
  return (
    <Card title={t('admin.customers.tags')}>
      {c.tags.length === 0 && <p className="text-sm text-muted">{t('admin.customers.no_tags')}</p>}
      <ul className="flex flex-wrap gap-2" aria-label={t('admin.customers.tags')}>
        {c.tags.map((tag) => (
          <li
            key={tag}
            className="flex items-center gap-1 rounded-full border border-line bg-surface-2 px-3 py-1 text-sm"
          >
            <span>{tag}</span>
            {staff.can('members:write') && (
              <Form method="post">
                <input type="hidden" name="intent" value="tag_remove" />
                <input type="hidden" name="tag" value={tag} />
                {current}
                <button
                  type="submit"
                  className="ml-1 inline-flex size-6 items-center justify-center rounded-full hover:bg-surface"
                  aria-label={t('admin.customers.tag_remove', { tag })}
                  disabled={busy}
                >
                  ×
                </button>
              </Form>
            )}
          </li>
        ))}
      </ul>
      {staff.can('members:write') && (
        <Form method="post" className="mt-3 flex flex-wrap items-end gap-2">
          <input type="hidden" name="intent" value="tag_add" />
          {current}
          <AdminField id={`${id}-tag`} label={t('admin.customers.tag_new')} error={error}>
            <input
              id={`${id}-tag`}
              name="tag"
              required
              maxLength={CUSTOMER_TAG_MAX_LENGTH}
              className={ADMIN_INPUT}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy(`${id}-tag`, error)}
            />
          </AdminField>
          <button type="submit" className={ADMIN_BUTTON_QUIET} disabled={busy}>
            {t('admin.customers.tag_add')}
          </button>
        </Form>
      )}
      <Outcome result={mine} />
    </Card>
  );
}

export function CustomerNotesCard({ c, result }: { c: CustomerOut; result: FormResult | undefined }) {
  const t = useAdminT();
  const lang = useAdminLang();
  const staff = useAdminStaff();
  const id = useId();
  const busy = useNavigation().state === 'submitting';
  const mine = result?.form === 'note_add' || result?.form === 'note_delete' ? result : undefined;
  const error = fieldError(mine, 'body');
  return (
    <Card title={t('admin.customers.notes')}>
      {c.notes.length === 0 && <p className="text-sm text-muted">{t('admin.customers.no_notes')}</p>}
      <ul className="flex flex-col gap-3" aria-label={t('admin.customers.notes')}>
        {c.notes.map((n) => (
          <li key={n.id} className="rounded-lg border border-line p-3 text-sm">
            <p className="whitespace-pre-wrap">{n.body}</p>
            <p className="mt-2 flex flex-wrap items-center gap-2 text-xs text-muted">
              <span>
                {t('admin.customers.note_by', { author: n.author, when: hkDateTime(n.created_at, lang) })}
              </span>
              {n.mine && staff.can('members:write') && (
                <Form method="post">
                  <input type="hidden" name="intent" value="note_delete" />
                  <input type="hidden" name="note" value={n.id} />
                  <button type="submit" className="underline" disabled={busy}>
                    {t('admin.customers.note_delete')}
                  </button>
                </Form>
              )}
            </p>
          </li>
        ))}
      </ul>
      {staff.can('members:write') && (
        <Form method="post" className="mt-3 grid gap-2">
          <input type="hidden" name="intent" value="note_add" />
          <AdminField id={`${id}-note`} label={t('admin.customers.note_new')} error={error}>
            <textarea
              id={`${id}-note`}
              name="body"
              required
              maxLength={2000}
              rows={3}
              className={ADMIN_INPUT}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy(`${id}-note`, error)}
            />
          </AdminField>
          <div>
            <button type="submit" className={ADMIN_BUTTON_QUIET} disabled={busy}>
              {t('admin.customers.note_add')}
            </button>
          </div>
        </Form>
      )}
      <Outcome result={mine} />
    </Card>
  );
}
