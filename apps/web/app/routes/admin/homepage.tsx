// /admin/homepage: the home page's sections in order (drag and drop, or Move up / Move down), each edited in place
// (texts in three scripts, an uploaded picture, products and links picked by name, a schedule in HK time), saved as
// one list. The browser sends the list itself (a JSON PUT with the staff CSRF pair): the page is an editor.
import { useState } from 'react';
import { Link } from 'react-router';
import type { AdminHomepageOut, HomepageSectionKind } from '@shop/core/contract/admin-homepage';
import type { Route } from './+types/homepage';
import { adminApi } from '../../lib/admin-api.server.ts';
import { staffCsrf } from '../../lib/admin-browser.ts';
import { adminErrorText } from '../../lib/admin-error-text.ts';
import { useAdminT } from '../../lib/admin-i18n.tsx';
import { ADMIN_BUTTON, ADMIN_BUTTON_QUIET, Notice, PageHeader } from '../../components/admin/ui.tsx';
import { KIND_LABEL, SectionList } from '../../components/admin/homepage/section-list.tsx';
import {
  blank,
  fromSaved,
  sectionOfField,
  toBody,
  type Draft,
  type Lookups,
} from '../../components/admin/homepage/section-model.ts';
export { AdminRouteError as ErrorBoundary } from '../../components/admin/route-error.tsx';

export function meta() {
  return [{ title: 'Homepage' }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const view = await adminApi(context, request).get<AdminHomepageOut>('/api/v1/admin/homepage/sections');
  return { view, now: Date.now() };
}

const KINDS: HomepageSectionKind[] = ['hero', 'banner', 'product_list', 'stories'];

export default function HomepagePage({ loaderData }: Route.ComponentProps) {
  const t = useAdminT();
  const { sections, ...initialLookups } = loaderData.view;
  const [drafts, setDrafts] = useState<Draft[]>(() => sections.map(fromSaved));
  const [lookups, setLookups] = useState<Lookups>(initialLookups);
  const [open, setOpen] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [dirty, setDirty] = useState(false);
  const [result, setResult] = useState<
    { ok: true } | { ok: false; text: string; at: number | null; field: string } | null
  >(null);
  const change = (next: Draft[]) => {
    setDrafts(next);
    setDirty(true);
  };
  async function save() {
    setSaving(true);
    setResult(null);
    try {
      const res = await fetch('/api/v1/admin/homepage/sections', {
        method: 'PUT',
        headers: { 'content-type': 'application/json', 'x-csrf-token': staffCsrf() },
        body: JSON.stringify({ sections: drafts.map(toBody) }),
      });
      const body = (await res.json().catch(() => ({}))) as AdminHomepageOut & {
        code?: string;
        field?: string;
        error?: string;
      };
      if (res.ok) {
        const { sections: saved, ...rest } = body;
        setDrafts(saved.map(fromSaved));
        setLookups(rest);
        setDirty(false);
        setResult({ ok: true });
      } else {
        const at = sectionOfField(body.field);
        const field = at === null ? '' : (body.field ?? '').replace(/^sections\.\d+\./, '');
        setResult({ ok: false, text: adminErrorText(body, t), at, field });
      }
    } catch {
      setResult({ ok: false, text: t('admin.errors.generic'), at: null, field: '' });
    } finally {
      setSaving(false);
    }
  }
  const error = result && !result.ok ? result : null;
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t('admin.home.page_title')}
        actions={
          <Link to="/" className={`${ADMIN_BUTTON_QUIET} min-h-9 px-3`} target="_blank" rel="noopener">
            {t('admin.home.view_store')}
          </Link>
        }
      />
      <p className="max-w-3xl text-sm text-muted">{t('admin.home.intro')}</p>
      <div className="flex flex-wrap gap-2" role="group" aria-label={t('admin.home.add_section')}>
        {KINDS.map((k) => (
          <button
            key={k}
            type="button"
            className={`${ADMIN_BUTTON_QUIET} min-h-9 px-3`}
            onClick={() => {
              // a new section joins at the end, its editor open; drag it (or move it up) to its place
              const d = blank(k);
              change([...drafts, d]);
              setOpen(d.key);
            }}
          >
            {t('admin.home.add_kind', { kind: t(KIND_LABEL[k]) })}
          </button>
        ))}
      </div>
      <SectionList
        drafts={drafts}
        lookups={lookups}
        now={loaderData.now}
        errorAt={error?.at ?? null}
        error={error && error.at !== null ? { field: error.field, text: error.text } : undefined}
        onChange={change}
        open={open}
        setOpen={setOpen}
        onLookups={(l) => setLookups((x) => ({ ...x, ...l }))}
      />
      <div className="sticky bottom-0 flex flex-wrap items-center gap-3 border-t border-line bg-surface py-3">
        <button type="button" className={ADMIN_BUTTON} disabled={saving} onClick={() => void save()}>
          {saving ? t('admin.home.saving') : t('admin.home.save')}
        </button>
        {dirty && !saving && <span className="text-sm text-muted">{t('admin.home.unsaved')}</span>}
        {result?.ok && <Notice tone="success">{t('admin.home.saved')}</Notice>}
        {error && (
          <Notice tone="error">
            {error.at !== null ? t('admin.home.error_in', { n: error.at + 1, text: error.text }) : error.text}
          </Notice>
        )}
      </div>
    </div>
  );
}
