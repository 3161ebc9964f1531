// Reviews (2.10-01 to 2.10-04): the product's list and summary, posting by a buyer, the member's own list, moderation and
// stories. Text is stored as typed; pages escape it (React) and JSON carries it as data, never as markup.
import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  PAID_STATUSES,
  REVIEW_PAGE_SIZE,
  reviewAverage,
  reviewHistogram,
  reviewProblem,
  type OrderStatus,
  type ReviewLang,
} from '@shop/core';
import type { Db, DbOrTx } from '../../db/client.ts';
import {
  orderItems,
  orders,
  productOptions,
  products,
  reviews,
  reviewStories,
  reviewTranslations,
  users,
  type ReviewStatus,
} from '../../db/schema.ts';
import { ConflictError, ForbiddenError, InvalidError, NotFoundError } from '../../lib/errors.ts';
import { reviewLangOf } from './review-lang.ts';
import type { Translator } from './translate.ts';
import { firstRow } from '../../db/first-row.ts';

export type ReviewSort = 'newest' | 'rating';
export interface PostedReview {
  order_id: string;
  inventory_sku: string;
  rating: number;
  title: string;
  content: string;
  images: string[];
}
const alreadyReviewed = () =>
  new ConflictError('You have already reviewed this product for this order', 'already_reviewed');
type ReviewRow = typeof reviews.$inferSelect;

const PROBLEM_TEXT = {
  rating: 'must be a whole number from 1 to 5',
  too_short: 'must be at least 20 characters',
  too_long: 'is too long',
} as const;

export function createReviewService(
  db: Db,
  deps: {
    translator: Translator;
    /** queues review.published in the moderation's transaction */
    onPublished: (tx: DbOrTx, reviewId: string) => Promise<unknown>;
  },
) {
  async function registerDays(userIds: string[]) {
    if (!userIds.length) return new Map<string, Date>();
    const rows = await db
      .select({ id: users.id, createdAt: users.createdAt })
      .from(users)
      .where(inArray(users.id, userIds));
    return new Map(rows.map((r) => [r.id, r.createdAt]));
  }

  function present(
    r: ReviewRow,
    extra: { registered?: Date; translatable: ReviewLang[]; en?: { title: string; content: string } },
  ) {
    return {
      _id: r.id,
      title: r.title,
      content: r.content,
      title_en: extra.en?.title ?? null,
      content_en: extra.en?.content ?? null,
      nickname: r.nickname,
      rating: r.rating,
      created_at: r.createdAt.toISOString(),
      register_day: extra.registered ? extra.registered.toISOString().slice(0, 10) : null,
      inventory_sku: r.subSku,
      lang: r.lang,
      images: r.images,
      verified_purchase: r.orderId !== null,
      shop_reply: r.shopReply,
      translatable_to: extra.translatable,
    };
  }

  /** 400 for bad input, 403 unless bought in a paid order of this member, 409 when already reviewed; the product. */
  async function check(user: { id: string }, b: PostedReview): Promise<string> {
    const problem = reviewProblem(b);
    if (problem) {
      const text = problem.field === 'rating' ? PROBLEM_TEXT.rating : PROBLEM_TEXT[problem.reason];
      const code =
        problem.field === 'rating'
          ? 'review_rating_invalid'
          : problem.field === 'title'
            ? 'review_title_too_long'
            : problem.reason === 'too_short'
              ? 'review_content_too_short'
              : 'review_content_too_long';
      throw new InvalidError(`body.${problem.field}: ${text}`, problem.field, code);
    }
    const [bought] = await db
      .select({ status: orders.status, productId: productOptions.productId })
      .from(orders)
      .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
      .innerJoin(productOptions, eq(productOptions.subSku, orderItems.subSku))
      .where(
        and(eq(orders.id, b.order_id), eq(orders.userId, user.id), eq(orderItems.subSku, b.inventory_sku)),
      );
    // one answer for "not your order", "not in it" and "not paid": nothing about others' orders leaks
    if (!bought || !PAID_STATUSES.includes(bought.status as OrderStatus))
      throw new ForbiddenError(
        'Only a member who bought this item in a paid order can review it',
        'not_a_buyer',
      );
    const [seen] = await db
      .select({ id: reviews.id })
      .from(reviews)
      .where(and(eq(reviews.orderId, b.order_id), eq(reviews.productId, bought.productId)));
    if (seen) throw alreadyReviewed();
    return bought.productId;
  }

  async function summary(productId: string) {
    const rows = await db
      .select({ rating: reviews.rating })
      .from(reviews)
      .where(and(eq(reviews.productId, productId), eq(reviews.status, 'published')));
    const ratings = rows.map((r) => r.rating);
    return { average: reviewAverage(ratings), count: ratings.length, histogram: reviewHistogram(ratings) };
  }

  return {
    summary,

    async list(productId: string, q: { page: number; sort: ReviewSort; withPhotos: boolean }) {
      const [product] = await db
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.id, productId), eq(products.published, true)));
      if (!product) throw new NotFoundError('Unknown product', 'product_not_found');
      const where = and(
        eq(reviews.productId, productId),
        eq(reviews.status, 'published'),
        q.withPhotos ? sql`jsonb_array_length(${reviews.images}) > 0` : undefined,
      );
      const order =
        q.sort === 'rating'
          ? [desc(reviews.rating), desc(reviews.publishedAt), desc(reviews.id)]
          : [desc(reviews.publishedAt), desc(reviews.id)];
      const rows = await db
        .select()
        .from(reviews)
        .where(where)
        .orderBy(...order)
        .limit(REVIEW_PAGE_SIZE)
        .offset((q.page - 1) * REVIEW_PAGE_SIZE);
      const { n } = firstRow(await db.select({ n: count() }).from(reviews).where(where));
      const stored = rows.length
        ? await db
            .select()
            .from(reviewTranslations)
            .where(
              inArray(
                reviewTranslations.reviewId,
                rows.map((r) => r.id),
              ),
            )
        : [];
      const registered = await registerDays(rows.flatMap((r) => (r.userId ? [r.userId] : [])));
      const options = await db
        .select({ sku: productOptions.subSku, name: productOptions.name })
        .from(productOptions)
        .where(eq(productOptions.productId, productId))
        .orderBy(asc(productOptions.position));
      return {
        comment_list: rows.map((r) => {
          const mine = stored.filter((s) => s.reviewId === r.id);
          const en = mine.find((s) => s.lang === 'en');
          return present(r, {
            registered: r.userId ? registered.get(r.userId) : undefined,
            en,
            translatable: deps.translator.translatableTo(
              r.lang,
              mine.map((s) => s.lang),
            ),
          });
        }),
        ...(await summary(productId)),
        total: n,
        page: q.page,
        page_size: REVIEW_PAGE_SIZE,
        related_inventory_products: options.map((o) => ({ sku: o.sku, name: o.name })),
      };
    },

    check,

    async post(user: { id: string; nickname: string }, b: PostedReview) {
      const productId = await check(user, b);
      const id = randomUUID();
      const inserted = await db
        .insert(reviews)
        .values({
          id,
          productId,
          subSku: b.inventory_sku,
          orderId: b.order_id,
          userId: user.id,
          nickname: user.nickname,
          rating: b.rating,
          title: b.title.trim(),
          content: b.content.trim(),
          lang: reviewLangOf(`${b.title} ${b.content}`),
          images: b.images,
        })
        .onConflictDoNothing()
        .returning({ id: reviews.id });
      // two posts at once: the unique (order, product) index lets one through
      if (!inserted.length) throw alreadyReviewed();
      return { _id: id, status: 'pending' as ReviewStatus };
    },

    async mine(userId: string) {
      const rows = await db
        .select({ r: reviews, name: products.name, url: products.uniqueUrl })
        .from(reviews)
        .innerJoin(products, eq(products.id, reviews.productId))
        .where(eq(reviews.userId, userId))
        .orderBy(desc(reviews.createdAt));
      return {
        items: rows.map(({ r, name, url }) => ({
          _id: r.id,
          product_id: r.productId,
          product_name: name,
          unique_url: url,
          inventory_sku: r.subSku,
          order_id: r.orderId,
          rating: r.rating,
          title: r.title,
          content: r.content,
          status: r.status,
          reason: r.reason,
          shop_reply: r.shopReply,
          created_at: r.createdAt.toISOString(),
          published_at: r.publishedAt?.toISOString() ?? null,
        })),
      };
    },

    /** Paid orders of this member with items not reviewed yet: what the post form offers. */
    async reviewable(userId: string, productId: string) {
      const rows = await db
        .select({ orderId: orders.id, number: orders.number, sku: orderItems.subSku, status: orders.status })
        .from(orders)
        .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
        .innerJoin(productOptions, eq(productOptions.subSku, orderItems.subSku))
        .leftJoin(reviews, and(eq(reviews.orderId, orders.id), eq(reviews.productId, productId)))
        .where(
          and(
            eq(orders.userId, userId),
            eq(productOptions.productId, productId),
            inArray(orders.status, [...PAID_STATUSES]),
            sql`${reviews.id} is null`,
          ),
        )
        .orderBy(desc(orders.createdAt));
      return { items: rows.map((r) => ({ order_id: r.orderId, number: r.number, inventory_sku: r.sku })) };
    },

    async adminList(q: { status: ReviewStatus; page: number }) {
      const size = 20;
      const rows = await db
        .select({ r: reviews, name: products.name })
        .from(reviews)
        .innerJoin(products, eq(products.id, reviews.productId))
        .where(eq(reviews.status, q.status))
        .orderBy(q.status === 'pending' ? asc(reviews.createdAt) : desc(reviews.createdAt))
        .limit(size)
        .offset((q.page - 1) * size);
      const { n } = firstRow(
        await db.select({ n: count() }).from(reviews).where(eq(reviews.status, q.status)),
      );
      const ids = rows.map((x) => x.r.id);
      const stored = ids.length
        ? await db.select().from(reviewTranslations).where(inArray(reviewTranslations.reviewId, ids))
        : [];
      return {
        items: rows.map(({ r, name }) => ({
          _id: r.id,
          product_id: r.productId,
          product_name: name,
          inventory_sku: r.subSku,
          order_id: r.orderId,
          nickname: r.nickname,
          rating: r.rating,
          title: r.title,
          content: r.content,
          lang: r.lang,
          images: r.images,
          status: r.status,
          reason: r.reason,
          shop_reply: r.shopReply,
          created_at: r.createdAt.toISOString(),
          published_at: r.publishedAt?.toISOString() ?? null,
          translations: stored
            .filter((s) => s.reviewId === r.id)
            .map((s) => ({ lang: s.lang, title: s.title, content: s.content, source: s.source })),
        })),
        total: n,
        page: q.page,
        page_size: size,
      };
    },

    /** Approve (publish, queue review.published) or reject with a reason; the reply is the shop's answer. */
    async moderate(
      id: string,
      m: { decision: 'approve' | 'reject'; reason?: string; reply?: string },
      staffEmail: string,
      audit: (tx: DbOrTx, before: ReviewRow, after: ReviewRow) => Promise<void>,
    ) {
      if (m.decision === 'reject' && !m.reason?.trim())
        throw new InvalidError(
          'body.reason: a rejection needs a reason the member can read',
          'reason',
          'required',
        );
      return db.transaction(async (tx) => {
        const [before] = await tx.select().from(reviews).where(eq(reviews.id, id)).for('update');
        if (!before) throw new NotFoundError('Unknown review', 'review_not_found');
        const publish = m.decision === 'approve';
        const after = firstRow(
          await tx
            .update(reviews)
            .set({
              status: publish ? 'published' : 'rejected',
              reason: publish ? null : m.reason!.trim(),
              shopReply: m.reply === undefined ? before.shopReply : m.reply.trim() || null,
              publishedAt: publish ? (before.publishedAt ?? new Date()) : null,
              moderatedBy: staffEmail,
            })
            .where(eq(reviews.id, id))
            .returning(),
        );
        // the event (and with it the reward) happens once: on the first publication only
        if (publish && before.status !== 'published') await deps.onPublished(tx, id);
        await audit(tx, before, after);
        return { _id: id, status: after.status };
      });
    },

    async get(id: string) {
      const [r] = await db.select().from(reviews).where(eq(reviews.id, id));
      return r;
    },

    stories: {
      async published() {
        const rows = await db
          .select()
          .from(reviewStories)
          .where(eq(reviewStories.published, true))
          .orderBy(desc(reviewStories.priority), desc(reviewStories.createdAt));
        return rows.map(presentStory);
      },
      async all() {
        const rows = await db
          .select()
          .from(reviewStories)
          .orderBy(desc(reviewStories.priority), desc(reviewStories.createdAt));
        return rows.map(presentStory);
      },
    },
  };
}

export function presentStory(s: typeof reviewStories.$inferSelect) {
  return {
    id: s.id,
    video_url: s.videoUrl,
    image_url: s.imageUrl,
    title: s.title,
    description: s.description,
    name: s.name,
    rating: s.rating,
    ig_link: s.igLink,
    priority: s.priority,
    published: s.published,
  };
}

export type ReviewService = ReturnType<typeof createReviewService>;
