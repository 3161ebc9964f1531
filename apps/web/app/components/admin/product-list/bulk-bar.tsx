// The product list's bulk action bar over the selected rows (publish, unpublish, tags, collections, prices by a
// percentage, stock), and the before → after check a price change shows before it is confirmed.
import { useEffect, useRef, useState } from 'react';
import { Form, Link, useLocation, useNavigation } from 'react-router';
import type { CatalogueChoices } from '@shop/core/contract/admin-product-out';
import { formatAdminMoney, localizedName } from '../../../lib/admin-catalogue.ts';
import { useAdminLang, useAdminT } from '../../../lib/admin-i18n.tsx';
import { ADMIN_BUTTON, ADMIN_BUTTON_QUIET, ADMIN_INPUT, ADMIN_SELECT, AdminField } from '../ui.tsx';
import { BULK_ACTIONS, type ActionResult, type BulkAction } from './product-list-types.ts';

export function BulkBar({
  id,
  canWrite,
  selectedIds,
  choices,
  result,
}: {
  /** the page's id prefix, so every field keeps the id it had */
  id: string;
  canWrite: boolean;
  selectedIds: string[];
  choices: CatalogueChoices;
  result: ActionResult | undefined;
}) {
  const t = useAdminT();
  const lang = useAdminLang();
  const busy = useNavigation().state === 'submitting';
  // kept while the bar is hidden: the next selection offers the action last chosen
  const [bulkAction, setBulkAction] = useState<BulkAction>('publish');
  const previewRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (result?.ok === 'preview') previewRef.current?.focus();
  }, [result]);

  return (
    <>
      {canWrite && selectedIds.length > 0 && (
        <Form
          method="post"
          className="sticky top-0 z-10 flex flex-wrap items-end gap-3 rounded-xl border border-line bg-surface-2 p-4"
          aria-label={t('admin.io.bulk_label')}
        >
          <p className="self-center font-medium" aria-live="polite">
            {t('admin.io.selected', { n: selectedIds.length })}
          </p>
          {selectedIds.map((sid) => (
            <input key={sid} type="hidden" name="ids" value={sid} />
          ))}
          <AdminField id={`${id}-action`} label={t('admin.io.bulk_label')}>
            <select
              id={`${id}-action`}
              name="action"
              value={bulkAction}
              onChange={(e) => setBulkAction(e.target.value as BulkAction)}
              className={ADMIN_SELECT}
            >
              {BULK_ACTIONS.map((a) => (
                <option key={a} value={a}>
                  {t(`admin.io.action.${a}`)}
                </option>
              ))}
            </select>
          </AdminField>
          {(bulkAction === 'add_tag' || bulkAction === 'remove_tag') && (
            <AdminField id={`${id}-btag`} label={t('admin.io.tag')}>
              <select id={`${id}-btag`} name="tag" required className={ADMIN_SELECT}>
                {choices.tags.map((c) => (
                  <option key={c.key} value={c.key}>
                    {localizedName(c.name, lang)}
                  </option>
                ))}
              </select>
            </AdminField>
          )}
          {(bulkAction === 'add_collection' || bulkAction === 'remove_collection') && (
            <AdminField id={`${id}-bcol`} label={t('admin.io.collection')}>
              <select id={`${id}-bcol`} name="collection" required className={ADMIN_SELECT}>
                {choices.collections
                  .filter((c) => c.kind === 'manual')
                  .map((c) => (
                    <option key={c.key} value={c.key}>
                      {localizedName(c.name, lang)}
                    </option>
                  ))}
              </select>
            </AdminField>
          )}
          {bulkAction === 'price_percent' && (
            <AdminField id={`${id}-pct`} label={t('admin.io.percent')} hint={t('admin.io.percent_hint')}>
              <input
                id={`${id}-pct`}
                name="percent"
                inputMode="decimal"
                required
                aria-describedby={`${id}-pct-hint`}
                className={`${ADMIN_INPUT} w-32`}
              />
            </AdminField>
          )}
          {bulkAction === 'set_stock' && (
            <>
              <AdminField id={`${id}-stk`} label={t('admin.io.stock_level')}>
                <input
                  id={`${id}-stk`}
                  name="stock"
                  inputMode="numeric"
                  pattern="\d*"
                  required
                  className={`${ADMIN_INPUT} w-32`}
                />
              </AdminField>
              <AdminField id={`${id}-rsn`} label={t('admin.io.reason')}>
                <input id={`${id}-rsn`} name="reason" required maxLength={200} className={ADMIN_INPUT} />
              </AdminField>
            </>
          )}
          <button type="submit" className={ADMIN_BUTTON} disabled={busy}>
            {bulkAction === 'price_percent' ? t('admin.io.review') : t('admin.io.apply')}
          </button>
        </Form>
      )}

      {result?.ok === 'preview' && (
        <PricePreview id={id} result={result} busy={busy} headingRef={previewRef} />
      )}
    </>
  );
}

/** A price change's before → after per option, confirmed (the same ids and percent, for real) or cancelled. */
function PricePreview({
  id,
  result,
  busy,
  headingRef,
}: {
  id: string;
  result: Extract<ActionResult, { ok: 'preview' }>;
  busy: boolean;
  headingRef: React.RefObject<HTMLHeadingElement | null>;
}) {
  const t = useAdminT();
  const lang = useAdminLang();
  const location = useLocation();
  return (
    <section aria-labelledby={`${id}-preview`} className="rounded-xl border border-line bg-surface p-5">
      <h2 id={`${id}-preview`} ref={headingRef} tabIndex={-1} className="mb-3 text-lg font-medium">
        {t('admin.io.confirm_title', { n: result.preview.products.length })}
      </h2>
      <div className="overflow-x-auto">
        <table className="w-full min-w-[520px] text-sm">
          <thead className="text-left">
            <tr>
              <th scope="col" className="px-2 py-1">
                {t('admin.io.option')}
              </th>
              <th scope="col" className="px-2 py-1">
                {t('admin.io.before')}
              </th>
              <th scope="col" className="px-2 py-1">
                {t('admin.io.after')}
              </th>
            </tr>
          </thead>
          <tbody>
            {result.preview.products.flatMap((p) =>
              p.options.map((o) => (
                <tr key={o.sub_sku} className="border-t border-line">
                  <td className="px-2 py-1">
                    {localizedName(p.name, lang)} · {localizedName(o.name, lang)}
                  </td>
                  <td className="px-2 py-1">
                    {formatAdminMoney(o.before.price, 'HKD', lang)} /{' '}
                    {formatAdminMoney(o.before.price_usd, 'USD', lang)}
                  </td>
                  <td className="px-2 py-1 font-medium">
                    {formatAdminMoney(o.after.price, 'HKD', lang)} /{' '}
                    {formatAdminMoney(o.after.price_usd, 'USD', lang)}
                  </td>
                </tr>
              )),
            )}
          </tbody>
        </table>
      </div>
      <Form method="post" className="mt-4 flex gap-3">
        {result.ids.map((sid) => (
          <input key={sid} type="hidden" name="ids" value={sid} />
        ))}
        <input type="hidden" name="action" value="price_percent" />
        <input type="hidden" name="percent" value={String(result.percent)} />
        <input type="hidden" name="confirm" value="1" />
        <button type="submit" className={ADMIN_BUTTON} disabled={busy}>
          {t('admin.io.confirm')}
        </button>
        <Link to={`${location.pathname}${location.search}`} className={ADMIN_BUTTON_QUIET}>
          {t('admin.io.cancel')}
        </Link>
      </Form>
    </section>
  );
}
