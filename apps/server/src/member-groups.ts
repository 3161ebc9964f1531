/**
 * The member groups behind a page request's access token, for the member page cache (docs/decisions.md). The
 * API's own check decides (the token verifies under the shop's secret and its session is live, apps/api auth);
 * the answer is kept per token for a few seconds, never past the token's expiry, so a burst of pages costs one
 * lookup. Never read from a cookie the client could set: only a verified token leads to groups.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createTtlCache } from '@shop/api';

/** how long a token's groups are trusted without looking again (a staff change of groups shows within it) */
export const MEMBER_GROUPS_MS = 10_000;

interface Known {
  /** sorted group ids */
  groups: string[];
  until: number;
}

/** The `exp` (ms) of a JWT already verified by the API; 0 when unreadable. */
export function tokenExpiryMs(token: string): number {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
      exp?: unknown;
    };
    return typeof payload.exp === 'number' ? payload.exp * 1000 : 0;
  } catch {
    return 0;
  }
}

export function createMemberGroups(app: FastifyInstance, now: () => number = Date.now) {
  const known = createTtlCache<Known>({ ttlMs: MEMBER_GROUPS_MS, max: 5000 });
  // a staff change to groups or prices drops what is known, with the page cache
  app.catalogue.onInvalidate(() => known.clear());
  return {
    /** the member's group ids for a request whose access token is `token`, or null (not a live session) */
    async of(req: FastifyRequest, token: string): Promise<string[] | null> {
      const hit = known.get(token);
      if (hit && hit.until > now()) return hit.groups;
      // the page request's own cookies carry this token: the API's check reads them
      if (req.cookies?.shop_at !== token) return null;
      const member = await app.auth.user(req).catch(() => null);
      // an expired or ended session renders for the visitor (the page renews or ends it)
      if (!member) return null;
      const groups = member.groups.map((g) => g.id).sort();
      known.set(token, { groups, until: Math.min(now() + MEMBER_GROUPS_MS, tokenExpiryMs(token)) });
      return groups;
    },
    clear: () => known.clear(),
  };
}
