// /admin/products/:id/seo: the search-result title and description per script, with their length against what a
// search engine shows and a preview of the result (PATCH /api/v1/admin/products/:id {seo}). Empty falls back to
// the name and the description.
import { useId, useState } from 'react';
import { useFetcher } from 'react-router';
import { productPatchBody } from '@shop/core/contract/admin-product';
import type { Route } from './+types/seo';
import { adminFormAction } from '../../../lib/admin-form.server.ts';
import { fieldError, type FormResult } from '../../../lib/admin-form.ts';
import { useAdminT } from '../../../lib/admin-i18n.tsx';
import { FormOutcome } from '../../../components/admin/admin-form.tsx';
import { ADMIN_BUTTON, ADMIN_INPUT, Card, describedBy } from '../../../components/admin/ui.tsx';
import { MissingMark } from '../../../components/admin/product/editor-ui.tsx';
import { isMissing, useEditorContext } from '../../../components/admin/product/editor-context.ts';
import { SCRIPTS, type Script } from '../../../components/admin/product/editor-types.ts';

const schema = productPatchBody.pick({ seo: true });

/** An emptied field is saved empty (falls back), not left as it was. */
function prepare(values: Record<string, unknown>, form: FormData) {
  const text = (f: 'title' | 'description') =>
    Object.fromEntries(SCRIPTS.map((s) => [s, String(form.get(`seo.${f}.${s}`) ?? '').trim()]));
  return { ...values, seo: { title: text('title'), description: text('description') } };
}

export async function action(args: Route.ActionArgs) {
  const id = encodeURIComponent(args.params.id);
  return adminFormAction(args, {
    schema,
    prepare,
    send: (client, body) => client.send('PATCH', `/api/v1/admin/products/${id}`, body),
  });
}

/** What search engines show before they cut: the counters warn past these, the API refuses past 120 / 320. */
const SHOWN = { title: 60, description: 160 };
const MAX = { title: 120, description: 320 };
const PREFIX: Record<Script, string> = { eng: '/en', chi: '', cn: '/cn' };
const LANG: Record<Script, string> = { eng: 'en', chi: 'zh-Hant', cn: 'zh-Hans' };

/** The copy's first words as plain text: what the page's description falls back to. */
const plain = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();

export default function Seo(_: Route.ComponentProps) {
  const t = useAdminT();
  const { product, canEdit } = useEditorContext();
  const fetcher = useFetcher<FormResult>();
  const result = fetcher.data;
  const editable = canEdit && !product.archived;
  return (
    <Card title={t('admin.pe.tab.seo')}>
      <p className="mb-4 text-sm text-muted">{t('admin.pe.seo_intro')}</p>
      <fetcher.Form method="post" className="flex flex-col gap-6" aria-label={t('admin.pe.tab.seo')}>
        <fieldset disabled={!editable} className="contents">
          {SCRIPTS.map((s) => (
            <ScriptSeo key={s} script={s} result={result} />
          ))}
        </fieldset>
        {editable && (
          <div className="flex flex-wrap items-center gap-4">
            <button type="submit" className={ADMIN_BUTTON} disabled={fetcher.state !== 'idle'}>
              {t('admin.save')}
            </button>
            {result && (result.ok || !result.field) && <FormOutcome result={result} />}
          </div>
        )}
      </fetcher.Form>
    </Card>
  );
}

function ScriptSeo({ script, result }: { script: Script; result: FormResult | undefined }) {
  const t = useAdminT();
  const id = useId();
  const { product } = useEditorContext();
  const [title, setTitle] = useState(product.seo.title[script]);
  const [description, setDescription] = useState(product.seo.description[script]);
  const name = product.name[script] || product.name.chi || product.name.eng;
  const fallbackDescription = plain(product.content[script].description || product.content[script].why);
  const shownTitle = title.trim() || name;
  const shownDescription = description.trim() || fallbackDescription;
  const cut = (text: string, n: number) => (text.length > n ? `${text.slice(0, n - 1)}…` : text);
  const path = `${PREFIX[script]}${product.path.replace(/^\/(en|cn|zh)(?=\/)/, '')}`;
  const field = (f: 'title' | 'description', value: string, set: (v: string) => void) => {
    const fid = `${id}-${f}`;
    const err = fieldError(result, `seo.${f}.${script}`, `seo.${f}`);
    const over = value.length > SHOWN[f];
    const Input = f === 'title' ? 'input' : 'textarea';
    return (
      <div>
        <label htmlFor={fid} className="text-sm font-medium">
          {t(f === 'title' ? 'admin.pe.seo_title' : 'admin.pe.seo_description')}
          <MissingMark show={isMissing(product, `seo.${f}.${script}`) && value.trim() === ''} />
        </label>
        <Input
          id={fid}
          name={`seo.${f}.${script}`}
          value={value}
          onChange={(e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => set(e.target.value)}
          maxLength={MAX[f]}
          lang={LANG[script]}
          rows={f === 'description' ? 3 : undefined}
          className={`${ADMIN_INPUT} mt-1 ${f === 'description' ? 'py-2' : ''}`}
          aria-invalid={err ? true : undefined}
          aria-describedby={describedBy(fid, err, true)}
        />
        <p id={`${fid}-hint`} className={`mt-1 text-xs ${over ? 'text-danger' : 'text-muted'}`}>
          {t(over ? 'admin.pe.seo_count_over' : 'admin.pe.seo_count', { n: value.length, shown: SHOWN[f] })}
        </p>
        {err && (
          <p id={`${fid}-error`} className="mt-1 text-sm text-danger">
            {err}
          </p>
        )}
      </div>
    );
  };
  return (
    <fieldset className="grid gap-4 rounded-lg border border-line p-4 lg:grid-cols-2">
      <legend className="px-1 text-sm font-medium">{t(`admin.pe.script.${script}`)}</legend>
      <div className="flex flex-col gap-3">
        {field('title', title, setTitle)}
        {field('description', description, setDescription)}
      </div>
      <figure className="min-w-0 rounded-lg bg-surface-2 p-4" lang={LANG[script]}>
        <figcaption className="mb-2 text-xs text-muted">{t('admin.pe.seo_preview')}</figcaption>
        <p className="truncate text-xs text-muted">{path}</p>
        <p className="text-lg font-medium leading-snug [overflow-wrap:anywhere]">
          {cut(shownTitle, SHOWN.title)}
        </p>
        <p className="text-sm [overflow-wrap:anywhere]">{cut(shownDescription, SHOWN.description)}</p>
      </figure>
    </fieldset>
  );
}
