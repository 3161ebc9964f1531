// The draft builder's calls, made by the browser itself (a picker's search as staff type, each change saved and
// quoted by the server at once), with the staff session's CSRF pair.
import type { ApiErrorBody } from '../../../lib/api.server.ts';
import { staffCsrf } from '../../../lib/admin-browser.ts';

export type Sent<T> = { ok: true; data: T } | { ok: false; status: number; error: ApiErrorBody };

export async function draftSend<T>(method: 'POST' | 'PUT', path: string, body: unknown): Promise<Sent<T>> {
  try {
    const res = await fetch(path, {
      method,
      headers: {
        accept: 'application/json',
        'content-type': 'application/json',
        'x-csrf-token': staffCsrf(),
      },
      body: JSON.stringify(body),
    });
    const json = (await res.json().catch(() => ({}))) as T & ApiErrorBody;
    return res.ok ? { ok: true, data: json } : { ok: false, status: res.status, error: json };
  } catch {
    return { ok: false, status: 0, error: { code: 'internal' } as ApiErrorBody };
  }
}

export const DRAFTS_API = '/api/v1/admin/draft-orders';
