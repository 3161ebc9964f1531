import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import { localizePath, type Locale } from '@shop/core';
import type { Db } from '../../db/client.ts';
import { newsletterSubscriptions } from '../../db/schema.ts';
import type { EmailProvider } from '../../providers/email/email.provider.ts';
import { InvalidError } from '../../lib/errors.ts';
import { withUnsubscribe, type UnsubscribeTokens } from '../user/unsubscribe.ts';
import { emailShop } from '../../emails/order-email-data.ts';
import { sendTemplatedEmail } from '../../emails/send-email.ts';

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

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
      // marketing mail: the one-click unsubscribe headers and the footer link (user/unsubscribe.ts)
      await sendTemplatedEmail(
        { db, email },
        'newsletter_confirm',
        locale,
        normalized,
        { shop: emailShop(publicUrl), link },
        { link },
        (msg) => (tokens ? withUnsubscribe(msg, { tokens, publicUrl, locale }) : msg),
      );
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
