// The back office's side of reviews that is not moderation: staff translations and the stories, each write audited
// in its transaction.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { ReviewLang } from '@shop/core';
import type { Db } from '../../db/client.ts';
import { reviewStories } from '../../db/schema.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { audit, type AuditActor } from '../staff/audit.ts';
import { presentStory } from './review.service.ts';
import type { Translator } from './translate.ts';
import { firstRow } from '../../db/first-row.ts';

export interface StoryInput {
  video_url: string | null;
  image_url: string | null;
  title: string;
  description: string;
  name: string;
  rating: number;
  ig_link: string | null;
  priority: number;
  published: boolean;
}

const storyColumns = (b: StoryInput) => ({
  videoUrl: b.video_url,
  imageUrl: b.image_url,
  title: b.title,
  description: b.description,
  name: b.name,
  rating: b.rating,
  igLink: b.ig_link,
  priority: b.priority,
  published: b.published,
});

export function createReviewAdmin(deps: { db: Db; translator: Translator }) {
  const { db, translator } = deps;
  return {
    /** A staff translation replaces the machine's (or an earlier staff one) for that language. */
    async setTranslation(
      req: AuditActor,
      reviewId: string,
      lang: ReviewLang,
      body: { title: string; content: string },
    ) {
      const { before, after } = await translator.setStaffTranslation(reviewId, lang, body);
      await audit(db, req, {
        action: 'review.translation',
        entity: 'review',
        entityId: reviewId,
        before: before && {
          lang: before.lang,
          title: before.title,
          content: before.content,
          source: before.source,
        },
        after: { lang: after.lang, title: after.title, content: after.content },
      });
      return { lang: after.lang, title: after.title, content: after.content, source: after.source };
    },

    async createStory(req: AuditActor, b: StoryInput) {
      const row = await db.transaction(async (tx) => {
        const row = firstRow(
          await tx
            .insert(reviewStories)
            .values({ id: randomUUID(), ...storyColumns(b) })
            .returning(),
        );
        await audit(tx, req, {
          action: 'review_story.create',
          entity: 'review_story',
          entityId: row.id,
          after: b,
        });
        return row;
      });
      return presentStory(row);
    },

    updateStory: (req: AuditActor, id: string, b: StoryInput) =>
      db.transaction(async (tx) => {
        const [before] = await tx.select().from(reviewStories).where(eq(reviewStories.id, id));
        if (!before) throw new NotFoundError('Unknown story', 'story_not_found');
        const row = firstRow(
          await tx.update(reviewStories).set(storyColumns(b)).where(eq(reviewStories.id, id)).returning(),
        );
        await audit(tx, req, {
          action: 'review_story.update',
          entity: 'review_story',
          entityId: row.id,
          before: presentStory(before),
          after: presentStory(row),
        });
        return presentStory(row);
      }),

    deleteStory: (req: AuditActor, id: string) =>
      db.transaction(async (tx) => {
        const [gone] = await tx.delete(reviewStories).where(eq(reviewStories.id, id)).returning();
        if (!gone) throw new NotFoundError('Unknown story', 'story_not_found');
        await audit(tx, req, {
          action: 'review_story.delete',
          entity: 'review_story',
          entityId: gone.id,
          before: presentStory(gone),
        });
        return { ok: true as const };
      }),
  };
}

export type ReviewAdmin = ReturnType<typeof createReviewAdmin>;
