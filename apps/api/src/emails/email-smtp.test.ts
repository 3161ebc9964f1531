// Emails through a real SMTP server started here (smtp-server), parsed as a mail client would (mailparser): the
// HTML and text parts, a Chinese subject encoded for the wire (RFC 2047) and read back the same, and the
// unsubscribe headers only on marketing mail.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';
import { createSmtpEmailProvider } from '../providers/email/email.provider.ts';
import { unsubscribeTokens, withUnsubscribe } from '../modules/user/unsubscribe.ts';
import { renderEmail, sampleEmailData } from './render-email.ts';

const raw: string[] = [];
let server: SMTPServer;
let port = 0;

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        raw.push(Buffer.concat(chunks).toString('utf8'));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

async function deliver(msg: Parameters<ReturnType<typeof createSmtpEmailProvider>['send']>[0]) {
  const provider = createSmtpEmailProvider(
    `smtp://127.0.0.1:${port}`,
    'Oxygen Ceuticals <hello@shop.example>',
  );
  const before = raw.length;
  await provider.send(msg);
  expect(raw).toHaveLength(before + 1);
  return { source: raw.at(-1)!, mail: (await simpleParser(raw.at(-1)!)) as ParsedMail };
}

describe('emails over SMTP', () => {
  it('an order email arrives with HTML and text parts and its Chinese subject intact', async () => {
    const data = sampleEmailData('order_paid', 'hk');
    const rendered = await renderEmail('order_paid', 'hk', data);
    const { source, mail } = await deliver({ to: 'mei@example.com', ...rendered });
    // the subject travels encoded (RFC 2047), never as raw UTF-8 bytes in the header
    const subjectHeader = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(source)![1]!;
    expect(subjectHeader).toMatch(/=\?UTF-8\?[BQ]\?/i);
    expect(subjectHeader).not.toContain('訂單');
    expect(mail.subject).toBe(rendered.subject);
    expect(mail.subject).toBe(`訂單 ${data.order.number} 已付款`);
    expect(mail.html).toBeTruthy();
    expect(mail.html as string).toContain(data.order.lines[0]!.name);
    expect(mail.html as string).toContain(data.order.total);
    expect(mail.text).toContain(data.order.lines[1]!.name);
    expect(mail.text).toContain(data.order.total);
    expect(source).not.toMatch(/^List-Unsubscribe/im);
  });

  it('the newsletter confirmation carries List-Unsubscribe and one-click, and the link in both parts', async () => {
    const rendered = await renderEmail(
      'newsletter_confirm',
      'cn',
      sampleEmailData('newsletter_confirm', 'cn'),
    );
    const tokens = unsubscribeTokens(() => new Uint8Array(32).fill(7));
    const msg = withUnsubscribe(
      { to: 'li@example.com', ...rendered },
      { tokens, publicUrl: 'https://shop.example', locale: 'cn' },
    );
    const { source, mail } = await deliver(msg);
    expect(mail.subject).toBe('请确认订阅');
    expect(source).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
    expect(source).toMatch(/^List-Unsubscribe:\s+<https:\/\/shop\.example\/api\/v1\/unsubscribe\?token=/m);
    expect(mail.text).toContain('/cn/unsubscribe?token=');
    expect(mail.html as string).toContain('/cn/unsubscribe?token=');
  });
});
