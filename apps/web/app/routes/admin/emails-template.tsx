// /admin/emails/:template: one email's subject and opening words per language, with a live preview (sample data,
// unsaved wording included), "Back to the built-in wording" and "Send me a test" (to the staff member's own address).
import { useEffect, useId, useState } from 'react';
import { data, Form, Link, useFetcher, useNavigation } from 'react-router';
import type { Route } from './+types/emails-template';
import { EMAIL_INTRO_MAX, EMAIL_SUBJECT_MAX } from '@shop/core';
import type { EmailPreviewOut, EmailTestOut, EmailWordingOut } from '@shop/core/contract/admin-email';
import { adminApi } from '../../lib/admin-api.server.ts';
import { publicOriginContext } from '../../lib/public-origin.ts';
import { adminErrorText } from '../../lib/admin-error-text.ts';
import { adminLangOf, adminTranslate, useAdminT } from '../../lib/admin-i18n.tsx';
import { fieldError, type FormResult } from '../../lib/admin-form.ts';
import { useAdminFormat } from '../../lib/admin-format.ts';
import { ADMIN_BUTTON, ADMIN_BUTTON_QUIET, Card, Notice, PageHeader } from '../../components/admin/ui.tsx';
import { EmailPreview } from '../../components/admin/email/email-preview.tsx';
import { WordingField } from '../../components/admin/email/wording-field.tsx';
import {
  EMAIL_LANGS,
  emailLangName,
  emailName,
  emailPurpose,
} from '../../components/admin/email/email-words.ts';
export { AdminRouteError as ErrorBoundary } from '../../components/admin/route-error.tsx';

export function meta() {
  return [{ title: 'Email' }];
}

const langOf = (url: URL) => {
  const l = url.searchParams.get('lang');
  return (EMAIL_LANGS as readonly string[]).includes(l ?? '') ? l! : 'hk';
};

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const client = adminApi(context, request);
  const lang = langOf(url);
  const path = `/api/v1/admin/emails/${encodeURIComponent(params.template)}`;
  const wording = await client.get<EmailWordingOut>(path, { lang });
  // the live preview asks with the unsaved wording (draft=1); an unknown placeholder is shown, not thrown
  const draft = url.searchParams.get('draft') === '1';
  const q = new URLSearchParams({ lang });
  if (draft) {
    q.set('subject', url.searchParams.get('subject') ?? '');
    q.set('intro', url.searchParams.get('intro') ?? '');
  }
  const res = await client.send<EmailPreviewOut>('GET', `${path}/preview?${q}`);
  const t = adminTranslate(adminLangOf(request));
  // the email names the shop's public address in full (a mail client needs it); the preview loads the same files
  // from this page's own origin, which the back office's content policy allows
  const origin = context.get(publicOriginContext);
  const local = (p: EmailPreviewOut) => (origin ? { ...p, html: p.html.replaceAll(`${origin}/`, '/') } : p);
  return {
    wording,
    preview: res.ok ? local(res.data) : null,
    previewError: res.ok ? undefined : adminErrorText(res.error, t),
  };
}

type ActionResult = FormResult & { to?: string };

export async function action({ request, context, params }: Route.ActionArgs) {
  const form = await request.formData();
  const t = adminTranslate(adminLangOf(request));
  const client = adminApi(context, request);
  const lang = String(form.get('lang') ?? 'hk');
  const path = `/api/v1/admin/emails/${encodeURIComponent(params.template)}`;
  const intent = form.get('intent');
  const fail = (e: { code?: string; field?: string; error?: string }, status: number) =>
    data<ActionResult>({ ok: false, message: adminErrorText(e, t), field: e.field }, { status });
  if (intent === 'test') {
    const res = await client.send<EmailTestOut>('POST', `${path}/test`, { lang });
    if (!res.ok) return fail(res.error, res.status);
    return data<ActionResult>({
      ok: true,
      form: 'test',
      to: res.data.to,
      message: t('admin.emails.test_sent', { to: res.data.to }),
    });
  }
  const reset = intent === 'reset';
  const body = reset
    ? { subject: null, intro: null }
    : { subject: String(form.get('subject') ?? ''), intro: String(form.get('intro') ?? '') };
  const res = await client.send<EmailWordingOut>('PUT', `${path}/${encodeURIComponent(lang)}`, body);
  if (!res.ok) return fail(res.error, res.status);
  return data<ActionResult>({
    ok: true,
    form: reset ? 'reset' : 'save',
    message: t(reset ? 'admin.emails.reset_done' : 'admin.emails.saved'),
  });
}

export default function EmailTemplatePage({ loaderData, actionData }: Route.ComponentProps) {
  const w = loaderData.wording;
  // a save or a reset gives new saved wording: the fields start again from it
  return <Editor key={`${w.template}:${w.lang}:${w.updated_at ?? ''}`} {...loaderData} result={actionData} />;
}

function Editor({
  wording: w,
  preview,
  previewError,
  result,
}: {
  wording: EmailWordingOut;
  preview: EmailPreviewOut | null;
  previewError?: string;
  result?: ActionResult;
}) {
  const t = useAdminT();
  const fmt = useAdminFormat();
  const id = useId();
  const busy = useNavigation().state === 'submitting';
  const [subject, setSubject] = useState(w.subject ?? '');
  const [intro, setIntro] = useState(w.intro ?? '');
  const live = useFetcher<typeof loader>();
  const dirty = subject !== (w.subject ?? '') || intro !== (w.intro ?? '');

  // the preview follows what is typed, a moment after the typing stops
  useEffect(() => {
    if (!dirty) return;
    const timer = setTimeout(() => {
      const q = new URLSearchParams({ lang: w.lang, draft: '1', subject, intro });
      void live.load(`/admin/emails/${encodeURIComponent(w.template)}?${q}`);
    }, 300);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- live.load is stable enough; re-run on text only
  }, [subject, intro, dirty, w.lang, w.template]);

  const shown = dirty && live.data ? live.data : { preview, previewError };
  const name = emailName(w.template, t);
  return (
    <div className="flex flex-col gap-6">
      <p>
        <Link to="/admin/emails" className="text-sm underline">
          ← {t('admin.emails.back')}
        </Link>
      </p>
      <PageHeader title={name} />
      <p className="-mt-4 text-sm text-muted">{emailPurpose(w.template, t)}</p>
      <nav aria-label={t('admin.emails.language')} className="flex flex-wrap gap-2">
        {EMAIL_LANGS.map((l) => (
          <Link
            key={l}
            to={`?lang=${l}`}
            aria-current={l === w.lang ? 'page' : undefined}
            className={`rounded-full border border-line px-4 py-2 text-sm ${l === w.lang ? 'bg-surface-2 font-medium' : 'hover:bg-surface-2'}`}
          >
            {emailLangName(l, t)}
            {w.changed.includes(l) && <span className="text-muted"> · {t('admin.emails.custom')}</span>}
          </Link>
        ))}
      </nav>
      {result && result.form !== 'test' && (
        <Notice tone={result.ok ? 'success' : 'error'}>{result.message}</Notice>
      )}
      <div className="grid gap-6 lg:grid-cols-2">
        <Card title={emailLangName(w.lang, t)}>
          <Form method="post" className="flex flex-col gap-5">
            <input type="hidden" name="lang" value={w.lang} />
            <p className="text-xs text-muted">{t('admin.emails.placeholders_help')}</p>
            <WordingField
              id={`${id}-subject`}
              name="subject"
              label={t('admin.emails.subject')}
              value={subject}
              onChange={setSubject}
              builtIn={w.default_subject}
              placeholders={w.placeholders}
              maxLength={EMAIL_SUBJECT_MAX}
              error={fieldError(result, 'subject')}
            />
            <WordingField
              id={`${id}-intro`}
              name="intro"
              label={t('admin.emails.intro_field')}
              value={intro}
              onChange={setIntro}
              builtIn={w.default_intro}
              placeholders={w.placeholders}
              maxLength={EMAIL_INTRO_MAX}
              error={fieldError(result, 'intro')}
              multiline
            />
            {w.updated_at && w.updated_by && (
              <p className="text-xs text-muted">
                {t('admin.emails.changed_by', { name: w.updated_by, when: fmt.dateTime(w.updated_at) })}
              </p>
            )}
            <div className="flex flex-wrap gap-2">
              <button type="submit" name="intent" value="save" className={ADMIN_BUTTON} disabled={busy}>
                {t('admin.emails.save')}
              </button>
              {(w.subject !== null || w.intro !== null) && (
                <button
                  type="submit"
                  name="intent"
                  value="reset"
                  className={ADMIN_BUTTON_QUIET}
                  disabled={busy}
                >
                  {t('admin.emails.reset')}
                </button>
              )}
            </div>
          </Form>
          <Form method="post" className="mt-6 flex flex-col gap-2 border-t border-line pt-4">
            <input type="hidden" name="lang" value={w.lang} />
            <button type="submit" name="intent" value="test" className={ADMIN_BUTTON_QUIET} disabled={busy}>
              {t('admin.emails.test')}
            </button>
            {result?.form === 'test' && <Notice tone="success">{result.message}</Notice>}
          </Form>
        </Card>
        <Card>
          <EmailPreview preview={shown.preview} error={shown.previewError} />
        </Card>
      </div>
    </div>
  );
}
