// The edit card's controls: a quantity stepper (−, the number, +) and the product picker that finds options by name
// (GET /admin/orders/:id/edits/products?q=), each priced for the order's shopper.
import { useId, useState } from 'react';
import { useFetcher } from 'react-router';
import type { EditProductSearch } from '@shop/core/contract/admin-order-edits';
import { useAdminT } from '../../../lib/admin-i18n.tsx';
import { ADMIN_BUTTON_QUIET, ADMIN_INPUT, AdminField } from '../ui.tsx';
import { orderFormPath } from './order-form.tsx';
import type { Localized } from './order-types.ts';

export type PickedProduct = EditProductSearch['items'][number];

export function QuantityStepper({
  label,
  value,
  set,
  min,
}: {
  label: string;
  value: number;
  set: (n: number) => void;
  min: number;
}) {
  const t = useAdminT();
  return (
    <div className="flex items-center gap-1">
      <button
        type="button"
        className={ADMIN_BUTTON_QUIET}
        aria-label={t('admin.ops.edit.less', { name: label })}
        disabled={value <= min}
        onClick={() => set(value - 1)}
      >
        −
      </button>
      <input
        type="number"
        min={min}
        max={99}
        value={value}
        onChange={(e) => set(Math.max(min, Math.min(99, Number(e.target.value) || 0)))}
        className={`${ADMIN_INPUT} w-20 text-center`}
        aria-label={t('admin.ops.edit.qty', { name: label })}
      />
      <button
        type="button"
        className={ADMIN_BUTTON_QUIET}
        aria-label={t('admin.ops.edit.more', { name: label })}
        disabled={value >= 99}
        onClick={() => set(value + 1)}
      >
        +
      </button>
    </div>
  );
}

export function ProductPicker({
  orderId,
  name,
  money,
  onPick,
}: {
  orderId: string;
  name: (n: Localized) => string;
  money: (n: number) => string;
  onPick: (p: PickedProduct) => void;
}) {
  const t = useAdminT();
  const id = useId();
  const search = useFetcher<EditProductSearch>();
  const [q, setQ] = useState('');
  const find = (text: string) => {
    setQ(text);
    if (text.trim().length >= 2)
      void search.load(`${orderFormPath(orderId, 'edits/products')}?q=${encodeURIComponent(text.trim())}`);
  };
  return (
    <div className="grid gap-2">
      <AdminField id={`${id}-find`} label={t('admin.ops.edit.find')} hint={t('admin.ops.edit.find_hint')}>
        <input
          id={`${id}-find`}
          type="search"
          value={q}
          onChange={(e) => find(e.target.value)}
          className={ADMIN_INPUT}
          aria-describedby={`${id}-find-hint`}
          autoComplete="off"
        />
      </AdminField>
      {q.trim().length >= 2 && search.data && (
        <ul className="grid gap-1 text-sm" aria-label={t('admin.ops.edit.find')}>
          {search.data.items.length === 0 && <li className="text-muted">{t('admin.ops.edit.no_match')}</li>}
          {search.data.items.map((p) => {
            const label = `${name(p.name)} ${name(p.option_name)}`.trim();
            return (
              <li key={p.sub_sku}>
                <button
                  type="button"
                  className="w-full rounded-lg border border-line px-3 py-2 text-left hover:bg-surface-2"
                  onClick={() => {
                    onPick(p);
                    setQ('');
                  }}
                >
                  {t('admin.ops.edit.add', { name: label })} · {money(p.unit_price)} ·{' '}
                  <span className="text-muted">{t('admin.ops.edit.in_stock', { count: p.stock })}</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
