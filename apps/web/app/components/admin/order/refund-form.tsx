// A refund of part or all of what was paid, in the order's currency, with units going back on the shelf.
import { useId } from 'react';
import { fieldError } from '../../../lib/admin-form.ts';
import { useAdminT } from '../../../lib/admin-i18n.tsx';
import { MoneyField } from '../admin-form.tsx';
import { ADMIN_BUTTON, ADMIN_INPUT, describedBy } from '../ui.tsx';
import { orderFormPath, resultOf, TextField, useOrderFetcher } from './order-form.tsx';
import { orderCurrency, type Localized, type OrderDetail } from './order-types.ts';

export function RefundForm({ o, name }: { o: OrderDetail; name: (n: Localized) => string }) {
  const t = useAdminT();
  const id = useId();
  const fetcher = useOrderFetcher(o._id);
  const result = resultOf(fetcher.data, 'refund');
  const restockError = fieldError(result, 'restock_items');
  const currency = orderCurrency(o);
  return (
    <fetcher.Form
      method="post"
      action={orderFormPath(o._id, 'refunds')}
      className="grid gap-3 sm:grid-cols-2"
    >
      <input type="hidden" name="currency" value={o.currency} />
      <input type="hidden" name="version" value={o.version} />
      {currency && (
        <MoneyField
          id={`${id}-amount`}
          name="amount"
          currency={currency}
          label={t('admin.order.refund_amount', { currency: o.currency })}
          error={fieldError(result, 'amount')}
          required
        />
      )}
      <TextField
        id={`${id}-reason`}
        name="reason"
        label={t('admin.order.refund_reason')}
        result={result}
        required
      />
      <fieldset
        className="grid gap-2 sm:col-span-2"
        aria-describedby={describedBy(`${id}-restock`, restockError)}
      >
        <legend className="text-sm font-medium">{t('admin.order.restock')}</legend>
        {o.items.map((i, n) => {
          const left = i.quantity - i.restocked_quantity;
          return (
            <div key={i.sub_sku} className="flex items-center gap-3 text-sm">
              <input
                type="hidden"
                name={`restock_items.${n}.sub_sku`}
                value={i.sub_sku}
                disabled={left === 0}
              />
              <input
                id={`${id}-restock-${i.sub_sku}`}
                name={`restock_items.${n}.quantity`}
                type="number"
                min={0}
                max={left}
                defaultValue={0}
                disabled={left === 0}
                className={`${ADMIN_INPUT} w-24`}
                aria-label={t('admin.order.restock_qty', { name: `${name(i.name)} ${name(i.option_name)}` })}
              />
              <label htmlFor={`${id}-restock-${i.sub_sku}`}>
                {name(i.name)} · {name(i.option_name)} (≤ {left})
              </label>
            </div>
          );
        })}
        {restockError && (
          <p id={`${id}-restock-error`} className="text-sm text-danger">
            {restockError}
          </p>
        )}
      </fieldset>
      <div className="sm:col-span-2">
        <button type="submit" className={ADMIN_BUTTON} disabled={fetcher.state !== 'idle'}>
          {t('admin.order.refund_submit')}
        </button>
      </div>
    </fetcher.Form>
  );
}
