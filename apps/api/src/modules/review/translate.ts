// A review's text in another language, from the first source that has it: a stored translation (staff, or an
// earlier answer) → OpenCC between the Chinese scripts → the configured provider. Every computed answer is stored,
// so each text is translated once.
import { and, eq } from 'drizzle-orm';
import { isScriptConversion, REVIEW_LANGS, type ReviewLang } from '@shop/core';
import type { Db } from '../../db/client.ts';
import { reviews, reviewTranslations } from '../../db/schema.ts';
import { NotFoundError } from '../../lib/errors.ts';
import type { TranslateProvider } from '../../providers/translate/translate.provider.ts';
import { convertScript } from './review-lang.ts';

const isLang = (l: string): l is ReviewLang => (REVIEW_LANGS as readonly string[]).includes(l);

export function createTranslator(
  db: Db,
  provider: TranslateProvider | null,
  events: { onStored?: () => void } = {},
) {
  return {
    /** The languages this review can be shown in now: the translate button shows only for these. */
    translatableTo(from: string, stored: string[]): ReviewLang[] {
      return REVIEW_LANGS.filter(
        (to) =>
          to !== from &&
          (stored.includes(to) || (isLang(from) && (isScriptConversion(from, to) || provider !== null))),
      );
    },

    async translate(reviewId: string, to: ReviewLang) {
      const [r] = await db
        .select()
        .from(reviews)
        .where(and(eq(reviews.id, reviewId), eq(reviews.status, 'published')));
      if (!r) throw new NotFoundError('Unknown review', 'review_not_found');
      if (r.lang === to) return { title: r.title, content: r.content, source: 'original' as const };
      const [stored] = await db
        .select()
        .from(reviewTranslations)
        .where(and(eq(reviewTranslations.reviewId, reviewId), eq(reviewTranslations.lang, to)));
      if (stored) return { title: stored.title, content: stored.content, source: stored.source };
      const from = r.lang;
      if (!isLang(from)) throw new NotFoundError('This review has no translation', 'not_translatable');
      let answer: { title: string; content: string; source: 'opencc' | 'provider' };
      if (isScriptConversion(from, to)) {
        const script = to as Exclude<ReviewLang, 'en'>;
        answer = {
          title: convertScript(r.title, script),
          content: convertScript(r.content, script),
          source: 'opencc',
        };
      } else if (provider) {
        const texts = r.title ? [r.title, r.content] : [r.content];
        const out = await provider.translate(texts, from, to);
        answer = r.title
          ? { title: out[0]!, content: out[1]!, source: 'provider' }
          : { title: '', content: out[0]!, source: 'provider' };
      } else {
        throw new NotFoundError('This review has no translation', 'not_translatable');
      }
      // two shoppers asking at once: the first stored answer wins, and both see a translation
      await db
        .insert(reviewTranslations)
        .values({ reviewId, lang: to, ...answer })
        .onConflictDoNothing();
      events.onStored?.();
      return answer;
    },

    /** Staff write or correct a translation; it wins over any computed one from now on. */
    async setStaffTranslation(reviewId: string, lang: ReviewLang, t: { title: string; content: string }) {
      const [r] = await db.select({ id: reviews.id }).from(reviews).where(eq(reviews.id, reviewId));
      if (!r) throw new NotFoundError('Unknown review', 'review_not_found');
      const [before] = await db
        .select()
        .from(reviewTranslations)
        .where(and(eq(reviewTranslations.reviewId, reviewId), eq(reviewTranslations.lang, lang)));
      const values = {
        title: t.title.trim(),
        content: t.content.trim(),
        source: 'staff' as const,
        updatedAt: new Date(),
      };
      await db
        .insert(reviewTranslations)
        .values({ reviewId, lang, ...values })
        .onConflictDoUpdate({ target: [reviewTranslations.reviewId, reviewTranslations.lang], set: values });
      return { before: before ?? null, after: { lang, ...values } };
    },
  };
}

export type Translator = ReturnType<typeof createTranslator>;
