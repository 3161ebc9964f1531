// 1-19: a member's order messages follow their account's switches (notifications.order_email) and preferred
// language; a guest's follow the order (its email, the locale it was placed in).
import { eq } from 'drizzle-orm';
import { isLocale, LOCALE_META, SUPPORTED_LOCALES, type Locale } from '@shop/core';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema.ts';

export async function orderRecipient(
  db: DbOrTx,
  o: { userId: string | null; locale: string | null },
): Promise<{ email: boolean; locale: Locale }> {
  const fallback: Locale = o.locale && isLocale(o.locale) ? o.locale : 'hk';
  if (!o.userId) return { email: true, locale: fallback };
  const [u] = await db
    .select({ notifications: users.notifications, lang: users.preferredLang })
    .from(users)
    .where(eq(users.id, o.userId));
  if (!u) return { email: true, locale: fallback };
  const preferred = SUPPORTED_LOCALES.find((l) => LOCALE_META[l].preferredLang === u.lang);
  return { email: u.notifications.order_email, locale: preferred ?? fallback };
}
