// The bank account shoppers paying by transfer see, and where the shown one comes from today.
import { useId } from 'react';
import { useFetcher } from 'react-router';
import type { BankAccount } from '@shop/core/contract/admin-settings';
import { fieldError, type FormResult } from '../../../lib/admin-form.ts';
import { useAdminT } from '../../../lib/admin-i18n.tsx';
import { FormOutcome } from '../admin-form.tsx';
import { ADMIN_INPUT, AdminField, Card, describedBy } from '../ui.tsx';
import { SaveButton } from './settings-fields.tsx';
import type { SettingsView } from './settings-types.ts';

export function BankCard({
  account,
  source,
}: {
  account: BankAccount | null;
  source: SettingsView['bank_account_source'];
}) {
  const t = useAdminT();
  const id = useId();
  const fetcher = useFetcher<FormResult>();
  const field = (name: keyof BankAccount, label: string) => {
    const error = fieldError(fetcher.data, name);
    return (
      <AdminField id={`${id}-${name}`} label={label} error={error}>
        <input
          id={`${id}-${name}`}
          name={name}
          required
          maxLength={100}
          defaultValue={account?.[name] ?? ''}
          className={ADMIN_INPUT}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(`${id}-${name}`, error)}
        />
      </AdminField>
    );
  };
  return (
    <div id="bank" className="scroll-mt-4">
      <Card title={t('admin.settings.bank')}>
        <fetcher.Form method="post" action="/admin/settings/bank-account" className="flex flex-col gap-4">
          <p className="text-sm text-muted">{t(`admin.settings.bank_source_${source}`)}</p>
          <div className="grid gap-4 sm:grid-cols-3">
            {field('bank_name', t('admin.settings.bank_name'))}
            {field('account_name', t('admin.settings.account_name'))}
            {field('account_no', t('admin.settings.account_no'))}
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
