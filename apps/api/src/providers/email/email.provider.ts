import { randomUUID } from 'node:crypto';
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

/** Sandbox: writes the message to the outbox table, readable at /api/dev/outbox outside production. */
export function createOutboxEmailProvider(db: Db): EmailProvider {
  return {
    kind: 'outbox',
    async send(msg) {
      if (UNDELIVERABLE.test(msg.to.trim()))
        throw new Error(`550 no such domain: ${msg.to.split('@').pop()} does not receive mail`);
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
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async send(msg) {
      await transport.sendMail({ from, to: msg.to, subject: msg.subject, text: msg.text, html: msg.html });
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
