import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { isTimeout, meterProvider, type ProviderOutcome } from './provider-metrics.ts';

describe('provider metrics', () => {
  it('tells a timeout from another failure', () => {
    expect(isTimeout(new DOMException('signal timed out', 'TimeoutError'))).toBe(true);
    expect(isTimeout(Object.assign(new Error('Connection timeout'), { code: 'ETIMEDOUT' }))).toBe(true);
    expect(isTimeout(new Error('fetch failed', { cause: new DOMException('x', 'TimeoutError') }))).toBe(true);
    expect(isTimeout(new Error('SMS provider answered 500'))).toBe(false);
    expect(isTimeout('timeout')).toBe(false);
  });

  it('times and counts each async call by outcome, leaves synchronous ones and the answers alone', async () => {
    const seen: [string, string, ProviderOutcome][] = [];
    const provider = meterProvider(
      {
        kind: 'twilio',
        sync: (n: number) => n + 1,
        send: async (to: string) =>
          to === 'slow' ? Promise.reject(new DOMException('t', 'TimeoutError')) : to,
        fail: async () => {
          throw new Error('refused');
        },
      },
      'sms',
      (p, op, seconds, outcome) => {
        expect(seconds).toBeGreaterThanOrEqual(0);
        seen.push([p, op, outcome]);
      },
    );
    expect(provider.sync(1)).toBe(2);
    expect(await provider.send('a')).toBe('a');
    await expect(provider.send('slow')).rejects.toThrow();
    await expect(provider.fail()).rejects.toThrow('refused');
    expect(seen).toEqual([
      ['sms:twilio', 'send', 'ok'],
      ['sms:twilio', 'send', 'timeout'],
      ['sms:twilio', 'fail', 'error'],
    ]);
  });
});

describe("the app's providers in /metrics", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(
      {},
      {
        providers: {
          sms: {
            kind: 'twilio',
            send: async () => {
              throw new DOMException('The operation was aborted due to timeout', 'TimeoutError');
            },
          },
        },
      },
    );
  });
  afterAll(() => t.close());

  it('shows a provider that times out, and the email outbox that answers', async () => {
    await expect(t.app.deps.sms.send({ to: '+85291234567', text: 'code 12345' } as never)).rejects.toThrow();
    await t.app.deps.email.send({ to: 'a@example.com', subject: 'Hi', text: 'Hello' } as never);
    const text = await t.app.metrics.registry.metrics();
    expect(text).toMatch(
      /shop_provider_calls_total\{provider="sms:twilio",operation="send",outcome="timeout"\} 1/,
    );
    expect(text).toMatch(
      /shop_provider_calls_total\{provider="email:outbox",operation="send",outcome="ok"\} 1/,
    );
    expect(text).toMatch(
      /shop_provider_call_duration_seconds_count\{provider="sms:twilio",operation="send"\} 1/,
    );
  });
});
