import type { FastifyInstance, FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createMemberGroups, MEMBER_GROUPS_MS, tokenExpiryMs } from './member-groups.ts';

const jwt = (payload: object) => `h.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.s`;

describe('member groups of a page request', () => {
  it('reads a verified token’s expiry, and 0 from anything unreadable', () => {
    expect(tokenExpiryMs(jwt({ exp: 1_900_000_000 }))).toBe(1_900_000_000_000);
    for (const t of ['x', 'a.b.c', jwt({ exp: 'soon' }), jwt({})]) expect(tokenExpiryMs(t), t).toBe(0);
  });

  it('asks the API once per token for a few seconds, never past the token, and forgets on a staff change', async () => {
    let now = 1_000_000;
    let lookups = 0;
    let groups = [{ id: 'vip' }, { id: 'basic' }];
    let invalidate = () => {};
    const app = {
      auth: { user: async () => (lookups++, { groups }) },
      catalogue: { onInvalidate: (f: () => void) => (invalidate = f) },
    } as unknown as FastifyInstance;
    const token = jwt({ exp: (now + 60_000) / 1000 });
    const req = { cookies: { shop_at: token } } as unknown as FastifyRequest;
    const known = createMemberGroups(app, () => now);
    expect(await known.of(req, token)).toEqual(['basic', 'vip']);
    groups = [{ id: 'basic' }];
    expect(await known.of(req, token)).toEqual(['basic', 'vip']);
    expect(lookups).toBe(1);
    now += MEMBER_GROUPS_MS + 1;
    expect(await known.of(req, token)).toEqual(['basic']);
    invalidate();
    groups = [];
    expect(await known.of(req, token)).toEqual([]);
    expect(lookups).toBe(3);
    // a token about to expire is trusted only until then
    const short = jwt({ exp: (now + 1000) / 1000 });
    await known.of({ cookies: { shop_at: short } } as unknown as FastifyRequest, short);
    now += 1001;
    await known.of({ cookies: { shop_at: short } } as unknown as FastifyRequest, short);
    expect(lookups).toBe(5);
  });

  it('is null for a session the API does not know, and for a token the request does not carry', async () => {
    const app = {
      auth: { user: async () => null },
      catalogue: { onInvalidate: () => {} },
    } as unknown as FastifyInstance;
    const known = createMemberGroups(app);
    expect(await known.of({ cookies: { shop_at: 't' } } as unknown as FastifyRequest, 't')).toBeNull();
    expect(await known.of({ cookies: { shop_at: 'a' } } as unknown as FastifyRequest, 'b')).toBeNull();
  });
});
