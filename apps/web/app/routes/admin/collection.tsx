// /admin/collections/new and /admin/collections/:id: a collection's titles and description in three scripts, its
// address, its products (picked and ordered, or chosen by conditions with a live preview), image, SEO and visibility.
import { useId, useState } from 'react';
import { data, Form, Link, redirect, useNavigation, useSearchParams } from 'react-router';
import type { Route } from './+types/collection';
import {
  collectionCreateBody,
  collectionPatchBody,
  type AdminCollection,
  type CollectionChoices,
  type CollectionProductsOut,
  type TaxonomyDeleteOut,
} from '@shop/core/contract/admin-collection';
import { adminApi } from '../../lib/admin-api.server.ts';
import { collectionErrorText, draftOf, rulesOf, type RulesDraft } from '../../lib/admin-collections.ts';
import { fieldError, type FormResult } from '../../lib/admin-form.ts';
import {
  adminLangOf,
  adminTranslate,
  useAdminLang,
  useAdminStaff,
  useAdminT,
} from '../../lib/admin-i18n.tsx';
import { collectionText } from '../../lib/menu.ts';
import {
  ADMIN_BUTTON,
  ADMIN_BUTTON_DANGER,
  ADMIN_BUTTON_QUIET,
  ADMIN_INPUT,
  AdminField,
  Card,
  describedBy,
  Notice,
  PageHeader,
} from '../../components/admin/ui.tsx';
import { RulesBuilder } from '../../components/admin/collection/rules-builder.tsx';
import { ProductPicker, type PickedProduct } from '../../components/admin/collection/product-picker.tsx';
import { CollectionImage } from '../../components/admin/collection/collection-image.tsx';
import { RichTextEditor } from '../../components/admin/rich-text-editor.tsx';
import { NameFields } from '../../components/admin/product/name-fields.tsx';
export { AdminRouteError as ErrorBoundary } from '../../components/admin/route-error.tsx';

const SCRIPTS = ['eng', 'chi', 'cn'] as const;
const SCRIPT_LANG = { eng: 'en', chi: 'zh-Hant', cn: 'zh-Hans' } as const;

export function meta({ loaderData }: Route.MetaArgs) {
  const name = loaderData?.collection ? collectionText(loaderData.collection.title, 'en') : 'New collection';
  return [{ title: `${name} · Collections` }];
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const client = adminApi(context, request);
  const isNew = params.id === 'new';
  const path = `/api/v1/admin/collections/${encodeURIComponent(params.id)}`;
  const [choices, collection, members] = await Promise.all([
    client.get<CollectionChoices>('/api/v1/admin/catalogue/choices'),
    isNew ? null : client.get<AdminCollection>(path),
    isNew ? null : client.get<CollectionProductsOut>(`${path}/products`),
  ]);
  return { choices, collection, members: members?.items ?? [] };
}

const three = (form: FormData, prefix: string) =>
  Object.fromEntries(SCRIPTS.map((s) => [s, String(form.get(`${prefix}.${s}`) ?? '').trim()]));

/** The form as the API's request: rules from the builder's draft (a price typed in HK dollars becomes cents). */
function readForm(form: FormData, isNew: boolean) {
  const kind = String(form.get('kind') ?? 'manual');
  let draft: RulesDraft | undefined;
  try {
    draft = kind === 'automatic' ? (JSON.parse(String(form.get('rules') ?? '')) as RulesDraft) : undefined;
  } catch {
    draft = undefined;
  }
  const rules = draft ? rulesOf(draft) : undefined;
  if (kind === 'automatic' && (!rules || !rules.ok))
    return {
      ok: false as const,
      draft,
      error: {
        code: 'invalid',
        field: rules && rules.index >= 0 ? `rules.conditions.${rules.index}.value` : 'rules',
      },
    };
  const handle = String(form.get('handle') ?? '').trim();
  const body = {
    title: three(form, 'title'),
    description: three(form, 'description'),
    ...(handle || !isNew ? { handle: handle || undefined } : {}),
    kind,
    ...(kind === 'automatic'
      ? { rules: rules?.ok ? rules.rules : null }
      : { product_ids: form.getAll('product_ids').map(String) }),
    seo: { title: three(form, 'seo.title'), description: three(form, 'seo.description') },
    published: form.get('published') === 'on',
    home_menu: form.get('home_menu') === 'on',
    // the menus list collections by this order, highest first; a blank keeps 0
    priority: Number(String(form.get('priority') ?? '').trim() || 0),
  };
  const parsed = (isNew ? collectionCreateBody : collectionPatchBody).safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return {
      ok: false as const,
      draft,
      error: { code: 'invalid', field: (issue?.path ?? []).map(String).join('.') },
    };
  }
  return { ok: true as const, body: parsed.data, draft };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const form = await request.formData();
  const t = adminTranslate(adminLangOf(request));
  const client = adminApi(context, request);
  const isNew = params.id === 'new';
  const path = `/api/v1/admin/collections/${encodeURIComponent(params.id)}`;
  const intent = String(form.get('intent') ?? 'save');
  if (intent === 'delete') {
    const res = await client.send<TaxonomyDeleteOut>('DELETE', path);
    if (!res.ok)
      return data<FormResult>(
        { ok: false, message: collectionErrorText(res.error, t) },
        { status: res.status },
      );
    throw redirect(`/admin/collections?deleted=${encodeURIComponent(String(form.get('name') ?? ''))}`);
  }
  if (intent === 'remove-image') {
    const res = await client.send<AdminCollection>('PATCH', path, { image: null });
    if (!res.ok)
      return data<FormResult>(
        { ok: false, message: collectionErrorText(res.error, t) },
        { status: res.status },
      );
    return data<FormResult>({ ok: true, message: t('admin.coll.saved') });
  }
  const read = readForm(form, isNew);
  if (!read.ok)
    return data<FormResult>(
      { ok: false, field: read.error.field, message: collectionErrorText(read.error, t, read.draft) },
      { status: 400 },
    );
  const res = isNew
    ? await client.send<AdminCollection>('POST', '/api/v1/admin/collections', read.body)
    : await client.send<AdminCollection>('PATCH', path, read.body);
  if (!res.ok)
    return data<FormResult>(
      { ok: false, field: res.error.field, message: collectionErrorText(res.error, t, read.draft) },
      { status: res.status },
    );
  if (isNew) throw redirect(`/admin/collections/${encodeURIComponent(res.data.id)}?created=1`);
  return data<FormResult>({ ok: true, message: t('admin.coll.saved') });
}

export default function CollectionRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <CollectionEditor key={loaderData.collection?.id ?? 'new'} {...loaderData} result={actionData} />;
}

function CollectionEditor({
  collection,
  choices,
  members,
  result,
}: {
  collection: AdminCollection | null;
  choices: CollectionChoices;
  members: CollectionProductsOut['items'];
  result: FormResult | undefined;
}) {
  const t = useAdminT();
  const lang = useAdminLang();
  const staff = useAdminStaff();
  const id = useId();
  const [params] = useSearchParams();
  const busy = useNavigation().state === 'submitting';
  const canEdit = staff.can('catalogue:write');
  const [kind, setKind] = useState<'manual' | 'automatic'>(collection?.kind ?? 'automatic');
  const [draft, setDraft] = useState<RulesDraft>(() => draftOf(collection?.rules ?? null));
  const [picked, setPicked] = useState<PickedProduct[]>(() =>
    collection?.kind === 'manual' ? members.map((m) => ({ id: m.id, sku: m.sku, name: m.name })) : [],
  );
  const [confirming, setConfirming] = useState(false);
  const title = collection ? collectionText(collection.title, lang === 'hk' ? 'hk' : 'en') : '';
  const err = (...fields: string[]) => fieldError(result, ...fields);
  const errorIndex = /^rules\.conditions\.(\d+)/.exec(result && !result.ok ? (result.field ?? '') : '')?.[1];
  const text = (
    name: string,
    label: string,
    value: string,
    opts: { area?: boolean; hint?: string; error?: string } = {},
  ) => {
    const fid = `${id}-${name.replaceAll('.', '-')}`;
    return (
      <AdminField key={fid} id={fid} label={label} hint={opts.hint} error={opts.error}>
        {opts.area ? (
          <textarea
            id={fid}
            name={name}
            rows={4}
            defaultValue={value}
            readOnly={!canEdit}
            className={`${ADMIN_INPUT} min-h-24 py-2`}
            aria-invalid={opts.error ? true : undefined}
            aria-describedby={describedBy(fid, opts.error, !!opts.hint)}
          />
        ) : (
          <input
            id={fid}
            name={name}
            defaultValue={value}
            readOnly={!canEdit}
            className={ADMIN_INPUT}
            aria-invalid={opts.error ? true : undefined}
            aria-describedby={describedBy(fid, opts.error, !!opts.hint)}
          />
        )}
      </AdminField>
    );
  };
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={collection ? title || t('admin.coll.untitled') : t('admin.coll.new_title')}
        actions={
          <>
            <Link to="/admin/collections" className={ADMIN_BUTTON_QUIET}>
              {t('admin.coll.back')}
            </Link>
            {collection?.published && (
              <a href={collection.path} className={ADMIN_BUTTON_QUIET} target="_blank" rel="noreferrer">
                {t('admin.coll.view_in_shop')}
              </a>
            )}
          </>
        }
      />
      {!canEdit && <Notice tone="success">{t('admin.coll.read_only')}</Notice>}
      {params.get('created') && !result && <Notice tone="success">{t('admin.coll.created')}</Notice>}
      {result && <Notice tone={result.ok ? 'success' : 'error'}>{result.message}</Notice>}
      <Form method="post" className="flex flex-col gap-6" aria-label={t('admin.coll.title')}>
        <Card title={t('admin.coll.titles')}>
          {/* the Simplified title can be filled from the Traditional one (OpenCC) */}
          <NameFields
            name="title"
            initial={collection?.title ?? { eng: '', chi: '', cn: '' }}
            labels={{
              eng: t('admin.coll.title_eng'),
              chi: t('admin.coll.title_chi'),
              cn: t('admin.coll.title_cn'),
            }}
            error={(s) => err(`title.${s}`, 'title')}
            readOnly={!canEdit}
          />
          <div className="mt-4 grid gap-4 lg:grid-cols-3">
            {SCRIPTS.map((s) => (
              <div key={s} className="flex min-w-0 flex-col gap-1">
                <RichTextEditor
                  name={`description.${s}`}
                  label={t(`admin.coll.desc_${s}`)}
                  lang={SCRIPT_LANG[s]}
                  initial={collection?.description[s] ?? ''}
                  images={collection?.image ? [collection.image] : []}
                  disabled={!canEdit}
                />
                {err(`description.${s}`) && <p className="text-sm text-danger">{err(`description.${s}`)}</p>}
              </div>
            ))}
          </div>
          <div className="mt-4 max-w-md">
            {text('handle', t('admin.coll.handle'), collection?.handle ?? '', {
              hint: t('admin.coll.handle_hint'),
              error: err('handle'),
            })}
          </div>
        </Card>
        <Card title={t('admin.coll.products')}>
          <fieldset className="mb-4 flex flex-col gap-1" disabled={!canEdit}>
            <legend className="mb-2 text-sm font-medium">{t('admin.coll.kind')}</legend>
            {(['automatic', 'manual'] as const).map((k) => (
              <label key={k} className="flex min-h-11 items-center gap-2 text-sm">
                <input type="radio" name="kind" value={k} checked={kind === k} onChange={() => setKind(k)} />
                {t(k === 'manual' ? 'admin.coll.kind_manual' : 'admin.coll.kind_automatic')}
              </label>
            ))}
          </fieldset>
          {kind === 'automatic' ? (
            <>
              <input type="hidden" name="rules" value={JSON.stringify(draft)} />
              <h3 className="mb-2 text-sm font-medium">{t('admin.coll.conditions')}</h3>
              <RulesBuilder
                draft={draft}
                onChange={setDraft}
                choices={choices}
                canEdit={canEdit}
                errorIndex={errorIndex === undefined ? undefined : Number(errorIndex)}
              />
            </>
          ) : (
            <ProductPicker picked={picked} onChange={setPicked} canEdit={canEdit} />
          )}
        </Card>
        <Card title={t('admin.coll.seo')}>
          <p className="mb-3 text-sm text-muted">{t('admin.coll.seo_hint')}</p>
          <div className="grid gap-4 md:grid-cols-3">
            {SCRIPTS.map((s) =>
              text(`seo.title.${s}`, t(`admin.coll.seo_title_${s}`), collection?.seo.title[s] ?? '', {
                error: err(`seo.title.${s}`),
              }),
            )}
            {SCRIPTS.map((s) =>
              text(
                `seo.description.${s}`,
                t(`admin.coll.seo_desc_${s}`),
                collection?.seo.description[s] ?? '',
                {
                  area: true,
                  error: err(`seo.description.${s}`),
                },
              ),
            )}
          </div>
        </Card>
        <Card title={t('admin.coll.visibility')}>
          <fieldset className="flex flex-col gap-1" disabled={!canEdit}>
            <legend className="sr-only">{t('admin.coll.visibility')}</legend>
            <label className="flex min-h-11 items-center gap-2 text-sm">
              <input type="checkbox" name="published" defaultChecked={collection?.published ?? false} />
              {t('admin.coll.publish')}
            </label>
            <label className="flex min-h-11 items-center gap-2 text-sm">
              <input type="checkbox" name="home_menu" defaultChecked={collection?.home_menu ?? false} />
              {t('admin.coll.home_menu')}
            </label>
            <div className="mt-2 max-w-xs">
              <AdminField id={`${id}-priority`} label={t('admin.tax.priority')} error={err('priority')}>
                <input
                  id={`${id}-priority`}
                  name="priority"
                  inputMode="numeric"
                  defaultValue={String(collection?.priority ?? 0)}
                  readOnly={!canEdit}
                  className={ADMIN_INPUT}
                  aria-invalid={err('priority') ? true : undefined}
                  aria-describedby={describedBy(`${id}-priority`, err('priority'))}
                />
              </AdminField>
            </div>
          </fieldset>
        </Card>
        {canEdit && (
          <div>
            <button type="submit" name="intent" value="save" className={ADMIN_BUTTON} disabled={busy}>
              {collection ? t('admin.coll.save') : t('admin.coll.create')}
            </button>
          </div>
        )}
      </Form>
      <CollectionImage
        collectionId={collection?.id ?? null}
        image={collection?.image ?? null}
        canEdit={canEdit}
      />
      {canEdit && collection && (
        <Card>
          {confirming ? (
            <Form
              method="post"
              className="flex flex-col gap-3"
              role="alertdialog"
              aria-labelledby={`${id}-confirm`}
            >
              <p id={`${id}-confirm`} className="text-sm">
                {t('admin.coll.delete_confirm', { name: title, count: collection.product_count })}
              </p>
              <input type="hidden" name="name" value={title} />
              <span className="flex flex-wrap gap-2">
                <button type="submit" name="intent" value="delete" className={ADMIN_BUTTON_DANGER} autoFocus>
                  {t('admin.coll.delete_yes')}
                </button>
                <button type="button" className={ADMIN_BUTTON_QUIET} onClick={() => setConfirming(false)}>
                  {t('admin.cancel')}
                </button>
              </span>
            </Form>
          ) : (
            <button type="button" className={ADMIN_BUTTON_DANGER} onClick={() => setConfirming(true)}>
              {t('admin.coll.delete')}
            </button>
          )}
        </Card>
      )}
    </div>
  );
}
