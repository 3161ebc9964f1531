import { afterEach, describe, expect, it, vi } from 'vitest';

/** The client side of the bot check, with the provider's script replaced by a fake that behaves like it. */
async function fresh() {
  vi.resetModules();
  return import('./bot-check.ts');
}

function fakeDom(onScript: (src: string) => void) {
  const appended: { src: string }[] = [];
  const el = () => ({
    src: '',
    async: false,
    hidden: false,
    onload: null as null | (() => void),
    onerror: null as null | (() => void),
  });
  vi.stubGlobal('window', globalThis);
  vi.stubGlobal('document', {
    createElement: el,
    head: {
      append: (s: ReturnType<typeof el>) => {
        appended.push(s);
        queueMicrotask(() => {
          onScript(s.src);
          s.onload?.();
        });
      },
    },
    body: { append: () => {} },
  });
  return appended;
}

afterEach(() => vi.unstubAllGlobals());

describe('bot check (client)', () => {
  it('gives the dev token in the demo', async () => {
    const b = await fresh();
    b.configureBotCheck({ provider: 'dev', site_key: null });
    expect(await b.getBotToken()).toBe(b.DEV_BOT_TOKEN);
  });

  it('runs the invisible Turnstile challenge with the site key, once loaded, and resets it after a failure', async () => {
    const b = await fresh();
    const calls: string[] = [];
    const scripts = fakeDom(() => {
      let n = 0;
      vi.stubGlobal('turnstile', {
        render: (_el: unknown, opts: { sitekey: string; callback(t: string): void }) => {
          calls.push(`render ${opts.sitekey}`);
          (globalThis as Record<string, unknown>).cb = opts.callback;
          return 'w1';
        },
        execute: (id: string) => {
          calls.push(`execute ${id}`);
          ((globalThis as Record<string, unknown>).cb as (t: string) => void)(`token-${++n}`);
        },
        reset: (id: string) => calls.push(`reset ${id}`),
      });
    });
    b.configureBotCheck({ provider: 'turnstile', site_key: '0x4AAAAAAAB3cD5eF7gH9iJ' });
    expect(await b.getBotToken()).toBe('token-1');
    expect(await b.getBotToken()).toBe('token-2');
    b.resetBotCheck();
    expect(scripts.map((s) => s.src)).toEqual([b.BOT_CHECK_SCRIPTS.turnstile]);
    expect(calls).toEqual(['render 0x4AAAAAAAB3cD5eF7gH9iJ', 'execute w1', 'execute w1', 'reset w1']);
  });

  it('asks reCAPTCHA v3 for a token for the action', async () => {
    const b = await fresh();
    const scripts = fakeDom(() =>
      vi.stubGlobal('grecaptcha', {
        ready: (cb: () => void) => cb(),
        execute: async (key: string, o: { action: string }) => `${key}:${o.action}`,
      }),
    );
    b.configureBotCheck({ provider: 'recaptcha', site_key: '6LcAbCdEfGhIjKlMnOp' });
    expect(await b.getBotToken('login')).toBe('6LcAbCdEfGhIjKlMnOp:login');
    expect(scripts[0]!.src).toBe(`${b.BOT_CHECK_SCRIPTS.recaptcha}?render=6LcAbCdEfGhIjKlMnOp`);
  });

  it('answers an empty token (refused by the API) when the provider cannot be reached, never the dev token', async () => {
    const b = await fresh();
    vi.stubGlobal('window', globalThis);
    vi.stubGlobal('document', {
      createElement: () => ({}),
      head: { append: (s: { onerror(): void }) => queueMicrotask(() => s.onerror()) },
      body: { append: () => {} },
    });
    b.configureBotCheck({ provider: 'turnstile', site_key: '0x4AAAAAAAB3cD5eF7gH9iJ' });
    expect(await b.getBotToken()).toBe('');
  });
});
