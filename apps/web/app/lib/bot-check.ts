/**
 * Invisible bot check before a one-time code is sent (5-10, 8-03).
 *
 * The demo's dev provider accepts a fixed token. With reCAPTCHA (v3) or Cloudflare Turnstile the provider's script
 * is loaded on first use and its invisible challenge supplies the token; `resetBotCheck` resets the widget after a
 * failed send (8-03). The root layout calls `configureBotCheck` with the settings payload's `bot_check`.
 */
import type { SettingsOut } from '@shop/core/contract/settings';
import { botCheckConfig } from './bot-check-config.ts';

export const DEV_BOT_TOKEN = 'dev-bot-check-pass';

/** the settings payload's `bot_check` */
export type BotCheckConfig = SettingsOut['bot_check'];
export type BotCheckProvider = BotCheckConfig['provider'];

/** The script each provider serves; CSP allows exactly these origins when the provider is on. */
export const BOT_CHECK_SCRIPTS: Record<Exclude<BotCheckProvider, 'dev'>, string> = {
  recaptcha: 'https://www.google.com/recaptcha/api.js',
  turnstile: 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit',
};

interface Turnstile {
  render(
    el: HTMLElement,
    opts: {
      sitekey: string;
      size: 'invisible' | 'flexible';
      execution: 'execute';
      callback(token: string): void;
      'error-callback'(): void;
    },
  ): string;
  execute(id: string): void;
  reset(id: string): void;
}
interface Recaptcha {
  ready(cb: () => void): void;
  execute(siteKey: string, opts: { action: string }): Promise<string>;
}
type BotWindow = Window & { turnstile?: Turnstile; grecaptcha?: Recaptcha };

let script: Promise<void> | undefined;
let widget: { id: string; pending?: (token: string | null) => void } | undefined;

// the root layout sets the provider on every page; this module (the providers' scripts) loads with the forms
export { configureBotCheck } from './bot-check-config.ts';

function loadScript(src: string): Promise<void> {
  const config = botCheckConfig();
  script ??= new Promise<void>((resolve, reject) => {
    const el = document.createElement('script');
    el.src =
      src.includes('recaptcha') && config.site_key
        ? `${src}?render=${encodeURIComponent(config.site_key)}`
        : src;
    el.async = true;
    el.onload = () => resolve();
    el.onerror = () => {
      script = undefined;
      reject(new Error('bot check unavailable'));
    };
    document.head.append(el);
  });
  return script;
}

/** A token for the API's `recaptchaResponse`; an empty string when the challenge could not run (the API refuses it). */
export async function getBotToken(action = 'send_code'): Promise<string> {
  const config = botCheckConfig();
  if (config.provider === 'dev' || !config.site_key) return DEV_BOT_TOKEN;
  const w = window as BotWindow;
  try {
    await loadScript(BOT_CHECK_SCRIPTS[config.provider]);
    if (config.provider === 'recaptcha') {
      const g = w.grecaptcha!;
      await new Promise<void>((r) => g.ready(r));
      return await g.execute(config.site_key, { action });
    }
    const t = w.turnstile!;
    if (!widget) {
      const host = document.createElement('div');
      host.hidden = true;
      document.body.append(host);
      const id = t.render(host, {
        sitekey: config.site_key,
        size: 'invisible',
        execution: 'execute',
        callback: (token) => widget?.pending?.(token),
        'error-callback': () => widget?.pending?.(null),
      });
      widget = { id };
    }
    const w2 = widget;
    return await new Promise<string>((resolve) => {
      w2.pending = (token) => {
        w2.pending = undefined;
        resolve(token ?? '');
      };
      t.execute(w2.id);
    });
  } catch {
    return '';
  }
}

/** 8-03: after a send-code failure the bot check is reset (a Turnstile token is single use). */
export function resetBotCheck(): void {
  const config = botCheckConfig();
  const t = (globalThis as unknown as BotWindow).turnstile;
  if (config.provider === 'turnstile' && widget && t) t.reset(widget.id);
}
