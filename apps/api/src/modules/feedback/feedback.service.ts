// The contact-us form's messages: stored with the sender's locale and address.
import { randomUUID } from 'node:crypto';
import type { FeedbackPayload } from '@shop/core';
import type { Db } from '../../db/client.ts';
import { feedback } from '../../db/schema.ts';

export function createFeedback(db: Db) {
  return {
    /** Stores one message; answers its id. */
    async submit(b: FeedbackPayload & { locale: string }, ip: string) {
      const id = randomUUID();
      await db.insert(feedback).values({
        id,
        name: b.name,
        email: b.email,
        phone: b.phone || null,
        subject: b.subject,
        message: b.message,
        locale: b.locale,
        ip,
      });
      return id;
    },
  };
}

export type Feedback = ReturnType<typeof createFeedback>;
