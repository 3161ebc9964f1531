// The lists an owner types one item per line: each homepage list (skus or collection keys) and the opt-out skus.
import { useId } from 'react';
import { useFetcher } from 'react-router';
import { fieldError, type FormResult } from '../../../lib/admin-form.ts';
import { useAdminT } from '../../../lib/admin-i18n.tsx';
import { FormOutcome } from '../admin-form.tsx';
import { ADMIN_INPUT, AdminField, Card, describedBy } from '../ui.tsx';
import { SaveButton } from './settings-fields.tsx';

export function HomepageSection({ lists }: { lists: Record<string, string[]> }) {
  const t = useAdminT();
  return (
    <section id="homepage" aria-labelledby="homepage-h" className="flex scroll-mt-4 flex-col gap-4">
      <h2 id="homepage-h" className="font-serif text-xl">
        {t('admin.settings.homepage')}
      </h2>
      <div className="grid gap-4 lg:grid-cols-2">
        {Object.entries(lists).map(([key, value]) => (
          <ListForm
            key={key}
            action={`/admin/settings/homepage/${encodeURIComponent(key)}`}
            name="value"
            title={key}
            value={value.join('\n')}
            hint={t('admin.settings.list_hint')}
          />
        ))}
      </div>
    </section>
  );
}

export function OptOutCard({ items }: { items: { sku: string; reason: string | null }[] }) {
  const t = useAdminT();
  return (
    <div id="optout" className="scroll-mt-4">
      <ListForm
        action="/admin/settings/optout-skus"
        name="items"
        title={t('admin.settings.optout')}
        value={items.map((o) => (o.reason ? `${o.sku} | ${o.reason}` : o.sku)).join('\n')}
        hint={t('admin.settings.optout_hint')}
      />
    </div>
  );
}

function ListForm({
  action,
  name,
  title,
  value,
  hint,
}: {
  action: string;
  name: 'items' | 'value';
  title: string;
  value: string;
  hint: string;
}) {
  const t = useAdminT();
  const id = useId();
  const fetcher = useFetcher<FormResult>();
  const error = fieldError(fetcher.data, name);
  return (
    <Card title={title}>
      <fetcher.Form method="post" action={action} className="flex flex-col gap-3">
        <AdminField id={`${id}-v`} label={title} hint={hint} error={error}>
          <textarea
            id={`${id}-v`}
            name={name}
            rows={Math.min(12, Math.max(4, value.split('\n').length + 1))}
            defaultValue={value}
            className={`${ADMIN_INPUT} font-mono`}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(`${id}-v`, error, true)}
          />
        </AdminField>
        <FormOutcome result={fetcher.data} />
        <div>
          <SaveButton busy={fetcher.state !== 'idle'} label={t('admin.save')} />
        </div>
      </fetcher.Form>
    </Card>
  );
}
