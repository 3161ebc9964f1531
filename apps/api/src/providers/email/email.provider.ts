import { randomUUID } from 'node:crypto';
import { AppError } from '../../lib/errors.ts';
import nodemailer from 'nodemailer';
import type { Db } from '../../db/client.ts';
import { outbox } from '../../db/schema.ts';

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** the action link in the message, kept in the dev outbox so tests and developers can follow it */
  link?: string;
  code?: string;
  /** extra mail headers (a marketing email's List-Unsubscribe and List-Unsubscribe-Post, RFC 8058) */
  headers?: Record<string, string>;
}

export interface EmailProvider {
  readonly kind: string;
  send(msg: EmailMessage): Promise<void>;
}

/**
 * The reserved `.invalid` top-level domain (RFC 2606) never receives mail: a real server refuses it, and so does the
 * sandbox, which is how the demo shows a failed email job (`someone@example.invalid`).
 */
export const UNDELIVERABLE = /\.invalid$/i;

/**
 * The address itself cannot receive mail (a permanent refusal of the recipient, SMTP 5xx): the shopper's input is
 * at fault, so it is a 400 naming the email field, never a 500. A mail server that is down is another matter (503).
 */
export class EmailRefusedError extends AppError {
  constructor(reason: string) {
    super(400, 'email_undeliverable', reason, 'email');
  }
}
export class EmailUnavailableError extends AppError {
  constructor() {
    super(503, 'email_unavailable', 'Email cannot be sent right now, please try again in a few minutes');
  }
}

/** Sandbox: writes the message to the outbox table, readable at /api/dev/outbox outside production. */
export function createOutboxEmailProvider(db: Db): EmailProvider {
  return {
    kind: 'outbox',
    async send(msg) {
      if (UNDELIVERABLE.test(msg.to.trim()))
        throw new EmailRefusedError(`550 no such domain: ${msg.to.split('@').pop()} does not receive mail`);
      await db.insert(outbox).values({
        id: randomUUID(),
        channel: 'email',
        to: msg.to,
        subject: msg.subject,
        text: msg.text,
        html: msg.html ?? null,
        link: msg.link ?? null,
        code: msg.code ?? null,
      });
    },
  };
}

/** Real delivery over SMTP (SMTP_URL, e.g. smtps://user:pass@smtp.example.com:465). */
export function createSmtpEmailProvider(smtpUrl: string, from: string): EmailProvider {
  // a slow or silent mail server fails the send in seconds (order emails are jobs and are retried), never minutes
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    kind: 'smtp',
    async send(msg) {
      try {
        await transport.sendMail({
          from,
          to: msg.to,
          subject: msg.subject,
          text: msg.text,
          html: msg.html,
          headers: msg.headers,
        });
      } catch (err) {
        const code = (err as { responseCode?: number }).responseCode;
        if (code && code >= 550 && code < 560)
          throw new EmailRefusedError(`${code}: the mail server refuses this address`);
        throw new EmailUnavailableError();
      }
    },
  };
}

/** Escapes user-written text before it goes into an HTML email. */
export function escapeHtml(s: string): string {
  return s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}
