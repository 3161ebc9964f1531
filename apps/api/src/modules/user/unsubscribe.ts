// One-click unsubscribe from marketing email (RFC 8058). Every marketing email carries a signed link for
// its address: the List-Unsubscribe header (POSTed by the mail client, "List-Unsubscribe=One-Click") and a page
// link in the text (the page asks before it unsubscribes, as link scanners open every GET).
import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { localizePath, type Locale } from '@shop/core';
import type { Db } from '../../db/client.ts';
import { newsletterSubscriptions, users } from '../../db/schema.ts';
import { escapeHtml, type EmailMessage } from '../../providers/email/email.provider.ts';

const FOOTER: Record<Locale, string> = {
  en: 'To stop these emails, unsubscribe here:',
  hk: '如不想再收到此類電郵，請按此取消訂閱：',
  zh: '若不想再收到此類郵件，請點此取消訂閱：',
  cn: '如不想再收到此类邮件，请点此退订：',
};

/** A token per address that never expires (an old email must still unsubscribe) and names nothing but the address. */
export function unsubscribeTokens(secret: () => Uint8Array) {
  const sign = (email: string) =>
    createHmac('sha256', secret()).update(`unsubscribe:${email}`).digest('base64url');
  return {
    issue(email: string): string {
      const e = email.trim().toLowerCase();
      return `un.${Buffer.from(e).toString('base64url')}.${sign(e)}`;
    },
    /** the address the token was issued for, or null */
    verify(token: string): string | null {
      const m = /^un\.([\w-]{1,400})\.([\w-]{43})$/.exec(token);
      if (!m) return null;
      const email = Buffer.from(m[1]!, 'base64url').toString('utf8');
      const good = Buffer.from(sign(email));
      const given = Buffer.from(m[2]!);
      return given.length === good.length && timingSafeEqual(given, good) ? email : null;
    },
  };
}
export type UnsubscribeTokens = ReturnType<typeof unsubscribeTokens>;

/** A marketing email as sent: the one-click headers, and the page link at the end of the text. */
export function withUnsubscribe(
  msg: EmailMessage,
  deps: { tokens: UnsubscribeTokens; publicUrl: string; locale: Locale },
): EmailMessage {
  const token = deps.tokens.issue(msg.to);
  const oneClick = new URL(`/api/v1/unsubscribe?token=${token}`, deps.publicUrl).toString();
  const page = new URL(
    `${localizePath('/unsubscribe', deps.locale)}?token=${token}`,
    deps.publicUrl,
  ).toString();
  return {
    ...msg,
    text: `${msg.text}\n\n${FOOTER[deps.locale]}\n${page}`,
    // the HTML part says it too, as the last line of the card
    ...(msg.html
      ? {
          html: msg.html.replace(
            /(<\/body>)/i,
            `<p style="font-size:13px;line-height:20px;color:#6a625a;text-align:center;margin:12px 0">${escapeHtml(FOOTER[deps.locale])} <a href="${escapeHtml(page)}" style="color:#5b4a3a">${escapeHtml(page)}</a></p>$1`,
          ),
        }
      : {}),
    headers: {
      ...msg.headers,
      'List-Unsubscribe': `<${oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/** Marketing email off for the address: a member's switch, and a newsletter subscription. */
export async function unsubscribeEmail(db: Db, email: string) {
  await db
    .update(users)
    .set({ notifications: sql`${users.notifications} || '{"marketing_email": false}'::jsonb` })
    .where(eq(users.email, email));
  await db
    .update(newsletterSubscriptions)
    .set({ status: 'unsubscribed' })
    .where(eq(newsletterSubscriptions.email, email));
}
