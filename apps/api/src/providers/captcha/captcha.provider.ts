/** Invisible bot check before an OTP is sent (5-10). */
export interface CaptchaProvider {
  readonly kind: string;
  verify(token: string, ip: string): Promise<boolean>;
}

export const DEV_BOT_TOKEN = 'dev-bot-check-pass';

/** Development and test: Google's documented always-pass test behaviour, with a fixed token. */
export function createDevCaptchaProvider(): CaptchaProvider {
  return { kind: 'dev', verify: async (token) => token === DEV_BOT_TOKEN };
}

/** reCAPTCHA or Cloudflare Turnstile server-side verification (same form-encoded protocol). */
export function createRemoteCaptchaProvider(opts: {
  kind: 'recaptcha' | 'turnstile';
  secret: string;
  verifyUrl?: string;
  fetch?: typeof fetch;
}): CaptchaProvider {
  const url =
    opts.verifyUrl ??
    (opts.kind === 'recaptcha'
      ? 'https://www.google.com/recaptcha/api/siteverify'
      : 'https://challenges.cloudflare.com/turnstile/v0/siteverify');
  const doFetch = opts.fetch ?? fetch;
  return {
    kind: opts.kind,
    async verify(token, ip) {
      if (!token) return false;
      try {
        const res = await doFetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ secret: opts.secret, response: token, remoteip: ip }),
          signal: AbortSignal.timeout(5000),
        });
        const body = (await res.json()) as { success?: boolean; score?: number };
        return body.success === true && (body.score === undefined || body.score >= 0.5);
      } catch {
        return false;
      }
    },
  };
}
