// A group's members: a manual group's are picked (search by name, email or phone; never an id typed) and removed after
// a confirmation; an automatic group's follow its rule, with "Recompute now".
import { useEffect, useId, useRef, useState } from 'react';
import { Form } from 'react-router';
import type {
  CustomerGroupOut,
  CustomerPickOut,
  GroupMembersOut,
} from '@shop/core/contract/admin-customer-group';
import { useAdminLang, useAdminT } from '../../../lib/admin-i18n.tsx';
import { adminMoney } from '../../../lib/admin-money.ts';
import type { FormResult } from '../../../lib/admin-form.ts';
import {
  ADMIN_BUTTON,
  ADMIN_BUTTON_DANGER,
  ADMIN_BUTTON_QUIET,
  ADMIN_INPUT,
  Card,
  Notice,
  Pagination,
} from '../ui.tsx';

/** 85291110002 → +852 9111 0002 (Hong Kong and Macau numbers), other numbers with their calling code. */
export function phoneText(digits: string | null): string {
  if (!digits) return '';
  const hk = /^(852|853)(\d{4})(\d{4})$/.exec(digits);
  return hk ? `+${hk[1]} ${hk[2]} ${hk[3]}` : `+${digits}`;
}

export function GroupMembers({
  group,
  members,
  picked,
  q,
  result,
  busy,
  editable,
}: {
  group: CustomerGroupOut;
  members: GroupMembersOut;
  picked: CustomerPickOut | null;
  q: string;
  result?: FormResult;
  busy: boolean;
  editable: boolean;
}) {
  const t = useAdminT();
  const lang = useAdminLang();
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const [selected, setSelected] = useState<string[]>([]);
  useEffect(() => {
    if (result) {
      dialog.current?.close();
      if (result.ok) setSelected([]);
    }
  }, [result]);
  const memberIds = new Set(members.items.map((m) => m.id));
  const manual = group.membership === 'manual';
  const notice = result && result.form !== 'save' && (
    <div className="mb-4">
      <Notice tone={result.ok ? 'success' : 'error'}>{result.message}</Notice>
    </div>
  );
  return (
    <Card title={t('admin.cgroups.members_title')}>
      {notice}
      {!manual && (
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-muted">{t('admin.cgroups.members_auto')}</p>
          {editable && (
            <Form method="post">
              <input type="hidden" name="intent" value="recompute" />
              <button type="submit" className={ADMIN_BUTTON_QUIET} disabled={busy}>
                {t('admin.cgroups.recompute')}
              </button>
            </Form>
          )}
        </div>
      )}
      <div className="relative overflow-x-auto rounded-xl border border-line">
        <table className="w-full min-w-[560px] border-collapse text-sm">
          <caption className="sr-only">{t('admin.cgroups.members_title')}</caption>
          <thead className="bg-surface-2 text-left">
            <tr>
              {manual && editable && (
                <th scope="col" className="w-10 px-3 py-2">
                  <span className="sr-only">{t('admin.cgroups.remove_selected')}</span>
                </th>
              )}
              <th scope="col" className="px-3 py-2 font-medium">
                {t('admin.cgroups.col_customer')}
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                {t('admin.cgroups.col_email')}
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                {t('admin.cgroups.col_phone')}
              </th>
              <th scope="col" className="px-3 py-2 text-right font-medium">
                {t('admin.cgroups.col_spend')}
              </th>
            </tr>
          </thead>
          <tbody>
            {members.items.length === 0 ? (
              <tr>
                <td colSpan={5} className="px-3 py-6 text-center text-muted">
                  {t('admin.empty')}
                </td>
              </tr>
            ) : (
              members.items.map((m) => (
                <tr key={m.id} className="border-t border-line">
                  {manual && editable && (
                    <td className="px-3 py-2">
                      <input
                        type="checkbox"
                        aria-label={t('admin.cgroups.select', { name: m.name })}
                        checked={selected.includes(m.id)}
                        onChange={(e) =>
                          setSelected((s) => (e.target.checked ? [...s, m.id] : s.filter((x) => x !== m.id)))
                        }
                      />
                    </td>
                  )}
                  <td className="px-3 py-2">
                    <a className="underline" href={`/admin/members/${encodeURIComponent(m.id)}`}>
                      {m.name}
                    </a>
                  </td>
                  <td className="px-3 py-2">{m.email}</td>
                  <td className="px-3 py-2">{phoneText(m.phone)}</td>
                  <td className="px-3 py-2 text-right">{adminMoney(m.lifetime_spend, 'HKD', lang)}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <Pagination page={members.page} pageSize={members.page_size} total={members.total} />
      {manual && editable && (
        <>
          <div className="mt-3">
            <button
              type="button"
              className={ADMIN_BUTTON_DANGER}
              disabled={busy || selected.length === 0}
              onClick={() => dialog.current?.showModal()}
            >
              {t('admin.cgroups.remove_selected')}
            </button>
          </div>
          <dialog
            ref={dialog}
            aria-labelledby={`${id}-remove-title`}
            className="m-auto max-w-md rounded-xl border border-line bg-surface p-6 text-text backdrop:bg-black/40"
          >
            <Form method="post" className="grid gap-4">
              <h2 id={`${id}-remove-title`} className="font-serif text-xl">
                {t('admin.cgroups.remove_confirm', { count: selected.length, name: group.name })}
              </h2>
              <p className="text-sm">{t('admin.cgroups.remove_explain')}</p>
              <input type="hidden" name="intent" value="remove" />
              {selected.map((s) => (
                <input key={s} type="hidden" name="customer_id" value={s} />
              ))}
              <div className="flex flex-wrap justify-end gap-2">
                <button type="button" className={ADMIN_BUTTON_QUIET} onClick={() => dialog.current?.close()}>
                  {t('admin.cgroups.keep')}
                </button>
                <button type="submit" className={ADMIN_BUTTON_DANGER} disabled={busy}>
                  {t('admin.cgroups.remove_selected')}
                </button>
              </div>
            </Form>
          </dialog>
          <section aria-labelledby={`${id}-add`} className="mt-6 grid gap-3">
            <h3 id={`${id}-add`} className="text-sm font-medium">
              {t('admin.cgroups.add_title')}
            </h3>
            <Form method="get" role="search" className="flex flex-wrap items-end gap-2">
              <input type="hidden" name="edit" value={group.id} />
              <label htmlFor={`${id}-q`} className="sr-only">
                {t('admin.cgroups.search')}
              </label>
              <input
                id={`${id}-q`}
                name="q"
                type="search"
                defaultValue={q}
                placeholder={t('admin.cgroups.search')}
                className={`${ADMIN_INPUT} max-w-sm`}
              />
              <button type="submit" className={ADMIN_BUTTON_QUIET}>
                {t('admin.cgroups.search_button')}
              </button>
            </Form>
            {picked &&
              (picked.items.length === 0 ? (
                <p className="text-sm text-muted">{t('admin.cgroups.no_match')}</p>
              ) : (
                <ul className="grid gap-2">
                  {picked.items.map((c) => (
                    <li
                      key={c.id}
                      className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-line p-3 text-sm"
                    >
                      <span>
                        <span className="font-medium">{c.name}</span> · {c.email}
                        {c.phone ? ` · ${phoneText(c.phone)}` : ''}
                      </span>
                      {memberIds.has(c.id) ? (
                        <span className="text-muted">{t('admin.cgroups.already')}</span>
                      ) : (
                        <Form method="post">
                          <input type="hidden" name="intent" value="add" />
                          <input type="hidden" name="customer_id" value={c.id} />
                          <input type="hidden" name="customer_name" value={c.name} />
                          <button
                            type="submit"
                            className={ADMIN_BUTTON}
                            disabled={busy}
                            aria-label={t('admin.cgroups.add_named', { name: c.name })}
                          >
                            {t('admin.cgroups.add')}
                          </button>
                        </Form>
                      )}
                    </li>
                  ))}
                </ul>
              ))}
          </section>
        </>
      )}
    </Card>
  );
}
