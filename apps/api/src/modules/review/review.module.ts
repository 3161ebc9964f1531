// Reviews, translation and stories (2.10-01 to 2.10-04), wired once (services, the review.published job, both route sets).
import type { FastifyInstance } from 'fastify';
import { translateProviderFor } from '../../providers/translate/translate.provider.ts';
import { imageStoreFor } from '../product/image-store.ts';
import { reviewAdminRoutes } from './review.admin.routes.ts';
import { reviewPublishedHandler } from './review-published.ts';
import { reviewRoutes } from './review.routes.ts';
import { createReviewService } from './review.service.ts';
import { createTranslator } from './translate.ts';
import { createResponseCache } from '../../lib/response-cache.ts';

export async function reviewModule(app: FastifyInstance) {
  const { config, database, email } = app.deps;
  const answers = createResponseCache({ max: 2000, ttlMs: 60_000 });
  // a staff change on any instance (review, story, product) reaches every instance's answers through here
  app.catalogue.onInvalidate(() => answers.clear());
  // a shopper's first translation of a text is stored: the list then carries it (other instances within the TTL)
  const translator = createTranslator(database.db, translateProviderFor(config), {
    onStored: () => answers.clear(),
  });
  const reviews = createReviewService(database.db, {
    translator,
    // queued in the moderation's transaction: it exists exactly when the publication commits
    onPublished: (tx, reviewId) => app.jobs.send('review.published', { reviewId }, { tx }),
  });
  app.jobs.handle(
    'review.published',
    reviewPublishedHandler({ db: database.db, email, publicUrl: config.PUBLIC_URL, wallet: app.wallet }),
  );
  const deps = {
    reviews,
    translator,
    images: imageStoreFor(config),
    answers,
    // the guest pages show the reviews too: a catalogue change drops both, here and on the other instances
    changed: () => app.catalogue.invalidateCatalogue(),
  };
  await app.register(reviewRoutes, deps);
  await app.register(reviewAdminRoutes, deps);
}
