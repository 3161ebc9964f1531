/**
 * Invisible bot check before a one-time code is sent (SPEC §5, §8).
 *
 * In development and tests the API accepts this fixed token. In production a real invisible challenge widget
 * (e.g. reCAPTCHA or Turnstile, loaded as a third-party script) would run in `getBotToken` and supply its token
 * instead, and `resetBotCheck` would reset the widget after a failed send (SPEC §8).
 */
export const DEV_BOT_TOKEN = 'dev-bot-check-pass';

export async function getBotToken(): Promise<string> {
  return DEV_BOT_TOKEN;
}

/** SPEC §8: after a send-code failure the bot check is reset; nothing to reset for the development token. */
export function resetBotCheck(): void {}
