// An image upload the browser posts itself (a photo is too big for a page form), as the product, collection and
// banner editors do: the API checks it and makes its sizes (2.9-01); the page is read again to show it. A refusal
// shows the API's reason (too large, too many pixels, damaged, not an image) in the back office's language.
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { staffCsrf } from './admin-collections.ts';
import { adminErrorText } from './admin-error-text.ts';
import { useAdminT } from './admin-i18n.tsx';

export interface UploadNote {
  tone: 'success' | 'error';
  text: string;
}

/** `endpoint` null: nothing to upload to yet (a collection not saved). */
export function useImageUpload(endpoint: string | null, uploadedText: string) {
  const t = useAdminT();
  const revalidator = useRevalidator();
  const [note, setNote] = useState<UploadNote | null>(null);
  const [sending, setSending] = useState(false);
  async function onUpload(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const file = (e.currentTarget.elements.namedItem('file') as HTMLInputElement).files?.[0];
    if (!file || !endpoint) return;
    setSending(true);
    setNote(null);
    try {
      const res = await fetch(endpoint, {
        method: 'POST',
        headers: { 'content-type': file.type || 'application/octet-stream', 'x-csrf-token': staffCsrf() },
        body: file,
      });
      if (res.ok) {
        setNote({ tone: 'success', text: uploadedText });
        void revalidator.revalidate();
      } else if (res.status === 413) setNote({ tone: 'error', text: t('admin.cat.err.too_big') });
      else {
        const body = (await res.json().catch(() => ({}))) as {
          error?: string;
          code?: string;
          field?: string;
        };
        setNote({ tone: 'error', text: body.code ? adminErrorText(body, t) : t('admin.cat.err.not_image') });
      }
    } catch {
      setNote({ tone: 'error', text: t('admin.cat.err.not_image') });
    } finally {
      setSending(false);
    }
  }
  return { onUpload, note, setNote, sending };
}
