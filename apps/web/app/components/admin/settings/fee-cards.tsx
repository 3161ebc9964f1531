// The fees: the gift-wrap fee per item (HKD and USD) and the free-shipping threshold of every currency.
import { useId } from 'react';
import { useFetcher } from 'react-router';
import { CURRENCY_CODES, type CurrencyCode } from '@shop/core';
import { fieldError, type FormResult } from '../../../lib/admin-form.ts';
import { useAdminT } from '../../../lib/admin-i18n.tsx';
import { FormOutcome, MoneyField } from '../admin-form.tsx';
import { Card } from '../ui.tsx';
import { SaveButton } from './settings-fields.tsx';

export function GiftWrapCard({ fee }: { fee: { hkd: number; usd: number } }) {
  const t = useAdminT();
  const id = useId();
  const fetcher = useFetcher<FormResult>();
  const error = (f: string) => fieldError(fetcher.data, f);
  return (
    <Card title={t('admin.settings.gift_wrap')}>
      <fetcher.Form method="post" action="/admin/settings/gift-wrap" className="flex flex-col gap-4">
        <p className="text-sm text-muted">{t('admin.settings.gift_wrap_hint')}</p>
        <div className="grid gap-4 sm:grid-cols-2">
          <MoneyField
            id={`${id}-hkd`}
            name="hkd"
            currency="HKD"
            label={t('admin.settings.gift_wrap_hkd')}
            value={fee.hkd}
            error={error('hkd')}
            required
          />
          <MoneyField
            id={`${id}-usd`}
            name="usd"
            currency="USD"
            label={t('admin.settings.gift_wrap_usd')}
            value={fee.usd}
            error={error('usd')}
            required
          />
        </div>
        <FormOutcome result={fetcher.data} />
        <div>
          <SaveButton busy={fetcher.state !== 'idle'} label={t('admin.settings.save_gift_wrap')} />
        </div>
      </fetcher.Form>
    </Card>
  );
}

export function FreeShippingCard({ thresholds }: { thresholds: Record<CurrencyCode, number> }) {
  const t = useAdminT();
  const id = useId();
  const fetcher = useFetcher<FormResult>();
  return (
    <Card title={t('admin.settings.free_shipping')}>
      <fetcher.Form method="post" action="/admin/settings/free-shipping" className="flex flex-col gap-4">
        <p className="text-sm text-muted">{t('admin.settings.free_shipping_hint')}</p>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {CURRENCY_CODES.map((c) => (
            <MoneyField
              key={c}
              id={`${id}-${c}`}
              name={`thresholds.${c}`}
              currency={c}
              label={c}
              value={thresholds[c]}
              error={fieldError(fetcher.data, `thresholds.${c}`)}
              required
            />
          ))}
        </div>
        <FormOutcome result={fetcher.data} />
        <div>
          <SaveButton busy={fetcher.state !== 'idle'} label={t('admin.settings.save_free_shipping')} />
        </div>
      </fetcher.Form>
    </Card>
  );
}
