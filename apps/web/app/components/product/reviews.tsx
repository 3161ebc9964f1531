// Product reviews (2.10-01 to 2.10-04, 4-17): summary and histogram, the list 8 a page with sort and photo filter, the
// verified-purchase badge and shop reply, photos in a keyboard-usable lightbox, the translate button, the post
// form for a member who bought it, and the story slider. Review text is rendered as text: React escapes it.
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, useActionData, useSearchParams } from 'react-router';
import { padSlides, SHOP_TIME_ZONE } from '@shop/core';
import { useI18n } from '../../i18n/i18n.tsx';
import { IMAGE_SIZES } from '../../lib/image-sizes.ts';
import { Picture } from '../picture.tsx';
import {
  htmlLang,
  readerLang,
  translateChoice,
  TRANSLATE_DELAY_MS,
  TYPE_MS_PER_CHAR,
  type ReviewItem,
  type ReviewsData,
  type ReviewStory,
  type Reviewable,
} from '../../lib/reviews.ts';
import { ReviewSummary, Stars } from './stars.tsx';
import { PostForm } from './review-post-form.tsx';

// the photo viewer loads on its first tap, not with every product page (first-load budget, docs/scaling.md)
const Lightbox = lazy(() => import('./review-lightbox.tsx').then((m) => ({ default: m.Lightbox })));

export function ProductReviews({
  data,
  reviewable,
  stories,
}: {
  data: ReviewsData | null;
  reviewable: Reviewable[];
  stories: ReviewStory[];
}) {
  const { t } = useI18n();
  const [params] = useSearchParams();
  // after posting, the item is no longer reviewable (the form goes): the thanks stand in its place
  const posted = (useActionData() as { review?: { ok: boolean } } | undefined)?.review?.ok === true;
  if (!data) return null;
  const withParam = (k: string, v: string | null) => {
    const p = new URLSearchParams(params);
    if (v === null) p.delete(k);
    else p.set(k, v);
    if (k !== 'rpage') p.delete('rpage');
    return `?${p}#reviews`;
  };
  const pages = Math.max(1, Math.ceil(data.total / data.page_size));
  const photos = params.get('rphotos') === '1';
  const byRating = params.get('rsort') === 'rating';
  return (
    <section id="reviews" aria-labelledby="reviews-title" className="mt-14">
      <h2 id="reviews-title" className="font-serif text-2xl">
        {t('review.title')}
      </h2>
      <div className="mt-4 grid grid-cols-1 gap-6 md:grid-cols-12">
        <div className="min-w-0 md:col-span-4">
          <ReviewSummary average={data.average} count={data.count} />
          <ul className="mt-3 grid gap-1 text-sm" aria-label={t('review.histogram')}>
            {([5, 4, 3, 2, 1] as const).map((s) => {
              const n = data.histogram[s];
              const pct = data.count ? Math.round((n / data.count) * 100) : 0;
              return (
                <li key={s} className="flex items-center gap-2">
                  <span className="w-14 shrink-0 whitespace-nowrap">{t('review.n_stars', { n: s })}</span>
                  <span aria-hidden="true" className="h-2 flex-1 overflow-hidden rounded-full bg-surface-2">
                    <span className="block h-full bg-accent" style={{ width: `${pct}%` }} />
                  </span>
                  <span className="w-8 text-right">{n}</span>
                </li>
              );
            })}
          </ul>
          <StorySlider stories={stories} />
        </div>
        <div className="min-w-0 md:col-span-8">
          <nav className="flex flex-wrap gap-3 text-sm" aria-label={t('review.filters')}>
            <Link
              className={`inline-flex min-h-11 min-w-11 items-center ${byRating ? 'underline' : 'font-medium'}`}
              to={withParam('rsort', null)}
              aria-current={byRating ? undefined : 'true'}
              preventScrollReset
            >
              {t('review.sort_newest')}
            </Link>
            <Link
              className={`inline-flex min-h-11 min-w-11 items-center ${byRating ? 'font-medium' : 'underline'}`}
              to={withParam('rsort', 'rating')}
              aria-current={byRating ? 'true' : undefined}
              preventScrollReset
            >
              {t('review.sort_rating')}
            </Link>
            {/* a link that says what it switches to (a link cannot be a pressed toggle) */}
            <Link
              to={withParam('rphotos', photos ? null : '1')}
              className="inline-flex min-h-11 min-w-11 items-center underline"
              preventScrollReset
            >
              {photos ? t('review.all') : t('review.with_photos')}
            </Link>
          </nav>
          <ul className="mt-4 divide-y divide-line">
            {data.comment_list.map((r) => (
              <ReviewCard key={r._id} review={r} />
            ))}
          </ul>
          {pages > 1 && (
            <nav className="mt-4 flex gap-2 text-sm" aria-label={t('review.pages')}>
              {Array.from({ length: pages }, (_, i) => i + 1).map((p) => (
                <Link
                  key={p}
                  to={withParam('rpage', String(p))}
                  aria-current={p === data.page ? 'page' : undefined}
                  className={`min-h-11 min-w-11 rounded-full border px-3 py-2 text-center ${p === data.page ? 'border-accent' : 'border-line'}`}
                  preventScrollReset
                >
                  {p}
                </Link>
              ))}
            </nav>
          )}
          {posted ? (
            <p role="status" className="mt-6 rounded bg-surface-2 p-4">
              {t('review.posted')}
            </p>
          ) : (
            reviewable.length > 0 && <PostForm reviewable={reviewable} data={data} story={stories[0]} />
          )}
        </div>
      </div>
    </section>
  );
}

function ReviewCard({ review: r }: { review: ReviewItem }) {
  const { t, locale } = useI18n();
  const [open, setOpen] = useState<number | null>(null);
  const target = readerLang(locale);
  return (
    <li className="py-5">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <Stars rating={r.rating} label={t('review.stars', { n: r.rating })} />
        <span className="font-medium">{r.nickname}</span>
        {r.verified_purchase && (
          <span className="rounded-full bg-surface-2 px-2 py-0.5 text-xs">{t('review.verified')}</span>
        )}
        <time className="text-muted" dateTime={r.created_at}>
          {/* a Hong Kong date whatever the browser's zone, so the server's render and the browser's agree */}
          {new Date(r.created_at).toLocaleDateString(locale === 'en' ? 'en-GB' : 'zh-HK', {
            timeZone: SHOP_TIME_ZONE,
          })}
        </time>
      </div>
      {translateChoice(r, target) === 'button' ? (
        <Translatable review={r} to={target} />
      ) : (
        // the review's own language (2.10-01): an English review on a Chinese page is read in an English voice
        <>
          <div lang={htmlLang(r.lang)}>
            <ReviewText title={r.title} content={r.content} />
          </div>
          {translateChoice(r, target) === 'unavailable' && (
            <p className="mt-2 text-sm text-muted">{t('review.translation_unavailable')}</p>
          )}
        </>
      )}
      {r.images.length > 0 && (
        <ul className="mt-3 flex gap-2">
          {r.images.map((src, i) => (
            <li key={src}>
              <button
                type="button"
                onClick={() => setOpen(i)}
                aria-label={t('review.open_photo', { n: i + 1 })}
              >
                <Picture
                  src={src}
                  sizes={IMAGE_SIZES.reviewThumb}
                  alt=""
                  decorative
                  locale={locale}
                  width={80}
                  height={80}
                  className="h-20 w-20 rounded object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
      {open !== null && (
        <Suspense fallback={null}>
          <Lightbox images={r.images} start={open} onClose={() => setOpen(null)} />
        </Suspense>
      )}
      {r.shop_reply && (
        <div className="mt-3 rounded bg-surface-2 p-3 text-sm">
          <p className="font-medium">{t('review.shop_reply')}</p>
          <p className="mt-1 whitespace-pre-line">{r.shop_reply}</p>
        </div>
      )}
    </li>
  );
}

function ReviewText({ title, content }: { title: string; content: string }) {
  return (
    <>
      {title && <h3 className="mt-2 font-medium">{title}</h3>}
      <p className="mt-1 whitespace-pre-line">{content}</p>
    </>
  );
}

type TranslateState = 'original' | 'translating' | 'translated';

/** 4-17: not translated → translating → translated, and back; a failure quietly resets. */
function Translatable({ review: r, to }: { review: ReviewItem; to: string }) {
  const { t } = useI18n();
  const [state, setState] = useState<TranslateState>('original');
  const [text, setText] = useState<{ title: string; content: string } | null>(null);
  const [typed, setTyped] = useState(0);
  const timers = useRef<number[]>([]);
  useEffect(() => () => timers.current.forEach((id) => window.clearTimeout(id)), []);

  async function translate() {
    if (text) {
      setState('translated');
      return;
    }
    setState('translating');
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    try {
      const wait = still
        ? Promise.resolve()
        : new Promise((ok) => timers.current.push(window.setTimeout(ok, TRANSLATE_DELAY_MS)));
      const res = await fetch(
        `/api/v1/language/translate?comment_ids=${encodeURIComponent(r._id)}&lang=${to}`,
      );
      if (!res.ok) throw new Error(String(res.status));
      const body = (await res.json()) as { title: string; content: string };
      await wait;
      setText(body);
      const total = body.title.length + body.content.length;
      setTyped(still ? total : 0);
      setState('translated');
      if (!still) {
        const tick = () => {
          setTyped((n) => {
            if (n + 1 < total) timers.current.push(window.setTimeout(tick, TYPE_MS_PER_CHAR));
            return n + 1;
          });
        };
        timers.current.push(window.setTimeout(tick, TYPE_MS_PER_CHAR));
      }
    } catch {
      setState('original');
    }
  }

  const shown =
    state === 'translated' && text
      ? {
          title: text.title.slice(0, typed),
          content: text.content.slice(0, Math.max(0, typed - text.title.length)),
        }
      : { title: r.title, content: r.content };
  return (
    <div>
      {/* the text in its language (the translation's once translated); the button stays in the page's */}
      <div lang={htmlLang(state === 'translated' ? to : r.lang)}>
        <ReviewText title={shown.title} content={shown.content} />
      </div>
      {state === 'translated' && text && (
        <span className="sr-only" aria-live="polite">
          {t('review.translated')}
        </span>
      )}
      <button
        type="button"
        className="mt-2 min-h-11 min-w-11 text-sm underline disabled:opacity-60"
        disabled={state === 'translating'}
        onClick={() => (state === 'translated' ? setState('original') : void translate())}
      >
        {state === 'translating'
          ? t('review.translating')
          : state === 'translated'
            ? t('review.show_original')
            : t('review.translate')}
      </button>
    </div>
  );
}

function StorySlider({ stories }: { stories: ReviewStory[] }) {
  const { t } = useI18n();
  if (!stories.length) return null;
  return (
    <section aria-labelledby="stories-title" className="mt-6">
      <h3 id="stories-title" className="font-medium">
        {t('review.stories')}
      </h3>
      {/* focusable so a keyboard can scroll it: the compact stories hold nothing else to focus */}
      <ul
        tabIndex={0}
        aria-labelledby="stories-title"
        data-scroll-x
        className="mt-2 flex snap-x gap-2 overflow-x-auto"
      >
        {padSlides(stories).map((s, i) => (
          <li
            key={s?.id ?? `pad-${i}`}
            className="w-28 shrink-0 snap-start"
            aria-hidden={s ? undefined : true}
          >
            {s ? <StoryCard story={s} compact /> : <div className="aspect-[3/4] rounded bg-surface-2" />}
          </li>
        ))}
      </ul>
    </section>
  );
}

export function StoryCard({ story: s, compact = false }: { story: ReviewStory; compact?: boolean }) {
  const { t, locale } = useI18n();
  return (
    <figure>
      {s.video_url ? (
        <video
          src={s.video_url}
          poster={s.image_url ?? undefined}
          controls={!compact}
          muted
          playsInline
          className="aspect-[3/4] w-full rounded object-cover"
        />
      ) : s.image_url ? (
        <Picture
          src={s.image_url}
          sizes={compact ? IMAGE_SIZES.storyCompact : IMAGE_SIZES.story}
          alt=""
          decorative
          locale={locale}
          width={300}
          height={400}
          className="aspect-[3/4] w-full rounded object-cover"
        />
      ) : null}
      <figcaption className="mt-1 text-xs">
        <span className="block font-medium">{s.title}</span>
        {!compact && <span className="block text-muted">{s.description}</span>}
        <span className="block">
          {s.name} · <Stars rating={s.rating} label={t('review.stars', { n: s.rating })} />
        </span>
        {!compact && s.ig_link && (
          <a href={s.ig_link} target="_blank" rel="noopener noreferrer" className="underline">
            Instagram
          </a>
        )}
      </figcaption>
    </figure>
  );
}
