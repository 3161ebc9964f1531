import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { outbox } from '../../db/schema.ts';

export interface SmsMessage {
  to: string /* digits with calling code */;
  text: string;
  code?: string;
  link?: string;
}
export interface SmsProvider {
  readonly kind: string;
  send(msg: SmsMessage): Promise<void>;
}

/** Sandbox: the message lands in the dev outbox (GET /api/dev/outbox, /dev/outbox) instead of a phone. */
export function createOutboxSmsProvider(db: Db): SmsProvider {
  return {
    kind: 'outbox',
    async send(msg) {
      await db.insert(outbox).values({
        id: randomUUID(),
        channel: 'sms',
        to: msg.to,
        text: msg.text,
        code: msg.code ?? null,
        link: msg.link ?? null,
      });
    },
  };
}

/** Twilio's Messages API over HTTPS (TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM). */
export function createTwilioSmsProvider(opts: {
  accountSid: string;
  authToken: string;
  from: string;
  apiUrl?: string;
  fetch?: typeof fetch;
}): SmsProvider {
  const doFetch = opts.fetch ?? fetch;
  return {
    kind: 'twilio',
    async send(msg) {
      const res = await doFetch(
        new URL(
          `/2010-04-01/Accounts/${opts.accountSid}/Messages.json`,
          opts.apiUrl ?? 'https://api.twilio.com',
        ),
        {
          method: 'POST',
          headers: {
            authorization: `Basic ${Buffer.from(`${opts.accountSid}:${opts.authToken}`).toString('base64')}`,
            'content-type': 'application/x-www-form-urlencoded',
          },
          body: new URLSearchParams({ To: `+${msg.to}`, From: opts.from, Body: msg.text }),
          // a slow provider fails the send (the shopper asks for a new code) rather than holding the request
          signal: AbortSignal.timeout(10_000),
        },
      );
      if (!res.ok) throw new Error(`SMS provider answered ${res.status}`);
    },
  };
}
