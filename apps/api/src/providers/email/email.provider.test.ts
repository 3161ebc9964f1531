import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { createSmtpEmailProvider, escapeHtml } from './email.provider.ts';

const received: { from: string; to: string[]; data: string }[] = [];
let server: SMTPServer;
let port = 0;

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (c: Buffer) => {
        data += c.toString('utf8');
      });
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          data,
        });
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

describe('SMTP email provider', () => {
  it('delivers through a real SMTP server', async () => {
    const provider = createSmtpEmailProvider(
      `smtp://127.0.0.1:${port}`,
      'Oxygen Ceuticals <hello@oxygen-ceuticals.example>',
    );
    await provider.send({
      to: 'mei@example.com',
      subject: 'Reset your password',
      text: 'Open https://shop.example/reset-password?token=abc',
    });
    expect(received).toHaveLength(1);
    expect(received[0]!.from).toBe('hello@oxygen-ceuticals.example');
    expect(received[0]!.to).toEqual(['mei@example.com']);
    expect(received[0]!.data).toContain('Subject: Reset your password');
    expect(received[0]!.data).toContain('reset-password?token=abc');
  });
});

describe('escapeHtml', () => {
  it('makes user-written text inert in HTML email', () => {
    expect(escapeHtml(`<img src=x onerror="alert('1')">&`)).toBe(
      '&lt;img src=x onerror=&quot;alert(&#39;1&#39;)&quot;&gt;&amp;',
    );
  });
});
