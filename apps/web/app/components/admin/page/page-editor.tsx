// The content page editor: three scripts of title, rich text and search fields in one form, the address, and the
// publishing actions (each confirmed first). The Simplified fields can be filled from the Traditional ones as typed.
import { useState } from 'react';
import { Link, useFetcher } from 'react-router';
import type { AdminPageOut } from '@shop/core/contract/page';
import { fieldError, type FormResult } from '../../../lib/admin-form.ts';
import { useAdminLang, useAdminT } from '../../../lib/admin-i18n.tsx';
import { FormOutcome } from '../admin-form.tsx';
import { ADMIN_BUTTON, ADMIN_INPUT, AdminField, Card, describedBy, Notice, PageHeader } from '../ui.tsx';
import { ConfirmAction, FillSimplifiedButton } from '../product/editor-ui.tsx';
import { RichTextEditor } from '../rich-text-editor.tsx';
import { hkTime, pagePathOf, pageTitle } from './page-format.ts';
import { PreviewLinks } from './preview-links.tsx';

const SCRIPTS = ['eng', 'chi', 'cn'] as const;
type Script = (typeof SCRIPTS)[number];
type Plain = 'title' | 'seo_title' | 'seo_description';
const LANG: Record<Script, string> = { eng: 'en', chi: 'zh-Hant-HK', cn: 'zh-Hans' };

export function PageEditor({ page }: { page: AdminPageOut }) {
  const t = useAdminT();
  const lang = useAdminLang();
  const save = useFetcher<FormResult>({ key: `page-save-${page.id}` });
  const result = save.data;
  const [plain, setPlain] = useState(() => ({
    title: { ...page.draft.title },
    seo_title: { ...page.draft.seo_title },
    seo_description: { ...page.draft.seo_description },
  }));
  const [body, setBody] = useState({ ...page.draft.body });
  const [replaceCn, setReplaceCn] = useState<{ html: string; n: number }>();
  const setField = (f: Plain, s: Script, v: string) =>
    setPlain((old) => ({ ...old, [f]: { ...old[f], [s]: v } }));
  const path = pagePathOf(page);
  const name = pageTitle(page, lang) || t('admin.pages.untitled');

  function fillCn(texts: string[]) {
    const [title = '', seoTitle = '', seoDescription = '', html = ''] = texts;
    setPlain((old) => ({
      title: { ...old.title, cn: title },
      seo_title: { ...old.seo_title, cn: seoTitle },
      seo_description: { ...old.seo_description, cn: seoDescription },
    }));
    setReplaceCn((old) => ({ html, n: (old?.n ?? 0) + 1 }));
  }

  return (
    <div className="flex flex-col gap-6">
      <p>
        <Link to="/admin/pages" className="text-sm underline">
          {t('admin.pages.back')}
        </Link>
      </p>
      <PageHeader title={name} />
      <p className="text-sm text-muted">
        {t('admin.pages.status_now', { status: t(`admin.pages.status.${page.status}`) })}
        {page.published_at && (
          <> · {t('admin.pages.last_published', { when: hkTime(page.published_at, lang) })}</>
        )}
      </p>

      <save.Form method="post" className="flex flex-col gap-6" aria-label={name}>
        <input type="hidden" name="version" value={page.version} />
        <Card title={t('admin.pages.handle')}>
          {page.seeded ? (
            <p className="text-sm">{t('admin.pages.handle_fixed', { path })}</p>
          ) : (
            <AdminField
              id="page-handle"
              label={t('admin.pages.handle')}
              hint={t('admin.pages.handle_hint')}
              error={fieldError(result, 'handle')}
            >
              <input
                id="page-handle"
                name="handle"
                defaultValue={page.handle}
                required
                maxLength={80}
                pattern="[a-z0-9]+(-[a-z0-9]+)*"
                autoCapitalize="none"
                spellCheck={false}
                className={ADMIN_INPUT}
                aria-invalid={fieldError(result, 'handle') ? true : undefined}
                aria-describedby={describedBy('page-handle', fieldError(result, 'handle'), true)}
              />
            </AdminField>
          )}
        </Card>

        {SCRIPTS.map((s) => (
          <Card key={s} title={t(`admin.pages.script.${s}`)}>
            <div className="flex flex-col gap-4" lang={LANG[s]}>
              {s === 'cn' && (
                <div
                  className="rounded-lg border border-line p-3 text-sm"
                  lang={lang === 'hk' ? 'zh-Hant-HK' : 'en'}
                >
                  <p className="mb-2 text-muted">{t('admin.pages.fill_cn_hint')}</p>
                  <FillSimplifiedButton
                    label={t('admin.pages.fill_cn')}
                    read={() => [plain.title.chi, plain.seo_title.chi, plain.seo_description.chi, body.chi]}
                    fill={fillCn}
                  />
                </div>
              )}
              <PlainField
                field="title"
                script={s}
                value={plain.title[s]}
                onChange={setField}
                result={result}
              />
              <div>
                <RichTextEditor
                  name={`body.${s}`}
                  label={`${t('admin.pages.field.body')} (${t(`admin.pages.script.${s}`)})`}
                  lang={LANG[s]}
                  initial={page.draft.body[s]}
                  replace={s === 'cn' ? replaceCn : undefined}
                  onChange={(v) => setBody((old) => ({ ...old, [s]: v }))}
                />
                {fieldError(result, `body.${s}`) && (
                  <p className="mt-1 text-sm text-danger">{fieldError(result, `body.${s}`)}</p>
                )}
              </div>
              <PlainField
                field="seo_title"
                script={s}
                value={plain.seo_title[s]}
                onChange={setField}
                result={result}
              />
              <PlainField
                field="seo_description"
                script={s}
                value={plain.seo_description[s]}
                onChange={setField}
                result={result}
                long
              />
            </div>
          </Card>
        ))}

        <div className="flex flex-wrap items-center gap-4">
          <button
            type="submit"
            name="intent"
            value="save"
            className={ADMIN_BUTTON}
            disabled={save.state !== 'idle'}
          >
            {t('admin.pages.save')}
          </button>
          {result && (result.ok || !result.field) && <FormOutcome result={result} />}
          {result && !result.ok && result.field && <Notice tone="error">{result.message}</Notice>}
        </div>
      </save.Form>

      <Card title={t('admin.pages.preview')}>
        <p className="mb-3 text-sm text-muted">{t('admin.pages.preview_hint')}</p>
        <PreviewLinks handle={page.handle} token={page.preview_token} />
      </Card>

      <div className="flex flex-wrap items-start gap-3">
        <ConfirmAction
          action={`/admin/pages/${encodeURIComponent(page.id)}`}
          label={t('admin.pages.publish')}
          title={t('admin.pages.publish_title')}
          body={t('admin.pages.publish_body', { path })}
          confirm={t('admin.pages.publish')}
          fields={{ intent: 'publish' }}
          onResult={(r) => r && <FormOutcome result={r} />}
        />
        {page.published && (
          <ConfirmAction
            action={`/admin/pages/${encodeURIComponent(page.id)}`}
            label={t('admin.pages.unpublish')}
            title={t('admin.pages.unpublish_title')}
            body={t('admin.pages.unpublish_body', { path })}
            confirm={t('admin.pages.unpublish')}
            fields={{ intent: 'unpublish' }}
            onResult={(r) => r && <FormOutcome result={r} />}
          />
        )}
        {!page.seeded && (
          <ConfirmAction
            action={`/admin/pages/${encodeURIComponent(page.id)}`}
            label={t('admin.pages.delete')}
            title={t('admin.pages.delete_title')}
            body={t('admin.pages.delete_body', { path })}
            confirm={t('admin.pages.delete')}
            fields={{ intent: 'delete', name }}
            danger
          />
        )}
      </div>
    </div>
  );
}

function PlainField({
  field,
  script,
  value,
  onChange,
  result,
  long = false,
}: {
  field: Plain;
  script: Script;
  value: string;
  onChange: (f: Plain, s: Script, v: string) => void;
  result: FormResult | undefined;
  long?: boolean;
}) {
  const t = useAdminT();
  const id = `page-${field}-${script}`;
  const error = fieldError(result, `${field}.${script}`);
  const hint = field === 'title' ? undefined : t('admin.pages.seo_hint');
  const props = {
    id,
    name: `${field}.${script}`,
    value,
    lang: LANG[script],
    maxLength: field === 'seo_description' ? 500 : 200,
    className: ADMIN_INPUT,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, error, !!hint),
  };
  return (
    <AdminField
      id={id}
      label={`${t(`admin.pages.field.${field}`)} (${t(`admin.pages.script.${script}`)})`}
      hint={hint}
      error={error}
    >
      {long ? (
        <textarea {...props} rows={3} onChange={(e) => onChange(field, script, e.target.value)} />
      ) : (
        <input {...props} onChange={(e) => onChange(field, script, e.target.value)} />
      )}
    </AdminField>
  );
}
