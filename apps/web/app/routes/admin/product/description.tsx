// /admin/products/:id/description: the product page's copy in one script at a time (English, Traditional,
// Simplified; ?script=), its four sections written in a rich text editor. Simplified can be filled from the saved
// Traditional copy, a section or all of them (OpenCC). PATCH /api/v1/admin/products/:id {content}.
import { useState } from 'react';
import { Link, useFetcher, useSearchParams } from 'react-router';
import { productPatchBody } from '@shop/core/contract/admin-product';
import type { Route } from './+types/description';
import { adminFormAction } from '../../../lib/admin-form.server.ts';
import { fieldError, type FormResult } from '../../../lib/admin-form.ts';
import { useAdminT } from '../../../lib/admin-i18n.tsx';
import { FormOutcome } from '../../../components/admin/admin-form.tsx';
import { ADMIN_BUTTON, Card } from '../../../components/admin/ui.tsx';
import { FillSimplifiedButton, MissingMark } from '../../../components/admin/product/editor-ui.tsx';
import { isMissing, useEditorContext } from '../../../components/admin/product/editor-context.ts';
import {
  COPY_SECTIONS,
  SCRIPTS,
  type CopySection,
  type Script,
} from '../../../components/admin/product/editor-types.ts';
import { RichTextEditor } from '../../../components/admin/rich-text-editor.tsx';

const schema = productPatchBody.pick({ content: true });

/** A section emptied on purpose is saved empty (a blank input would otherwise mean "leave it"). */
function prepare(values: Record<string, unknown>, form: FormData) {
  const content: Record<string, Record<string, string>> = {};
  for (const s of SCRIPTS)
    for (const sec of COPY_SECTIONS) {
      const v = form.get(`content.${s}.${sec}`);
      if (v !== null) (content[s] ??= {})[sec] = String(v);
    }
  return { ...values, content };
}

export async function action(args: Route.ActionArgs) {
  const id = encodeURIComponent(args.params.id);
  return adminFormAction(args, {
    schema,
    prepare,
    send: (client, body) => client.send('PATCH', `/api/v1/admin/products/${id}`, body),
  });
}

const LANG: Record<Script, string> = { eng: 'en', chi: 'zh-Hant', cn: 'zh-Hans' };

export default function Description(_: Route.ComponentProps) {
  const t = useAdminT();
  const { product } = useEditorContext();
  const [search] = useSearchParams();
  const wanted = search.get('script');
  const script: Script = SCRIPTS.includes(wanted as Script) ? (wanted as Script) : 'eng';
  return (
    <Card title={t('admin.pe.tab.description')}>
      <nav aria-label={t('admin.pe.scripts')} className="mb-4">
        <ul className="flex flex-wrap gap-2">
          {SCRIPTS.map((s) => {
            const missing = COPY_SECTIONS.filter((sec) => isMissing(product, `content.${s}.${sec}`)).length;
            return (
              <li key={s}>
                <Link
                  to={`?script=${s}`}
                  preventScrollReset
                  aria-current={s === script ? 'page' : undefined}
                  className={`inline-flex min-h-11 items-center gap-2 rounded-full border px-4 text-sm ${
                    s === script ? 'border-text font-medium' : 'border-line text-muted hover:text-text'
                  }`}
                >
                  {t(`admin.pe.script.${s}`)}
                  {missing > 0 && <span className="text-xs">{t('admin.pe.missing_n', { n: missing })}</span>}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      {/* each script is its own form: switching scripts starts from the saved copy */}
      <ScriptForm key={script} script={script} />
    </Card>
  );
}

function ScriptForm({ script }: { script: Script }) {
  const t = useAdminT();
  const { product, canEdit } = useEditorContext();
  const fetcher = useFetcher<FormResult>();
  const result = fetcher.data;
  const saved = product.content[script];
  const [html, setHtml] = useState<Record<CopySection, string>>(saved);
  const [replace, setReplace] = useState<Partial<Record<CopySection, { html: string; n: number }>>>({});
  const fill = (sections: readonly CopySection[], texts: string[]) =>
    setReplace((old) => {
      const next = { ...old };
      sections.forEach((sec, i) => {
        next[sec] = { html: texts[i] ?? '', n: (old[sec]?.n ?? 0) + 1 };
      });
      return next;
    });
  const traditional = product.content.chi;
  const editable = canEdit && !product.archived;
  const withTraditional = COPY_SECTIONS.filter((sec) => traditional[sec].trim() !== '');
  return (
    <fetcher.Form method="post" className="flex flex-col gap-6" aria-label={t(`admin.pe.script.${script}`)}>
      {script === 'cn' && editable && (
        <div className="rounded-lg border border-line p-3 text-sm">
          <p className="mb-2 text-muted">{t('admin.pe.fill_all_hint')}</p>
          <FillSimplifiedButton
            label={t('admin.pe.fill_all')}
            read={() => withTraditional.map((sec) => traditional[sec])}
            fill={(texts) => fill(withTraditional, texts)}
          />
        </div>
      )}
      {COPY_SECTIONS.map((sec) => {
        const label = t(`admin.pe.section.${sec}`);
        return (
          <div key={sec} className="flex flex-col gap-1">
            <RichTextEditor
              name={`content.${script}.${sec}`}
              label={label}
              lang={LANG[script]}
              initial={saved[sec]}
              replace={replace[sec]}
              images={product.images}
              disabled={!editable}
              onChange={(v) => setHtml((old) => ({ ...old, [sec]: v }))}
              marker={
                <MissingMark
                  show={isMissing(product, `content.${script}.${sec}`) && html[sec].trim() === ''}
                />
              }
            />
            {fieldError(result, `content.${script}.${sec}`) && (
              <p className="text-sm text-danger">{fieldError(result, `content.${script}.${sec}`)}</p>
            )}
            {script === 'cn' && editable && traditional[sec].trim() !== '' && (
              <FillSimplifiedButton
                short={t('admin.pe.fill_from_traditional')}
                label={t('admin.pe.fill_simplified_named', { field: label })}
                read={() => [traditional[sec]]}
                fill={(texts) => fill([sec], texts)}
              />
            )}
          </div>
        );
      })}
      {editable && (
        <div className="flex flex-wrap items-center gap-4">
          <button type="submit" className={ADMIN_BUTTON} disabled={fetcher.state !== 'idle'}>
            {t('admin.pe.save_script', { script: t(`admin.pe.script.${script}`) })}
          </button>
          {result && (result.ok || !result.field?.startsWith(`content.${script}.`)) && (
            <FormOutcome result={result} />
          )}
        </div>
      )}
    </fetcher.Form>
  );
}
