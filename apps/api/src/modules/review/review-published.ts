// The review.published job: the order's review reward becomes redeemable (1-12, 4-19; once per order, whatever the
// retries) and the reviewer hears that the review is live.
import { eq } from 'drizzle-orm';
import { LOCALE_META, type Locale } from '@shop/core';
import type { Db } from '../../db/client.ts';
import { products, reviews, users } from '../../db/schema.ts';
import type { EmailProvider } from '../../providers/email/email.provider.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import { localeOf } from '../user/user.service.ts';

const COPY: Record<Locale, { subject: string; text: (product: string, url: string) => string }> = {
  hk: {
    subject: '你的評價已經刊登',
    text: (p, url) => `多謝你分享對「${p}」嘅評價！評價已經刊登：\n${url}`,
  },
  zh: {
    subject: '您的評論已刊登',
    text: (p, url) => `感謝您分享對「${p}」的評論！評論已經刊登：\n${url}`,
  },
  cn: {
    subject: '您的评价已发布',
    text: (p, url) => `感谢您分享对“${p}”的评价！评价已经发布：\n${url}`,
  },
  en: {
    subject: 'Your review is live',
    text: (p, url) => `Thank you for reviewing ${p}! Your review is now published:\n${url}`,
  },
};

const NAME_KEY: Record<Locale, 'chi' | 'cn' | 'eng'> = { hk: 'chi', zh: 'chi', cn: 'cn', en: 'eng' };

export function reviewPublishedHandler(deps: {
  db: Db;
  email: EmailProvider;
  publicUrl: string;
  wallet: Pick<WalletService, 'grantReviewReward'>;
}) {
  return async ({ reviewId }: { reviewId: string }) => {
    const [row] = await deps.db
      .select({
        status: reviews.status,
        orderId: reviews.orderId,
        userId: reviews.userId,
        publishedAt: reviews.publishedAt,
        email: users.email,
        lang: users.preferredLang,
        deleted: users.deletedAt,
        name: products.name,
        url: products.uniqueUrl,
        brand: products.brandKey,
      })
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.userId))
      .innerJoin(products, eq(products.id, reviews.productId))
      .where(eq(reviews.id, reviewId));
    // unpublished again since, or the member closed the account: nothing to tell
    if (!row || row.status !== 'published' || row.deleted) return;
    const { orderId, userId, publishedAt } = row;
    // the demo seed's reviews carry no order, and only a bought order earns a reward
    if (orderId && userId && publishedAt)
      await deps.db.transaction((tx) =>
        deps.wallet.grantReviewReward(tx, { userId, orderId, reviewId, publishedAt }),
      );
    const locale = localeOf(row.lang);
    const copy = COPY[locale];
    const link = `${deps.publicUrl.replace(/\/+$/, '')}${LOCALE_META[locale].prefix}/${row.brand}/${row.url}`;
    await deps.email.send({
      to: row.email,
      subject: copy.subject,
      text: copy.text(row.name[NAME_KEY[locale]], link),
    });
  };
}
