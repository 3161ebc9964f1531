import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('platform', () => {
  it('reports database reachability', async () => {
    const res = await t.app.inject('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: { kind: t.database.kind, reachable: true } });
  });

  it('serves OpenAPI JSON listing the routes', async () => {
    const res = await t.app.inject('/api/docs/json');
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3/);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/v1/product', '/api/v1/setting', '/api/health']),
    );
  });

  it('sets helmet security headers and a request id', async () => {
    const res = await t.app.inject('/api/health');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it('answers unknown API routes with a JSON 404', async () => {
    const res = await t.app.inject('/api/v1/nope');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'not_found' });
  });

  it.each(['{bad', '{"a":1,}', ''])(
    'answers the malformed JSON body %j with a 400 invalid naming the body, not a 500',
    async (payload) => {
      const res = await t.inject({
        method: 'POST',
        url: '/api/v1/feedback',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error: 'body: must be valid JSON',
        code: 'invalid',
        field: 'body',
        statusCode: 400,
      });
    },
  );

  it('answers readiness: database, migrations, no Redis configured, not draining', async () => {
    const res = await t.app.inject('/api/ready');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      status: 'ready',
      checks: { database: true, redis: null, migrations: true, draining: false },
    });
  });

  it('is not ready once draining (SIGTERM) or without its database, and stays alive while draining', async () => {
    const other = await createTestApp();
    other.app.health.drain();
    const draining = await other.app.inject('/api/ready');
    expect(draining.statusCode).toBe(503);
    expect(draining.json()).toMatchObject({
      status: 'not_ready',
      checks: { draining: true, database: true },
    });
    expect((await other.app.inject('/api/health')).statusCode).toBe(200);
    await other.database.close();
    const down = await other.app.inject('/api/ready');
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({ checks: { database: false, migrations: false } });
    await other.app.close();
  });

  it('stays alive (200) without its database and says the database is unreachable: a restart would not help', async () => {
    const other = await createTestApp();
    await other.database.close();
    const res = await other.app.inject('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: { reachable: false } });
    expect((await other.app.inject('/api/ready')).statusCode).toBe(503);
    await other.app.close();
  });
});
