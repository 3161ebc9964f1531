// Refresh-token rotation and replay: only the token rotated most recently is honoured within the grace window, and it
// gets the current session back; a token rotated twice or more ends the whole family at any time.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sessions } from '../../db/schema.ts';
import { DEMO_MEMBERS, DEMO_PASSWORD } from '../../db/seed/members.ts';
import { agePastGrace, cookiesOf, post, t, useUserApp } from './user.test-util.ts';

useUserApp();

const member = DEMO_MEMBERS[1];
const sidOf = (c: Record<string, string>) =>
  JSON.parse(Buffer.from(c.shop_at!.split('.')[1]!, 'base64url').toString()).sid as string;
const familyOf = async (c: Record<string, string>) => {
  const [row] = await t.database.db
    .select()
    .from(sessions)
    .where(eq(sessions.id, sidOf(c)));
  return t.database.db.select().from(sessions).where(eq(sessions.familyId, row!.familyId));
};
const refresh = (cookies: Record<string, string>) => post('/api/v1/user/refresh', {}, { cookies });
const me = (cookies: Record<string, string>) => t.app.inject({ url: '/api/v1/user', cookies });

/** signs in (A) and rotates twice: A → B → C */
async function rotatedTwice() {
  const a = cookiesOf(await post('/api/v1/user/login', { username: member.email, password: DEMO_PASSWORD }));
  const rb = await refresh(a);
  expect(rb.statusCode).toBe(200);
  const b = cookiesOf(rb);
  const rc = await refresh(b);
  expect(rc.statusCode).toBe(200);
  const c = cookiesOf(rc);
  return { a, b, c };
}

describe('refresh-token replay', () => {
  it('a token rotated twice (A after A→B→C), replayed within 20 s, ends the family: C stops working', async () => {
    const { a, c } = await rotatedTwice();
    const replay = await refresh(a);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().code).toBe('refresh_reuse');
    expect((await familyOf(c)).every((s) => s.revokedAt)).toBe(true);
    expect((await me(c)).statusCode).toBe(401);
    expect((await refresh(c)).statusCode).toBe(401);
  });

  it('the token rotated last (B), replayed within the grace window, gets the current session C back', async () => {
    const { b, c } = await rotatedTwice();
    const before = await familyOf(c);
    const replay = await refresh(b);
    expect(replay.statusCode).toBe(200);
    const again = cookiesOf(replay);
    // the same live pair: C's refresh token, an access token for C's session; no new row in the family
    expect(again.shop_rt).toBe(c.shop_rt);
    expect(sidOf(again)).toBe(sidOf(c));
    expect((await familyOf(c)).length).toBe(before.length);
    expect((await me(again)).json().user.email).toBe(member.email);
    // C itself still rotates
    expect((await refresh(c)).statusCode).toBe(200);
  });

  it('the token rotated last (B), replayed after the grace window, ends the family', async () => {
    const { b, c } = await rotatedTwice();
    await agePastGrace(b.shop_rt!);
    const replay = await refresh(b);
    expect(replay.json().code).toBe('refresh_reuse');
    expect((await me(c)).statusCode).toBe(401);
    expect((await refresh(c)).statusCode).toBe(401);
  });

  it('a revoked family stays ended: the grace window does not reopen it', async () => {
    const { b, c } = await rotatedTwice();
    expect((await post('/api/v1/user/logout', {}, { cookies: c })).statusCode).toBe(200);
    expect((await refresh(b)).statusCode).toBe(401);
    expect((await refresh(c)).statusCode).toBe(401);
  });
});
