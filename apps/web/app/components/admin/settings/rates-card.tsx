// Currency rates: today's table, a proposed rate previewed (a GET: it stays in the URL until saved), then saved.
import { useId } from 'react';
import { Form, Link, useFetcher } from 'react-router';
import { CURRENCY_CODES, isCurrency } from '@shop/core';
import type { FormResult } from '../../../lib/admin-form.ts';
import { useAdminLang, useAdminT } from '../../../lib/admin-i18n.tsx';
import { adminMoney } from '../../../lib/admin-money.ts';
import { FormOutcome } from '../admin-form.tsx';
import { ADMIN_BUTTON_QUIET, ADMIN_INPUT, ADMIN_SELECT, AdminField, Card, describedBy } from '../ui.tsx';
import { SaveButton } from './settings-fields.tsx';
import type { RatePreview, SettingsView } from './settings-types.ts';

export function RatesCard({
  view,
  preview,
  currency,
  rate,
}: {
  view: SettingsView;
  preview: RatePreview;
  currency: string;
  rate: string;
}) {
  const t = useAdminT();
  const id = useId();
  const fetcher = useFetcher<FormResult>();
  const selected = isCurrency(currency) ? currency : 'TWD';
  const current = view.currencies.find((c) => c.currency === selected);
  const previewError = preview && 'error' in preview ? t('admin.settings.rate_invalid') : undefined;
  return (
    <div id="rates" className="scroll-mt-4">
      <Card title={t('admin.settings.rates')}>
        <div className="grid gap-6 lg:grid-cols-2">
          <RatesTable view={view} />
          <div className="flex flex-col gap-4">
            <p className="text-sm text-muted">{t('admin.settings.rate_rule')}</p>
            <Form
              method="get"
              action="/admin/settings"
              className="flex flex-wrap items-end gap-3"
              preventScrollReset
            >
              <AdminField id={`${id}-cur`} label={t('admin.dashboard.currency')}>
                <select
                  id={`${id}-cur`}
                  name="currency"
                  defaultValue={selected}
                  className={`${ADMIN_SELECT} w-28`}
                >
                  {CURRENCY_CODES.filter((c) => c !== 'USD').map((c) => (
                    <option key={c}>{c}</option>
                  ))}
                </select>
              </AdminField>
              <AdminField id={`${id}-rate`} label={t('admin.settings.new_rate')} error={previewError}>
                <input
                  id={`${id}-rate`}
                  name="rate"
                  inputMode="decimal"
                  required
                  defaultValue={rate || current?.rate_to_usd}
                  className={`${ADMIN_INPUT} w-36`}
                  aria-invalid={previewError ? true : undefined}
                  aria-describedby={describedBy(`${id}-rate`, previewError)}
                />
              </AdminField>
              <button type="submit" className={ADMIN_BUTTON_QUIET}>
                {t('admin.settings.preview')}
              </button>
            </Form>
            {preview && !('error' in preview) && (
              <div className="flex flex-col gap-3">
                <PreviewTable preview={preview} />
                <fetcher.Form
                  method="post"
                  action={`/admin/settings/rates/${preview.currency}`}
                  className="flex flex-wrap gap-2"
                >
                  <input type="hidden" name="rate_to_usd" value={preview.rate} />
                  <SaveButton
                    busy={fetcher.state !== 'idle'}
                    label={t('admin.settings.save_rate', { currency: preview.currency, rate: preview.rate })}
                  />
                  <Link to="/admin/settings" className={ADMIN_BUTTON_QUIET} preventScrollReset>
                    {t('admin.cancel')}
                  </Link>
                </fetcher.Form>
              </div>
            )}
            <FormOutcome result={fetcher.data} />
          </div>
        </div>
      </Card>
    </div>
  );
}

function RatesTable({ view }: { view: SettingsView }) {
  const t = useAdminT();
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="sr-only">{t('admin.settings.rates')}</caption>
        <thead className="text-left text-muted">
          <tr>
            <th scope="col" className="py-1 pr-4 font-medium">
              {t('admin.dashboard.currency')}
            </th>
            <th scope="col" className="py-1 pr-4 text-right font-medium">
              {t('admin.settings.per_usd')}
            </th>
            <th scope="col" className="py-1 text-right font-medium">
              {t('admin.settings.per_hkd')}
            </th>
          </tr>
        </thead>
        <tbody className="tabular-nums">
          {view.currencies.map((c) => (
            <tr key={c.currency} className="border-t border-line">
              <th scope="row" className="py-1 pr-4 text-left font-normal">
                {c.currency}
              </th>
              <td className="py-1 pr-4 text-right">{c.rate_to_usd}</td>
              <td className="py-1 text-right">{c.rate_to_hkd}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function PreviewTable({ preview }: { preview: Exclude<RatePreview, { error: string } | null> }) {
  const t = useAdminT();
  const lang = useAdminLang();
  return (
    <table className="w-full text-sm">
      <caption className="mb-1 text-left font-medium">
        {t('admin.settings.preview_caption', { currency: preview.currency, rate: preview.rate })}
      </caption>
      <thead className="text-left text-muted">
        <tr>
          <th scope="col" className="py-1 pr-3 font-medium">
            {t('admin.settings.catalogue_price')}
          </th>
          <th scope="col" className="py-1 pr-3 text-right font-medium">
            {t('admin.settings.today')}
          </th>
          <th scope="col" className="py-1 text-right font-medium">
            {t('admin.settings.with_new_rate')}
          </th>
        </tr>
      </thead>
      <tbody className="tabular-nums">
        {preview.samples.map((r) => (
          <tr key={r.usdMinor} className="border-t border-line">
            <th scope="row" className="py-1 pr-3 text-left font-normal">
              {adminMoney(r.hkdMinor, 'HKD', lang)} / {adminMoney(r.usdMinor, 'USD', lang)}
            </th>
            <td className="py-1 pr-3 text-right">
              {r.current === null ? '—' : adminMoney(r.current, preview.currency, lang)}
            </td>
            <td className="py-1 text-right">{adminMoney(r.proposed, preview.currency, lang)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
