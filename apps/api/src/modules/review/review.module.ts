// Reviews: a product's reviews and their translations, posting and my reviews, the stories, moderation in the back
// office, and the review.published job (the reviewer's email and the order's review reward).
import type { App } from '../../app-types.ts';
import { meterProvider } from '../../lib/provider-metrics.ts';
import { createResponseCache } from '../../lib/response-cache.ts';
import { translateProviderFor } from '../../providers/translate/translate.provider.ts';
import { reviewPublishedHandler } from './review-published.ts';
import { reviewAdminRoutes } from './review.admin.routes.ts';
import { createReviewAdmin } from './review.admin.service.ts';
import { reviewRoutes, type ReviewRouteDeps } from './review.routes.ts';
import { createReviewService } from './review.service.ts';
import { createTranslator } from './translate.ts';

export async function reviewModule(app: App): Promise<void> {
  const { config, database, email } = app.deps;
  const answers = createResponseCache({ max: 2000, ttlMs: 60_000 });
  // a staff change on any instance (review, story, product) reaches every instance's answers through here
  app.catalogue.onInvalidate(() => answers.clear());
  // a shopper's first translation of a text is stored: the list then carries it (other instances within the TTL)
  const provider = translateProviderFor(config);
  const translator = createTranslator(
    database.db,
    provider && meterProvider(provider, 'translate', app.metrics.providerCall),
    {
      onStored: () => answers.clear(),
    },
  );
  app.decorate(
    'reviews',
    createReviewService(database.db, {
      translator,
      // queued in the moderation's transaction: it exists exactly when the publication commits
      onPublished: (tx, reviewId) => app.jobs.send('review.published', { reviewId }, { tx }),
    }),
  );
  app.decorate('reviewAdmin', createReviewAdmin({ db: database.db, translator }));
  app.jobs.handle(
    'review.published',
    reviewPublishedHandler({ db: database.db, email, publicUrl: config.PUBLIC_URL, wallet: app.wallet }),
  );
  const deps: ReviewRouteDeps = {
    translator,
    media: app.media,
    answers,
    // the guest pages show the reviews too: a catalogue change drops both, here and on the other instances
    changed: () => app.catalogue.invalidateCatalogue(),
  };
  await app.register(reviewRoutes, { prefix: '/api/v1', ...deps });
  await app.register(reviewAdminRoutes, { prefix: '/api/v1', ...deps });
}
