import { useId, useState } from 'react';
import { data, Form, Link, useNavigation, useRevalidator } from 'react-router';
import type { Route } from './+types/product';
import type { AdminProduct, StockLedgerOut } from '@shop/core/contract/admin-product-out';
import { adminApi } from '../../lib/admin-api.server.ts';
import {
  adminLangOf,
  adminTranslate,
  useAdminLang,
  useAdminStaff,
  useAdminT,
  type AdminT,
} from '../../lib/admin-i18n.tsx';
import {
  amountFrom,
  amountInput,
  FieldInputError,
  integerFrom,
  localizedName,
} from '../../lib/admin-catalogue.ts';
import {
  ADMIN_BUTTON,
  ADMIN_BUTTON_QUIET,
  ADMIN_INPUT,
  ADMIN_SELECT,
  AdminField,
  Card,
  describedBy,
  Notice,
  PageHeader,
} from '../../components/admin/ui.tsx';
import type { ApiErrorBody } from '../../lib/api.server.ts';
export { AdminRouteError as ErrorBoundary } from '../../components/admin/route-error.tsx';

const AVAILABILITY = ['in_stock', 'pre_order', 'not_for_sale', 'disabled', 'hidden'] as const;

type AdminOption = AdminProduct['options'][number];
type Ledger = StockLedgerOut;

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData ? `${loaderData.product.name.eng} · Products` : 'Product' }];
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const client = adminApi(context, request);
  const product = await client.get<AdminProduct>(`/api/v1/admin/products/${encodeURIComponent(params.id)}`);
  // the ledger shown: the option named in the URL, else the first that holds its own stock
  const wanted = new URL(request.url).searchParams.get('ledger');
  const own = product.options.filter((o) => !o.subscription_parent_sku);
  const ledgerSku = own.find((o) => o.sub_sku === wanted)?.sub_sku ?? own[0]?.sub_sku;
  const ledger = ledgerSku
    ? await client.get<Ledger>(`/api/v1/admin/stock/${encodeURIComponent(ledgerSku)}/ledger`, { limit: 20 })
    : null;
  return { product, ledger };
}

type Result =
  | { ok: true; intent: string; key?: string; message: string }
  | { ok: false; intent: string; key?: string; field?: string; message: string };

/** The API's reason as the staff's words; the field decides which input it sits next to. */
function apiMessage(t: AdminT, e: ApiErrorBody & { field?: string }): string {
  const text = e.error ?? '';
  if (e.code === 'insufficient_stock') return t('admin.cat.err.insufficient_stock');
  if (/above the price/.test(text)) return t('admin.cat.err.special_above');
  if (/below the price/.test(text)) return t('admin.cat.err.original_below');
  if (/member group/.test(text)) return t('admin.cat.err.unknown_group');
  if (/date/.test(text)) return t('admin.cat.err.date');
  if (/start at 2 and rise/.test(text)) return t('admin.cat.err.tiers');
  if (/does not exist/.test(text)) return t('admin.cat.err.unknown_key');
  return t('admin.cat.err.invalid');
}

const list = (v: FormDataEntryValue | null) =>
  String(v ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
/**
 * Member price rows as the form sends them (one set of inputs per row, blank rows skipped): fixed prices per group,
 * and quantity tiers grouped by their group in the order given.
 */
function memberPrices(form: FormData) {
  if (!form.has('fix_group')) return {};
  const at = (name: string, i: number) => {
    const f = new FormData();
    f.set(name, String(form.getAll(name)[i] ?? ''));
    return f;
  };
  const fix_price = form
    .getAll('fix_group')
    .map((g, i) => ({ g: String(g).trim(), i }))
    .filter((r) => r.g)
    .map(({ g, i }) => ({
      member_group: g,
      price: amountFrom(at('fix_price', i), 'fix_price', 'HKD')!,
      price_usd: amountFrom(at('fix_price_usd', i), 'fix_price_usd', 'USD')!,
    }));
  const tiers = new Map<string, { qty: number; price: number; price_usd: number }[]>();
  form.getAll('multi_group').forEach((g, i) => {
    const group = String(g).trim();
    if (!group) return;
    const list = tiers.get(group) ?? [];
    list.push({
      qty: integerFrom(at('multi_qty', i), 'multi_qty')!,
      price: amountFrom(at('multi_price', i), 'multi_price', 'HKD')!,
      price_usd: amountFrom(at('multi_price_usd', i), 'multi_price_usd', 'USD')!,
    });
    tiers.set(group, list);
  });
  return {
    fix_price,
    multi_pricing: [...tiers].map(([member_group, pricing]) => ({ member_group, pricing })),
  };
}

const dateOrNull = (v: FormDataEntryValue | null) => (v === null ? undefined : String(v).trim() || null);

export async function action({ request, context, params }: Route.ActionArgs) {
  const form = await request.formData();
  const client = adminApi(context, request);
  const t = adminTranslate(adminLangOf(request));
  const intent = String(form.get('intent') ?? '');
  const key = String(form.get('sub_sku') ?? '') || undefined;
  const base = `/api/v1/admin/products/${encodeURIComponent(params.id)}`;
  const fail = (field: string | undefined, message: string, status = 400) =>
    data<Result>({ ok: false, intent, key, field, message }, { status });
  try {
    let res;
    if (intent === 'publish') {
      res = await client.send('PATCH', base, { published: form.get('published') === 'true' });
    } else if (intent === 'product') {
      res = await client.send('PATCH', base, {
        name: {
          eng: String(form.get('name_eng') ?? ''),
          chi: String(form.get('name_chi') ?? ''),
          cn: String(form.get('name_cn') ?? ''),
        },
        price: amountFrom(form, 'price', 'HKD'),
        price_usd: amountFrom(form, 'price_usd', 'USD'),
        original_price: amountFrom(form, 'original_price', 'HKD', { nullable: true }),
        original_price_usd: amountFrom(form, 'original_price_usd', 'USD', { nullable: true }),
        priority: integerFrom(form, 'priority', { signed: true }),
        categories: list(form.get('categories')),
      });
    } else if (intent === 'option' && key) {
      res = await client.send('PATCH', `${base}/options/${encodeURIComponent(key)}`, {
        availability: String(form.get('availability')),
        price: amountFrom(form, 'price', 'HKD'),
        price_usd: amountFrom(form, 'price_usd', 'USD'),
        original_price: amountFrom(form, 'original_price', 'HKD', { nullable: true }),
        original_price_usd: amountFrom(form, 'original_price_usd', 'USD', { nullable: true }),
        special_pricing: amountFrom(form, 'special_pricing', 'HKD', { nullable: true }),
        special_pricing_usd: amountFrom(form, 'special_pricing_usd', 'USD', { nullable: true }),
        allow_member_group: list(form.get('allow_member_group')),
        cut_off_date: dateOrNull(form.get('cut_off_date')),
        estimate: dateOrNull(form.get('estimate')),
        low_stock_threshold: integerFrom(form, 'low_stock_threshold'),
        ...memberPrices(form),
        subscription_inteval_in_month: integerFrom(form, 'subscription_inteval_in_month'),
      });
    } else if (intent === 'stock' && key) {
      res = await client.send('POST', `/api/v1/admin/stock/${encodeURIComponent(key)}/adjustments`, {
        delta: integerFrom(form, 'delta', { signed: true }),
        reason: String(form.get('reason') ?? ''),
      });
    } else if (intent === 'images') {
      res = await client.send('PATCH', base, { images: form.getAll('image').map(String) });
    } else {
      return fail(undefined, t('admin.cat.err.invalid'));
    }
    if (!res.ok) {
      const field =
        res.error.code === 'insufficient_stock'
          ? 'delta'
          : (res.error.field ?? '').split('.')[0] || undefined;
      return fail(field, apiMessage(t, res.error), res.status);
    }
    return data<Result>({ ok: true, intent, key, message: t('admin.saved') });
  } catch (e) {
    if (e instanceof FieldInputError) {
      // a member price row's inputs report as their table
      const field = /^multi_/.test(e.field) ? 'multi_pricing' : /^fix_/.test(e.field) ? 'fix_price' : e.field;
      return fail(field, t('admin.cat.err.amount'));
    }
    throw e;
  }
}

/** Field helpers for one form: its error sits next to the named input. */
function useFieldErrors(result: Result | undefined, intent: string, key?: string) {
  const mine =
    result && result.intent === intent && (key === undefined || result.key === key) ? result : undefined;
  return {
    mine,
    error: (f: string) => (mine && !mine.ok && mine.field === f ? mine.message : undefined),
    formError: mine && !mine.ok && !mine.field ? mine.message : undefined,
  };
}

function AmountField(props: {
  id: string;
  name: string;
  label: string;
  value: string;
  error?: string;
  disabled?: boolean;
}) {
  return (
    <AdminField id={props.id} label={props.label} error={props.error}>
      <input
        id={props.id}
        name={props.name}
        inputMode="decimal"
        defaultValue={props.value}
        disabled={props.disabled}
        className={ADMIN_INPUT}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={describedBy(props.id, props.error)}
      />
    </AdminField>
  );
}

export default function ProductEditor({ loaderData, actionData }: Route.ComponentProps) {
  const t = useAdminT();
  const lang = useAdminLang();
  const staff = useAdminStaff();
  const { product, ledger } = loaderData;
  const result = actionData as Result | undefined;
  const canEdit = staff.can('catalogue:write');
  const canStock = staff.can('stock:write');
  const busy = useNavigation().state === 'submitting';
  const id = useId();
  const details = useFieldErrors(result, 'product');
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={localizedName(product.name, lang)}
        actions={
          <>
            <a href={product.path} className={ADMIN_BUTTON_QUIET} target="_blank" rel="noreferrer">
              {t('admin.cat.view_in_shop')}
            </a>
            {canEdit && (
              <Form method="post">
                <input type="hidden" name="intent" value="publish" />
                <input type="hidden" name="published" value={String(!product.published)} />
                <button type="submit" className={ADMIN_BUTTON_QUIET} disabled={busy}>
                  {product.published ? t('admin.cat.hide') : t('admin.cat.publish')}
                </button>
              </Form>
            )}
          </>
        }
      />
      <p className="text-sm text-muted">
        {product.sku} · {product.brand_key} ·{' '}
        <strong>{product.published ? t('admin.cat.published') : t('admin.cat.hidden_note')}</strong>
      </p>
      {result?.intent === 'publish' && (
        <Notice tone={result.ok ? 'success' : 'error'}>{result.message}</Notice>
      )}

      <Card title={t('admin.cat.details')}>
        <Form method="post" className="grid gap-4 sm:grid-cols-3">
          <input type="hidden" name="intent" value="product" />
          <fieldset disabled={!canEdit} className="contents">
            {(['eng', 'chi', 'cn'] as const).map((l) => (
              <AdminField
                key={l}
                id={`${id}-name-${l}`}
                label={t(`admin.cat.name_${l}`)}
                error={details.error('name')}
              >
                <input
                  id={`${id}-name-${l}`}
                  name={`name_${l}`}
                  defaultValue={product.name[l]}
                  required
                  maxLength={200}
                  className={ADMIN_INPUT}
                />
              </AdminField>
            ))}
            <AmountField
              id={`${id}-price`}
              name="price"
              label={t('admin.cat.price_hkd')}
              value={amountInput(product.price, 'HKD')}
              error={details.error('price')}
            />
            <AmountField
              id={`${id}-price-usd`}
              name="price_usd"
              label={t('admin.cat.price_usd')}
              value={amountInput(product.price_usd, 'USD')}
              error={details.error('price_usd')}
            />
            <AdminField
              id={`${id}-priority`}
              label={t('admin.cat.priority')}
              error={details.error('priority')}
            >
              <input
                id={`${id}-priority`}
                name="priority"
                inputMode="numeric"
                defaultValue={product.priority}
                className={ADMIN_INPUT}
              />
            </AdminField>
            <AmountField
              id={`${id}-orig`}
              name="original_price"
              label={t('admin.cat.original_hkd')}
              value={amountInput(product.original_price, 'HKD')}
              error={details.error('original_price')}
            />
            <AmountField
              id={`${id}-orig-usd`}
              name="original_price_usd"
              label={t('admin.cat.original_usd')}
              value={amountInput(product.original_price_usd, 'USD')}
              error={details.error('original_price_usd')}
            />
            <AdminField
              id={`${id}-categories`}
              label={t('admin.cat.categories')}
              hint={t('admin.cat.comma_hint')}
              error={details.error('categories')}
            >
              <input
                id={`${id}-categories`}
                name="categories"
                defaultValue={product.categories.join(', ')}
                className={ADMIN_INPUT}
                aria-describedby={describedBy(`${id}-categories`, details.error('categories'), true)}
              />
            </AdminField>
            {canEdit && (
              <div className="flex items-center gap-4 sm:col-span-3">
                <button type="submit" className={ADMIN_BUTTON} disabled={busy}>
                  {t('admin.save')}
                </button>
                {details.mine?.ok && <Notice tone="success">{details.mine.message}</Notice>}
                {details.formError && <Notice tone="error">{details.formError}</Notice>}
              </div>
            )}
          </fieldset>
        </Form>
      </Card>

      <section aria-labelledby={`${id}-options`} className="flex flex-col gap-4">
        <h2 id={`${id}-options`} className="text-xl font-medium">
          {t('admin.cat.options')}
        </h2>
        {product.options.map((o) => (
          <OptionEditor
            key={o.sub_sku}
            option={o}
            result={result}
            canEdit={canEdit}
            canStock={canStock}
            busy={busy}
          />
        ))}
      </section>

      {ledger && <LedgerCard ledger={ledger} product={product} />}
      <ImagesCard product={product} canEdit={canEdit} busy={busy} result={result} />
    </div>
  );
}

function OptionEditor({
  option: o,
  result,
  canEdit,
  canStock,
  busy,
}: {
  option: AdminOption;
  result: Result | undefined;
  canEdit: boolean;
  canStock: boolean;
  busy: boolean;
}) {
  const t = useAdminT();
  const lang = useAdminLang();
  const id = useId();
  const edit = useFieldErrors(result, 'option', o.sub_sku);
  const stock = useFieldErrors(result, 'stock', o.sub_sku);
  const title = `${localizedName(o.name, lang)} (${o.sub_sku})`;
  const draws = o.subscription_parent_sku;
  return (
    <Card title={title}>
      <p className="mb-3 text-sm">
        {draws
          ? t('admin.cat.draws_on', { sku: draws })
          : t('admin.cat.stock_level', { stock: o.stock, threshold: o.low_stock_threshold })}
        {o.stock <= o.low_stock_threshold && !draws && (
          <strong className="ml-2 text-danger">{t('admin.cat.low')}</strong>
        )}
      </p>
      <Form method="post" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-label={title}>
        <input type="hidden" name="intent" value="option" />
        <input type="hidden" name="sub_sku" value={o.sub_sku} />
        <fieldset disabled={!canEdit} className="contents">
          <AmountField
            id={`${id}-p`}
            name="price"
            label={t('admin.cat.price_hkd')}
            value={amountInput(o.price, 'HKD')}
            error={edit.error('price')}
          />
          <AmountField
            id={`${id}-pu`}
            name="price_usd"
            label={t('admin.cat.price_usd')}
            value={amountInput(o.price_usd, 'USD')}
            error={edit.error('price_usd')}
          />
          <AmountField
            id={`${id}-s`}
            name="special_pricing"
            label={t('admin.cat.special_hkd')}
            value={amountInput(o.special_pricing, 'HKD')}
            error={edit.error('special_pricing')}
          />
          <AmountField
            id={`${id}-su`}
            name="special_pricing_usd"
            label={t('admin.cat.special_usd')}
            value={amountInput(o.special_pricing_usd, 'USD')}
            error={edit.error('special_pricing_usd')}
          />
          <AmountField
            id={`${id}-o`}
            name="original_price"
            label={t('admin.cat.original_hkd')}
            value={amountInput(o.original_price, 'HKD')}
            error={edit.error('original_price')}
          />
          <AmountField
            id={`${id}-ou`}
            name="original_price_usd"
            label={t('admin.cat.original_usd')}
            value={amountInput(o.original_price_usd, 'USD')}
            error={edit.error('original_price_usd')}
          />
          <AdminField id={`${id}-a`} label={t('admin.cat.availability')}>
            <select id={`${id}-a`} name="availability" defaultValue={o.availability} className={ADMIN_SELECT}>
              {AVAILABILITY.map((a) => (
                <option key={a} value={a}>
                  {t(`admin.cat.availability.${a}`)}
                </option>
              ))}
            </select>
          </AdminField>
          <AdminField
            id={`${id}-g`}
            label={t('admin.cat.groups')}
            hint={t('admin.cat.groups_hint')}
            error={edit.error('allow_member_group')}
          >
            <input
              id={`${id}-g`}
              name="allow_member_group"
              defaultValue={o.allow_member_group.join(', ')}
              className={ADMIN_INPUT}
              aria-invalid={edit.error('allow_member_group') ? true : undefined}
              aria-describedby={describedBy(`${id}-g`, edit.error('allow_member_group'), true)}
            />
          </AdminField>
          <AdminField id={`${id}-c`} label={t('admin.cat.cut_off')} error={edit.error('cut_off_date')}>
            <input
              id={`${id}-c`}
              name="cut_off_date"
              type="date"
              defaultValue={o.cut_off_date ?? ''}
              className={ADMIN_INPUT}
            />
          </AdminField>
          <AdminField id={`${id}-e`} label={t('admin.cat.estimate')} error={edit.error('estimate')}>
            <input
              id={`${id}-e`}
              name="estimate"
              type="date"
              defaultValue={o.estimate ?? ''}
              className={ADMIN_INPUT}
            />
          </AdminField>
          <AdminField
            id={`${id}-th`}
            label={t('admin.cat.threshold')}
            error={edit.error('low_stock_threshold')}
          >
            <input
              id={`${id}-th`}
              name="low_stock_threshold"
              inputMode="numeric"
              defaultValue={o.low_stock_threshold}
              className={ADMIN_INPUT}
            />
          </AdminField>
          {o.is_subscription && (
            <AdminField
              id={`${id}-si`}
              label={t('admin.cat.interval')}
              error={edit.error('subscription_inteval_in_month')}
            >
              <input
                id={`${id}-si`}
                name="subscription_inteval_in_month"
                inputMode="numeric"
                defaultValue={o.subscription_inteval_in_month ?? ''}
                className={ADMIN_INPUT}
              />
            </AdminField>
          )}
          <MemberPrices option={o} error={edit.error('fix_price') ?? edit.error('multi_pricing')} />
          {canEdit && (
            <div className="flex items-end gap-3">
              <button type="submit" className={ADMIN_BUTTON} disabled={busy}>
                {t('admin.cat.save_option')}
              </button>
            </div>
          )}
        </fieldset>
        {/* a field's error sits next to it; the line here is for success or an error of the whole form */}
        {edit.mine && (edit.mine.ok || !edit.mine.field) && (
          <div className="sm:col-span-2 lg:col-span-4">
            <Notice tone={edit.mine.ok ? 'success' : 'error'}>{edit.mine.message}</Notice>
          </div>
        )}
      </Form>
      {canStock && !draws && (
        <Form method="post" className="mt-4 flex flex-wrap items-start gap-3 border-t border-line pt-4">
          <input type="hidden" name="intent" value="stock" />
          <input type="hidden" name="sub_sku" value={o.sub_sku} />
          <AdminField
            id={`${id}-d`}
            label={t('admin.cat.adjust_by')}
            hint={t('admin.cat.adjust_hint')}
            error={stock.error('delta')}
            className="w-44"
          >
            <input
              id={`${id}-d`}
              name="delta"
              inputMode="numeric"
              required
              className={ADMIN_INPUT}
              aria-invalid={stock.error('delta') ? true : undefined}
              aria-describedby={describedBy(`${id}-d`, stock.error('delta'), true)}
            />
          </AdminField>
          <AdminField
            id={`${id}-r`}
            className="w-72"
            label={t('admin.cat.reason')}
            error={stock.error('reason')}
          >
            <input id={`${id}-r`} name="reason" required maxLength={200} className={ADMIN_INPUT} />
          </AdminField>
          <button type="submit" className={`${ADMIN_BUTTON_QUIET} mt-6`} disabled={busy}>
            {t('admin.cat.adjust')}
          </button>
          <Link to={`?ledger=${encodeURIComponent(o.sub_sku)}#ledger`} className="mt-9 text-sm underline">
            {t('admin.cat.see_ledger')}
          </Link>
          {stock.mine && (stock.mine.ok || !stock.mine.field) && (
            <Notice tone={stock.mine.ok ? 'success' : 'error'}>{stock.mine.message}</Notice>
          )}
        </Form>
      )}
    </Card>
  );
}

/** Fixed member prices and quantity tiers: the rows there are, plus one blank row to add. */
function MemberPrices({ option: o, error }: { option: AdminOption; error?: string }) {
  const t = useAdminT();
  const id = useId();
  const fix = [...o.fix_price, { member_group: '', price: null, price_usd: null }];
  const tiers = [
    ...o.multi_pricing.flatMap((m) => m.pricing.map((p) => ({ member_group: m.member_group, ...p }))),
    { member_group: '', qty: null, price: null, price_usd: null },
  ];
  const cell = `${ADMIN_INPUT} min-h-9`;
  return (
    <fieldset
      className="grid gap-4 sm:col-span-2 lg:col-span-4 lg:grid-cols-2"
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className="mb-2 text-sm font-medium">{t('admin.cat.member_prices')}</legend>
      {error && (
        <p id={`${id}-error`} className="text-sm text-danger lg:col-span-2">
          {error}
        </p>
      )}
      <table className="text-sm">
        <caption className="text-left text-muted">{t('admin.cat.fix_price')}</caption>
        <thead>
          <tr className="text-left">
            <th scope="col" className="font-medium">
              {t('admin.cat.group')}
            </th>
            <th scope="col" className="font-medium">
              {t('admin.cat.price_hkd')}
            </th>
            <th scope="col" className="font-medium">
              {t('admin.cat.price_usd')}
            </th>
          </tr>
        </thead>
        <tbody>
          {fix.map((f, i) => (
            <tr key={i}>
              <td className="pr-2">
                <input
                  name="fix_group"
                  aria-label={`${t('admin.cat.fix_price')} ${i + 1}: ${t('admin.cat.group')}`}
                  defaultValue={f.member_group}
                  className={cell}
                />
              </td>
              <td className="pr-2">
                <input
                  name="fix_price"
                  inputMode="decimal"
                  aria-label={`${t('admin.cat.fix_price')} ${i + 1}: ${t('admin.cat.price_hkd')}`}
                  defaultValue={amountInput(f.price, 'HKD')}
                  className={cell}
                />
              </td>
              <td>
                <input
                  name="fix_price_usd"
                  inputMode="decimal"
                  aria-label={`${t('admin.cat.fix_price')} ${i + 1}: ${t('admin.cat.price_usd')}`}
                  defaultValue={amountInput(f.price_usd, 'USD')}
                  className={cell}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <table className="text-sm">
        <caption className="text-left text-muted">{t('admin.cat.multi_pricing')}</caption>
        <thead>
          <tr className="text-left">
            <th scope="col" className="font-medium">
              {t('admin.cat.group')}
            </th>
            <th scope="col" className="font-medium">
              {t('admin.cat.qty')}
            </th>
            <th scope="col" className="font-medium">
              {t('admin.cat.unit_hkd')}
            </th>
            <th scope="col" className="font-medium">
              {t('admin.cat.unit_usd')}
            </th>
          </tr>
        </thead>
        <tbody>
          {tiers.map((m, i) => (
            <tr key={i}>
              <td className="pr-2">
                <input
                  name="multi_group"
                  aria-label={`${t('admin.cat.multi_pricing')} ${i + 1}: ${t('admin.cat.group')}`}
                  defaultValue={m.member_group}
                  className={cell}
                />
              </td>
              <td className="pr-2">
                <input
                  name="multi_qty"
                  inputMode="numeric"
                  aria-label={`${t('admin.cat.multi_pricing')} ${i + 1}: ${t('admin.cat.qty')}`}
                  defaultValue={m.qty ?? ''}
                  className={`${cell} w-16`}
                />
              </td>
              <td className="pr-2">
                <input
                  name="multi_price"
                  inputMode="decimal"
                  aria-label={`${t('admin.cat.multi_pricing')} ${i + 1}: ${t('admin.cat.unit_hkd')}`}
                  defaultValue={amountInput(m.price, 'HKD')}
                  className={cell}
                />
              </td>
              <td>
                <input
                  name="multi_price_usd"
                  inputMode="decimal"
                  aria-label={`${t('admin.cat.multi_pricing')} ${i + 1}: ${t('admin.cat.unit_usd')}`}
                  defaultValue={amountInput(m.price_usd, 'USD')}
                  className={cell}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </fieldset>
  );
}

function LedgerCard({ ledger, product }: { ledger: Ledger; product: AdminProduct }) {
  const t = useAdminT();
  const lang = useAdminLang();
  const option = product.options.find((o) => o.sub_sku === ledger.sub_sku);
  return (
    <div id="ledger">
      <Card
        title={t('admin.cat.ledger_title', {
          option: option ? localizedName(option.name, lang) : ledger.sub_sku,
        })}
      >
        <div className="overflow-x-auto">
          <table className="w-full min-w-[560px] text-sm">
            <caption className="sr-only">{t('admin.cat.ledger_caption', { sku: ledger.sub_sku })}</caption>
            <thead className="text-left">
              <tr>
                <th scope="col" className="py-2 pr-3 font-medium">
                  {t('admin.cat.when')}
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  {t('admin.cat.change')}
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  {t('admin.cat.balance')}
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  {t('admin.cat.reason')}
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  {t('admin.cat.by')}
                </th>
              </tr>
            </thead>
            <tbody>
              {ledger.items.length === 0 && (
                <tr>
                  <td colSpan={5} className="py-4 text-center text-muted">
                    {t('admin.empty')}
                  </td>
                </tr>
              )}
              {ledger.items.map((r) => (
                <tr key={r.id} className="border-t border-line">
                  <td className="py-2 pr-3">
                    {new Date(r.created_at).toLocaleString(lang === 'hk' ? 'zh-HK' : 'en-HK', {
                      timeZone: 'Asia/Hong_Kong',
                    })}
                  </td>
                  <td className="py-2 pr-3">{r.delta > 0 ? `+${r.delta}` : r.delta}</td>
                  <td className="py-2 pr-3">{r.balance_after}</td>
                  <td className="py-2 pr-3">
                    {r.reason}
                    {r.order_id && <span className="text-muted"> · {r.order_id}</span>}
                  </td>
                  <td className="py-2 pr-3">{r.actor}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Card>
    </div>
  );
}

/** Reads the staff CSRF cookie for the one call the browser makes itself (an image is too big for a page form). */
function staffCsrf(): string {
  return document.cookie.match(/(?:^|;\s*)shop_staff_csrf=([^;]+)/)?.[1] ?? '';
}

function ImagesCard({
  product,
  canEdit,
  busy,
  result,
}: {
  product: AdminProduct;
  canEdit: boolean;
  busy: boolean;
  result: Result | undefined;
}) {
  const t = useAdminT();
  const id = useId();
  const revalidator = useRevalidator();
  const [upload, setUpload] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [sending, setSending] = useState(false);
  const images = product.images;
  const orderForm = (order: string[], label: string, key: string) => (
    <Form method="post" key={key}>
      <input type="hidden" name="intent" value="images" />
      {order.map((u) => (
        <input key={u} type="hidden" name="image" value={u} />
      ))}
      <button type="submit" className={`${ADMIN_BUTTON_QUIET} min-h-9 px-3`} disabled={busy}>
        {label}
      </button>
    </Form>
  );
  async function onUpload(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const file = (e.currentTarget.elements.namedItem('file') as HTMLInputElement).files?.[0];
    if (!file) return;
    setSending(true);
    setUpload(null);
    try {
      const res = await fetch(`/api/v1/admin/products/${encodeURIComponent(product.id)}/images`, {
        method: 'POST',
        headers: { 'content-type': file.type || 'application/octet-stream', 'x-csrf-token': staffCsrf() },
        body: file,
      });
      if (res.ok) {
        setUpload({ tone: 'success', text: t('admin.cat.uploaded') });
        revalidator.revalidate();
      } else {
        setUpload({
          tone: 'error',
          text: res.status === 413 ? t('admin.cat.err.too_big') : t('admin.cat.err.not_image'),
        });
      }
    } finally {
      setSending(false);
    }
  }
  return (
    <Card title={t('admin.cat.images')}>
      {result?.intent === 'images' && (
        <Notice tone={result.ok ? 'success' : 'error'}>{result.message}</Notice>
      )}
      <ol className="mt-2 flex flex-wrap gap-4">
        {images.map((u, i) => (
          <li key={u} className="flex flex-col items-center gap-2 rounded-lg border border-line p-2">
            <img
              src={u}
              alt={t('admin.cat.image_n', { n: i + 1 })}
              width={96}
              height={96}
              className="rounded-md"
            />
            {canEdit && (
              <span className="flex gap-1">
                {i > 0 &&
                  orderForm(
                    [...images.slice(0, i - 1), u, images[i - 1]!, ...images.slice(i + 1)],
                    t('admin.cat.move_earlier'),
                    'up',
                  )}
                {orderForm(
                  images.filter((x) => x !== u),
                  t('admin.cat.remove'),
                  'rm',
                )}
              </span>
            )}
          </li>
        ))}
      </ol>
      {canEdit && (
        <form onSubmit={onUpload} className="mt-4 flex flex-wrap items-end gap-3">
          <AdminField id={`${id}-file`} label={t('admin.cat.upload_label')} hint={t('admin.cat.upload_hint')}>
            <input
              id={`${id}-file`}
              name="file"
              type="file"
              required
              accept="image/jpeg,image/png,image/webp,image/avif"
              className="text-sm"
              aria-describedby={`${id}-file-hint`}
            />
          </AdminField>
          <button type="submit" className={ADMIN_BUTTON_QUIET} disabled={sending}>
            {t('admin.cat.upload')}
          </button>
          {upload && <Notice tone={upload.tone}>{upload.text}</Notice>}
        </form>
      )}
    </Card>
  );
}
