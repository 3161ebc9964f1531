// The referrer's email when a friend's first order is delivered and the referral's cash dollars land in their wallet
// (1-11). Queued with the order's "delivered" email in the transition's transaction; written when the job runs, so
// it names the amount the wallet really credited, in the referrer's own language.
import { and, eq, isNull } from 'drizzle-orm';
import { localizePath } from '@shop/core';
import type { Db } from '../../db/client.ts';
import { referrals, users } from '../../db/schema.ts';
import type { EmailProvider } from '../../providers/email/email.provider.ts';
import type { EmailShop } from '../../emails/email-data.ts';
import { sendTemplatedEmail } from '../../emails/send-email.ts';
import { orderRecipient } from './order-recipient.ts';
import { orderMoney } from './order-text.ts';

export async function deliverReferralRewardEmail(
  deps: { db: Db; email: EmailProvider },
  order: { id: string; locale: string | null },
  shop: EmailShop,
  publicUrl: string,
): Promise<void> {
  const [ref] = await deps.db
    .select({ referrerId: referrals.referrerId, amount: referrals.amount, currency: referrals.currency })
    .from(referrals)
    .where(and(eq(referrals.orderId, order.id), eq(referrals.status, 'available')));
  if (!ref || ref.amount <= 0 || !ref.currency) return;
  const [u] = await deps.db
    .select({ email: users.email, firstname: users.firstname, lastname: users.lastname })
    .from(users)
    .where(and(eq(users.id, ref.referrerId), isNull(users.deletedAt)));
  if (!u) return;
  const to = await orderRecipient(deps.db, { userId: ref.referrerId, locale: order.locale });
  if (!to.email) return;
  const name = [u.firstname, u.lastname].filter(Boolean).join(' ');
  await sendTemplatedEmail(deps, 'referral_reward', to.locale, u.email, {
    shop,
    customerName: name,
    amount: orderMoney(ref.amount, ref.currency, to.locale),
    link: new URL(localizePath('/account?view=WALLET', to.locale), publicUrl).toString(),
  });
}
