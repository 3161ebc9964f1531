import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import { localizePath, type Locale } from '@shop/core';
import type { Db } from '../../db/client.ts';
import { newsletterSubscriptions } from '../../db/schema.ts';
import type { EmailProvider } from '../../providers/email/email.provider.ts';
import { InvalidError } from '../../lib/errors.ts';
import { withUnsubscribe, type UnsubscribeTokens } from '../user/unsubscribe.ts';

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

const COPY: Record<Locale, { subject: string; body: (link: string) => string }> = {
  en: {
    subject: 'Confirm your subscription',
    body: (l) =>
      `Thank you for subscribing to Oxygen Ceuticals news.\n\nPlease confirm your email address within 7 days:\n${l}\n\nIf you did not ask for this, ignore this email.`,
  },
  hk: {
    subject: '請確認訂閱',
    body: (l) =>
      `多謝你訂閱 Oxygen Ceuticals 最新消息。\n\n請於 7 日內按以下連結確認電郵地址：\n${l}\n\n如非本人申請，請略過此電郵。`,
  },
  zh: {
    subject: '請確認訂閱',
    body: (l) =>
      `感謝您訂閱 Oxygen Ceuticals 最新消息。\n\n請在 7 天內點選以下連結確認電子郵件地址：\n${l}\n\n若非您本人申請，請忽略此郵件。`,
  },
  cn: {
    subject: '请确认订阅',
    body: (l) =>
      `感谢您订阅 Oxygen Ceuticals 最新资讯。\n\n请在 7 天内点击以下链接确认邮箱地址：\n${l}\n\n如非本人操作，请忽略此邮件。`,
  },
};

export function createNewsletterService(
  db: Db,
  email: EmailProvider,
  publicUrl: string,
  /** the newsletter is marketing: its emails carry the one-click unsubscribe (user/unsubscribe.ts) */
  tokens?: UnsubscribeTokens,
) {
  return {
    async subscribe(address: string, locale: Locale): Promise<{ status: 'pending' | 'confirmed' }> {
      const normalized = address.trim().toLowerCase();
      const [existing] = await db
        .select()
        .from(newsletterSubscriptions)
        .where(eq(newsletterSubscriptions.email, normalized));
      if (existing?.status === 'confirmed') return { status: 'confirmed' };
      const token = randomBytes(24).toString('base64url');
      const expires = new Date(Date.now() + 7 * 24 * 3600 * 1000);
      await db
        .insert(newsletterSubscriptions)
        .values({
          email: normalized,
          locale,
          status: 'pending',
          tokenHash: hash(token),
          tokenExpiresAt: expires,
        })
        .onConflictDoUpdate({
          target: newsletterSubscriptions.email,
          set: { locale, status: 'pending', tokenHash: hash(token), tokenExpiresAt: expires },
        });
      const link = new URL(
        `${localizePath('/newsletter/confirm', locale)}?token=${token}`,
        publicUrl,
      ).toString();
      const copy = COPY[locale];
      const msg = { to: normalized, subject: copy.subject, text: copy.body(link), link };
      await email.send(tokens ? withUnsubscribe(msg, { tokens, publicUrl, locale }) : msg);
      return { status: 'pending' };
    },
    async confirm(token: string): Promise<{ status: 'confirmed'; email: string }> {
      const [row] = await db
        .update(newsletterSubscriptions)
        .set({ status: 'confirmed', confirmedAt: new Date(), tokenHash: null, tokenExpiresAt: null })
        .where(
          and(
            eq(newsletterSubscriptions.tokenHash, hash(token)),
            gt(newsletterSubscriptions.tokenExpiresAt, new Date()),
          ),
        )
        .returning({ email: newsletterSubscriptions.email });
      if (!row)
        throw new InvalidError('This confirmation link is invalid or has expired', 'token', 'token_invalid');
      return { status: 'confirmed', email: row.email };
    },
  };
}

export type Newsletter = ReturnType<typeof createNewsletterService>;
