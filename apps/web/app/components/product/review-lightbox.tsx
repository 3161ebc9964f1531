import { useEffect, useRef, useState } from 'react';
import { useI18n } from '../../i18n/i18n.tsx';
import { IMAGE_SIZES } from '../../lib/image-sizes.ts';
import { Picture } from '../picture.tsx';

/** A review's photos in a modal dialog: arrow keys step through them, Escape closes (2.10-02). */
export function Lightbox({
  images,
  start,
  onClose,
}: {
  images: string[];
  start: number;
  onClose: () => void;
}) {
  const { t, locale } = useI18n();
  const ref = useRef<HTMLDialogElement>(null);
  const [i, setI] = useState(start);
  useEffect(() => {
    const d = ref.current;
    if (d && !d.open) d.showModal();
  }, []);
  const step = (by: number) => setI((n) => (n + by + images.length) % images.length);
  return (
    <dialog
      ref={ref}
      aria-label={t('review.photo_n', { n: i + 1, total: images.length })}
      onClose={onClose}
      onKeyDown={(e) => {
        if (e.key === 'ArrowRight') step(1);
        if (e.key === 'ArrowLeft') step(-1);
      }}
      className="max-w-[90vw] rounded bg-surface p-4 backdrop:bg-black/70"
    >
      <Picture
        key={images[i]}
        src={images[i]}
        sizes={IMAGE_SIZES.reviewOpen}
        alt={t('review.photo_n', { n: i + 1, total: images.length })}
        locale={locale}
        width={640}
        height={640}
        eager
        className="h-auto max-h-[75vh] w-auto max-w-full"
      />
      <div className="mt-3 flex justify-between gap-2">
        {images.length > 1 && (
          <button type="button" className="min-h-11 px-3" onClick={() => step(-1)}>
            {t('review.previous')}
          </button>
        )}
        <button
          type="button"
          className="min-h-11 px-3 underline"
          onClick={() => ref.current?.close()}
          autoFocus
        >
          {t('review.close')}
        </button>
        {images.length > 1 && (
          <button type="button" className="min-h-11 px-3" onClick={() => step(1)}>
            {t('review.next')}
          </button>
        )}
      </div>
    </dialog>
  );
}
