// The review.published job: the order's review reward becomes redeemable (1-12, 4-19; once per order, whatever the
// retries) and the reviewer hears that the review is live (emails/ review_reward).
import { eq } from 'drizzle-orm';
import { LOCALE_META, type Locale } from '@shop/core';
import type { Db } from '../../db/client.ts';
import { products, reviews, users } from '../../db/schema.ts';
import type { EmailProvider } from '../../providers/email/email.provider.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import { localeOf } from '../user/user.service.ts';
import { emailShop } from '../../emails/order-email-data.ts';
import { sendTemplatedEmail } from '../../emails/send-email.ts';

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
        firstname: users.firstname,
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
    const link = `${deps.publicUrl.replace(/\/+$/, '')}${LOCALE_META[locale].prefix}/${row.brand}/${row.url}`;
    await sendTemplatedEmail(deps, 'review_reward', locale, row.email, {
      shop: emailShop(deps.publicUrl),
      customerName: row.firstname,
      product: row.name[NAME_KEY[locale]],
      amount: null,
      link,
    });
  };
}
