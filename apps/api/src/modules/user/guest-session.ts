import { createHmac, createSecretKey, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Guest bag session ids (cookie shop_sid) are issued by the server only: `<random>.<HMAC>` under the auth secret.
 * An id the server did not sign is ignored and replaced, so nobody can plant a known id in a victim's browser
 * (session fixation) and later read the bag, checkout details and orders made under it.
 */
export function createGuestSessions(secret: Uint8Array) {
  // one key object: a raw secret is imported again on every HMAC (every bag request checks its cookie)
  const key = createSecretKey(secret);
  const sign = (id: string) =>
    createHmac('sha256', key).update(`shop_sid:${id}`).digest('base64url').slice(0, 32);
  return {
    issue(): string {
      const id = randomBytes(18).toString('base64url');
      return `${id}.${sign(id)}`;
    },
    /** the value itself when the server issued it, else null */
    verify(value: string | undefined | null): string | null {
      if (!value || value.length > 80) return null;
      const m = /^([\w-]{24})\.([\w-]{32})$/.exec(value);
      if (!m) return null;
      const [, id = '', mac = ''] = m;
      return timingSafeEqual(Buffer.from(mac), Buffer.from(sign(id))) ? value : null;
    },
  };
}

export type GuestSessions = ReturnType<typeof createGuestSessions>;
