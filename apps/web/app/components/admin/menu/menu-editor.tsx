// The menu editor: a tree of links, each with its label in three scripts and what it opens (picked by name), moved
// with buttons (up, down, nest, un-nest), removed after a confirmation, saved as one tree.
import { useState } from 'react';
import { useFetcher } from 'react-router';
import type { MenuHandle, MenuItem, MenuKind } from '@shop/core';
import type { AdminMenuOut, MenuTargetOut } from '@shop/core/contract/menu';
import type { FormResult } from '../../../lib/admin-form.ts';
import { useAdminLang, useAdminT } from '../../../lib/admin-i18n.tsx';
import { ADMIN_BUTTON, ADMIN_BUTTON_QUIET, ADMIN_INPUT, ADMIN_SELECT, Notice } from '../ui.tsx';
import { FillSimplifiedButton } from '../product/editor-ui.tsx';
import { MenuTargetPicker } from './menu-target-picker.tsx';
import { RemoveLink } from './menu-remove-link.tsx';
import {
  canIndent,
  fieldPathOf,
  indentItem,
  itemOfField,
  moveItem,
  newItemId,
  outdentItem,
  removeItem,
  updateItem,
  type TreePath,
} from './menu-tree.ts';

const KINDS: MenuKind[] = ['page', 'collection', 'product', 'url'];
const keyOf = (i: Pick<MenuItem, 'kind' | 'target'>) => `${i.kind}:${i.target}`;
const SMALL = `${ADMIN_BUTTON_QUIET} min-h-9 px-3`;

export function MenuEditor({ menu }: { menu: AdminMenuOut }) {
  const t = useAdminT();
  // keyed: the answer outlives the editor, which starts afresh from the saved tree
  const fetcher = useFetcher<FormResult>({ key: `menu-save-${menu.handle}` });
  const [items, setItems] = useState<MenuItem[]>(menu.items);
  const [targets, setTargets] = useState<Record<string, MenuTargetOut>>(menu.targets);
  const [dirty, setDirty] = useState(false);
  const [focusId, setFocusId] = useState<string | null>(null);
  const change = (next: MenuItem[]) => {
    setItems(next);
    setDirty(true);
  };
  const result = fetcher.state === 'idle' ? fetcher.data : undefined;
  const errorItem = result && !result.ok ? itemOfField(result.field) : undefined;
  const busy = fetcher.state !== 'idle';
  const api: TreeApi = {
    items,
    targets,
    errorItem,
    errorMessage: result && !result.ok ? result.message : undefined,
    focusId,
    change,
    pick(path, target, label) {
      setTargets((m) => ({ ...m, [keyOf(target)]: target }));
      change(updateItem(items, path, label ? { target: target.target, label } : { target: target.target }));
    },
  };
  return (
    <fetcher.Form
      method="post"
      className="grid gap-4"
      onSubmit={() => setDirty(false)}
      aria-label={t('admin.menus.tree')}
    >
      <input type="hidden" name="items" value={JSON.stringify(items)} />
      <input type="hidden" name="handle" value={menu.handle satisfies MenuHandle} />
      {items.length === 0 ? (
        <p className="text-sm text-muted">{t('admin.menus.empty')}</p>
      ) : (
        <ItemList api={api} list={items} path={[]} />
      )}
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          className={ADMIN_BUTTON_QUIET}
          onClick={() => {
            const id = newItemId();
            change([
              ...items,
              { id, label: { eng: '', chi: '', cn: '' }, kind: 'page', target: '', children: [] },
            ]);
            setFocusId(id);
          }}
        >
          {t('admin.menus.add')}
        </button>
        <button type="submit" className={ADMIN_BUTTON} disabled={busy}>
          {busy && <span className="spinner" aria-hidden="true" />}
          {t('admin.menus.save')}
        </button>
        {dirty && <span className="text-sm text-muted">{t('admin.menus.unsaved')}</span>}
      </div>
      {result &&
        (result.ok ? (
          <Notice tone="success">{result.message}</Notice>
        ) : (
          <Notice tone="error">{t('admin.menus.err_summary', { message: result.message })}</Notice>
        ))}
    </fetcher.Form>
  );
}

interface TreeApi {
  items: MenuItem[];
  targets: Record<string, MenuTargetOut>;
  errorItem?: string;
  errorMessage?: string;
  focusId: string | null;
  change(next: MenuItem[]): void;
  /** the chosen target; `label` fills a link that has none yet */
  pick(path: TreePath, target: MenuTargetOut, label?: MenuItem['label']): void;
}

function ItemList({ api, list, path }: { api: TreeApi; list: MenuItem[]; path: TreePath }) {
  return (
    <ol className={path.length ? 'mt-3 grid gap-3 border-l-2 border-line pl-4' : 'grid gap-3'}>
      {list.map((item, i) => (
        <ItemRow key={item.id} api={api} item={item} path={[...path, i]} count={list.length} />
      ))}
    </ol>
  );
}

function ItemRow({
  api,
  item,
  path,
  count,
}: {
  api: TreeApi;
  item: MenuItem;
  path: TreePath;
  count: number;
}) {
  const t = useAdminT();
  const lang = useAdminLang();
  const at = path.at(-1)!;
  const field = fieldPathOf(path);
  const domId = `menu-${item.id}`;
  const name =
    (lang === 'hk' ? item.label.chi || item.label.eng : item.label.eng || item.label.chi) ||
    t('admin.menus.new_link');
  const error = api.errorItem === field ? api.errorMessage : undefined;
  const set = (patch: Partial<MenuItem>) => api.change(updateItem(api.items, path, patch));
  const setLabel = (script: 'eng' | 'chi' | 'cn', v: string) =>
    set({ label: { ...item.label, [script]: v } });
  const current = item.kind === 'url' ? undefined : api.targets[keyOf(item)];
  return (
    <li>
      <fieldset
        className={`grid gap-3 rounded-xl border bg-surface p-4 ${error ? 'border-danger' : 'border-line'}`}
        aria-describedby={error ? `${domId}-error` : undefined}
      >
        <legend className="px-1 text-sm font-medium">{name}</legend>
        {error && (
          <p id={`${domId}-error`} role="alert" className="text-sm text-danger">
            {error}
          </p>
        )}
        <div className="grid gap-3 md:grid-cols-3">
          {(['eng', 'chi', 'cn'] as const).map((s) => (
            <div key={s}>
              <label htmlFor={`${domId}-${s}`} className="text-sm font-medium">
                {t(
                  s === 'eng'
                    ? 'admin.menus.label_eng'
                    : s === 'chi'
                      ? 'admin.menus.label_chi'
                      : 'admin.menus.label_cn',
                )}
              </label>
              <input
                id={`${domId}-${s}`}
                value={item.label[s]}
                maxLength={80}
                // a new link's first field takes the focus, so a keyboard user carries on where the button was
                autoFocus={api.focusId === item.id && s === 'eng'}
                onChange={(e) => setLabel(s, e.target.value)}
                className={`${ADMIN_INPUT} mt-1`}
              />
            </div>
          ))}
        </div>
        <div>
          <FillSimplifiedButton
            label={t('admin.menus.fill_simplified', { label: name })}
            short={t('admin.menus.fill_short')}
            read={() => [item.label.chi]}
            fill={([cn]) => setLabel('cn', cn ?? '')}
          />
        </div>
        <div className="grid gap-3 md:grid-cols-[12rem_1fr]">
          <div>
            <label htmlFor={`${domId}-kind`} className="text-sm font-medium">
              {t('admin.menus.kind')}
            </label>
            <select
              id={`${domId}-kind`}
              value={item.kind}
              onChange={(e) => set({ kind: e.target.value as MenuKind, target: '' })}
              className={`${ADMIN_SELECT} mt-1`}
            >
              {KINDS.map((k) => (
                <option key={k} value={k}>
                  {t(`admin.menus.kind_${k}`)}
                </option>
              ))}
            </select>
          </div>
          {item.kind === 'url' ? (
            <div>
              <label htmlFor={`${domId}-url`} className="text-sm font-medium">
                {t('admin.menus.url')}
              </label>
              <input
                id={`${domId}-url`}
                value={item.target}
                onChange={(e) => set({ target: e.target.value })}
                aria-describedby={`${domId}-url-hint`}
                className={`${ADMIN_INPUT} mt-1`}
                inputMode="url"
              />
              <p id={`${domId}-url-hint`} className="mt-1 text-xs text-muted">
                {t('admin.menus.url_hint')}
              </p>
            </div>
          ) : (
            <MenuTargetPicker
              key={item.kind}
              id={`${domId}-target`}
              kind={item.kind}
              current={current}
              itemLabel={name}
              onPick={(target) =>
                // an empty label takes the chosen page's, collection's or product's name
                api.pick(
                  path,
                  target,
                  !item.label.eng && !item.label.chi && !item.label.cn ? { ...target.title } : undefined,
                )
              }
            />
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className={SMALL}
            disabled={at === 0}
            aria-label={t('admin.menus.move_up', { label: name })}
            onClick={() => api.change(moveItem(api.items, path, -1))}
          >
            {t('admin.menus.up')}
          </button>
          <button
            type="button"
            className={SMALL}
            disabled={at === count - 1}
            aria-label={t('admin.menus.move_down', { label: name })}
            onClick={() => api.change(moveItem(api.items, path, 1))}
          >
            {t('admin.menus.down')}
          </button>
          <button
            type="button"
            className={SMALL}
            disabled={!canIndent(api.items, path)}
            aria-label={t('admin.menus.indent', { label: name })}
            onClick={() => api.change(indentItem(api.items, path))}
          >
            {t('admin.menus.nest')}
          </button>
          <button
            type="button"
            className={SMALL}
            disabled={path.length < 2}
            aria-label={t('admin.menus.outdent', { label: name })}
            onClick={() => api.change(outdentItem(api.items, path))}
          >
            {t('admin.menus.unnest')}
          </button>
          <RemoveLink name={name} onRemove={() => api.change(removeItem(api.items, path))} />
        </div>
      </fieldset>
      {item.children.length > 0 && <ItemList api={api} list={item.children} path={path} />}
    </li>
  );
}
