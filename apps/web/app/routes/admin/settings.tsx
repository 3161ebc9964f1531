import { useId } from 'react';
import { data, Form, Link, useNavigation } from 'react-router';
import { CURRENCY_CODES, COUNTRY_KEYS, isCurrency, type CurrencyCode } from '@shop/core';
import type { Route } from './+types/settings';
import type { AdminMessageKey } from '../../i18n/admin.en.ts';
import type {
  AdminBanner,
  AdminDeliveryMethod,
  AdminSettingsOut,
  BankAccountOut,
  RatePreviewOut,
} from '@shop/core/contract/admin-settings-out';
import type { Localized } from '@shop/core/contract/common';
import { adminApi } from '../../lib/admin-api.server.ts';
import { adminLangOf, adminTranslate, useAdminLang, useAdminT } from '../../lib/admin-i18n.tsx';
import { adminMoney, inputFromMinor, minorFromInput } from '../../lib/admin-money.ts';
import {
  ADMIN_BUTTON,
  ADMIN_BUTTON_DANGER,
  ADMIN_BUTTON_QUIET,
  ADMIN_INPUT,
  ADMIN_SELECT,
  AdminField,
  Card,
  describedBy,
  Notice,
  PageHeader,
} from '../../components/admin/ui.tsx';
export { AdminRouteError as ErrorBoundary } from '../../components/admin/route-error.tsx';

type DeliveryMethod = AdminDeliveryMethod;
type Banner = AdminBanner;
type SettingsView = AdminSettingsOut;
type BankAccount = BankAccountOut;

export function meta() {
  return [{ title: 'Settings' }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const client = adminApi(context, request);
  const url = new URL(request.url);
  const settings = await client.get<SettingsView>('/api/v1/admin/settings');
  // the rate form's Preview is a GET: the proposed rate stays in the URL until it is saved
  const currency = url.searchParams.get('currency') ?? '';
  const rate = url.searchParams.get('rate')?.trim() ?? '';
  let preview: RatePreviewOut | { error: string } | null = null;
  if (isCurrency(currency) && rate) {
    const res = await client.raw(`/api/v1/admin/settings/currencies/${currency}/preview`, { rate });
    preview = res.ok ? ((await res.json()) as RatePreviewOut) : { error: 'rate' };
  }
  return { settings, preview, currency, rate };
}

type Section = 'rate' | 'gift' | 'free' | 'delivery' | 'bank' | 'optout' | 'homepage' | 'banner';
type Result = { section: Section; target?: string; ok: boolean; message: string; field?: string };

const localizedFrom = (form: FormData, prefix: string): Localized => ({
  eng: String(form.get(`${prefix}_eng`) ?? '').trim(),
  chi: String(form.get(`${prefix}_chi`) ?? '').trim(),
  cn: String(form.get(`${prefix}_cn`) ?? '').trim(),
});
const lines = (v: FormDataEntryValue | null) =>
  String(v ?? '')
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);

/** The staff's words for the API's field errors (the API answers in English for developers). */
const FIELD_MESSAGES: Record<string, AdminMessageKey> = {
  rate_to_usd: 'admin.settings.rate_invalid',
  currency: 'admin.settings.currency_invalid',
  available_country_list: 'admin.settings.need_country',
  id: 'admin.settings.id_invalid',
  image: 'admin.settings.link_invalid',
  link: 'admin.settings.link_invalid',
  account_no: 'admin.settings.account_no_invalid',
  items: 'admin.settings.sku_invalid',
  value: 'admin.settings.sku_invalid',
};

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const client = adminApi(context, request);
  const t = adminTranslate(adminLangOf(request));
  const intent = String(form.get('intent') ?? '') as Section;
  const op = String(form.get('op') ?? 'save') as 'save' | 'add' | 'delete';
  const target = String(form.get('target') ?? '') || undefined;
  // a deleted row's form is gone after the reload: its notice shows at the top of its section
  const shownAt = op === 'delete' ? 'deleted' : target;
  const reply = (r: Omit<Result, 'section' | 'target'>, status = 200) =>
    data({ ...r, section: intent, target: shownAt } satisfies Result, { status });
  const bad = (field: string) =>
    reply({ ok: false, field, message: t('admin.settings.invalid_amount') }, 400);
  let res;
  switch (intent) {
    case 'rate': {
      const currency = String(form.get('currency'));
      res = await client.send('PUT', `/api/v1/admin/settings/currencies/${encodeURIComponent(currency)}`, {
        rate_to_usd: String(form.get('rate') ?? '').trim(),
      });
      break;
    }
    case 'gift': {
      const hkd = minorFromInput(form.get('hkd'), 'HKD');
      const usd = minorFromInput(form.get('usd'), 'USD');
      if (hkd === null) return bad('hkd');
      if (usd === null) return bad('usd');
      res = await client.send('PUT', '/api/v1/admin/settings/gift-wrap', { hkd, usd });
      break;
    }
    case 'free': {
      const thresholds: Partial<Record<CurrencyCode, number>> = {};
      for (const c of CURRENCY_CODES) {
        const v = minorFromInput(form.get(c), c);
        if (v === null) return bad(c);
        thresholds[c] = v;
      }
      res = await client.send('PUT', '/api/v1/admin/settings/free-shipping', { thresholds });
      break;
    }
    case 'delivery': {
      const path = `/api/v1/admin/settings/delivery-methods`;
      if (op === 'delete') {
        res = await client.send('DELETE', `${path}/${encodeURIComponent(target ?? '')}`);
        break;
      }
      const hkd = minorFromInput(form.get('price_hkd'), 'HKD');
      const usd = minorFromInput(form.get('price_usd'), 'USD');
      if (hkd === null) return bad('price_hkd');
      if (usd === null) return bad('price_usd');
      const body = {
        kind: String(form.get('kind')),
        name: localizedFrom(form, 'name'),
        price_hkd: hkd,
        price_usd: usd,
        available_country_list: form.getAll('countries').map(String),
        priority: Number(form.get('priority') ?? 0),
      };
      res =
        op === 'add'
          ? await client.send('POST', path, { id: String(form.get('id') ?? '').trim(), ...body })
          : await client.send('PUT', `${path}/${encodeURIComponent(target ?? '')}`, body);
      break;
    }
    case 'bank':
      res = await client.send('PUT', '/api/v1/admin/settings/bank-account', {
        bank_name: String(form.get('bank_name') ?? ''),
        account_name: String(form.get('account_name') ?? ''),
        account_no: String(form.get('account_no') ?? ''),
      });
      break;
    case 'optout':
      res = await client.send('PUT', '/api/v1/admin/settings/optout-skus', {
        items: lines(form.get('items')).map((l) => {
          const [sku, ...reason] = l.split('|');
          return { sku: sku.trim(), reason: reason.join('|').trim() || null };
        }),
      });
      break;
    case 'homepage':
      res = await client.send('PUT', `/api/v1/admin/settings/homepage/${encodeURIComponent(target ?? '')}`, {
        value: lines(form.get('value')),
      });
      break;
    case 'banner': {
      const path = `/api/v1/admin/settings/banners`;
      if (op === 'delete') {
        res = await client.send('DELETE', `${path}/${encodeURIComponent(target ?? '')}`);
        break;
      }
      const body = {
        kind: String(form.get('kind')),
        title: localizedFrom(form, 'title'),
        subtitle: localizedFrom(form, 'subtitle'),
        cta: localizedFrom(form, 'cta'),
        image: String(form.get('image') ?? ''),
        link: String(form.get('link') ?? ''),
        priority: Number(form.get('priority') ?? 0),
      };
      res =
        op === 'add'
          ? await client.send('POST', path, { id: String(form.get('id') ?? '').trim(), ...body })
          : await client.send('PUT', `${path}/${encodeURIComponent(target ?? '')}`, body);
      break;
    }
    default:
      return reply({ ok: false, message: t('admin.settings.invalid') }, 400);
  }
  if (res.ok)
    return reply({ ok: true, message: op === 'delete' ? t('admin.settings.deleted') : t('admin.saved') });
  // the API names the field: 'rate_to_usd', 'name.eng', 'thresholds.HKD', 'items.0.sku' …
  const field = res.error.field?.replace(/^(thresholds|title|subtitle|cta|name)\./, '$1_').split('.')[0];
  const message = field ? t(FIELD_MESSAGES[field] ?? 'admin.settings.invalid') : res.error.error;
  return reply({ ok: false, field, message: message ?? t('admin.settings.invalid') }, res.status);
}

export default function SettingsPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useAdminT();
  const { settings: s } = loaderData;
  const result = actionData as Result | undefined;
  const notice = (section: Section, target?: string) =>
    result && result.section === section && result.target === target ? (
      <Notice tone={result.ok ? 'success' : 'error'}>{result.message}</Notice>
    ) : null;
  const errorOf = (section: Section, target?: string) => (field: string) =>
    result && !result.ok && result.section === section && result.target === target && result.field === field
      ? result.message
      : undefined;
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t('admin.settings.title')} />
      <nav aria-label={t('admin.settings.sections')} className="flex flex-wrap gap-2 text-sm">
        {(
          [
            ['rates', 'admin.settings.rates'],
            ['fees', 'admin.settings.fees'],
            ['delivery', 'admin.settings.delivery'],
            ['bank', 'admin.settings.bank'],
            ['homepage', 'admin.settings.homepage'],
            ['banners', 'admin.settings.banners'],
            ['optout', 'admin.settings.optout'],
          ] as const
        ).map(([anchor, key]) => (
          <a
            key={anchor}
            href={`#${anchor}`}
            className="rounded-full border border-line px-3 py-1 hover:bg-surface-2"
          >
            {t(key)}
          </a>
        ))}
      </nav>
      <Rates view={s} preview={loaderData.preview} currency={loaderData.currency} rate={loaderData.rate}>
        {notice('rate')}
      </Rates>
      <div id="fees" className="grid scroll-mt-4 gap-6 lg:grid-cols-2">
        <GiftWrap fee={s.gift_wrap_fee} error={errorOf('gift')}>
          {notice('gift')}
        </GiftWrap>
        <FreeShipping thresholds={s.free_shipping_thresholds} error={errorOf('free')}>
          {notice('free')}
        </FreeShipping>
      </div>
      <section id="delivery" aria-labelledby="delivery-h" className="flex scroll-mt-4 flex-col gap-4">
        <h2 id="delivery-h" className="font-serif text-xl">
          {t('admin.settings.delivery')}
        </h2>
        {notice('delivery', 'deleted')}
        {s.delivery_methods.map((m) => (
          <DeliveryForm key={m.id} method={m} error={errorOf('delivery', m.id)}>
            {notice('delivery', m.id)}
          </DeliveryForm>
        ))}
        <DeliveryForm
          key={`new-${s.delivery_methods.length}`}
          method={NEW_METHOD}
          isNew
          error={errorOf('delivery', 'new')}
        >
          {notice('delivery', 'new')}
        </DeliveryForm>
      </section>
      <Bank account={s.bank_account} source={s.bank_account_source} error={errorOf('bank')}>
        {notice('bank')}
      </Bank>
      <section id="homepage" aria-labelledby="homepage-h" className="flex scroll-mt-4 flex-col gap-4">
        <h2 id="homepage-h" className="font-serif text-xl">
          {t('admin.settings.homepage')}
        </h2>
        <div className="grid gap-4 lg:grid-cols-2">
          {Object.entries(s.homepage_lists).map(([key, value]) => (
            <ListForm
              key={key}
              intent="homepage"
              target={key}
              title={key}
              value={value.join('\n')}
              hint={t('admin.settings.list_hint')}
              error={errorOf('homepage', key)('value')}
            >
              {notice('homepage', key)}
            </ListForm>
          ))}
        </div>
      </section>
      <section id="banners" aria-labelledby="banners-h" className="flex scroll-mt-4 flex-col gap-4">
        <h2 id="banners-h" className="font-serif text-xl">
          {t('admin.settings.banners')}
        </h2>
        {notice('banner', 'deleted')}
        {s.banners.map((b) => (
          <BannerForm key={b.id} banner={b} error={errorOf('banner', b.id)}>
            {notice('banner', b.id)}
          </BannerForm>
        ))}
        <BannerForm
          key={`new-${s.banners.length}`}
          banner={NEW_BANNER}
          isNew
          error={errorOf('banner', 'new')}
        >
          {notice('banner', 'new')}
        </BannerForm>
      </section>
      <div id="optout" className="scroll-mt-4">
        <ListForm
          intent="optout"
          title={t('admin.settings.optout')}
          value={s.optout_skus.map((o) => (o.reason ? `${o.sku} | ${o.reason}` : o.sku)).join('\n')}
          hint={t('admin.settings.optout_hint')}
          error={errorOf('optout')('items')}
        >
          {notice('optout')}
        </ListForm>
      </div>
    </div>
  );
}

const BLANK: Localized = { eng: '', chi: '', cn: '' };
const NEW_METHOD: DeliveryMethod = {
  id: '',
  kind: 'delivery',
  name: BLANK,
  price_hkd: 0,
  price_usd: 0,
  available_country_list: [],
  priority: 0,
};
const NEW_BANNER: Banner = {
  id: '',
  kind: 'hero',
  title: BLANK,
  subtitle: BLANK,
  cta: BLANK,
  image: '',
  link: '',
  priority: 0,
};

/** The id of a new record (delivery method or banner) and its kind, which stays fixed once created. */
function NewRecordFields({
  kinds,
  error,
}: {
  kinds: { value: string; label: string }[];
  error: (f: string) => string | undefined;
}) {
  const t = useAdminT();
  const id = useId();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <input type="hidden" name="op" value="add" />
      <input type="hidden" name="target" value="new" />
      <AdminField
        id={`${id}-id`}
        label={t('admin.settings.new_id')}
        hint={t('admin.settings.new_id_hint')}
        error={error('id')}
      >
        <input
          id={`${id}-id`}
          name="id"
          required
          pattern="[a-z0-9][a-z0-9\-]{1,62}"
          className={ADMIN_INPUT}
          aria-invalid={error('id') ? true : undefined}
          aria-describedby={describedBy(`${id}-id`, error('id'), true)}
        />
      </AdminField>
      <AdminField id={`${id}-kind`} label={t('admin.settings.kind')}>
        <select id={`${id}-kind`} name="kind" className={ADMIN_SELECT}>
          {kinds.map((k) => (
            <option key={k.value} value={k.value}>
              {k.label}
            </option>
          ))}
        </select>
      </AdminField>
    </div>
  );
}

/** Deletes a record after the browser's confirm (its own small form: forms cannot nest). */
function DeleteForm({ intent, target, label }: { intent: Section; target: string; label: string }) {
  const t = useAdminT();
  return (
    <Form
      method="post"
      preventScrollReset
      onSubmit={(e) => {
        if (!window.confirm(t('admin.settings.confirm_delete', { name: label }))) e.preventDefault();
      }}
    >
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="op" value="delete" />
      <input type="hidden" name="target" value={target} />
      <button type="submit" className={ADMIN_BUTTON_DANGER}>
        {t('admin.settings.delete', { name: label })}
      </button>
    </Form>
  );
}

function SaveButton({ label }: { label?: string }) {
  const t = useAdminT();
  const busy = useNavigation().state === 'submitting';
  return (
    <button type="submit" className={ADMIN_BUTTON} disabled={busy}>
      {label ?? t('admin.save')}
    </button>
  );
}

function MoneyInput({
  id,
  name,
  label,
  currency,
  value,
  error,
}: {
  id: string;
  name: string;
  label: string;
  currency: CurrencyCode;
  value: number;
  error?: string;
}) {
  return (
    <AdminField id={id} label={label} error={error}>
      <input
        id={id}
        name={name}
        inputMode="decimal"
        required
        defaultValue={inputFromMinor(value, currency)}
        pattern={currency === 'JPY' || currency === 'KRW' ? '\\d{1,9}' : '\\d{1,9}(\\.\\d{1,2})?'}
        className={ADMIN_INPUT}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error)}
      />
    </AdminField>
  );
}

function Rates({
  view,
  preview,
  currency,
  rate,
  children,
}: {
  view: SettingsView;
  preview: Awaited<ReturnType<typeof loader>>['preview'];
  currency: string;
  rate: string;
  children: React.ReactNode;
}) {
  const t = useAdminT();
  const lang = useAdminLang();
  const id = useId();
  const selected = isCurrency(currency) ? currency : 'TWD';
  const current = view.currencies.find((c) => c.currency === selected);
  const previewError = preview && 'error' in preview ? t('admin.settings.rate_invalid') : undefined;
  return (
    <div id="rates" className="scroll-mt-4">
      <Card title={t('admin.settings.rates')}>
        <div className="grid gap-6 lg:grid-cols-2">
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
          <div className="flex flex-col gap-4">
            <p className="text-sm text-muted">{t('admin.settings.rate_rule')}</p>
            <Form method="get" className="flex flex-wrap items-end gap-3" preventScrollReset>
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
                <Form method="post" className="flex flex-wrap gap-2" preventScrollReset>
                  <input type="hidden" name="intent" value="rate" />
                  <input type="hidden" name="currency" value={preview.currency} />
                  <input type="hidden" name="rate" value={preview.rate} />
                  <SaveButton
                    label={t('admin.settings.save_rate', { currency: preview.currency, rate: preview.rate })}
                  />
                  <Link to="/admin/settings" className={ADMIN_BUTTON_QUIET} preventScrollReset>
                    {t('admin.cancel')}
                  </Link>
                </Form>
              </div>
            )}
            {children}
          </div>
        </div>
      </Card>
    </div>
  );
}

function GiftWrap({
  fee,
  error,
  children,
}: {
  fee: { hkd: number; usd: number };
  error: (f: string) => string | undefined;
  children: React.ReactNode;
}) {
  const t = useAdminT();
  const id = useId();
  return (
    <Card title={t('admin.settings.gift_wrap')}>
      <Form method="post" className="flex flex-col gap-4" preventScrollReset>
        <input type="hidden" name="intent" value="gift" />
        <p className="text-sm text-muted">{t('admin.settings.gift_wrap_hint')}</p>
        <div className="grid gap-4 sm:grid-cols-2">
          <MoneyInput
            id={`${id}-hkd`}
            name="hkd"
            currency="HKD"
            label={t('admin.settings.gift_wrap_hkd')}
            value={fee.hkd}
            error={error('hkd')}
          />
          <MoneyInput
            id={`${id}-usd`}
            name="usd"
            currency="USD"
            label={t('admin.settings.gift_wrap_usd')}
            value={fee.usd}
            error={error('usd')}
          />
        </div>
        {children}
        <div>
          <SaveButton label={t('admin.settings.save_gift_wrap')} />
        </div>
      </Form>
    </Card>
  );
}

function FreeShipping({
  thresholds,
  error,
  children,
}: {
  thresholds: Record<CurrencyCode, number>;
  error: (f: string) => string | undefined;
  children: React.ReactNode;
}) {
  const t = useAdminT();
  const id = useId();
  return (
    <Card title={t('admin.settings.free_shipping')}>
      <Form method="post" className="flex flex-col gap-4" preventScrollReset>
        <input type="hidden" name="intent" value="free" />
        <p className="text-sm text-muted">{t('admin.settings.free_shipping_hint')}</p>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {CURRENCY_CODES.map((c) => (
            <MoneyInput
              key={c}
              id={`${id}-${c}`}
              name={c}
              currency={c}
              label={c}
              value={thresholds[c]}
              error={error(c) ?? error(`thresholds_${c}`)}
            />
          ))}
        </div>
        {children}
        <div>
          <SaveButton label={t('admin.settings.save_free_shipping')} />
        </div>
      </Form>
    </Card>
  );
}

function LocalizedInputs({
  prefix,
  label,
  value,
  error,
}: {
  prefix: string;
  label: string;
  value: Localized;
  error: (f: string) => string | undefined;
}) {
  const t = useAdminT();
  const id = useId();
  return (
    <fieldset className="grid gap-3 sm:grid-cols-3">
      <legend className="mb-1 text-sm font-medium">{label}</legend>
      {(['eng', 'chi', 'cn'] as const).map((l) => (
        <AdminField
          key={l}
          id={`${id}-${l}`}
          label={t(`admin.settings.lang_${l}`)}
          error={error(`${prefix}_${l}`)}
        >
          <input
            id={`${id}-${l}`}
            name={`${prefix}_${l}`}
            required
            maxLength={200}
            defaultValue={value[l]}
            className={ADMIN_INPUT}
            aria-describedby={describedBy(`${id}-${l}`, error(`${prefix}_${l}`))}
          />
        </AdminField>
      ))}
    </fieldset>
  );
}

function DeliveryForm({
  method: m,
  isNew = false,
  error,
  children,
}: {
  method: DeliveryMethod;
  isNew?: boolean;
  error: (f: string) => string | undefined;
  children: React.ReactNode;
}) {
  const t = useAdminT();
  const lang = useAdminLang();
  const id = useId();
  return (
    <Card title={isNew ? t('admin.settings.add_delivery') : lang === 'hk' ? m.name.chi : m.name.eng}>
      <Form method="post" className="flex flex-col gap-4" preventScrollReset>
        <input type="hidden" name="intent" value="delivery" />
        {isNew ? (
          <NewRecordFields
            error={error}
            kinds={[
              { value: 'delivery', label: t('admin.settings.kind_delivery') },
              { value: 'pickup', label: t('admin.settings.kind_pickup') },
            ]}
          />
        ) : (
          <>
            <input type="hidden" name="target" value={m.id} />
            <input type="hidden" name="kind" value={m.kind} />
          </>
        )}
        <LocalizedInputs prefix="name" label={t('admin.settings.name')} value={m.name} error={error} />
        <div className="grid gap-4 sm:grid-cols-3">
          <MoneyInput
            id={`${id}-hkd`}
            name="price_hkd"
            currency="HKD"
            label={t('admin.settings.fee_hkd')}
            value={m.price_hkd}
            error={error('price_hkd')}
          />
          <MoneyInput
            id={`${id}-usd`}
            name="price_usd"
            currency="USD"
            label={t('admin.settings.fee_usd')}
            value={m.price_usd}
            error={error('price_usd')}
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
                  name="countries"
                  value={c}
                  defaultChecked={m.available_country_list.includes(c)}
                />
                {c.toUpperCase()}
              </label>
            ))}
          </div>
        </fieldset>
        {m.kind === 'pickup' && <p className="text-sm text-muted">{t('admin.settings.pickup_free')}</p>}
        {children}
        <div>
          <SaveButton label={isNew ? t('admin.settings.add') : undefined} />
        </div>
      </Form>
      {!isNew && (
        <div className="mt-4 border-t border-line pt-4">
          <DeleteForm intent="delivery" target={m.id} label={lang === 'hk' ? m.name.chi : m.name.eng} />
        </div>
      )}
    </Card>
  );
}

function Bank({
  account,
  source,
  error,
  children,
}: {
  account: BankAccount | null;
  source: SettingsView['bank_account_source'];
  error: (f: string) => string | undefined;
  children: React.ReactNode;
}) {
  const t = useAdminT();
  const id = useId();
  const field = (name: keyof BankAccount, label: string) => (
    <AdminField id={`${id}-${name}`} label={label} error={error(name)}>
      <input
        id={`${id}-${name}`}
        name={name}
        required
        maxLength={100}
        defaultValue={account?.[name] ?? ''}
        className={ADMIN_INPUT}
        aria-invalid={error(name) ? true : undefined}
        aria-describedby={describedBy(`${id}-${name}`, error(name))}
      />
    </AdminField>
  );
  return (
    <div id="bank" className="scroll-mt-4">
      <Card title={t('admin.settings.bank')}>
        <Form method="post" className="flex flex-col gap-4" preventScrollReset>
          <input type="hidden" name="intent" value="bank" />
          <p className="text-sm text-muted">{t(`admin.settings.bank_source_${source}`)}</p>
          <div className="grid gap-4 sm:grid-cols-3">
            {field('bank_name', t('admin.settings.bank_name'))}
            {field('account_name', t('admin.settings.account_name'))}
            {field('account_no', t('admin.settings.account_no'))}
          </div>
          {children}
          <div>
            <SaveButton />
          </div>
        </Form>
      </Card>
    </div>
  );
}

function ListForm({
  intent,
  target,
  title,
  value,
  hint,
  error,
  children,
}: {
  intent: Section;
  target?: string;
  title: string;
  value: string;
  hint: string;
  error?: string;
  children: React.ReactNode;
}) {
  const t = useAdminT();
  const id = useId();
  const name = intent === 'optout' ? 'items' : 'value';
  return (
    <Card title={title}>
      <Form method="post" className="flex flex-col gap-3" preventScrollReset>
        <input type="hidden" name="intent" value={intent} />
        {target && <input type="hidden" name="target" value={target} />}
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
        {children}
        <div>
          <SaveButton label={t('admin.save')} />
        </div>
      </Form>
    </Card>
  );
}

function BannerForm({
  banner: b,
  isNew = false,
  error,
  children,
}: {
  banner: Banner;
  isNew?: boolean;
  error: (f: string) => string | undefined;
  children: React.ReactNode;
}) {
  const t = useAdminT();
  const id = useId();
  const text = (name: 'image' | 'link', label: string, value: string) => (
    <AdminField id={`${id}-${name}`} label={label} error={error(name)}>
      <input
        id={`${id}-${name}`}
        name={name}
        required
        maxLength={500}
        defaultValue={value}
        className={ADMIN_INPUT}
        aria-invalid={error(name) ? true : undefined}
        aria-describedby={describedBy(`${id}-${name}`, error(name))}
      />
    </AdminField>
  );
  return (
    <Card
      title={
        isNew
          ? t('admin.settings.add_banner')
          : `${b.title.eng} · ${b.kind === 'hero' ? t('admin.settings.hero') : t('admin.settings.marketplace')}`
      }
    >
      <Form method="post" className="flex flex-col gap-4" preventScrollReset>
        <input type="hidden" name="intent" value="banner" />
        {isNew ? (
          <NewRecordFields
            error={error}
            kinds={[
              { value: 'hero', label: t('admin.settings.hero') },
              { value: 'marketplace', label: t('admin.settings.marketplace') },
            ]}
          />
        ) : (
          <>
            <input type="hidden" name="target" value={b.id} />
            <input type="hidden" name="kind" value={b.kind} />
          </>
        )}
        <LocalizedInputs
          prefix="title"
          label={t('admin.settings.banner_title')}
          value={b.title}
          error={error}
        />
        <LocalizedInputs
          prefix="subtitle"
          label={t('admin.settings.banner_subtitle')}
          value={b.subtitle}
          error={error}
        />
        <LocalizedInputs prefix="cta" label={t('admin.settings.banner_cta')} value={b.cta} error={error} />
        <div className="grid gap-4 sm:grid-cols-3">
          {text('image', t('admin.settings.banner_image'), b.image)}
          {text('link', t('admin.settings.banner_link'), b.link)}
          <AdminField id={`${id}-prio`} label={t('admin.settings.priority')}>
            <input
              id={`${id}-prio`}
              name="priority"
              type="number"
              min={0}
              max={10000}
              defaultValue={b.priority}
              className={ADMIN_INPUT}
            />
          </AdminField>
        </div>
        {children}
        <div>
          <SaveButton label={isNew ? t('admin.settings.add') : undefined} />
        </div>
      </Form>
      {!isNew && (
        <div className="mt-4 border-t border-line pt-4">
          <DeleteForm intent="banner" target={b.id} label={b.title.eng} />
        </div>
      )}
    </Card>
  );
}
