// The few back-office calls the browser makes itself (a picker's search, OpenCC's conversion): small JSON calls
// that answer a control at once, with the staff session's CSRF pair.

/** The staff CSRF cookie, sent back as the x-csrf-token header on a write. */
export function staffCsrf(): string {
  return document.cookie.match(/(?:^|;\s*)shop_staff_csrf=([^;]+)/)?.[1] ?? '';
}

/** Traditional → Simplified Chinese by the API (OpenCC), one answer per text, in order; null when it failed. */
export async function toSimplified(texts: string[]): Promise<string[] | null> {
  try {
    const res = await fetch('/api/v1/admin/catalogue/simplified', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrf-token': staffCsrf() },
      body: JSON.stringify({ texts }),
    });
    if (!res.ok) return null;
    const body = (await res.json()) as { texts?: string[] };
    return Array.isArray(body.texts) && body.texts.length === texts.length ? body.texts : null;
  } catch {
    return null;
  }
}

/** GET with the staff cookie; null when the answer is not a success. */
export async function staffGet<T>(path: string): Promise<T | null> {
  try {
    const res = await fetch(path, { headers: { accept: 'application/json' } });
    return res.ok ? ((await res.json()) as T) : null;
  } catch {
    return null;
  }
}
