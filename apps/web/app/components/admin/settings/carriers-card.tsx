// The carriers staff ship with (docs/order-operations.md "Shipments and carriers"): each one's name in English,
// Traditional and Simplified Chinese, its tracking link with {tracking} (tried on a test number before saving),
// whether it is offered when shipping, and its place in the list. Each form posts to its own settings route.
import { useId, useState } from 'react';
import { useFetcher } from 'react-router';
import { trackingUrl } from '@shop/core';
import type { Carrier } from '@shop/core/contract/admin-shipping';
import { fieldError, type FormResult } from '../../../lib/admin-form.ts';
import { useAdminLang, useAdminT } from '../../../lib/admin-i18n.tsx';
import { FormOutcome } from '../admin-form.tsx';
import { ADMIN_INPUT, AdminField, Card, describedBy } from '../ui.tsx';
import { SaveButton } from './settings-fields.tsx';

export function CarriersCard({ carriers }: { carriers: Carrier[] }) {
  const t = useAdminT();
  const lang = useAdminLang();
  return (
    <div id="carriers" className="scroll-mt-4">
      <Card title={t('admin.carriers.title')}>
        <p className="mb-3 text-sm text-muted">{t('admin.carriers.caption')}</p>
        <ul className="grid gap-2">
          {carriers.map((c) => (
            <li key={c.id}>
              <details className="rounded-lg border border-line p-3">
                <summary className="cursor-pointer text-sm font-medium">
                  {(lang === 'en' ? c.name.eng : c.name.chi) || c.name.eng}
                  {!c.active && <span className="ml-2 text-muted">({t('admin.carriers.inactive')})</span>}
                </summary>
                <CarrierForm carrier={c} />
              </details>
            </li>
          ))}
          <li>
            <details className="rounded-lg border border-line p-3">
              <summary className="cursor-pointer text-sm font-medium">{t('admin.carriers.add')}</summary>
              <CarrierForm />
            </details>
          </li>
        </ul>
      </Card>
    </div>
  );
}

function CarrierForm({ carrier }: { carrier?: Carrier }) {
  const t = useAdminT();
  const id = useId();
  const fetcher = useFetcher<FormResult>();
  const [template, setTemplate] = useState(carrier?.tracking_url_template ?? '');
  const [sample, setSample] = useState('SF1234567890');
  const error = (f: string) => fieldError(fetcher.data, f);
  const preview = trackingUrl(template, sample);
  const action = carrier
    ? `/admin/settings/carriers/${encodeURIComponent(carrier.id)}`
    : '/admin/settings/carriers';
  const text = (name: string, label: string, value: string | undefined, required = true) => (
    <AdminField id={`${id}-${name}`} label={label} error={error(name)}>
      <input
        id={`${id}-${name}`}
        name={name}
        defaultValue={value}
        required={required}
        maxLength={100}
        className={ADMIN_INPUT}
        aria-invalid={error(name) ? true : undefined}
        aria-describedby={describedBy(`${id}-${name}`, error(name))}
      />
    </AdminField>
  );
  return (
    <fetcher.Form method="post" action={action} className="mt-3 grid gap-3 sm:grid-cols-3">
      {text('name.eng', t('admin.carriers.name_eng'), carrier?.name.eng)}
      {text('name.chi', t('admin.carriers.name_chi'), carrier?.name.chi)}
      {text('name.cn', t('admin.carriers.name_cn'), carrier?.name.cn)}
      <AdminField
        id={`${id}-template`}
        label={t('admin.carriers.template')}
        hint={t('admin.carriers.template_hint')}
        error={error('tracking_url_template')}
        className="sm:col-span-2"
      >
        <input
          id={`${id}-template`}
          name="tracking_url_template"
          type="url"
          value={template}
          onChange={(e) => setTemplate(e.target.value)}
          maxLength={500}
          className={ADMIN_INPUT}
          aria-invalid={error('tracking_url_template') ? true : undefined}
          aria-describedby={describedBy(`${id}-template`, error('tracking_url_template'), true)}
        />
      </AdminField>
      <AdminField id={`${id}-sample`} label={t('admin.carriers.test_number')}>
        <input
          id={`${id}-sample`}
          value={sample}
          onChange={(e) => setSample(e.target.value)}
          className={ADMIN_INPUT}
        />
      </AdminField>
      <p className="break-all text-sm sm:col-span-3">
        {preview ? (
          <a
            href={preview}
            target="_blank"
            rel="noreferrer noopener"
            className="underline underline-offset-2"
          >
            {t('admin.carriers.preview', { url: preview })}
          </a>
        ) : (
          <span className="text-muted">{t('admin.carriers.no_link')}</span>
        )}
      </p>
      <AdminField id={`${id}-priority`} label={t('admin.carriers.priority')} error={error('priority')}>
        <input
          id={`${id}-priority`}
          name="priority"
          type="number"
          min={0}
          max={100000}
          defaultValue={carrier?.priority}
          className={ADMIN_INPUT}
        />
      </AdminField>
      <label className="flex items-center gap-2 self-end text-sm sm:col-span-2">
        <input
          type="checkbox"
          name="active"
          value="true"
          defaultChecked={carrier?.active ?? true}
          className="size-5"
        />
        {t('admin.carriers.active')}
      </label>
      {/* an unticked box sends nothing: this says "not offered" (the box's own value comes first when ticked) */}
      <input type="hidden" name="active" value="false" />
      <div className="sm:col-span-3">
        <FormOutcome result={fetcher.data} />
      </div>
      <div className="sm:col-span-3">
        <SaveButton
          busy={fetcher.state !== 'idle'}
          label={carrier ? t('admin.carriers.save') : t('admin.carriers.add')}
        />
      </div>
    </fetcher.Form>
  );
}
