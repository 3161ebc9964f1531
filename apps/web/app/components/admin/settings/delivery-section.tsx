// Delivery methods: one card each (fees per currency pair, countries), a card to add one, delete after a confirm.
import { useId } from 'react';
import { useFetcher } from 'react-router';
import { COUNTRY_KEYS } from '@shop/core';
import { fieldError, type FormResult } from '../../../lib/admin-form.ts';
import { useAdminLang, useAdminT } from '../../../lib/admin-i18n.tsx';
import { FormOutcome, MoneyField } from '../admin-form.tsx';
import { ADMIN_INPUT, AdminField, Card } from '../ui.tsx';
import {
  DeletedNotice,
  DeleteForm,
  LocalizedInputs,
  NewRecordFields,
  SaveButton,
} from './settings-fields.tsx';
import type { DeliveryMethod } from './settings-types.ts';

const PATH = '/admin/settings/delivery-methods';
const DELETED = 'settings:delivery-methods:delete';
const ADDED = 'settings:delivery-methods:add';
const BLANK = { eng: '', chi: '', cn: '' };
const NEW_METHOD: DeliveryMethod = {
  id: '',
  kind: 'delivery',
  name: BLANK,
  price_hkd: 0,
  price_usd: 0,
  available_country_list: [],
  priority: 0,
};

export function DeliverySection({ methods }: { methods: DeliveryMethod[] }) {
  const t = useAdminT();
  return (
    <section id="delivery" aria-labelledby="delivery-h" className="flex scroll-mt-4 flex-col gap-4">
      <h2 id="delivery-h" className="font-serif text-xl">
        {t('admin.settings.delivery')}
      </h2>
      <DeletedNotice fetcherKey={DELETED} />
      {methods.map((m) => (
        <DeliveryForm key={m.id} method={m} />
      ))}
      {/* a new key after each addition: the add form starts blank again */}
      <DeliveryForm key={`new-${methods.length}`} method={NEW_METHOD} isNew />
    </section>
  );
}

function DeliveryForm({ method: m, isNew = false }: { method: DeliveryMethod; isNew?: boolean }) {
  const t = useAdminT();
  const lang = useAdminLang();
  const id = useId();
  // the add form's answer outlives its remount after an addition
  const fetcher = useFetcher<FormResult>(isNew ? { key: ADDED } : undefined);
  const error = (f: string) => fieldError(fetcher.data, f);
  const name = lang === 'hk' ? m.name.chi : m.name.eng;
  return (
    <Card title={isNew ? t('admin.settings.add_delivery') : name}>
      <fetcher.Form
        method="post"
        action={isNew ? PATH : `${PATH}/${encodeURIComponent(m.id)}`}
        className="flex flex-col gap-4"
      >
        {isNew ? (
          <NewRecordFields
            error={error}
            kinds={[
              { value: 'delivery', label: t('admin.settings.kind_delivery') },
              { value: 'pickup', label: t('admin.settings.kind_pickup') },
            ]}
          />
        ) : (
          <input type="hidden" name="kind" value={m.kind} />
        )}
        <LocalizedInputs prefix="name" label={t('admin.settings.name')} value={m.name} error={error} />
        <div className="grid gap-4 sm:grid-cols-3">
          <MoneyField
            id={`${id}-hkd`}
            name="price_hkd"
            currency="HKD"
            label={t('admin.settings.fee_hkd')}
            value={m.price_hkd}
            error={error('price_hkd')}
            required
          />
          <MoneyField
            id={`${id}-usd`}
            name="price_usd"
            currency="USD"
            label={t('admin.settings.fee_usd')}
            value={m.price_usd}
            error={error('price_usd')}
            required
          />
          <AdminField id={`${id}-prio`} label={t('admin.settings.priority')}>
            <input
              id={`${id}-prio`}
              name="priority"
              type="number"
              min={0}
              max={10000}
              defaultValue={m.priority}
              className={ADMIN_INPUT}
            />
          </AdminField>
        </div>
        <fieldset>
          <legend className="mb-1 text-sm font-medium">{t('admin.settings.countries')}</legend>
          {error('available_country_list') && (
            <p className="mb-1 text-sm text-danger">{error('available_country_list')}</p>
          )}
          <div className="flex flex-wrap gap-x-4 gap-y-2">
            {COUNTRY_KEYS.map((c) => (
              <label key={c} className="flex min-h-9 items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  name="available_country_list"
                  value={c}
                  defaultChecked={m.available_country_list.includes(c)}
                />
                {c.toUpperCase()}
              </label>
            ))}
          </div>
        </fieldset>
        {m.kind === 'pickup' && <p className="text-sm text-muted">{t('admin.settings.pickup_free')}</p>}
        <FormOutcome result={fetcher.data} />
        <div>
          <SaveButton busy={fetcher.state !== 'idle'} label={isNew ? t('admin.settings.add') : undefined} />
        </div>
      </fetcher.Form>
      {!isNew && (
        <div className="mt-4 border-t border-line pt-4">
          <DeleteForm
            action={`${PATH}/${encodeURIComponent(m.id)}/delete`}
            fetcherKey={DELETED}
            label={name}
          />
        </div>
      )}
    </Card>
  );
}
