// The draft's lines: product options found by name or SKU (name, option and this customer's price shown), the
// quantity steppers, and a custom line (name, unit price typed in dollars, quantity).
import { useId, useState } from 'react';
import { moneyInputPattern, parseMoneyInput } from '@shop/core';
import type { DraftOrderOut } from '@shop/core/contract/admin-draft-order';
import type { z } from 'zod';
import type { draftProductsOut } from '@shop/core/contract/admin-draft-order';
import { formatAdminMoney, localizedName } from '../../../lib/admin-catalogue.ts';
import { useAdminLang, useAdminT } from '../../../lib/admin-i18n.tsx';
import { ADMIN_BUTTON_QUIET, ADMIN_INPUT, AdminField } from '../ui.tsx';
import { useSearch } from './customer-picker.tsx';
import { DRAFTS_API } from './draft-api.ts';
import type { DraftBodyIn } from './draft-body.ts';

type Found = z.infer<typeof draftProductsOut>['items'][number];
const SMALL = `${ADMIN_BUTTON_QUIET} min-h-9 px-3`;

export function DraftLines({
  d,
  body,
  save,
  busy,
}: {
  d: DraftOrderOut;
  body: DraftBodyIn;
  save: (next: DraftBodyIn) => Promise<boolean>;
  busy: boolean;
}) {
  const t = useAdminT();
  const lang = useAdminLang();
  const id = useId();
  const [q, setQ] = useState('');
  const member = d.customer.member_id ? `&member_id=${encodeURIComponent(d.customer.member_id)}` : '';
  const found = useSearch<Found>(
    q,
    (text) =>
      `${DRAFTS_API}/products?q=${encodeURIComponent(text)}&currency=${d.currency}&country=${d.country}${member}`,
  );
  const money = (n: number) => formatAdminMoney(n, d.currency, lang);
  const lineName = (l: DraftOrderOut['lines'][number]) =>
    [localizedName(l.name, lang), l.option_name && localizedName(l.option_name, lang)]
      .filter(Boolean)
      .join(' · ');
  const setQty = (i: number, quantity: number) =>
    save({
      ...body,
      lines:
        quantity <= 0
          ? body.lines.filter((_, n) => n !== i)
          : body.lines.map((l, n) => (n === i ? { ...l, quantity } : l)),
    });
  const add = async (f: Found) => {
    const at = body.lines.findIndex((l) => 'sub_sku' in l && l.sub_sku === f.sub_sku);
    const lines =
      at >= 0
        ? body.lines.map((l, n) => (n === at ? { ...l, quantity: l.quantity + 1 } : l))
        : [...body.lines, { sub_sku: f.sub_sku, quantity: 1 }];
    // the search clears at once: what staff type next is a new search, not lost when the save answers
    setQ('');
    await save({ ...body, lines });
  };
  const [custom, setCustom] = useState({ name: '', price: '', quantity: '1' });
  const price = parseMoneyInput(custom.price, d.currency);
  const addCustom = async (e: React.FormEvent) => {
    e.preventDefault();
    if (price === null || !custom.name.trim()) return;
    const ok = await save({
      ...body,
      lines: [
        ...body.lines,
        {
          custom: true,
          name: custom.name.trim(),
          unit_price: price,
          quantity: Math.max(1, Number(custom.quantity) || 1),
        },
      ],
    });
    if (ok) setCustom({ name: '', price: '', quantity: '1' });
  };

  return (
    <div className="flex flex-col gap-4">
      <div>
        <label htmlFor={`${id}-q`} className="text-sm">
          {t('admin.drafts.product_search')}
        </label>
        <input
          id={`${id}-q`}
          type="search"
          value={q}
          onChange={(e) => setQ(e.target.value)}
          autoComplete="off"
          className={`${ADMIN_INPUT} mt-1`}
          aria-describedby={`${id}-found`}
        />
        <p id={`${id}-found`} aria-live="polite" className="mt-1 text-xs text-muted">
          {found && found.length === 0 && t('admin.drafts.product_none')}
        </p>
        {found && found.length > 0 && (
          <ul className="mt-1 flex flex-col gap-1" aria-label={t('admin.drafts.product_results')}>
            {found.map((f) => {
              const name = `${localizedName(f.name, lang)} · ${localizedName(f.option_name, lang)}`;
              return (
                <li key={f.sub_sku}>
                  <button
                    type="button"
                    disabled={busy || !f.purchasable}
                    className="flex min-h-11 w-full flex-wrap items-center gap-2 rounded-lg border border-line px-3 py-1 text-left text-sm hover:bg-surface-2 disabled:opacity-50"
                    aria-label={t('admin.drafts.product_add', { name: `${name} ${money(f.price)}` })}
                    onClick={() => void add(f)}
                  >
                    <span aria-hidden="true">+</span>
                    <span className="min-w-0 flex-1">{name}</span>
                    <span className="whitespace-nowrap">
                      {f.list_price > f.price && <s className="mr-1 text-muted">{money(f.list_price)}</s>}
                      {money(f.price)}
                    </span>
                    <span className="w-full text-xs text-muted">
                      {f.sku} ·{' '}
                      {f.purchasable
                        ? t('admin.drafts.in_stock', { n: f.stock })
                        : t('admin.drafts.unavailable')}
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </div>

      {d.lines.length === 0 ? (
        <p className="text-sm text-muted">{t('admin.drafts.no_lines')}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full min-w-[560px] text-sm">
            <thead className="text-left">
              <tr>
                <th scope="col" className="py-2 font-medium">
                  {t('admin.drafts.line_item')}
                </th>
                <th scope="col" className="py-2 font-medium">
                  {t('admin.drafts.line_price')}
                </th>
                <th scope="col" className="py-2 font-medium">
                  {t('admin.drafts.line_qty')}
                </th>
                <th scope="col" className="py-2 text-right font-medium">
                  {t('admin.drafts.line_total')}
                </th>
              </tr>
            </thead>
            <tbody>
              {d.lines.map((l, i) => {
                const name = lineName(l);
                return (
                  <tr key={`${l.sub_sku ?? 'custom'}-${i}`} className="border-t border-line align-middle">
                    <td className="py-2 pr-2">
                      {name}
                      {!l.purchasable && (
                        <span className="ml-2 text-xs text-danger">({t('admin.drafts.unavailable')})</span>
                      )}
                      {l.custom && (
                        <span className="ml-2 text-xs text-muted">({t('admin.drafts.custom_tag')})</span>
                      )}
                    </td>
                    <td className="py-2 pr-2 whitespace-nowrap">
                      {l.list_price > l.unit_price && (
                        <s className="mr-1 text-muted">{money(l.list_price)}</s>
                      )}
                      {money(l.unit_price)}
                    </td>
                    <td className="py-2 pr-2">
                      <span className="inline-flex items-center gap-1">
                        <button
                          type="button"
                          className={SMALL}
                          disabled={busy}
                          aria-label={t('admin.drafts.qty_minus', { name })}
                          onClick={() => void setQty(i, l.quantity - 1)}
                        >
                          −
                        </button>
                        <output aria-label={t('admin.drafts.qty_of', { name })} className="w-8 text-center">
                          {l.quantity}
                        </output>
                        <button
                          type="button"
                          className={SMALL}
                          disabled={busy || l.quantity >= 99}
                          aria-label={t('admin.drafts.qty_plus', { name })}
                          onClick={() => void setQty(i, l.quantity + 1)}
                        >
                          +
                        </button>
                        <button
                          type="button"
                          className={SMALL}
                          disabled={busy}
                          aria-label={t('admin.drafts.remove', { name })}
                          onClick={() => void setQty(i, 0)}
                        >
                          ×
                        </button>
                      </span>
                    </td>
                    <td className="py-2 text-right whitespace-nowrap">{money(l.line_total)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}

      <form
        onSubmit={(e) => void addCustom(e)}
        className="grid gap-3 sm:grid-cols-4"
        aria-labelledby={`${id}-custom`}
      >
        <h3 id={`${id}-custom`} className="text-sm font-medium sm:col-span-4">
          {t('admin.drafts.custom')}
        </h3>
        <AdminField id={`${id}-cname`} label={t('admin.drafts.custom_name')} className="sm:col-span-2">
          <input
            id={`${id}-cname`}
            className={ADMIN_INPUT}
            value={custom.name}
            maxLength={120}
            required
            onChange={(e) => setCustom({ ...custom, name: e.target.value })}
          />
        </AdminField>
        <AdminField id={`${id}-cprice`} label={t('admin.drafts.custom_price', { currency: d.currency })}>
          <input
            id={`${id}-cprice`}
            className={ADMIN_INPUT}
            inputMode="decimal"
            pattern={moneyInputPattern(d.currency)}
            value={custom.price}
            required
            onChange={(e) => setCustom({ ...custom, price: e.target.value })}
          />
        </AdminField>
        <AdminField id={`${id}-cqty`} label={t('admin.drafts.custom_qty')}>
          <input
            id={`${id}-cqty`}
            className={ADMIN_INPUT}
            type="number"
            min={1}
            max={99}
            value={custom.quantity}
            onChange={(e) => setCustom({ ...custom, quantity: e.target.value })}
          />
        </AdminField>
        <div className="sm:col-span-4">
          <button type="submit" className={ADMIN_BUTTON_QUIET} disabled={busy}>
            {t('admin.drafts.custom_add')}
          </button>
        </div>
      </form>
    </div>
  );
}
