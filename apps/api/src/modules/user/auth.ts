import { createHash, createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { jwtVerify, SignJWT } from 'jose';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { MemberTier } from '@shop/core';
import type { Db } from '../../db/client.ts';
import { appSecrets } from '../../db/schema.ts';
import { UnauthorizedError } from '../../lib/errors.ts';
import { userRepository, type UserRow } from './user.repository.ts';
import { createGuestSessions } from './guest-session.ts';
import { firstRow } from '../../db/first-row.ts';

export const AUTH_COOKIES = { access: 'shop_at', refresh: 'shop_rt', csrf: 'shop_csrf' } as const;
/** 6-07, 9-25: both tokens live at most 30 days; the access token itself is short and re-issued by refresh */
export const TOKEN_MAX_AGE_S = 2_592_000;
/** 9-25: the auth cookies last 365 days; what they hold still ends server side at TOKEN_MAX_AGE_S */
export const AUTH_COOKIE_MAX_AGE_S = 365 * 24 * 3600;
const ACCESS_TTL_S = 15 * 60;
/**
 * The refresh token rotated most recently still refreshes for this long, into the session it was rotated into
 * (two tabs, or a page and its fetch, refreshing with the same cookie at once stay signed in). Presented later,
 * or once a newer token has been rotated too, it was copied: the family ends.
 */
export const REFRESH_GRACE_MS = 20_000;

export const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

export interface AuthUser {
  user: UserRow;
  sessionId: string;
  groups: { id: string; name: string; tier: MemberTier; discountRate: Record<string, number> }[];
}

/** The signing secret: AUTH_SECRET, else one generated once and stored in the database for every instance. */
export async function loadAuthSecret(db: Db, configured?: string): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured);
  await db
    .insert(appSecrets)
    .values({ key: 'auth_secret', value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const row = firstRow(await db.select().from(appSecrets).where(eq(appSecrets.key, 'auth_secret')));
  return new TextEncoder().encode(row.value);
}

/** how long one page render's sign-in lookup is shared; a render is over long before */
const RENDER_MEMO_MS = 10_000;

export function createAuth(
  db: Db,
  secret: Uint8Array,
  opts: { cookieSecure: boolean; renderOf?: (req: FastifyRequest) => string | undefined },
) {
  const repo = userRepository(db);
  const cookieBase = { path: '/', httpOnly: true, secure: opts.cookieSecure, sameSite: 'lax' as const };

  // the refresh token is derived from its session id under the secret, so a replay within the grace window can be
  // handed the current session's own token again instead of a new branch of the family (only its hash is stored)
  const refreshTokenOf = (sessionId: string) =>
    createHmac('sha256', secret).update(`refresh\n${sessionId}`).digest('base64url');

  const newSessionRow = (userId: string, familyId: string) => {
    const id = randomUUID();
    return {
      id,
      userId,
      familyId,
      tokenHash: sha256(refreshTokenOf(id)),
      expiresAt: new Date(Date.now() + TOKEN_MAX_AGE_S * 1000),
    };
  };

  async function setCookies(reply: FastifyReply, userId: string, sessionId: string, withRefresh = true) {
    const access = await new SignJWT({ sid: sessionId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(userId)
      .setIssuedAt()
      .setExpirationTime(`${ACCESS_TTL_S}s`)
      .sign(secret);
    reply.setCookie(AUTH_COOKIES.access, access, { ...cookieBase, maxAge: AUTH_COOKIE_MAX_AGE_S });
    if (withRefresh)
      reply.setCookie(AUTH_COOKIES.refresh, refreshTokenOf(sessionId), {
        ...cookieBase,
        maxAge: AUTH_COOKIE_MAX_AGE_S,
      });
  }

  async function issue(reply: FastifyReply, userId: string, familyId: string = randomUUID()) {
    const row = newSessionRow(userId, familyId);
    await repo.insertSession(row);
    await setCookies(reply, userId, row.id);
    return row.id;
  }

  function clear(reply: FastifyReply) {
    reply.clearCookie(AUTH_COOKIES.access, cookieBase);
    reply.clearCookie(AUTH_COOKIES.refresh, cookieBase);
  }

  /** The signed-in shopper, or null: the access token must verify and its session must still be live. */
  async function resolve(req: FastifyRequest): Promise<AuthUser | null> {
    const token = req.cookies[AUTH_COOKIES.access];
    if (!token) return null;
    let sub: string | undefined;
    let sid: string | undefined;
    try {
      const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] });
      sub = payload.sub;
      sid = payload.sid as string | undefined;
    } catch {
      return null;
    }
    if (!sub || !sid) return null;
    const found = await repo.sessionWithUser(sid);
    if (!found) return null;
    const { session, user, groups } = found;
    if (session.revokedAt || session.userId !== sub || session.expiresAt < new Date()) return null;
    // locking revokes the sessions too; this holds even for one issued in the same instant
    if (user.lockedAt) return null;
    return { user, sessionId: sid, groups };
  }

  const cache = new WeakMap<FastifyRequest, Promise<AuthUser | null>>();
  // one page render makes several in-process API calls with the same cookie: they share one lookup (see user())
  const renderCache = new Map<string, Promise<AuthUser | null>>();
  return {
    issue,
    clear,
    /** server-issued guest bag session ids (shop_sid) */
    guestSessions: createGuestSessions(secret),
    /** memoised per request */
    user(req: FastifyRequest): Promise<AuthUser | null> {
      let p = cache.get(req);
      if (p) return p;
      // only the web server's own calls carry a render id (checked against the per-boot internal token)
      const render = opts.renderOf?.(req);
      const token = req.cookies[AUTH_COOKIES.access];
      const key = render && token && req.method === 'GET' ? `${render}\n${token}` : undefined;
      p = (key && renderCache.get(key)) || resolve(req);
      if (key && !renderCache.has(key)) {
        renderCache.set(key, p);
        setTimeout(() => renderCache.delete(key), RENDER_MEMO_MS).unref();
      }
      cache.set(req, p);
      return p;
    },
    /** a write in a render (log out, a password change) may end the session: the render's later reads look again */
    forgetRender(render: string) {
      for (const k of renderCache.keys()) if (k.startsWith(`${render}\n`)) renderCache.delete(k);
    },
    async require(req: FastifyRequest): Promise<AuthUser> {
      const u = await this.user(req);
      if (!u) throw new UnauthorizedError();
      return u;
    },
    /**
     * Rotates the refresh token: marking it used and creating its successor is one transaction, so of two
     * refreshes racing with one token, one rotates and the other finds the successor. A used token is honoured
     * only if it is the family's most recently rotated one and within REFRESH_GRACE_MS of its rotation: it gets
     * the current session back (same refresh token, a fresh access token), never a new branch. Any other reuse
     * (a token rotated twice or more, or replayed later) was copied: the whole family ends.
     */
    async refresh(req: FastifyRequest, reply: FastifyReply): Promise<string> {
      const token = req.cookies[AUTH_COOKIES.refresh];
      if (!token) throw new UnauthorizedError('No session', 'no_session');
      const session = await repo.sessionByHash(sha256(token));
      if (!session || session.expiresAt < new Date()) {
        clear(reply);
        throw new UnauthorizedError('Session expired', 'session_expired');
      }
      if (session.revokedAt) {
        clear(reply);
        throw new UnauthorizedError('Session ended', 'session_revoked');
      }
      if (!session.usedAt) {
        const next = newSessionRow(session.userId, session.familyId);
        const rotated = await db.transaction(async (tx) => {
          const r = userRepository(tx);
          if (!(await r.markSessionUsed(session.id))) return false;
          await r.insertSession(next);
          return true;
        });
        if (rotated) {
          await setCookies(reply, session.userId, next.id);
          return session.userId;
        }
      }
      // already rotated (before, or by a concurrent refresh that has committed): re-read the family
      const now = await repo.sessionById(session.id);
      if (!now || now.revokedAt) {
        clear(reply);
        throw new UnauthorizedError('Session ended', 'session_revoked');
      }
      const { latestRotatedId, live } = await repo.familyHead(session.familyId);
      const usedAt = now.usedAt?.getTime();
      if (
        !live ||
        latestRotatedId !== session.id ||
        usedAt === undefined ||
        Date.now() - usedAt > REFRESH_GRACE_MS
      ) {
        await repo.revokeFamily(session.familyId);
        clear(reply);
        req.log.warn(
          { familyId: session.familyId, userId: session.userId },
          'refresh token reuse detected; session family revoked',
        );
        throw new UnauthorizedError('Session ended', 'refresh_reuse');
      }
      // the current session again; a session from before derived tokens keeps the refresh cookie it has
      await setCookies(reply, live.userId, live.id, live.tokenHash === sha256(refreshTokenOf(live.id)));
      return live.userId;
    },
    async logout(req: FastifyRequest, reply: FastifyReply) {
      const token = req.cookies[AUTH_COOKIES.refresh];
      if (token) {
        const session = await repo.sessionByHash(sha256(token));
        if (session) await repo.revokeFamily(session.familyId);
      }
      clear(reply);
    },
  };
}

export type Auth = ReturnType<typeof createAuth>;

export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
