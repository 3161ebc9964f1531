// Issue 18: reviews, translation and stories, wired once (services, the review.published job, both route sets).
import type { FastifyInstance } from 'fastify';
import { translateProviderFor } from '../../providers/translate/translate.provider.ts';
import { imageStoreFor } from '../product/image-store.ts';
import { reviewAdminRoutes } from './review.admin.routes.ts';
import { reviewPublishedHandler } from './review-published.ts';
import { reviewRoutes } from './review.routes.ts';
import { createReviewService } from './review.service.ts';
import { createTranslator } from './translate.ts';

export async function reviewModule(app: FastifyInstance) {
  const { config, database, email } = app.deps;
  const translator = createTranslator(database.db, translateProviderFor(config));
  const reviews = createReviewService(database.db, {
    translator,
    // queued in the moderation's transaction: it exists exactly when the publication commits
    onPublished: (tx, reviewId) => app.jobs.send('review.published', { reviewId }, { tx }),
  });
  app.jobs.handle(
    'review.published',
    reviewPublishedHandler({ db: database.db, email, publicUrl: config.PUBLIC_URL, wallet: app.wallet }),
  );
  const deps = { reviews, translator, images: imageStoreFor(config) };
  await app.register(reviewRoutes, deps);
  await app.register(reviewAdminRoutes, deps);
}
