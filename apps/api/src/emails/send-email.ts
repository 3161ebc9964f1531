// Sends one templated email: staff's wording for the key and language (email_templates), rendered as HTML with its
// plain-text part, through the email provider (dev outbox or SMTP).
import type { EmailTemplateKey, Locale } from '@shop/core';
import type { DbOrTx } from '../db/client.ts';
import type { EmailMessage, EmailProvider } from '../providers/email/email.provider.ts';
import type { EmailData } from './email-data.ts';
import { loadWording } from './email-wording.repository.ts';
import { renderEmail } from './render-email.ts';

export async function sendTemplatedEmail<K extends EmailTemplateKey>(
  deps: { db: DbOrTx; email: EmailProvider },
  key: K,
  locale: Locale,
  to: string,
  data: EmailData[K],
  extra: Pick<EmailMessage, 'link' | 'code' | 'headers'> = {},
  /** a message wrapper (the newsletter's List-Unsubscribe) applied before sending */
  wrap: (m: EmailMessage) => EmailMessage = (m) => m,
): Promise<void> {
  const wording = await loadWording(deps.db, key, locale);
  const mail = await renderEmail(key, locale, data, wording);
  await deps.email.send(wrap({ to, ...mail, ...extra }));
}
