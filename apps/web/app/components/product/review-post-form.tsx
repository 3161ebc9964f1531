import { useState } from 'react';
import { Form, useActionData, useNavigation, useSearchParams } from 'react-router';
import { REVIEW_MIN_CONTENT, reviewTextLength } from '@shop/core';
import { useI18n } from '../../i18n/i18n.tsx';
import type { ReviewsData, ReviewStory, Reviewable } from '../../lib/reviews.ts';
import { StoryCard } from './reviews.tsx';

/** The review form of a member who bought the item (4-17). */
export function PostForm({
  reviewable,
  data,
  story,
}: {
  reviewable: Reviewable[];
  data: ReviewsData;
  story?: ReviewStory;
}) {
  const { t, locale } = useI18n();
  const result = useActionData() as { review?: { ok: boolean; error?: string; field?: string } } | undefined;
  const nav = useNavigation();
  const [content, setContent] = useState('');
  const [touched, setTouched] = useState(false);
  const short = reviewTextLength(content) < REVIEW_MIN_CONTENT;
  // the server's answer speaks of the text it was sent: once the text differs, the check runs on the new text,
  // even when the answer arrives after the shopper went on typing (a slow network)
  const [sent, setSent] = useState<string | null>(null);
  const [editedAfter, setEditedAfter] = useState<object | null>(null);
  const answer = result?.review;
  const aboutThisText =
    sent !== null
      ? content === sent
      : // the answer to a post made before this page's script ran: shown until the shopper edits the text
        answer !== editedAfter;
  const review =
    answer && (aboutThisText || (answer.field && answer.field !== 'content')) ? answer : undefined;
  const [params] = useSearchParams();
  // the order page's "write a review" link names the order line to review
  const preset = reviewable.find((r) => `${r.order_id}|${r.inventory_sku}` === params.get('review'));
  const nameOf = (sku: string) => {
    const p = data.related_inventory_products.find((x) => x.sku === sku);
    return p ? (locale === 'en' ? p.name.eng : locale === 'cn' ? p.name.cn : p.name.chi) : sku;
  };
  return (
    <details id="write-review" className="mt-8 rounded border border-line p-4" open={!!answer || !!preset}>
      <summary className="min-h-11 cursor-pointer font-medium">{t('review.write')}</summary>
      {story && (
        <div className="mt-3 max-w-48">
          <StoryCard story={story} />
        </div>
      )}
      <Form
        method="post"
        encType="multipart/form-data"
        className="mt-4 grid gap-3"
        preventScrollReset
        onSubmit={() => setSent(content)}
      >
        <input type="hidden" name="intent" value="review:post" />
        <label className="grid gap-1 text-sm">
          {t('review.item')}
          <select
            name="item"
            defaultValue={preset ? `${preset.order_id}|${preset.inventory_sku}` : undefined}
            className="min-h-11 rounded border border-line bg-surface px-3"
          >
            {reviewable.map((r) => (
              <option key={`${r.order_id}|${r.inventory_sku}`} value={`${r.order_id}|${r.inventory_sku}`}>
                {nameOf(r.inventory_sku)} · {r.number}
              </option>
            ))}
          </select>
        </label>
        <fieldset className="text-sm">
          <legend>{t('review.rating')}</legend>
          <div className="mt-1 flex gap-3">
            {[5, 4, 3, 2, 1].map((n) => (
              <label key={n} className="flex min-h-11 items-center gap-1">
                <input type="radio" name="rating" value={n} defaultChecked={n === 5} />
                {t('review.n_stars', { n })}
              </label>
            ))}
          </div>
        </fieldset>
        <label className="grid gap-1 text-sm">
          {t('review.field_title')}
          <input
            name="title"
            maxLength={100}
            className="min-h-11 rounded border border-line bg-surface px-3"
          />
        </label>
        <label className="grid gap-1 text-sm">
          {t('review.field_content')}
          <textarea
            name="content"
            rows={4}
            value={content}
            onChange={(e) => {
              setContent(e.target.value);
              if (answer) setEditedAfter(answer);
              // a message on screen follows the text as it is fixed, not only at the next submit
              if (!touched && answer) setTouched(true);
            }}
            onBlur={() => setTouched(true)}
            aria-invalid={(touched && short) || review?.field === 'content' ? true : undefined}
            aria-describedby="review-content-error"
            className="rounded border border-line bg-surface p-3"
          />
        </label>
        <p id="review-content-error" className="text-sm text-red-700" role="alert">
          {review && !review.ok
            ? review.error
            : touched && short
              ? t('review.min_chars', { n: REVIEW_MIN_CONTENT })
              : ''}
        </p>
        <label className="grid gap-1 text-sm">
          {t('review.photos')}
          <input type="file" name="images" accept="image/jpeg,image/png" multiple />
        </label>
        <button
          type="submit"
          disabled={nav.state === 'submitting'}
          className="min-h-11 rounded-full bg-accent px-6 text-on-accent"
        >
          {t('review.submit')}
        </button>
      </Form>
    </details>
  );
}
