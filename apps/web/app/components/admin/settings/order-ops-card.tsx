// The "Orders" settings card: the return window in days and, per currency, how short a bank transfer or cash
// payment may be and still count as paid (typed as money, e.g. 20.00; PUT /api/v1/admin/settings/order-operations).
import { useId } from 'react';
import { useFetcher } from 'react-router';
import { CURRENCY_CODES } from '@shop/core';
import type { OrderOperationsSettings } from '@shop/core/contract/admin-settings';
import { fieldError, type FormResult } from '../../../lib/admin-form.ts';
import { useAdminT } from '../../../lib/admin-i18n.tsx';
import { FormOutcome, MoneyField } from '../admin-form.tsx';
import { ADMIN_INPUT, AdminField, Card, describedBy } from '../ui.tsx';
import { SaveButton } from './settings-fields.tsx';

export function OrderOpsCard({ ops }: { ops: OrderOperationsSettings }) {
  const t = useAdminT();
  const id = useId();
  const fetcher = useFetcher<FormResult>();
  const daysError = fieldError(fetcher.data, 'return_window_days');
  return (
    <div id="orders" className="scroll-mt-4">
      <Card title={t('admin.ops.settings.title')}>
        <fetcher.Form method="post" action="/admin/settings/order-operations" className="flex flex-col gap-4">
          <p className="text-sm text-muted">{t('admin.ops.settings.hint')}</p>
          <AdminField id={`${id}-days`} label={t('admin.ops.settings.return_days')} error={daysError}>
            <input
              id={`${id}-days`}
              name="return_window_days"
              type="number"
              min={0}
              max={365}
              required
              defaultValue={ops.return_window_days}
              className={`${ADMIN_INPUT} w-32`}
              aria-invalid={daysError ? true : undefined}
              aria-describedby={describedBy(`${id}-days`, daysError)}
            />
          </AdminField>
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            {CURRENCY_CODES.map((c) => (
              <MoneyField
                key={c}
                id={`${id}-${c}`}
                name={`transfer_tolerance.${c}`}
                currency={c}
                label={t('admin.ops.settings.tolerance', { currency: c })}
                value={ops.transfer_tolerance[c] ?? 0}
                error={fieldError(fetcher.data, `transfer_tolerance.${c}`)}
                required
              />
            ))}
          </div>
          <FormOutcome result={fetcher.data} />
          <div>
            <SaveButton busy={fetcher.state !== 'idle'} />
          </div>
        </fetcher.Form>
      </Card>
    </div>
  );
}
