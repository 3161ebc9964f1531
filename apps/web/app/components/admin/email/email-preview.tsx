// The email as the customer will see it: the subject line, the HTML in a sandboxed frame and the plain-text part.
// The sandbox allows no scripts, forms or navigation; it keeps the page's origin only so the email's pictures
// (served same-origin only, Cross-Origin-Resource-Policy) load. Without scripts nothing can use that origin.
import { useAdminT } from '../../../lib/admin-i18n.tsx';
import type { EmailPreviewOut } from '@shop/core/contract/admin-email';

export function EmailPreview({ preview, error }: { preview: EmailPreviewOut | null; error?: string }) {
  const t = useAdminT();
  return (
    <section aria-labelledby="email-preview-heading" className="flex flex-col gap-3">
      <h2 id="email-preview-heading" className="text-base font-medium">
        {t('admin.emails.preview')}
      </h2>
      <p className="text-xs text-muted">{t('admin.emails.preview_note')}</p>
      {error && (
        <p
          className="rounded-lg border border-danger px-3 py-2 text-sm text-danger"
          data-testid="preview-error"
        >
          {error}
        </p>
      )}
      {preview && (
        <>
          <p
            className="rounded-lg border border-line bg-surface-2 px-3 py-2 text-sm"
            data-testid="preview-subject"
          >
            <span className="text-muted">{t('admin.emails.preview_subject')} </span>
            <span className="font-medium">{preview.subject}</span>
          </p>
          <iframe
            title={t('admin.emails.preview_frame')}
            sandbox="allow-same-origin"
            srcDoc={preview.html}
            className="h-[640px] w-full rounded-lg border border-line bg-white"
          />
          <details>
            <summary className="cursor-pointer text-sm">{t('admin.emails.plain_text')}</summary>
            <pre className="mt-2 whitespace-pre-wrap rounded-lg border border-line p-3 text-xs">
              {preview.text}
            </pre>
          </details>
        </>
      )}
    </section>
  );
}
