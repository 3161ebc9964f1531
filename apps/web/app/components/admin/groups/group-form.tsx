// The customer group form: name (a label only), the tier as a radio with what each unlocks, the percent paid per
// brand, and who belongs (picked by staff, or automatically from a lifetime spend in HK$).
import { useId, useState } from 'react';
import { Form } from 'react-router';
import type { CustomerGroupOut } from '@shop/core/contract/admin-customer-group';
import { useAdminT } from '../../../lib/admin-i18n.tsx';
import type { FormResult } from '../../../lib/admin-form.ts';
import { fieldError } from '../../../lib/admin-form.ts';
import { MoneyField } from '../admin-form.tsx';
import { ADMIN_BUTTON, ADMIN_INPUT, AdminField, Card, describedBy, Notice } from '../ui.tsx';

const TIERS = ['basic', 'vip', 'kol'] as const;

export function GroupForm({
  group,
  brands,
  result,
  busy,
  editable,
}: {
  group: CustomerGroupOut | null;
  brands: { key: string; name: string }[];
  result?: FormResult;
  busy: boolean;
  editable: boolean;
}) {
  const t = useAdminT();
  const id = useId();
  const [membership, setMembership] = useState(group?.membership ?? 'manual');
  const err = (...f: string[]) => fieldError(result, ...f);
  return (
    <Card title={group ? group.name : t('admin.cgroups.new')}>
      {result && result.form === 'save' && (
        <div className="mb-4">
          <Notice tone={result.ok ? 'success' : 'error'}>{result.message}</Notice>
        </div>
      )}
      <Form method="post" className="grid gap-5">
        <input type="hidden" name="intent" value="save" />
        <AdminField
          id={`${id}-name`}
          label={t('admin.cgroups.name')}
          hint={t('admin.cgroups.name_hint')}
          error={err('name')}
        >
          <input
            id={`${id}-name`}
            name="name"
            required
            maxLength={80}
            defaultValue={group?.name ?? ''}
            readOnly={!editable}
            className={ADMIN_INPUT}
            aria-invalid={err('name') ? true : undefined}
            aria-describedby={describedBy(`${id}-name`, err('name'), true)}
          />
        </AdminField>
        <fieldset>
          <legend className="text-sm font-medium">{t('admin.cgroups.tier')}</legend>
          <p className="mt-1 text-xs text-muted">{t('admin.cgroups.tier_note')}</p>
          <div className="mt-2 grid gap-2">
            {TIERS.map((tier) => (
              <div key={tier} className="flex items-start gap-3 rounded-lg border border-line p-3">
                <input
                  id={`${id}-tier-${tier}`}
                  type="radio"
                  name="tier"
                  value={tier}
                  defaultChecked={(group?.tier ?? 'basic') === tier}
                  disabled={!editable}
                  className="mt-1"
                  aria-describedby={`${id}-tier-${tier}-help`}
                />
                <div>
                  <label htmlFor={`${id}-tier-${tier}`} className="block text-sm font-medium">
                    {t(`admin.cgroups.tier_${tier}`)}
                  </label>
                  <p id={`${id}-tier-${tier}-help`} className="text-xs text-muted">
                    {t(`admin.cgroups.tier_${tier}_help`)}
                  </p>
                </div>
              </div>
            ))}
          </div>
        </fieldset>
        <fieldset>
          <legend className="text-sm font-medium">{t('admin.cgroups.rates')}</legend>
          <p className="mt-1 text-xs text-muted">{t('admin.cgroups.rates_hint')}</p>
          <div className="mt-2 grid gap-3 sm:grid-cols-2">
            {brands.map((b) => {
              const e = err(`discount_rate.${b.key}`);
              const fid = `${id}-rate-${b.key}`;
              return (
                <AdminField key={b.key} id={fid} label={`${b.name} (%)`} error={e}>
                  <input
                    id={fid}
                    name={`rate_${b.key}`}
                    inputMode="decimal"
                    defaultValue={group?.discount_rate[b.key] ?? ''}
                    readOnly={!editable}
                    className={ADMIN_INPUT}
                    aria-invalid={e ? true : undefined}
                    aria-describedby={describedBy(fid, e)}
                  />
                </AdminField>
              );
            })}
          </div>
        </fieldset>
        <fieldset>
          <legend className="text-sm font-medium">{t('admin.cgroups.who')}</legend>
          <div className="mt-2 flex flex-wrap gap-4">
            {(['manual', 'auto'] as const).map((m) => (
              <label key={m} className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name="membership"
                  value={m}
                  checked={membership === m}
                  onChange={() => setMembership(m)}
                  disabled={!editable}
                />
                {t(m === 'manual' ? 'admin.cgroups.who_manual' : 'admin.cgroups.who_auto')}
              </label>
            ))}
          </div>
          {membership === 'auto' && (
            <MoneyField
              id={`${id}-min`}
              name="auto_min_spend"
              label={t('admin.cgroups.min_spend')}
              currency="HKD"
              value={group?.auto_min_spend ?? null}
              required
              hint={t('admin.cgroups.min_spend_hint')}
              error={err('auto_min_spend')}
              className="mt-3"
            />
          )}
        </fieldset>
        {editable && (
          <div>
            <button type="submit" className={ADMIN_BUTTON} disabled={busy}>
              {t('admin.save')}
            </button>
          </div>
        )}
      </Form>
    </Card>
  );
}
