import type { BotCheckConfig } from './bot-check.ts';

let config: BotCheckConfig = { provider: 'dev', site_key: null };

/** The root layout's call with the settings payload's `bot_check` (every page; lib/bot-check.ts reads it). */
export function configureBotCheck(next: BotCheckConfig): void {
  config = next;
}

export function botCheckConfig(): BotCheckConfig {
  return config;
}
