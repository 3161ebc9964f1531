import { useRef } from 'react';
import { useI18n } from '../i18n/i18n.tsx';

/**
 * Horizontal carousel on CSS scroll-snap (no carousel library in the first-load JS): arrows scroll by one page,
 * touch and trackpads scroll natively, keyboard users tab through the slides.
 */
export function Slider({
  label,
  perView = 2,
  children,
}: {
  label: string;
  perView?: 1 | 2 | 4;
  children: React.ReactNode[];
}) {
  const { t } = useI18n();
  const track = useRef<HTMLUListElement>(null);
  const scroll = (dir: 1 | -1) => {
    const el = track.current;
    if (el) el.scrollBy({ left: dir * el.clientWidth, behavior: 'smooth' });
  };
  const width =
    perView === 1
      ? 'basis-full'
      : perView === 2
        ? 'basis-[85%] sm:basis-1/2'
        : 'basis-[70%] sm:basis-1/2 md:basis-1/4';
  return (
    <div className="relative" role="region" aria-roledescription="carousel" aria-label={label}>
      {/* data-scroll-x: a sideways scroller on purpose (e2e/layout-check.ts); contain: its slides never widen
          the grid or flex column it sits in (the bag once scrolled sideways on a 390 px phone) */}
      <ul
        ref={track}
        data-scroll-x
        className="flex snap-x [contain:inline-size] snap-mandatory gap-4 overflow-x-auto scroll-smooth pb-2 [scrollbar-width:thin]"
      >
        {children.map((child, i) => (
          <li key={i} className={`shrink-0 snap-start ${width}`} aria-roledescription="slide">
            {child}
          </li>
        ))}
      </ul>
      {children.length > perView && (
        <div className="mt-3 flex justify-end gap-2">
          <button
            type="button"
            className="btn-ghost border border-line"
            onClick={() => scroll(-1)}
            aria-label={t('collection.previous')}
          >
            <svg
              width="18"
              height="18"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.5"
              aria-hidden="true"
            >
              <path d="M15 6l-6 6 6 6" />
            </svg>
          </button>
          <button
            type="button"
            className="btn-ghost border border-line"
            onClick={() => scroll(1)}
            aria-label={t('collection.next')}
          >
            <svg
              width="18"
              height="18"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.5"
              aria-hidden="true"
            >
              <path d="M9 6l6 6-6 6" />
            </svg>
          </button>
        </div>
      )}
    </div>
  );
}
